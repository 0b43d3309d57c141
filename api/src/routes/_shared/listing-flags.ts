/**
 * Reports of listings ("Report this listing"), shared by the reporting routes
 * (routes/listing-flags) and the moderation queue (routes/moderation): the stored document, the
 * summary admins see, and closing the open reports when an admin decides.
 */
import type { z } from '@hono/zod-openapi';
import { FLAG_REASONS } from '../../domain/listing-flags/flag-rules';
import type { FlagReason } from '../../domain/listing-flags/flag-rules';
import type { Store } from '../../store/types';
import type { FlagSummary } from './listing-flags.schemas';

export const LISTING_FLAGS = 'listing_flags';
/** Notes shown per listing in the queue, newest first. */
const NOTES_SHOWN = 20;

export type ListingFlagDoc = {
  _id: string;
  listingId: string;
  userId: string;
  reason: FlagReason;
  note?: string;
  /** Counts toward hiding until an admin decides. */
  open: boolean;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt?: Date;
  decision?: 'dismissed' | 'removed';
};

/** Open-report summaries by listing id; listings without open reports are absent. */
export async function flagSummaries(
  store: Store,
  listings: { _id: string; status?: unknown }[],
): Promise<Map<string, z.infer<typeof FlagSummary>>> {
  const out = new Map<string, z.infer<typeof FlagSummary>>();
  if (!listings.length) return out;
  const docs = await store
    .collection<ListingFlagDoc>(LISTING_FLAGS)
    .find({ listingId: { $in: listings.map((l) => l._id) }, open: true }, { sort: { updatedAt: -1 } });
  for (const l of listings) {
    const mine = docs.filter((d) => d.listingId === l._id);
    if (!mine.length) continue;
    out.set(l._id, {
      open: mine.length,
      reasons: FLAG_REASONS.map((reason) => ({
        reason,
        count: mine.filter((d) => d.reason === reason).length,
      })).filter((r) => r.count > 0),
      notes: mine
        .filter((d) => d.note)
        .slice(0, NOTES_SHOWN)
        .map((d) => ({ reason: d.reason, note: d.note!, at: d.updatedAt.toISOString() })),
      hidden: l.status === 'flagged',
    });
  }
  return out;
}

/** Closes a listing's open reports with the admin's decision (they stop counting toward hiding). */
export async function resolveFlags(
  store: Store,
  listingId: string,
  decision: 'dismissed' | 'removed',
): Promise<number> {
  const res = await store
    .collection<ListingFlagDoc>(LISTING_FLAGS)
    .updateMany({ listingId, open: true }, { $set: { open: false, resolvedAt: new Date(), decision } });
  return res.modified;
}
