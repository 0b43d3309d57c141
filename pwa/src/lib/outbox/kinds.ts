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

/** The stored body of a favourite toggle (lib/favorites/favorite-writes.ts). */
export interface FavoriteWriteBody {
  type: 'listing' | 'project' | 'report';
  id: string;
  saved: boolean;
}

export const QUEUED_WRITE_KINDS = {
  /** PATCH /api/auth/profile, one pending edit per user (id 'profile:<userId>'), the last one wins. */
  'profile-edit': { method: 'PATCH', path: '/auth/profile', describeRefusal: firstFieldMessage },
  /**
   * POST /api/favorites/{type}/{id} { saved }, one pending toggle per user and thing (id
   * 'favorite:<userId>:<type>:<id>'), the last one wins. `saved` states the wanted result, so a
   * replay is harmless; a 404 (the thing was removed) is final and the mirror follows the server.
   */
  favorite: {
    method: 'POST',
    path: (body) => {
      const { type, id } = body as FavoriteWriteBody;
      return `/favorites/${type}/${encodeURIComponent(id)}`;
    },
    requestBody: (body) => ({ saved: (body as FavoriteWriteBody).saved }),
  },
} as const satisfies Record<string, QueuedWriteSpec>;

export type QueuedWriteKindName = keyof typeof QUEUED_WRITE_KINDS;
