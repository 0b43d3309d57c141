/** The storage banner's state (db/storage-status-store) for screens: re-renders when it changes. */
import { useStore } from 'zustand';
import { storageStatusStore, type StorageStatusState } from '../db/storage-status-store';

export function useStorageStatus<T>(select: (state: StorageStatusState) => T): T {
  return useStore(storageStatusStore, select);
}
