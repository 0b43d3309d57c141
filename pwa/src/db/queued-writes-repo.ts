/**
 * The `queuedWrites` table: writes of the simple kinds (lib/outbox/kinds.ts) waiting for the outbox.
 *
 * Guarantees:
 * - A row survives reloads, closed tabs and restarts until the server has it (then it is deleted)
 *   or refused it (then it stays 'failed' with the server's words).
 * - Every change the outbox makes is conditional on the row still holding the same Idempotency-Key:
 *   a newer write queued under the same id while the older one was on the wire (a second profile
 *   edit) is never marked sent, failed or deleted by the older one's answer.
 * - Failures are reported to storage-status-store and rethrown.
 * Used by the page and the service worker, so nothing here touches `window`.
 */
import { db as defaultDb, type PropAiDb } from './db';
import type { QueuedWrite } from './schema';
import { reportingFailures } from './report-failures';

export type NewQueuedWrite = Pick<QueuedWrite, 'id' | 'kind' | 'body'> & Partial<Pick<QueuedWrite, 'userId'>>;

/** Queues a write with a fresh Idempotency-Key; a row with the same id (an older edit) is replaced. */
export function putQueuedWrite(write: NewQueuedWrite, database: PropAiDb = defaultDb): Promise<QueuedWrite> {
  const now = Date.now();
  const row: QueuedWrite = {
    ...write,
    idempotencyKey: crypto.randomUUID(),
    queuedAt: now,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
  };
  return reportingFailures(async () => {
    await database.queuedWrites.put(row);
    return row;
  });
}

/**
 * Queues a write unless one with this id is still waiting (queued or sending): then that one is
 * answered and nothing is stored. Check and put are one transaction, so two taps at once store one
 * row with one Idempotency-Key (a callback request must reach the lister once). A failed row is
 * replaced: the user is asking again.
 */
export function putQueuedWriteOnce(
  write: NewQueuedWrite,
  database: PropAiDb = defaultDb,
): Promise<{ row: QueuedWrite; created: boolean }> {
  const now = Date.now();
  return reportingFailures(() =>
    database.transaction('rw', database.queuedWrites, async () => {
      const current = await database.queuedWrites.get(write.id);
      if (current && current.status !== 'failed') return { row: current, created: false };
      const row: QueuedWrite = {
        ...write,
        idempotencyKey: crypto.randomUUID(),
        queuedAt: now,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: now,
      };
      await database.queuedWrites.put(row);
      return { row, created: true };
    }),
  );
}

export function getQueuedWrite(id: string, database: PropAiDb = defaultDb): Promise<QueuedWrite | undefined> {
  return reportingFailures(() => database.queuedWrites.get(id));
}

/** The rows of one kind still to send ('queued', or 'sending' left by a closed tab), oldest first. */
export async function pendingQueuedWrites(
  kind: string,
  database: PropAiDb = defaultDb,
): Promise<QueuedWrite[]> {
  const rows = await reportingFailures(() => database.queuedWrites.where('kind').equals(kind).toArray());
  return rows.filter((r) => r.status !== 'failed').sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Every row of one kind, failed ones included (a screen shows what is waiting and what was refused). */
export function listQueuedWrites(kind: string, database: PropAiDb = defaultDb): Promise<QueuedWrite[]> {
  return reportingFailures(() => database.queuedWrites.where('kind').equals(kind).toArray());
}

/** Deletes one row (the user dismissed a refused write). */
export function deleteQueuedWrite(id: string, database: PropAiDb = defaultDb): Promise<void> {
  return reportingFailures(() => database.queuedWrites.delete(id));
}

/** Applies `changes` (or deletes the row, `changes` = null) if it still holds `idempotencyKey`. */
export function settleQueuedWrite(
  id: string,
  idempotencyKey: string,
  changes: Partial<QueuedWrite> | null,
  database: PropAiDb = defaultDb,
): Promise<void> {
  return reportingFailures(() =>
    database.transaction('rw', database.queuedWrites, async () => {
      const current = await database.queuedWrites.get(id);
      if (current?.idempotencyKey !== idempotencyKey) return;
      if (changes) await database.queuedWrites.update(id, changes);
      else await database.queuedWrites.delete(id);
    }),
  );
}

/** Drops every row of `kind` (sign-out: a write must never go with the next user's session). */
export function dropQueuedWrites(kind: string, database: PropAiDb = defaultDb): Promise<void> {
  return reportingFailures(async () => {
    await database.queuedWrites.where('kind').equals(kind).delete();
  });
}

/** The signed-in session (token and user id) as stored; the service worker has no other source. */
export async function storedSession(
  database: PropAiDb = defaultDb,
): Promise<{ token: string; userId: string } | null> {
  const record = await reportingFailures(() => database.session.get('current'));
  return record?.token ? { token: record.token, userId: record.user.id } : null;
}
