/**
 * The outbox entry for community reports (issue 18, /report): a report draft is a row of `drafts`
 * (kind 'report') with its evidence photos in `draftPhotos`, frozen by the report form with
 * `queueDraft` like a listing. It is sent exactly as a listing is — each photo to POST /api/upload
 * with a key derived from the submission's, then POST /api/reports with the photo urls and the
 * submission's Idempotency-Key — so it shares listing-kind.ts's send and record steps and differs
 * only in its name and in which drafts it takes. The server derives the report's id from the key:
 * a replay never stores a second report.
 */
import type { Draft } from '../../db/schema';
import { listingKind, type ListingItem, type ListingStore } from './listing-kind';
import type { OutboxKind } from './outbox';

export const REPORT_KIND = 'report';
export const REPORT_API_PATH = '/reports';

export const isReportDraft = (draft: Draft): boolean => draft.kind === 'report';

/** Reports only; the listing entry takes the other drafts (run.ts). */
export function reportKind(store: ListingStore): OutboxKind<ListingItem> {
  const kind = listingKind({
    ...store,
    pending: async () => (await store.pending()).filter(isReportDraft),
  });
  return { ...kind, name: REPORT_KIND };
}
