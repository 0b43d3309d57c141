/**
 * One list for My Listings: the drafts on this device and the listings on the server, each with a
 * status — draft → queued → sending → submitted, then pending verification → live or rejected; a
 * live listing that five reporters hid is 'flagged' ("Hidden — under review") until an admin decides.
 * A draft the server has is shown once, as the server's listing: matched by the id the server
 * answered, or — while the answer is still on its way — by the id it was going to give
 * (lib/outbox/expected-listing-id.ts), so there is one row per listing at every moment.
 */
import { isRental } from '@propai/api/domain/listings/freshness';
import type { ListingDraft } from '../../../db/schema';
import type { MyListing } from '../api/my-listings-api';
import { postingKinds } from './posting-kinds';

export type RowStatus =
  'draft' | 'queued' | 'sending' | 'submitted' | 'failed' | 'pending' | 'live' | 'rejected' | 'flagged';

export interface ListingRow {
  key: string;
  title: string;
  kindLabel: string;
  status: RowStatus;
  /** Rejection reason or the server's refusal. */
  reason?: string;
  /** Drafts: where Continue goes. */
  continueTo?: string;
  draftId?: string;
  serverId?: string;
  slug?: string;
  cover?: string;
  updatedAt: number;
  /** Server listings: what the one-tap confirmation needs (live ones show it). */
  availability?: MyListing['availability'];
  freshness?: MyListing['freshness'];
  /** The mark that closes it: 'sold' for a sale, 'rented' for rent and PG. */
  closeAs?: 'sold' | 'rented';
  /** A queued draft waiting after a server fault: the next try (epoch ms); `reason` says why. */
  nextAttemptAt?: number;
}

export const statusLabels: Record<RowStatus, string> = {
  draft: 'Draft',
  queued: 'Queued',
  sending: 'Sending',
  submitted: 'Submitted',
  failed: 'Failed',
  pending: 'Pending verification',
  live: 'Live',
  rejected: 'Rejected',
  flagged: 'Hidden — under review',
};

function draftRow(draft: ListingDraft): ListingRow {
  const kind = postingKinds[draft.kind];
  const title =
    (typeof draft.data.title === 'string' && draft.data.title.trim()) || kind.buildTitle(draft.data);
  const status: RowStatus = draft.status === 'editing' ? 'draft' : draft.status;
  const editable = status === 'draft' || status === 'failed';
  const waiting = draft.status === 'queued' && draft.submission?.lastError ? draft.submission : undefined;
  return {
    key: `draft-${draft.id}`,
    title,
    kindLabel: kind.label,
    status,
    reason: draft.status === 'failed' ? draft.error : waiting?.lastError,
    nextAttemptAt: waiting?.nextAttemptAt,
    continueTo: editable ? `${kind.route}?draft=${draft.id}` : undefined,
    draftId: draft.id,
    serverId: draft.submission?.serverId,
    updatedAt: draft.updatedAt,
  };
}

/**
 * `expectedIds`: by draft id, the id the server gives that draft's listing (known before its answer).
 */
export function mergeListings(
  drafts: ListingDraft[],
  server: MyListing[] | null,
  expectedIds: ReadonlyMap<string, string> = new Map(),
): ListingRow[] {
  const onServer = new Set((server ?? []).map((item) => item.id));
  const there = (row: ListingRow) =>
    Boolean(row.serverId && onServer.has(row.serverId)) ||
    Boolean(row.draftId && onServer.has(expectedIds.get(row.draftId) ?? ''));
  const local = drafts.map(draftRow).filter((row) => !there(row));
  const remote: ListingRow[] = (server ?? []).map((item) => ({
    key: `server-${item.id}`,
    title: item.title,
    kindLabel: item.category,
    status: item.status,
    reason: item.status === 'rejected' ? item.rejectionReason : undefined,
    serverId: item.id,
    slug: item.slug,
    cover: item.cover,
    updatedAt: Date.parse(item.updatedAt) || 0,
    availability: item.availability,
    freshness: item.freshness,
    closeAs: isRental(item) ? 'rented' : 'sold',
  }));
  return [...local, ...remote].sort((a, b) => b.updatedAt - a.updatedAt);
}
