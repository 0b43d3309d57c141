/**
 * The outbox wired to the real database, `fetch` and Web Locks: the one entry point the page
 * (page.ts) and the service worker (service-worker/sw.ts) both call. No `window`: works in both.
 */
import { listPhotos, pendingSubmissions, recordUpload, updateDraft } from '../../db/drafts-repo';
import { pendingQueuedWrites, settleQueuedWrite, storedSession } from '../../db/queued-writes-repo';
import { QUEUED_WRITE_KINDS } from './kinds';
import type { Draft, DraftPhoto } from '../../db/schema';
import { listingKind } from './listing-kind';
import { isReportDraft, reportKind } from './report-kind';
import { type OutboxDeps, type OutboxKind, type ReplayOutcome, runOutbox } from './outbox';
import { queuedWriteKind } from './queued-write-kind';

/** Every kind, in table order: listings first, reports, then the simple kinds of kinds.ts. */
export function outboxKinds(): OutboxKind[] {
  const drafts = {
    pending: () => pendingSubmissions(),
    photos: (draftId: string) => listPhotos(draftId),
    updateDraft: (id: string, changes: Partial<Draft>) => updateDraft(id, changes),
    recordUpload: (id: string, changes: Partial<DraftPhoto>) => recordUpload(id, changes),
  };
  const listings = listingKind({
    ...drafts,
    pending: async () => (await drafts.pending()).filter((d) => !isReportDraft(d)),
  });
  const reports = reportKind(drafts);
  const store = {
    pending: (kind: string) => pendingQueuedWrites(kind),
    settle: settleQueuedWrite,
  };
  const simple = Object.entries(QUEUED_WRITE_KINDS).map(([name, spec]) => queuedWriteKind(name, spec, store));
  return [listings, reports, ...simple];
}

/** Sends whatever is queued (or the items `only` picks), under the outbox's Web Lock. */
export function sendQueuedWrites(only?: OutboxDeps['only']): Promise<ReplayOutcome> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return runOutbox(
    outboxKinds(),
    {
      fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      session: () => storedSession(),
      only,
    },
    locks,
  );
}
