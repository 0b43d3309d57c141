/**
 * Sliding-window rate limits kept in the store, so every API process sees the same counts.
 *
 * Guarantee: counters are insert-only logs (`rate_hits` {key, at}), never read-modify-write
 * numbers — FerretDB loses concurrent `$inc`s across connections, a log cannot lose a hit. A hit
 * is inserted first and the window counted after, so concurrent requests can only over-count
 * (fail closed), never slip past the limit. A refused hit is removed again, so waiting the
 * announced Retry-After is enough. Old hits disappear through the TTL index.
 */
import { ApiError } from '../http/errors';
import type { Store } from '../store/types';
import type { RateLimit } from './auth-rules';

export const RATE_HITS = 'rate_hits';
/** Longer than every window, so a window is never counted short. */
export const RATE_HIT_TTL_SECONDS = 60 * 60;

type HitDoc = {
  _id: string;
  key: string;
  at: Date;
};

/** Seconds until `limit - 1` hits remain in the window (so one more would pass). */
async function secondsUntilFree(store: Store, key: string, rule: RateLimit, now: number): Promise<number> {
  const hits = await store
    .collection<HitDoc>(RATE_HITS)
    .find({ key, at: { $gt: new Date(now - rule.windowMs) } }, { sort: { at: 1 }, projection: { at: 1 } });
  const blocking = hits[hits.length - rule.limit];
  if (!blocking) return 1;
  return (blocking.at.getTime() + rule.windowMs - now) / 1000;
}

/**
 * Counts one request against `rule` for `subject`; throws 429 with Retry-After when over.
 *
 * @example
 *   await hitRateLimit(store, LIMITS.verifiesPerIp, ip);
 */
export async function hitRateLimit(store: Store, rule: RateLimit, subject: string): Promise<void> {
  const hits = store.collection<HitDoc>(RATE_HITS);
  const key = `${rule.name}:${subject}`;
  const now = Date.now();
  const mine = await hits.insertOne({ key, at: new Date(now) });
  const count = await hits.count({ key, at: { $gt: new Date(now - rule.windowMs) } });
  if (count <= rule.limit) return;
  await hits.deleteOne({ _id: mine._id });
  throw ApiError.rateLimited(
    await secondsUntilFree(store, key, rule, now),
    'Too many attempts. Please wait and try again.',
  );
}
