/**
 * One queued write, watched: `onChange` gets the row now and after every change in any tab
 * (undefined once it is sent and deleted). For screens that show "waiting to send" on one thing,
 * e.g. a report vote. Only lazily loaded modules import this file (it pulls in Dexie).
 */
import { liveQuery } from 'dexie';
import { db } from './db';
import type { QueuedWrite } from './schema';
import { reportStorageError } from './storage-status-store';

export function watchQueuedWrite(
  id: string,
  onChange: (row: QueuedWrite | undefined) => void,
  onError: (error: unknown) => void = reportStorageError,
): () => void {
  const sub = liveQuery(() => db.queuedWrites.get(id)).subscribe({ next: onChange, error: onError });
  return () => sub.unsubscribe();
}
