/**
 * THE TABLE OF KINDS: every kind of write the outbox sends. Adding a kind is one entry in
 * QUEUED_WRITE_KINDS (method, path, how a refusal reads, which extra 4xx are retried) plus a
 * `queueWrite('<kind>', …)` call where the feature saves it; the send loop, keys, order, retries and
 * the 401/4xx rules come with it (outbox.ts). Only a kind that needs several requests per item or
 * keeps its items elsewhere (listings: photo uploads first, rows in `drafts`) writes its own
 * OutboxKind, as listing-kind.ts does.
 * Shared by the page and the service worker: nothing here may import a feature.
 */
import { settleSentSurvey } from '../../db/surveys-repo';
import type { ErrorBody } from './outbox';
import type { QueuedWriteSpec } from './queued-write-kind';

/** What a 'listing-enrich' row stores: the listing and the fields to send. */
export interface EnrichWrite {
  listingId: string;
  changes: object;
}

/** The stored body of a favourite toggle (lib/favorites/favorite-writes.ts). */
export interface FavoriteWriteBody {
  type: 'listing' | 'project' | 'report';
  id: string;
  saved: boolean;
}

/** The stored body of a report vote (features/reports/api/use-report-vote.ts). */
export interface ReportVoteWrite {
  reportId: string;
  direction: 'up' | 'down' | 'none';
}

/** The id a path is built from, kept to URL-safe characters (a malformed one answers 400, final). */
function idIn(body: unknown, field: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : '';
  return encodeURIComponent(typeof value === 'string' ? value : '');
}

/** A refusal reads as its first field message (what the form shows), else the message. */
const firstFieldMessage =
  (fallback: string) =>
  (body: ErrorBody | undefined, statusText: string): string => {
    const field = body?.fields ? Object.values(body.fields).find(Boolean) : undefined;
    return field ?? body?.message ?? (statusText || fallback);
  };

export const QUEUED_WRITE_KINDS = {
  /** PATCH /api/auth/profile, one pending edit per user (id 'profile:<userId>'), the last one wins. */
  'profile-edit': {
    method: 'PATCH',
    path: '/auth/profile',
    describeRefusal: firstFieldMessage('Your profile was not saved.'),
  },
  /**
   * POST /api/leads: a callback request for a listing (listing-writes.ts). One waiting request per
   * user and listing (id 'lead:<userId>:<listingId>'); a second tap while it waits adds nothing.
   */
  lead: {
    method: 'POST',
    path: '/leads',
    describeRefusal: firstFieldMessage('Your callback request was not sent.'),
  },
  /**
   * POST /api/user-properties/{id}/enrich: "Improve this listing" (listing-writes.ts). Stored as
   * { listingId, changes }; one pending edit per user and listing, the last one wins.
   */
  'listing-enrich': {
    method: 'POST',
    path: (body) => `/user-properties/${idIn(body, 'listingId')}/enrich`,
    payload: (body) => (body as EnrichWrite).changes,
    describeRefusal: firstFieldMessage('Save failed. Try again.'),
  },
  /**
   * POST /api/leads/{id}/handled `{ leadId, handled }`, one row per lead (id 'lead-handled:<leadId>'):
   * toggling again replaces the row, so the last toggle wins; `handled` states the result, so a
   * replay is harmless. The server ignores `leadId` (it is the path).
   */
  'lead-handled': { method: 'POST', path: (body) => `/leads/${idIn(body, 'leadId')}/handled` },
  /**
   * POST /api/my/listings/{id}/availability `{ listingId, status }`, one row per listing
   * (id 'availability:<listingId>'): the poster's one-tap "Still available" / "Mark as sold/rented".
   */
  'listing-availability': {
    method: 'POST',
    path: (body) => `/my/listings/${idIn(body, 'listingId')}/availability`,
  },
  /**
   * POST /api/favorites/{type}/{id} { saved }, one pending toggle per user and thing (id
   * 'favorite:<userId>:<type>:<id>'), the last one wins. `saved` states the wanted result, so a
   * replay is harmless; a 404 (the thing was removed) is final and the mirror follows the server.
   */
  favorite: {
    method: 'POST',
    path: (body) => {
      const { type, id } = body as FavoriteWriteBody;
      return `/favorites/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
    },
    payload: (body) => ({ saved: (body as FavoriteWriteBody).saved }),
  },
  /**
   * POST /api/reports/{id}/vote { direction }, one pending vote per user and report (id
   * 'report-vote:<userId>:<reportId>'), the last one wins. `direction` states the wanted vote, not a
   * toggle, so a replay is harmless; the server keeps one vote per user. A 404 (the report was
   * withdrawn) is final.
   */
  'report-vote': {
    method: 'POST',
    path: (body) => `/reports/${idIn(body, 'reportId')}/vote`,
    payload: (body) => ({ direction: (body as ReportVoteWrite).direction }),
    describeRefusal: firstFieldMessage('Your vote was not counted.'),
  },
  /**
   * POST /api/survey/submit, one row per device survey (id 'survey:<anonymousId>'): a re-take or the
   * signed-in resend replaces the waiting row. A 201 'stored' removes the device's copy of the
   * survey, a 202 'pending' keeps it to be sent again once signed in (db/surveys-repo.ts).
   */
  survey: {
    method: 'POST',
    path: '/survey/submit',
    describeRefusal: firstFieldMessage('Your survey was not sent.'),
    onSent: settleSentSurvey,
  },
  /**
   * POST /api/newsletter/subscribe `{ email, source }` (lib/outbox/newsletter-writes.ts), one row per
   * address (id 'newsletter:<email>'): a second tap while it waits replaces it. The server answers the
   * same 202 for every state of the address, so a replay is harmless. Public: sent signed out too.
   */
  'newsletter-subscribe': {
    method: 'POST',
    path: '/newsletter/subscribe',
    anonymous: true,
    describeRefusal: firstFieldMessage('Your subscription was not sent.'),
  },
} as const satisfies Record<string, QueuedWriteSpec>;

export type QueuedWriteKindName = keyof typeof QUEUED_WRITE_KINDS;
