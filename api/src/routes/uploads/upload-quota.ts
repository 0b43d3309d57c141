/**
 * What one account may upload, and when the server takes no uploads at all (issue 13, defect 4).
 *
 * Guarantees, on both stores and across any number of API processes (every count is read from
 * the store, never kept in memory):
 *  - rate: UPLOADS_PER_MINUTE and UPLOADS_PER_HOUR per account, counted with the insert-only hit
 *    log of auth/rate-limit.ts (concurrent uploads can only over-count, never slip through; a
 *    refused hit is removed, so waiting the announced Retry-After is enough);
 *  - bytes: the account's uploads no listing uses yet (`claimed: false`) stay under
 *    UPLOAD_UNCLAIMED_MAX_MB. Checked before storing, and again after, with the new upload
 *    counted: two uploads racing past the first check find each other in the second, and the one
 *    over the cap is removed again (fail closed, like the hit log);
 *  - every limit is per caller (the session's account), so nobody else's uploads can use it up;
 *  - disk: under UPLOAD_MIN_FREE_MB free under DATA_DIR, every upload is refused with 503 before
 *    anything is written, so photos can never fill the disk the database lives on.
 * A replay with the same Idempotency-Key never reaches these checks (http/idempotency.ts answers it).
 */
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { hitRateLimit } from '../../auth/rate-limit';
import type { RateLimit } from '../../auth/auth-rules';
import type { UploadDoc } from '../../services/uploads/uploads';
import { UNCLAIMED_TTL_MS, UPLOADS } from '../../services/uploads/uploads';
import type { Env } from '../../env';
import { ApiError } from '../../http/errors';
import { MB } from '../../http/body-limit';
import type { Store } from '../../store/types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long a client is asked to wait when the disk is short: an operator's reaction time. */
const LOW_DISK_RETRY_SECONDS = 600;

export const LOW_DISK_MESSAGE =
  'The server is short of storage space and cannot take photos right now. Your listing is kept on this device; try again later.';

type Settings = Pick<
  Env,
  'UPLOADS_PER_MINUTE' | 'UPLOADS_PER_HOUR' | 'UPLOAD_UNCLAIMED_MAX_MB' | 'UPLOAD_MIN_FREE_MB' | 'DATA_DIR'
>;

/** Bytes free for this process under `dir`, from the nearest folder that exists (DATA_DIR may not yet). */
async function freeBytesUnder(dir: string): Promise<number> {
  for (let at = dir; ; at = dirname(at)) {
    try {
      const fs = await statfs(at);
      return fs.bavail * fs.bsize;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw err;
    }
  }
}

/** 503 when the disk under DATA_DIR has less than UPLOAD_MIN_FREE_MB free. */
export async function refuseIfDiskLow(env: Settings): Promise<void> {
  if (env.UPLOAD_MIN_FREE_MB === 0) return;
  if ((await freeBytesUnder(env.DATA_DIR)) >= env.UPLOAD_MIN_FREE_MB * MB) return;
  throw new ApiError(503, 'service_unavailable', LOW_DISK_MESSAGE, {
    headers: { 'Retry-After': String(LOW_DISK_RETRY_SECONDS) },
  });
}

async function hit(store: Store, rule: RateLimit, userId: string, message: string): Promise<void> {
  try {
    await hitRateLimit(store, rule, userId);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 429) throw err;
    throw ApiError.rateLimited(Number(err.headers['Retry-After'] ?? 1), message);
  }
}

/** Counts this upload against the account's per-minute and per-hour limits; 429 with Retry-After when over. */
export async function countUpload(store: Store, env: Settings, userId: string): Promise<void> {
  const perMinute = env.UPLOADS_PER_MINUTE;
  const perHour = env.UPLOADS_PER_HOUR;
  const message = `Too many photos uploaded in a short time (at most ${perMinute} photos a minute, ${perHour} an hour). Wait a moment and try again.`;
  await hit(store, { name: 'upload:minute', limit: perMinute, windowMs: MINUTE }, userId, message);
  await hit(store, { name: 'upload:hour', limit: perHour, windowMs: HOUR }, userId, message);
}

/**
 * 429 when the account's unused uploads plus `incoming` bytes would pass the cap. `incoming` is 0
 * for the check after storing (the new upload is then among the unused ones).
 * Retry-After: until the oldest unused upload is swept (a posted listing frees space sooner).
 */
export async function refuseIfOverUnclaimedCap(
  store: Store,
  env: Settings,
  ownerId: string,
  incoming: number,
): Promise<void> {
  const unused = await store
    .collection<UploadDoc>(UPLOADS)
    .find({ ownerId, claimed: false }, { projection: { size: 1, createdAt: 1 } });
  const bytes = unused.reduce((sum, u) => sum + u.size, incoming);
  const capMb = env.UPLOAD_UNCLAIMED_MAX_MB;
  if (bytes <= capMb * MB) return;
  const oldest = Math.min(...unused.map((u) => u.createdAt.getTime()), Date.now());
  const seconds = Math.min(Math.max((oldest + UNCLAIMED_TTL_MS - Date.now()) / 1000, 60), 86_400);
  throw ApiError.rateLimited(
    seconds,
    `Your photos not yet in a listing already take up to ${capMb} MB, the most one account may keep. Post your listing to use them, or wait until unused photos are cleared after a day.`,
  );
}
