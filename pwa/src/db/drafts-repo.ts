/**
 * Listing drafts and their photos on the device (tables `drafts`, `draftPhotos`).
 *
 * Guarantees:
 * - A draft and its photo blobs live in IndexedDB: they survive reloads, closed tabs, offline periods
 *   and app restarts. Several drafts can exist side by side.
 * - Only a draft being edited (or refused by the server) takes form changes; once queued, its
 *   values and photos are frozen so every retry sends the same request.
 * - Deleting a draft deletes its photos in the same transaction: no orphan blobs fill the quota.
 * - Every failure is reported to storage-status-store (quota full, blocked, unavailable) and then
 *   rethrown, so the form can say so too.
 * Used by the page and by the service worker (the outbox, lib/outbox), so nothing here touches `window`.
 */
import { db as defaultDb, type PropAiDb } from './db';
import type { Draft, DraftKind, DraftPhoto, DraftSubmission, ListingDraft } from './schema';
import { isListingDraft } from './schema';
import { reportingFailures } from './report-failures';

export type PhotoRole = NonNullable<DraftPhoto['role']>;

const editable = (draft: Draft | undefined) => draft?.status === 'editing' || draft?.status === 'failed';

export function createDraft(kind: DraftKind, data: Record<string, unknown>, database: PropAiDb = defaultDb) {
  const draft: Draft = { id: crypto.randomUUID(), kind, status: 'editing', updatedAt: Date.now(), data };
  return reportingFailures(async () => {
    await database.drafts.add(draft);
    return draft;
  });
}

export function getDraft(id: string, database: PropAiDb = defaultDb): Promise<Draft | undefined> {
  return reportingFailures(() => database.drafts.get(id));
}

/** Newest first. */
export function listDrafts(database: PropAiDb = defaultDb): Promise<Draft[]> {
  return reportingFailures(() => database.drafts.orderBy('updatedAt').reverse().toArray());
}

/** Listing drafts only (report drafts share the table), newest first: My Listings, the posting forms. */
export async function listListingDrafts(database: PropAiDb = defaultDb): Promise<ListingDraft[]> {
  return (await listDrafts(database)).filter(isListingDraft);
}

/** Report drafts only, newest first: the report form (features/reports). */
export async function listReportDrafts(database: PropAiDb = defaultDb): Promise<Draft[]> {
  return (await listDrafts(database)).filter((d) => d.kind === 'report');
}

/** Saves the form values; refused (false) once the draft is queued or sent. */
export function saveDraftData(id: string, data: Record<string, unknown>, database: PropAiDb = defaultDb) {
  return reportingFailures(() =>
    database.transaction('rw', database.drafts, async () => {
      const draft = await database.drafts.get(id);
      if (!editable(draft)) return false;
      await database.drafts.update(id, { data, updatedAt: Date.now() });
      return true;
    }),
  );
}

export function deleteDraft(id: string, database: PropAiDb = defaultDb): Promise<void> {
  return reportingFailures(() =>
    database.transaction('rw', database.drafts, database.draftPhotos, async () => {
      await database.draftPhotos.where('draftId').equals(id).delete();
      await database.drafts.delete(id);
    }),
  );
}

/** The draft's photos of one role (or all), in gallery order. */
export async function listPhotos(draftId: string, role?: PhotoRole, database: PropAiDb = defaultDb) {
  const rows = await reportingFailures(() =>
    database.draftPhotos
      .where('[draftId+order]')
      .between([draftId, -Infinity], [draftId, Infinity])
      .toArray(),
  );
  return role ? rows.filter((p) => (p.role ?? 'photo') === role) : rows;
}

export interface NewPhoto {
  blob: Blob;
  name: string;
}

/** Appends photos after the existing ones; returns the stored rows. */
export function addPhotos(
  draftId: string,
  role: PhotoRole,
  photos: NewPhoto[],
  database: PropAiDb = defaultDb,
) {
  return reportingFailures(() =>
    database.transaction('rw', database.drafts, database.draftPhotos, async () => {
      if (!editable(await database.drafts.get(draftId))) return [];
      const existing = await database.draftPhotos.where('draftId').equals(draftId).toArray();
      let order = existing.reduce((max, p) => Math.max(max, p.order), -1);
      const rows: DraftPhoto[] = photos.map((p) => ({
        id: crypto.randomUUID(),
        draftId,
        order: (order += 1),
        blob: p.blob,
        name: p.name,
        type: p.blob.type,
        role,
      }));
      await database.draftPhotos.bulkAdd(rows);
      await database.drafts.update(draftId, { updatedAt: Date.now() });
      return rows;
    }),
  );
}

export function removePhoto(photoId: string, database: PropAiDb = defaultDb): Promise<void> {
  return reportingFailures(() => database.draftPhotos.delete(photoId));
}

/** Drops every photo of the draft (the form's reset after a success keeps the draft row only). */
export function clearPhotos(draftId: string, database: PropAiDb = defaultDb): Promise<void> {
  return reportingFailures(async () => {
    await database.draftPhotos.where('draftId').equals(draftId).delete();
  });
}

/** Freezes the draft into the outbox. False if it was already queued (a double tap). */
export function queueDraft(
  id: string,
  submission: Pick<DraftSubmission, 'key' | 'path' | 'payload'>,
  database: PropAiDb = defaultDb,
) {
  const now = Date.now();
  return reportingFailures(() =>
    database.transaction('rw', database.drafts, async () => {
      const draft = await database.drafts.get(id);
      if (!editable(draft)) return false;
      await database.drafts.update(id, {
        status: 'queued',
        updatedAt: now,
        error: undefined,
        submission: { ...submission, queuedAt: now, attempts: 0, nextAttemptAt: now },
      });
      return true;
    }),
  );
}

/** Queued drafts, oldest first; ones left 'sending' by a worker that died count as queued. */
export async function pendingSubmissions(database: PropAiDb = defaultDb): Promise<Draft[]> {
  const rows = await reportingFailures(() =>
    database.drafts.where('status').anyOf('queued', 'sending').toArray(),
  );
  return rows.filter((d) => d.submission).sort((a, b) => a.submission!.queuedAt - b.submission!.queuedAt);
}

export function updateDraft(id: string, changes: Partial<Draft>, database: PropAiDb = defaultDb) {
  return reportingFailures(() => database.drafts.update(id, { ...changes, updatedAt: Date.now() }));
}

export function recordUpload(photoId: string, changes: Partial<DraftPhoto>, database: PropAiDb = defaultDb) {
  return reportingFailures(() => database.draftPhotos.update(photoId, changes));
}

/** The signed-in session's token, read from the database (the service worker has no other source). */
export async function storedToken(database: PropAiDb = defaultDb): Promise<string | null> {
  const record = await reportingFailures(() => database.session.get('current'));
  return record?.token || null;
}
