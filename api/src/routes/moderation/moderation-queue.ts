/**
 * The moderation queue's read side (GET /api/admin/listings): the query's filters as a store
 * filter, the sort, and the rows with their open-report counts.
 *
 * `stale=true` keeps live listings past their freshness period (the dashboard's "live but
 * unconfirmed" tile, the same filter: staleLiveFilter). `market=open|closed` keeps live listings on
 * the market or marked sold or rented (the dashboard's two "live" tiles: marketFilter).
 *
 * `reported=true` keeps listings with at least one open "Report this listing" report: the open
 * reports' listing ids are read first (listing_flags {open, listingId} index), then the listings by
 * `_id $in` — open reports are few next to listings, and both adapters run `$in` on an index.
 */
import { marketFilter, staleLiveFilter } from '../../domain/listings/freshness';
import type { Filter, SortSpec, Store } from '../../store/types';
import { LISTINGS } from '../_shared/create-listing';
import { MODERATION_PROJECTION, moderationItem } from '../_shared/listing-cards';
import { LISTING_FLAGS, flagSummaries } from '../_shared/listing-flags';
import type { QueueFilters } from './moderation.schemas';

export const MODERATION_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60_000;
const AGE_DAYS = { '1d': 1, '7d': 7, '30d': 30 } as const;

export async function queueFilter(store: Store, q: QueueFilters, now = new Date()): Promise<Filter> {
  const filter: Filter = { status: q.status };
  if (q.kind) filter.category = q.kind;
  // The spelling the posting form stores (POSTING_CITIES, e.g. 'Gurgaon'): equality uses the index.
  if (q.city) filter.city = q.city;
  if (q.posterType) filter.userType = q.posterType;
  // Live but unconfirmed past the freshness period (status=live is checked by the query schema).
  if (q.stale === 'true') Object.assign(filter, staleLiveFilter(now));
  // On the market or marked sold/rented (status=live, and never closed with stale: the schema).
  else if (q.market) Object.assign(filter, marketFilter(q.market));
  if (q.age === 'older') filter.createdAt = { $lt: new Date(now.getTime() - 30 * DAY_MS) };
  else if (q.age) filter.createdAt = { $gte: new Date(now.getTime() - AGE_DAYS[q.age] * DAY_MS) };
  if (q.reported) {
    const open = await store.collection(LISTING_FLAGS).find({ open: true }, { projection: { listingId: 1 } });
    const ids = [...new Set(open.map((f) => String(f.listingId)))];
    filter._id = q.reported === 'true' ? { $in: ids } : { $nin: ids };
  }
  return filter;
}

export const queueSort = (q: QueueFilters): SortSpec =>
  q.sort === 'oldest' ? { createdAt: 1, _id: 1 } : { createdAt: -1, _id: -1 };

/** One page of the queue: rows with `reportCount` (and the reports' summary when there are any). */
export async function queuePage(store: Store, q: QueueFilters) {
  const listings = store.collection(LISTINGS);
  const filter = await queueFilter(store, q);
  const [docs, total] = await Promise.all([
    listings.find(filter, {
      sort: queueSort(q),
      skip: (q.page - 1) * MODERATION_PAGE_SIZE,
      limit: MODERATION_PAGE_SIZE,
      projection: MODERATION_PROJECTION,
    }),
    listings.count(filter),
  ]);
  const flags = await flagSummaries(store, docs);
  const items = docs.map((d) => {
    const summary = flags.get(d._id);
    const item = { ...moderationItem(d), reportCount: summary?.open ?? 0 };
    return summary ? { ...item, flags: summary } : item;
  });
  return { items, total, page: q.page, pages: Math.ceil(total / MODERATION_PAGE_SIZE) };
}
