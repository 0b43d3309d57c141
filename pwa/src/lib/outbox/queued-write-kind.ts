/**
 * The outbox entry for a simple kind of queued write: one request per item, its rows in the
 * `queuedWrites` table (db/queued-writes-repo.ts). A spec (kinds.ts) says where the write goes and
 * how a refusal reads; everything else — keys, order, retries, 401, 4xx — is the outbox's.
 * Outcomes on the row: sent → deleted; refused → 'failed' with the message (the screen shows it);
 * 401 → queued with `needsSignIn`; offline / server fault → queued (with backoff after a fault).
 * Each change applies only while the row still holds the item's key (a newer write under the same
 * id is left alone).
 */
import type { QueuedWrite } from '../../db/schema';
import type { ErrorBody, OutboxItem, OutboxKind, OutboxRequest } from './outbox';

export interface QueuedWriteSpec {
  method: OutboxRequest['method'];
  /** Path under /api; a function when it depends on the body (e.g. `/listings/${body.id}/votes`). */
  path: string | ((body: unknown) => string);
  /** The request body when it is not the stored body itself (the stored one also names the target). */
  payload?: (body: unknown) => unknown;
  /** 4xx statuses that should be retried rather than final (default: none besides 408/409/429). */
  retryStatuses?: readonly number[];
  /** How a refusal reads to the user (default: the server's message with its field messages). */
  describeRefusal?: (body: ErrorBody | undefined, statusText: string) => string;
  /**
   * Runs when the server took the write, before its row is deleted, with the stored body and the
   * answer (e.g. a survey's device copy is removed only when the answer says it is stored).
   */
  onSent?: (body: unknown, answer: unknown) => Promise<void>;
  /** A public write, sent without a session when nobody is signed in (outbox.ts `anonymous`). */
  anonymous?: boolean;
}

export interface QueuedWriteStore {
  pending(kind: string): Promise<QueuedWrite[]>;
  /** Applies `changes` (null: delete) if the row still holds `idempotencyKey`. */
  settle(id: string, idempotencyKey: string, changes: Partial<QueuedWrite> | null): Promise<void>;
}

export interface QueuedWriteItem extends OutboxItem {
  row: QueuedWrite;
}

export function queuedWriteKind(
  name: string,
  spec: QueuedWriteSpec,
  store: QueuedWriteStore,
): OutboxKind<QueuedWriteItem> {
  return {
    name,
    retryStatuses: spec.retryStatuses,
    describeRefusal: spec.describeRefusal,
    anonymous: spec.anonymous,
    async pending() {
      const rows = await store.pending(name);
      return rows.map((row) => ({
        id: row.id,
        key: row.idempotencyKey,
        queuedAt: row.queuedAt,
        attempts: row.attempts,
        nextAttemptAt: row.nextAttemptAt,
        userId: row.userId,
        row,
      }));
    },
    send({ row }, send) {
      const path = typeof spec.path === 'function' ? spec.path(row.body) : spec.path;
      const body = spec.payload ? spec.payload(row.body) : row.body;
      return send({ method: spec.method, path, body, key: row.idempotencyKey });
    },
    async record({ row }, outcome) {
      const settle = (changes: Partial<QueuedWrite> | null) =>
        store.settle(row.id, row.idempotencyKey, changes);
      switch (outcome.type) {
        case 'sending':
          return settle({ status: 'sending' });
        case 'sent':
          if (spec.onSent) await spec.onSent(row.body, outcome.answer);
          return settle(null);
        case 'refused':
          return settle({ status: 'failed', lastError: outcome.message });
        case 'sign-in':
          return settle({ status: 'queued', needsSignIn: true });
        case 'offline':
          return settle({ status: 'queued' });
        case 'retry':
          return settle({
            status: 'queued',
            attempts: outcome.attempts,
            nextAttemptAt: outcome.nextAttemptAt,
            lastError: outcome.lastError,
          });
      }
    },
  };
}
