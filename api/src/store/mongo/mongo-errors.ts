/** MongoDB driver errors mapped to the store's error types. */
import { DuplicateKeyError } from '../types';

interface DriverError {
  code?: unknown;
  message?: unknown;
  writeErrors?: { code?: unknown }[];
}

function isDuplicateKey(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as DriverError;
  return e.code === 11000 || (Array.isArray(e.writeErrors) && e.writeErrors.some((w) => w.code === 11000));
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
