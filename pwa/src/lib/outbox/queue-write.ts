/**
 * Queuing a write of a simple kind (kinds.ts) from a feature: the row is stored on the device with a
 * fresh Idempotency-Key, then the outbox is asked to send it (Background Sync, and now from the page
 * when online). The caller shows the write as saved on this device at once.
 */
import { type NewQueuedWrite, putQueuedWrite } from '../../db/queued-writes-repo';
import type { QueuedWrite } from '../../db/schema';
import type { QueuedWriteKindName } from './kinds';
import { requestOutboxSync, sendFromPage } from './page';

export interface WriteToQueue {
  /** Stable id when a newer write replaces an older one (e.g. 'profile:<userId>'); default a new uuid. */
  id?: string;
  body: unknown;
  /** Sent only with this user's session. */
  userId?: string;
}

export async function queueWrite(kind: QueuedWriteKindName, write: WriteToQueue): Promise<QueuedWrite> {
  const row: NewQueuedWrite = { id: write.id ?? crypto.randomUUID(), kind, body: write.body };
  if (write.userId) row.userId = write.userId;
  const stored = await putQueuedWrite(row);
  requestOutboxSync();
  void sendFromPage();
  return stored;
}
