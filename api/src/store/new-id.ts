/**
 * Document ids. `newId()` returns 24 lowercase hex characters shaped like a MongoDB ObjectId's hex
 * form: 4 bytes of seconds since the epoch, then 8 random bytes. Both adapters store it as a plain
 * string, so ids look and sort the same whichever store made them (roughly by creation time).
 */
import { randomBytes } from 'node:crypto';

export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}
