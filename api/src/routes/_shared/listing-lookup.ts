/**
 * One listing by the reference a URL carries: its `_id` or its slug (the detail page's
 * `/listing/{slug or id}`), whatever its status; callers decide who may see which status. Used by
 * favourites, listing reports and the contact reveal.
 */
import type { Doc, Projection, Store } from '../../store/types';
import { LISTINGS } from './create-listing';

/** @example await findListing(store, '2-bhk-sector-45-gurgaon-89abcdef', { title: 1, status: 1 }) */
export async function findListing(store: Store, ref: string, projection?: Projection): Promise<Doc | null> {
  const listings = store.collection(LISTINGS);
  const opts = projection ? { projection } : undefined;
  return (await listings.findOne({ _id: ref }, opts)) ?? (await listings.findOne({ slug: ref }, opts));
}
