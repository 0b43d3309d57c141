/**
 * Saved-search alerts (issue 17): when a listing goes live (moderation approval) or a project is
 * added, every active saved search it matches earns its owner one in-app notification, at most one
 * per search per day, linking to the search's results ("3 new rentals in Gurgaon").
 *
 * "Matches" is what the results page shows: listings are tested with the listing search itself
 * (services/search/listing-query.ts, the same filter clauses as GET /api/listings, plus this
 * listing's id), projects with the project search's filter (domain/search/project-query.ts).
 *
 * Guarantees:
 * - one alert per search per India day: the notification's onceKey is
 *   `saved-search:<searchId>:<YYYY-MM-DD IST>`, so retried, repeated or racing approvals store one;
 * - the count in the line is what went live (or was added) since the search's previous alert, and
 *   is at least the one that triggered it;
 * - never throws to the caller: the approval has happened, and an alert that could not be written
 *   is logged by the caller, not turned into a failed approval.
 */
import { parseFilters, type ProjectSearchFilters } from '../../domain/saved-searches/saved-search-filters';
import { listingAlertText, projectAlertText } from '../../domain/saved-searches/alert-text';
import { applicableFilters, listingFilterClauses } from '../../domain/search/listing-filters';
import { projectFilter } from '../../domain/search/project-query';
import type { Filter, Store } from '../../store/types';
import { notify } from '../notifications/notify';
import { searchListings } from '../search/listing-query';
import { savedSearches, type SavedSearchDoc } from './saved-search-store';

const IST_OFFSET_MS = 330 * 60_000;

/** The India calendar day of a moment, 'YYYY-MM-DD'. */
export function istDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export const alertKey = (searchId: string, now: Date) => `saved-search:${searchId}:${istDay(now)}`;

/** Whether today's alert of this search was written already (then nothing more is counted). */
async function alertedToday(store: Store, search: SavedSearchDoc, now: Date): Promise<boolean> {
  const found = await store
    .collection('notifications')
    .findOne({ _id: alertKey(search._id, now) }, { projection: { _id: 1 } });
  return found !== null;
}

async function writeAlert(store: Store, search: SavedSearchDoc, title: string, now: Date) {
  await notify(store, {
    userId: search.userId,
    type: 'saved_search_match',
    title,
    body: `New for your saved search "${search.name}".`,
    link: search.url,
    onceKey: alertKey(search._id, now),
  });
  await savedSearches(store).updateOne({ _id: search._id }, { $set: { lastAlertAt: now } });
}

/**
 * Alerts the owners of the active listing searches these (now live) listings match; a search is
 * never alerted about its owner's own listing.
 *
 * One pass per approval batch: the active searches are read once and each search runs one query
 * over all the batch's listings (`_id $in`), so a bulk approval of n listings costs one query a
 * search, not n. (Still one query per active search: fine at today's numbers; past some thousands
 * of searches an index of searches by city/category would be the next step.)
 * @returns how many alerts were written.
 */
export async function alertListingSearches(
  store: Store,
  listingIds: string | readonly string[],
  now = new Date(),
): Promise<number> {
  const ids = typeof listingIds === 'string' ? [listingIds] : [...new Set(listingIds)];
  if (ids.length === 0) return 0;
  const listings = store.collection('listings');
  // authorId is read so that a poster's own search stays quiet (it was left out of the projection
  // once, and then every poster was alerted about their own listing).
  const live = await listings.find(
    { _id: { $in: ids }, status: 'live' },
    { projection: { category: 1, authorId: 1 } },
  );
  if (live.length === 0) return 0;
  const searches = await savedSearches(store).find({ kind: 'listings', active: true });
  let written = 0;
  for (const search of searches) {
    const f = parseFilters('listings', search.filters);
    if (!f) continue;
    const candidates = live.filter(
      (l) => (!f.category || f.category === l.category) && l.authorId !== search.userId,
    );
    if (candidates.length === 0) continue;
    const base = {
      categories: f.category ? [f.category] : undefined,
      city: f.city,
      min: f.min,
      max: f.max,
      q: f.q,
      sort: 'new' as const,
      skip: 0,
      limit: 1,
      projection: { _id: 1 as const },
      now,
    };
    const clauses = [...listingFilterClauses(applicableFilters(f)), { authorId: { $ne: search.userId } }];
    const hit = await searchListings(listings, {
      ...base,
      clauses: [...clauses, { _id: { $in: candidates.map((l) => l._id) } }],
      withTotal: false,
    });
    if (hit.items.length === 0 || (await alertedToday(store, search, now))) continue;
    const since = search.lastAlertAt ?? search.createdAt;
    const fresh = await searchListings(listings, {
      ...base,
      clauses: [...clauses, { moderatedAt: { $gt: since } }],
    });
    await writeAlert(store, search, listingAlertText(Math.max(1, fresh.total), f), now);
    written++;
  }
  return written;
}

/** The project search's filter for saved filters; several cities are any of them. */
function projectSearchFilter(f: ProjectSearchFilters): Filter {
  const query = {
    city: f.city,
    area: f.area,
    q: f.q,
    priceMin: f.min,
    priceMax: f.max,
    bhk: f.bhk,
    propertyTypes: f.types,
    status: f.status,
    amenities: f.amenities,
  };
  if (!f.cities?.length) return projectFilter(query);
  return { $or: f.cities.map((city) => projectFilter({ ...query, city })) };
}

/**
 * Alerts the owners of the active project searches this (newly added) project matches.
 * @returns how many alerts were written.
 */
export async function alertProjectSearches(
  store: Store,
  projectId: string,
  now = new Date(),
): Promise<number> {
  const projects = store.collection('projects');
  const searches = await savedSearches(store).find({ kind: 'projects', active: true });
  let written = 0;
  for (const search of searches) {
    const f = parseFilters('projects', search.filters);
    if (!f) continue;
    const filter = projectSearchFilter(f);
    const hit = await projects.findOne({ $and: [filter, { _id: projectId }] }, { projection: { _id: 1 } });
    if (!hit || (await alertedToday(store, search, now))) continue;
    const since = search.lastAlertAt ?? search.createdAt;
    const fresh = await projects.count({ $and: [filter, { createdAt: { $gt: since } }] });
    await writeAlert(store, search, projectAlertText(Math.max(1, fresh), f), now);
    written++;
  }
  return written;
}
