/**
 * Freshness upkeep (rule: domain/listings/freshness.ts):
 *  - `backfillFreshness`: start-up gives listings stored before the rule a `confirmedAt` of now
 *    and their `staleAt` (their posters were never asked, so their clock starts with the rule),
 *    once: a mark in `meta` makes later start-ups skip the query;
 *  - `markAvailability`: the poster's one tap — 'available' restarts the clock, 'sold'/'rented'
 *    take the listing out of search for good;
 *  - `sweepStaleListings`: notifies each poster once per stale period (the mark `staleNotifiedAt`
 *    is set by a conditional write before the notification, so two processes never both send it,
 *    and cleared by the next confirmation); run at start-up and hourly by `startFreshnessSweep`.
 */
import {
  availabilityOf,
  CLOSED_AVAILABILITY,
  confirmationFields,
  isRental,
  type Availability,
} from '../../domain/listings/freshness';
import { notify } from '../notifications/notify';
import { Sweeper } from '../../store/shared/sweeper';
import type { Doc, Store } from '../../store/types';

const LISTINGS = 'listings';
const BATCH = 500;

type Log = { info(msg: string): void };

/**
 * Marks, in `meta`, that every listing has its freshness fields. Every writer sets them since
 * (posting: create-listing.ts; the demo data: seed.ts), so once one back-fill has run to the end
 * a start-up reads this one document instead of querying the listings for missing fields (on the
 * embedded store an `$exists: false` query visits every listing).
 */
export const FRESHNESS_BACKFILL_MARK = 'listings-freshness-backfill';

export async function backfillFreshness(store: Store, now = new Date()): Promise<number> {
  const meta = store.collection('meta');
  if (await meta.findOne({ _id: FRESHNESS_BACKFILL_MARK })) return 0;
  const col = store.collection(LISTINGS);
  let written = 0;
  for (;;) {
    const batch = await col.find(
      { staleAt: { $exists: false } },
      { limit: BATCH, projection: { category: 1, listingType: 1 } },
    );
    if (batch.length === 0) break;
    for (const doc of batch) {
      const r = await col.updateOne(
        { _id: doc._id, staleAt: { $exists: false } },
        { $set: confirmationFields(doc, now) },
      );
      written += r.modified;
    }
  }
  // Upsert: several processes finishing together write the same mark.
  await meta.updateOne({ _id: FRESHNESS_BACKFILL_MARK }, { $set: { doneAt: now } }, { upsert: true });
  return written;
}

export type MarkOutcome = { doc: Doc } | { error: 'not_found' | 'not_author' | 'closed' };

/** The author's answer to "is it still available?"; sold/rented is final. */
export async function markAvailability(
  store: Store,
  id: string,
  userId: string,
  status: Availability,
  now = new Date(),
): Promise<MarkOutcome> {
  const col = store.collection(LISTINGS);
  const doc = await col.findOne({ _id: id });
  if (!doc) return { error: 'not_found' };
  if (doc.authorId !== userId) return { error: 'not_author' };
  const current = availabilityOf(doc);
  if (current !== 'available') return current === status ? { doc } : { error: 'closed' };
  const set =
    status === 'available'
      ? { ...confirmationFields(doc, now), availability: 'available' }
      : { availability: status, availabilityChangedAt: now };
  await col.updateOne(
    { _id: id, availability: { $nin: [...CLOSED_AVAILABILITY] } },
    { $set: { ...set, updatedAt: now }, $unset: { staleNotifiedAt: '' } },
  );
  return { doc: { ...doc, ...set, updatedAt: now } };
}

/** Live, stale, still on the market and not yet told: one notification each. */
export async function sweepStaleListings(store: Store, now = new Date()): Promise<number> {
  const col = store.collection(LISTINGS);
  const due = await col.find(
    {
      staleAt: { $lte: now },
      $and: [
        { status: 'live' },
        { availability: { $nin: [...CLOSED_AVAILABILITY] } },
        { staleNotifiedAt: { $exists: false } },
      ],
    },
    { limit: BATCH, projection: { title: 1, authorId: 1, slug: 1, category: 1, listingType: 1 } },
  );
  let sent = 0;
  for (const doc of due) {
    if (typeof doc.authorId !== 'string') continue;
    const claimed = await col.updateOne(
      { _id: doc._id, staleNotifiedAt: { $exists: false } },
      { $set: { staleNotifiedAt: now } },
    );
    if (claimed.modified !== 1) continue;
    await notify(store, {
      userId: doc.authorId,
      type: 'listing_stale',
      title: 'Is your listing still available?',
      body: `${typeof doc.title === 'string' ? doc.title : 'Your listing'} is hidden from search until you confirm it.`,
      link: `/user-property/${doc._id}`,
      listingId: doc._id,
      closeAs: isRental(doc) ? 'rented' : 'sold',
    });
    sent += 1;
  }
  return sent;
}

async function sweepAndLog(store: Store, log: Log): Promise<void> {
  const sent = await sweepStaleListings(store);
  if (sent > 0) log.info(`Freshness: asked ${sent} posters to confirm their listings.`);
}

/** Start-up sweep, then hourly (never overlapping itself). `stop()` before closing the store. */
export async function startFreshnessSweep(store: Store, log: Log): Promise<Sweeper> {
  await sweepAndLog(store, log);
  const sweeper = new Sweeper(() => sweepAndLog(store, log), 60 * 60 * 1000);
  sweeper.start();
  return sweeper;
}
