/**
 * The listing page's reads and the report write: the lister's number (GET /api/leads/contact/{id},
 * only after this buyer's callback request) and "Report this listing" (/api/listing-flags).
 */
import { IDEMPOTENCY_HEADER } from '@propai/api/domain/http-headers';
import type { ListerContact, ListingReport, MyListingReport, ReportListingBody } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

export const fetchContact = (listingId: string) =>
  api.get<ListerContact>(`/leads/contact/${encodeURIComponent(listingId)}`);

export const fetchMyReport = (listingId: string) =>
  api.get<MyListingReport>(`/listing-flags/${encodeURIComponent(listingId)}/mine`);

/** One key per submitted report: a retried tap is stored once (and a repeat only updates it). */
export const sendReport = (listingId: string, body: ReportListingBody, key: string) =>
  api.post<ListingReport>(`/listing-flags/${encodeURIComponent(listingId)}`, body, {
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** False when the browser knows it has no network (then a read is not even tried). */
export const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
