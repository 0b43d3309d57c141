/**
 * The ONE IndexedDB database of the PWA ('propai'). Only pwa/src/db/ imports dexie (ESLint rule).
 *
 * Guarantees:
 * - Drafts, their photos, the comparison tray, pending surveys, queued writes (`queuedWrites`, sent by
 *   the outbox in lib/outbox) and the session survive reloads, offline periods and app restarts: they
 *   live here, not in memory.
 * - `queuedWrites.idempotencyKey` is unique, so the same queued write can never be stored twice; the
 *   server enforces the same key again, so a replayed write reaches it at most once.
 * - Schema changes add a new `db.version(n)` block and keep the old ones, so existing devices upgrade
 *   in place instead of losing their drafts.
 * - Failures (quota full, database blocked by another tab, IndexedDB unavailable) are reported to
 *   storage-status-store and shown by the shell's banner, never only logged.
 */
import Dexie, { type EntityTable } from 'dexie';
import type {
  CompareTrayItem,
  Draft,
  DraftPhoto,
  LegacyOutboxRow,
  PendingSurvey,
  QueuedWrite,
  SessionRecord,
  ShortlistItem,
} from './schema';
import { announceLocalDatabase } from '../lib/local-database';
import { reportStorageError, storageStatusStore } from './storage-status-store';
import { STORES_V1, STORES_V2 } from './schema-versions';

export const DB_NAME = 'propai';

export type PropAiDb = Dexie & {
  drafts: EntityTable<Draft, 'id'>;
  draftPhotos: EntityTable<DraftPhoto, 'id'>;
  compareTray: EntityTable<CompareTrayItem, 'id'>;
  pendingSurveys: EntityTable<PendingSurvey, 'id'>;
  queuedWrites: EntityTable<QueuedWrite, 'id'>;
  session: EntityTable<SessionRecord, 'key'>;
  shortlist: EntityTable<ShortlistItem, 'id'>;
};

/** Builds the database object; exported for tests, the app uses the `db` singleton below. */
export function createDb(name = DB_NAME): PropAiDb {
  const database = new Dexie(name) as PropAiDb;
  // Version 1. Only indexed fields are listed; other fields are stored as they are.
  // Version 1, then version 2 (comparison issue: the device-local shortlist), as released; only
  // indexed fields are listed, other fields are stored as they are. Dexie carries earlier tables
  // over unchanged, so devices upgrade in place.
  database.version(1).stores(STORES_V1);
  database.version(2).stores(STORES_V2);
  // Version 3 (issue 14, one outbox): the table `outbox` — a third thing called "outbox" besides the
  // service worker's request queue and a Web Lock — becomes `queuedWrites`, rows of one shape for
  // every simple kind of queued write (lib/outbox/kinds.ts). The upgrade moves every waiting row
  // across in the same transaction, so a profile edit queued before the update is still sent.
  database
    .version(3)
    .stores({
      queuedWrites: 'id, &idempotencyKey, kind, queuedAt, status',
      outbox: null,
    })
    .upgrade(async (tx) => {
      const rows = await tx.table<LegacyOutboxRow, string>('outbox').toArray();
      await tx.table<QueuedWrite, string>('queuedWrites').bulkAdd(rows.map(fromLegacyOutboxRow));
    });
  // Tabs of a first-time visitor that have not opened the database yet start watching it now
  // (lib/local-database.ts), so a tray or sign-in from this tab shows there too.
  database.on('ready', () => announceLocalDatabase());
  database.on('blocked', () => {
    // Another tab holds an older version open; the upgrade waits until it closes.
    storageStatusStore.getState().setStatus('blocked');
  });
  database.on('versionchange', () => {
    // A newer version of the app opened the database elsewhere: close so it can upgrade, and ask
    // the user to reload this tab rather than writing with an outdated schema.
    database.close();
    storageStatusStore.getState().setStatus('outdated');
    return false;
  });
  return database;
}

/**
 * A version-2 `outbox` row as a `queuedWrites` row. Only profile edits were ever stored there (id
 * 'profile:<userId>', PATCH /auth/profile); a row of any other path keeps its data under kind
 * 'legacy <METHOD> <path>', which no entry sends (kept, not lost, not sent to a wrong place).
 */
export function fromLegacyOutboxRow(row: LegacyOutboxRow): QueuedWrite {
  const profile = row.path === '/auth/profile' && row.method === 'PATCH' && row.id.startsWith('profile:');
  return {
    id: row.id,
    kind: profile ? 'profile-edit' : `legacy ${row.method} ${row.path}`,
    idempotencyKey: row.idempotencyKey,
    body: row.body,
    userId: profile ? row.id.slice('profile:'.length) : undefined,
    queuedAt: row.createdAt,
    // 'done' was never written; a row left 'sending' by a closed tab is waiting again.
    status: row.status === 'failed' ? 'failed' : 'queued',
    attempts: row.attempts,
    nextAttemptAt: 0,
    ...(row.lastError ? { lastError: row.lastError } : {}),
  };
}

export const db = createDb();

/**
 * Opens the database once at start-up so a missing or broken IndexedDB shows up as a banner at once
 * rather than on the first draft save.
 */
export async function openDb(database: PropAiDb = db): Promise<boolean> {
  try {
    await database.open();
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
