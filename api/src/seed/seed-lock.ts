/**
 * The "seed once" lock: one document `{ _id: 'seed' }` in `meta`.
 *
 * Guarantees: the unique _id means exactly one process wins the insert and seeds; every other
 * process waits for state 'done'. The winner refreshes `heartbeatAt` after every batch; a
 * 'running' lock whose heartbeat is older than `staleAfterMs` belonged to a process that died, and
 * exactly one waiter takes it over (a compare-and-set on the owner token) and re-seeds.
 */
import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type Collection, type Doc } from '../store/types';

export const SEED_LOCK_ID = 'seed';

export interface SeedLockDoc extends Doc {
  state: 'running' | 'done';
  owner: string;
  startedAt: Date;
  heartbeatAt: Date;
  finishedAt?: Date;
  counts?: Record<string, number>;
  params?: Record<string, number>;
}

export type Claim =
  | { kind: 'claimed'; owner: string; takeover: boolean }
  | { kind: 'done'; lock: SeedLockDoc }
  | { kind: 'busy' };

function isStale(lock: SeedLockDoc, staleAfterMs: number): boolean {
  const beat = new Date(lock.heartbeatAt ?? lock.startedAt).getTime();
  return Date.now() - beat > staleAfterMs;
}

/** One attempt: claim the lock, or report it done, or busy with a live seeder. */
export async function tryClaim(meta: Collection<SeedLockDoc>, staleAfterMs: number): Promise<Claim> {
  const owner = randomUUID();
  const now = new Date();
  try {
    await meta.insertOne({ _id: SEED_LOCK_ID, state: 'running', owner, startedAt: now, heartbeatAt: now });
    return { kind: 'claimed', owner, takeover: false };
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
  const lock = await meta.findOne({ _id: SEED_LOCK_ID });
  if (!lock) return tryClaim(meta, staleAfterMs); // released between our insert and read
  if (lock.state === 'done') return { kind: 'done', lock };
  if (!isStale(lock, staleAfterMs)) return { kind: 'busy' };
  const taken = await meta.findOneAndUpdate(
    { _id: SEED_LOCK_ID, state: 'running', owner: lock.owner },
    { $set: { owner, startedAt: now, heartbeatAt: now } },
  );
  return taken ? { kind: 'claimed', owner, takeover: true } : { kind: 'busy' };
}

/** Refreshes the heartbeat; throws if another process has taken the lock over. */
export async function heartbeat(meta: Collection<SeedLockDoc>, owner: string): Promise<void> {
  const r = await meta.updateOne(
    { _id: SEED_LOCK_ID, owner, state: 'running' },
    { $set: { heartbeatAt: new Date() } },
  );
  if (r.matched === 0) throw new Error('Seeding lock was taken over by another process; stopping this one.');
}

export async function markDone(
  meta: Collection<SeedLockDoc>,
  owner: string,
  counts: Record<string, number>,
  params: Record<string, number>,
): Promise<void> {
  await meta.updateOne(
    { _id: SEED_LOCK_ID, owner },
    { $set: { state: 'done', finishedAt: new Date(), counts, params } },
  );
}

/** After a failure in this process: make the lock stale at once so the next start re-seeds. */
export async function markFailed(meta: Collection<SeedLockDoc>, owner: string): Promise<void> {
  await meta.updateOne({ _id: SEED_LOCK_ID, owner }, { $set: { heartbeatAt: new Date(0) } });
}
