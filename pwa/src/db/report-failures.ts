import { reportStorageError } from './storage-status-store';

/**
 * Runs a database operation; a failure (quota full, blocked, unavailable) is reported to the
 * storage banner (storage-status-store.ts) and re-thrown to the caller.
 */
export async function reportingFailures<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    reportStorageError(error);
    throw error;
  }
}
