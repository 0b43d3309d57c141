/**
 * The posting outbox: sends queued listing drafts to the server, exactly once.
 *
 * For each queued draft, oldest first:
 *  1. its photos and floor plans go to POST /api/upload one after another, each with its own
 *     Idempotency-Key (`<submission key>_p_<photo id>_<attempt>`); the returned url is written on the
 *     photo row at once, so a retry after a crash or a lost answer skips the photos already sent;
 *  2. the listing goes to its create endpoint with the submission's key and the photo urls;
 *  3. the draft becomes 'submitted' with the server's id.
 * Outcomes: 401 → stays queued, flagged `needsSignIn` (the page asks the user to sign in; the
 * replay stops, the token is bad for every draft); another 4xx → 'failed' with the server's message
 * ('the server message, else the error message, else Failed to submit.', spec part 3 §8); 5xx, 409
 * (the same key still running), 429 → queued again with exponential backoff; no answer at all
 * (offline) → queued, no backoff, and the run stops until the next trigger (online/sync/start).
 *
 * Runs in the service worker on Background Sync and in the page on start, on `online` and after a
 * submit. `runPostingOutbox` takes the Web Lock 'propai-outbox', so two tabs and the worker never
 * replay at the same time; if they did, the server's Idempotency-Key check would still store one
 * listing. These requests carry `X-Outbox-Bypass`, so the service worker's generic write queue
 * (service-worker/src/outbox.ts) never stores a copy: a listing is sent only by this module.
 * No `window` here: the service worker imports this file.
 */
import { IDEMPOTENCY_HEADER, OUTBOX_BYPASS_HEADER } from '@propai/api/domain/http-headers';
import type { Draft, DraftPhoto } from '../../../db/schema';

export const POSTING_LOCK = 'propai-outbox';
/** Background Sync tag (distinct from Workbox's 'workbox-background-sync:propai-outbox'). */
export const POSTING_SYNC_TAG = 'propai-posting';
/** Header telling the service worker not to queue this write itself. */
export { OUTBOX_BYPASS_HEADER } from '@propai/api/domain/http-headers';
export const FALLBACK_SUBMIT_ERROR = 'Failed to submit.';
const MAX_BACKOFF_MS = 5 * 60_000;
const BASE_BACKOFF_MS = 2_000;

export interface OutboxStore {
  pending(): Promise<Draft[]>;
  photos(draftId: string): Promise<DraftPhoto[]>;
  updateDraft(id: string, changes: Partial<Draft>): Promise<unknown>;
  recordUpload(photoId: string, changes: Partial<DraftPhoto>): Promise<unknown>;
  token(): Promise<string | null>;
}

export interface ReplayDeps {
  store: OutboxStore;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
}

export interface ReplayOutcome {
  sent: string[];
  failed: string[];
  /** Something is still queued and should be tried again (network back, backoff over). */
  retryLater: boolean;
  needsSignIn: boolean;
}

/** Delay before retry number `attempts` (1-based) after a server fault: 2 s, 4 s, … capped at 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** The Idempotency-Key of one photo upload, derived so a retry of the same photo reuses it. */
export function uploadKey(submissionKey: string, photo: Pick<DraftPhoto, 'id' | 'uploadAttempt'>): string {
  return `${submissionKey}_p_${photo.id}_${photo.uploadAttempt ?? 0}`;
}

type Failure =
  | { kind: 'offline' }
  | { kind: 'auth' }
  | { kind: 'retry'; message: string }
  | { kind: 'refused'; message: string; code?: string };

class SendFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.kind);
  }
}

interface ErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

/** The user-facing text of a refusal: the server's message (with its field messages), else the fallback. */
export function refusalMessage(body: ErrorBody | undefined, statusText = ''): string {
  const fields = body?.fields ? Object.values(body.fields).filter(Boolean) : [];
  const unique = [...new Set(fields)].filter((f) => f !== body?.message);
  const main = body?.message || statusText || FALLBACK_SUBMIT_ERROR;
  return unique.length ? `${main} ${unique.join(' ')}`.trim() : main;
}

async function readBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    return (await response.json()) as ErrorBody;
  } catch {
    return undefined;
  }
}

async function send(deps: ReplayDeps, url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await deps.fetch(url, init);
  } catch {
    throw new SendFailure({ kind: 'offline' });
  }
  const body = await readBody(response);
  if (response.ok) return body;
  if (response.status === 401) throw new SendFailure({ kind: 'auth' });
  const message = refusalMessage(body, response.statusText);
  if (
    response.status >= 500 ||
    response.status === 409 ||
    response.status === 429 ||
    response.status === 408
  ) {
    throw new SendFailure({ kind: 'retry', message });
  }
  throw new SendFailure({ kind: 'refused', message, code: body?.error });
}

