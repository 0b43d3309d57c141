/**
 * Visible state for local-storage failures. IndexedDB can be full, blocked by another tab, or missing
 * (some private modes); each becomes a status the shell shows as a banner instead of a console line.
 * A plain (vanilla) store: the database code that reports here also runs in the service worker,
 * which must not bundle React; screens read it through lib/use-storage-status.ts.
 */
import { createStore } from 'zustand/vanilla';

export type StorageStatus = 'ok' | 'full' | 'blocked' | 'unavailable' | 'outdated';

export interface StorageStatusState {
  status: StorageStatus;
  setStatus: (status: StorageStatus) => void;
  /** Called after the user freed space or closed the other tab. */
  reset: () => void;
}

export const storageStatusStore = createStore<StorageStatusState>((set) => ({
  status: 'ok',
  setStatus: (status) => set({ status }),
  reset: () => set({ status: 'ok' }),
}));

/** The banner text for each status; null when all is well. */
export const storageStatusMessages: Record<StorageStatus, string | null> = {
  ok: null,
  full: 'Storage is full — free space on this device so drafts and offline data can be saved.',
  blocked: 'PropAI is open in another tab with an older version. Close the other tabs to continue.',
  unavailable: 'Offline storage is unavailable in this browser. Drafts will not be kept on this device.',
  outdated: 'A newer version of PropAI is open in another tab. Reload this tab to continue.',
};

const UNAVAILABLE_NAMES = new Set([
  'MissingAPIError',
  'InvalidStateError',
  'OpenFailedError',
  'DatabaseClosedError',
  'SecurityError',
  'UnknownError',
]);

/** Maps an error from Dexie/IndexedDB to a storage status; null when it is not a storage failure. */
export function classifyStorageError(error: unknown): StorageStatus | null {
  if (!(error instanceof Error)) return null;
  // Dexie wraps the browser's DOMException; the real cause may be in `inner`.
  const inner = (error as Error & { inner?: unknown }).inner;
  const names = [error.name, inner instanceof Error ? inner.name : ''];
  if (names.some((name) => name === 'QuotaExceededError')) return 'full';
  if (names.some((name) => name === 'VersionError' || name === 'UpgradeError')) return 'outdated';
  if (names.some((name) => UNAVAILABLE_NAMES.has(name))) return 'unavailable';
  return null;
}

/**
 * Records a storage failure as visible state and returns the status. Use it in every catch around a
 * database write: `await db.drafts.put(d).catch(reportStorageError)`.
 */
export function reportStorageError(error: unknown): StorageStatus | null {
  const status = classifyStorageError(error);
  if (status) storageStatusStore.getState().setStatus(status);
  return status;
}
