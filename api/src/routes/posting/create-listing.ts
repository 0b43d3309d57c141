/**
 * The one way a posted listing is stored (PG, commercial, home/plot), all or nothing:
 *   1. the shared rules (domain/posting) → 400 with `fields` in the form's words;
 *   2. every photo / floor plan must be an upload of the caller → else 400 naming the field;
 *   3. the uploads are claimed for a fresh listing id (one conditional update: none or all);
 *   4. the listing is inserted `pending` with its search fields; if that fails the claim is
 *      released, so no listing exists without its photos and the uploads stay sweepable.
 * Exactly-once across retries and tabs comes from the route's Idempotency-Key (http/idempotency.ts).
 */
import { withListingSearch } from '../../domain/search/listing-fields';
import type { FieldError } from '../../domain/posting/field-error';
import { fieldMap } from '../../domain/posting/field-error';
import { claimUploads, fileIdOf, releaseUploads } from '../../domain/uploads/uploads';
import { ApiError } from '../../http/errors';
import { newId } from '../../store/new-id';
import type { Store } from '../../store/types';
import type { NewListing } from './listing-docs';
import { listingSlug } from './listing-docs';

export const LISTINGS = 'listings';
export const NOT_YOUR_UPLOADS = 'Upload the photos again: one of them is missing, already used or not yours.';
export const NOT_YOUR_PLANS =
  'Upload the floor plans again: one of them is missing, already used or not yours.';

/** Throws the API's 400 with the rules' messages (unique, in order) as the summary. */
export function refuseIfInvalid(errors: FieldError[]): void {
  if (errors.length === 0) return;
  const messages = [...new Set(errors.map((e) => e.message))];
  throw ApiError.badRequest(messages.join(' '), fieldMap(errors));
}

export async function createListing(store: Store, authorId: string, draft: NewListing) {
  const photos = draft.photos;
  const plans = Array.isArray(draft.floorPlans) ? (draft.floorPlans as string[]) : [];
  const photoIds = photos.map(fileIdOf);
  const planIds = plans.map(fileIdOf);
  const shared = photoIds.some((id) => planIds.includes(id));
  if (photoIds.includes(null) || new Set(photoIds).size !== photoIds.length || shared)
    throw ApiError.badRequest(NOT_YOUR_UPLOADS, { photos: NOT_YOUR_UPLOADS });
  if (planIds.includes(null) || new Set(planIds).size !== planIds.length)
    throw ApiError.badRequest(NOT_YOUR_PLANS, { floorPlans: NOT_YOUR_PLANS });

  const _id = newId();
  if (!(await claimUploads(store, authorId, _id, [...photoIds, ...planIds] as string[]))) {
    // Which list failed matters to the form; a second, read-only look tells them apart.
    const field = (await claimUploads(store, authorId, _id, photoIds as string[])) ? 'floorPlans' : 'photos';
    await releaseUploads(store, _id);
    const message = field === 'photos' ? NOT_YOUR_UPLOADS : NOT_YOUR_PLANS;
    throw ApiError.badRequest(message, { [field]: message });
  }
  const now = new Date();
  const doc = withListingSearch({
    ...draft,
    _id,
    slug: listingSlug(draft.title, _id),
    authorId,
    createdAt: now,
    updatedAt: now,
  });
  try {
    await store.collection(LISTINGS).insertOne(doc);
  } catch (err) {
    await releaseUploads(store, _id);
    throw err;
  }
  return { id: _id, slug: doc.slug, status: 'pending' as const, title: doc.title, category: doc.category };
}
