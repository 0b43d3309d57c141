/** NeDB errors mapped to the store's error types, so callers never see backend-specific errors. */
import { DuplicateKeyError } from '../types';

interface NedbUniqueError {
  errorType?: unknown;
  key?: unknown;
  message?: unknown;
}

export function mapNedbError(collection: string, err: unknown): unknown {
  const e = err as NedbUniqueError | null;
  if (e && typeof e === 'object' && e.errorType === 'uniqueViolated') {
    return new DuplicateKeyError(collection, `key ${JSON.stringify(e.key)}`);
  }
  return err;
}

/** Runs `fn`, rethrowing a unique-constraint failure as DuplicateKeyError. */
export async function withDuplicateMapping<T>(collection: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw mapNedbError(collection, err);
  }
}
