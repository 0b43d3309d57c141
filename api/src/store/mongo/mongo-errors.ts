/** MongoDB driver errors mapped to the store's error types. */
import { DuplicateKeyError } from '../types';

interface DriverError {
  code?: unknown;
  message?: unknown;
  writeErrors?: { code?: unknown }[];
}

// FerretDB 1.24 reports unique violations on update and createIndex as InternalError (code 1)
// carrying the backend's message instead of code 11000 (inserts do use 11000).
// (SQLite: "UNIQUE constraint failed"; PostgreSQL: SQLSTATE 23505, unique_violation).
const BACKEND_DUPLICATE = /UNIQUE constraint failed|SQLSTATE 23505/;

/** A unique-index refusal, as MongoDB or FerretDB reports it. */
export function isDuplicateKey(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as DriverError;
  if (e.code === 11000) return true;
  if (Array.isArray(e.writeErrors) && e.writeErrors.some((w) => w.code === 11000)) return true;
  return e.code === 1 && typeof e.message === 'string' && BACKEND_DUPLICATE.test(e.message);
}

/** Runs `fn`, rethrowing a duplicate-key failure (code 11000) as DuplicateKeyError. */
export async function withDuplicateMapping<T>(collection: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isDuplicateKey(err)) {
      const message = typeof (err as DriverError).message === 'string' ? (err as DriverError).message : '';
      throw new DuplicateKeyError(collection, String(message));
    }
    throw err;
  }
}

/**
 * Runs an upsert that several processes may run at once for the same `_id` (start-up rules, write
 * versions): the loser's insert hits the unique _id (E11000), but by then the document exists, so
 * the same update succeeds as a plain update on the second try.
 */
export async function upsertRacingOthers<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return upsert();
  }
}
