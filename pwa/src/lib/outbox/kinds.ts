/**
 * THE TABLE OF KINDS: every kind of write the outbox sends. Adding a kind is one entry in
 * QUEUED_WRITE_KINDS (method, path, how a refusal reads, which extra 4xx are retried) plus a
 * `queueWrite('<kind>', …)` call where the feature saves it; the send loop, keys, order, retries and
 * the 401/4xx rules come with it (outbox.ts). Only a kind that needs several requests per item or
 * keeps its items elsewhere (listings: photo uploads first, rows in `drafts`) writes its own
 * OutboxKind, as listing-kind.ts does.
 * Shared by the page and the service worker: nothing here may import a feature.
 */
import type { ErrorBody } from './outbox';
import type { QueuedWriteSpec } from './queued-write-kind';

/** A profile refusal reads as its first field message (what the form shows), else the message. */
function firstFieldMessage(body: ErrorBody | undefined, statusText: string): string {
  const field = body?.fields ? Object.values(body.fields).find(Boolean) : undefined;
  return field ?? body?.message ?? (statusText || 'Your profile was not saved.');
}

/** The id a path is built from, kept to URL-safe characters (a malformed one answers 400, final). */
function idIn(body: unknown, field: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : '';
  return encodeURIComponent(typeof value === 'string' ? value : '');
}

export const QUEUED_WRITE_KINDS = {
  /** PATCH /api/auth/profile, one pending edit per user (id 'profile:<userId>'), the last one wins. */
  'profile-edit': { method: 'PATCH', path: '/auth/profile', describeRefusal: firstFieldMessage },
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
} as const satisfies Record<string, QueuedWriteSpec>;

export type QueuedWriteKindName = keyof typeof QUEUED_WRITE_KINDS;