function headers(token: string, key: string, json: boolean): Record<string, string> {
  return {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    [IDEMPOTENCY_HEADER]: key,
    [OUTBOX_BYPASS_HEADER]: '1',
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  };
}

async function uploadPhoto(deps: ReplayDeps, token: string, key: string, photo: DraftPhoto): Promise<string> {
  // A reused key with different bytes (e.g. a new multipart boundary the server hashed) is answered
  // 422 'idempotency_key_reused': the earlier upload stays unclaimed (swept), try once with a new key.
  for (let round = 0; ; round++) {
    const form = new FormData();
    form.append('file', photo.blob, photo.name || `${photo.id}.jpg`);
    try {
      const body = (await send(deps, '/api/upload', {
        method: 'POST',
        headers: headers(token, uploadKey(key, photo), false),
        body: form,
      })) as { url?: string } | undefined;
      if (!body?.url) throw new SendFailure({ kind: 'retry', message: 'The upload answer had no url.' });
      await deps.store.recordUpload(photo.id, { uploadedUrl: body.url });
      return body.url;
    } catch (error) {
      const reused = error instanceof SendFailure && error.failure.kind === 'refused';
      if (!reused || error.failure.code !== 'idempotency_key_reused' || round > 0) throw error;
      photo.uploadAttempt = (photo.uploadAttempt ?? 0) + 1;
      await deps.store.recordUpload(photo.id, { uploadAttempt: photo.uploadAttempt });
    }
  }
}

async function sendDraft(deps: ReplayDeps, token: string, draft: Draft): Promise<void> {
  const submission = draft.submission!;
  const photos = await deps.store.photos(draft.id);
  const urls = { photo: [] as string[], floorPlan: [] as string[] };
  for (const photo of photos) {
    const url = photo.uploadedUrl ?? (await uploadPhoto(deps, token, submission.key, photo));
    urls[photo.role ?? 'photo'].push(url);
  }
  const payload: Record<string, unknown> = { ...submission.payload, photos: urls.photo };
  if (urls.floorPlan.length || 'floorPlans' in submission.payload) payload.floorPlans = urls.floorPlan;
  const created = (await send(deps, `/api${submission.path}`, {
    method: 'POST',
    headers: headers(token, submission.key, true),
    body: JSON.stringify(payload),
  })) as { id?: string; slug?: string } | undefined;
  const now = (deps.now ?? Date.now)();
  await deps.store.updateDraft(draft.id, {
    status: 'submitted',
    submission: {
      ...submission,
      serverId: created?.id,
      slug: created?.slug,
      submittedAt: now,
      needsSignIn: false,
    },
  });
}

/** One pass over the queue. Prefer `runPostingOutbox`, which holds the lock. */
export async function replayPostingOutbox(deps: ReplayDeps): Promise<ReplayOutcome> {
  const now = deps.now ?? Date.now;
  const outcome: ReplayOutcome = { sent: [], failed: [], retryLater: false, needsSignIn: false };
  const queue = await deps.store.pending();
  if (queue.length === 0) return outcome;
  const token = await deps.store.token();
  if (!token) return { ...outcome, retryLater: false, needsSignIn: true };
  for (const draft of queue) {
    const submission = draft.submission!;
    if (submission.nextAttemptAt > now()) {
      outcome.retryLater = true;
      continue;
    }
    await deps.store.updateDraft(draft.id, { status: 'sending' });
    try {
      await sendDraft(deps, token, draft);
      outcome.sent.push(draft.id);
    } catch (error) {
      const failure: Failure =
        error instanceof SendFailure ? error.failure : { kind: 'retry', message: String(error) };
      if (failure.kind === 'refused') {
        await deps.store.updateDraft(draft.id, { status: 'failed', error: failure.message });
        outcome.failed.push(draft.id);
        continue;
      }
      outcome.retryLater = failure.kind !== 'auth';
      if (failure.kind === 'auth') {
        outcome.needsSignIn = true;
        await deps.store.updateDraft(draft.id, {
          status: 'queued',
          submission: { ...submission, needsSignIn: true },
        });
        return outcome;
      }
      if (failure.kind === 'offline') {
        await deps.store.updateDraft(draft.id, { status: 'queued' });
        return outcome;
      }
      const attempts = submission.attempts + 1;
      await deps.store.updateDraft(draft.id, {
        status: 'queued',
        submission: {
          ...submission,
          attempts,
          nextAttemptAt: now() + backoffMs(attempts),
          lastError: failure.message,
        },
      });
    }
  }
  return outcome;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Replays under the Web Lock 'propai-outbox' (waits for a holder to finish, then looks again, so a
 * draft queued meanwhile is not missed). Without Web Locks it just runs.
 */
export function runPostingOutbox(deps: ReplayDeps, locks?: LockManagerLike): Promise<ReplayOutcome> {
  if (!locks) return replayPostingOutbox(deps);
  return locks.request(POSTING_LOCK, () => replayPostingOutbox(deps));
}
