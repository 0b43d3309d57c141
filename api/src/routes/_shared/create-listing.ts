/**
 * The one way a posted listing is stored (PG, commercial, home/plot), all or nothing:
 *   1. the shared rules (domain/posting) → 400 with `fields` in the form's words;
 *   2. every photo / floor plan must be an upload of the caller → else 400 naming the field;
 *   3. the uploads are claimed for the listing's id (none or all), pending until step 4 is done;
 *   4. the listing is inserted `pending` with its search fields, then its claims confirmed.
 *
 * Exactly once, crashes included. With an Idempotency-Key the listing id is derived from (author,
 * key), so every attempt of one submission writes the same listing:
 *  - a retry finds the stored listing by id and answers it (201, `Idempotent-Replayed`), also
 *    after the idempotency layer forgot the key (24 h) or lost its answer in a crash; the same key
 *    with another listing is refused 422, as the idempotency layer does;
 *  - a retry whose earlier attempt died after claiming the photos finds them held by this same id
 *    and carries on; two attempts racing to insert get one listing (the unique `_id`);
 *  - a claim whose listing never comes is released by domain/uploads/reconcile-claims.ts after a
 *    grace period (start-up and hourly), the photos kept for the retry.
 * If the insert fails and the listing is not there, the claim is released at once.
 * Without a key (not sent by the app) each request makes a new listing.
 */
import { createHash } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import { withListingSearch } from '../../domain/search/listing-fields';
import { confirmationFields } from '../../domain/listings/freshness';
import type { FieldError } from '../../domain/posting/field-error';
import { fieldMap } from '../../domain/posting/field-error';
import { claimUploads, confirmClaims, fileIdOf, releaseUploads } from '../../services/uploads/uploads';
import { ApiError } from '../../http/errors';
import { requestHash } from '../../http/idempotency';
import { newId } from '../../store/new-id';
import type { Doc, Store } from '../../store/types';
import { DuplicateKeyError } from '../../store/types';
import type { NewListing } from './listing-docs';
import { listingSlug } from './listing-docs';
import { CreatedListing } from '../../domain/posting/posting-schemas';

export const LISTINGS = 'listings';
export const NOT_YOUR_UPLOADS = 'Upload the photos again: one of them is missing, already used or not yours.';
export const NOT_YOUR_PLANS =
  'Upload the floor plans again: one of them is missing, already used or not yours.';

export type CreatedAnswer = z.infer<typeof CreatedListing>;
/** `replayed`: the listing was stored by an earlier attempt; `keyReused`: the key names another listing. */
export type CreateOutcome = { listing: CreatedAnswer; replayed: boolean } | { keyReused: true };

/** Throws the API's 400 with the rules' messages (unique, in order) as the summary. */
export function refuseIfInvalid(errors: FieldError[]): void {
  if (errors.length === 0) return;
  const messages = [...new Set(errors.map((e) => e.message))];
  throw ApiError.badRequest(messages.join(' '), fieldMap(errors));
}

/** The listing id every attempt of one submission shares: 24 hex, like `newId()`. */
export function listingIdFor(authorId: string, clientKey: string): string {
  return createHash('sha256').update(`listing\n${authorId}\n${clientKey}`).digest('hex').slice(0, 24);
}

/** What a submission asked for, so a later attempt with its key can tell "same" from "another". */
const submissionHash = (draft: NewListing) => requestHash('POST', 'listing', JSON.stringify(draft));

/** The first answer again, from the stored listing (the status as it was answered then). */
function answerOf(doc: Doc): CreatedAnswer {
  return {
    id: doc._id,
    slug: String(doc.slug),
    status: 'pending',
    title: String(doc.title),
    category: CreatedListing.shape.category.parse(doc.category),
  };
}

function storedOutcome(stored: Doc, hash: string | undefined): CreateOutcome {
  if (stored.submissionHash !== hash) return { keyReused: true };
  return { listing: answerOf(stored), replayed: true };
}

async function claimOrRefuse(
  store: Store,
  authorId: string,
  id: string,
  photoIds: string[],
  planIds: string[],
): Promise<void> {
  if (await claimUploads(store, authorId, id, [...photoIds, ...planIds])) return;
  // Which list failed matters to the form; a second look tells them apart (and is undone).
  const field = (await claimUploads(store, authorId, id, photoIds)) ? 'floorPlans' : 'photos';
  await releaseUploads(store, id);
  const message = field === 'photos' ? NOT_YOUR_UPLOADS : NOT_YOUR_PLANS;
  throw ApiError.badRequest(message, { [field]: message });
}

export async function createListing(
  store: Store,
  authorId: string,
  draft: NewListing,
  clientKey?: string,
): Promise<CreateOutcome> {
  const photos = draft.photos;
  const plans = Array.isArray(draft.floorPlans) ? (draft.floorPlans as string[]) : [];
  const photoIds = photos.map(fileIdOf);
  const planIds = plans.map(fileIdOf);
  const shared = photoIds.some((id) => planIds.includes(id));
  if (photoIds.includes(null) || new Set(photoIds).size !== photoIds.length || shared)
    throw ApiError.badRequest(NOT_YOUR_UPLOADS, { photos: NOT_YOUR_UPLOADS });
  if (planIds.includes(null) || new Set(planIds).size !== planIds.length)
    throw ApiError.badRequest(NOT_YOUR_PLANS, { floorPlans: NOT_YOUR_PLANS });

  const listings = store.collection(LISTINGS);
  const _id = clientKey ? listingIdFor(authorId, clientKey) : newId();
  const hash = clientKey ? submissionHash(draft) : undefined;
  const ids = [...photoIds, ...planIds] as string[];
  if (clientKey) {
    const stored = await listings.findOne({ _id });
    const outcome = stored && storedOutcome(stored, hash);
    // Stored by an earlier attempt that may have died before confirming its claims.
    if (outcome && 'listing' in outcome) await confirmClaims(store, authorId, _id, ids);
    if (outcome) return outcome;
  }
  await claimOrRefuse(store, authorId, _id, photoIds as string[], planIds as string[]);

  const now = new Date();
  const doc = withListingSearch({
    ...draft,
    _id,
    slug: listingSlug(draft.title, _id),
    authorId,
    ...(hash ? { submissionHash: hash } : {}),
    createdAt: now,
    updatedAt: now,
    // Posting is the first "still available" (domain/listings/freshness.ts); approval keeps it.
    ...confirmationFields(draft, now),
  });
  try {
    await listings.insertOne(doc);
  } catch (err) {
    let stored: Doc | null | undefined;
    try {
      stored = await listings.findOne({ _id });
    } catch {
      stored = undefined; // unknown: the reconciler decides later
    }
    // Stored after all (another attempt of this submission first, or an answer lost on the wire).
    if (stored) {
      await confirmClaims(store, authorId, _id, ids);
      const outcome = storedOutcome(stored, hash);
      return 'listing' in outcome ? { ...outcome, replayed: err instanceof DuplicateKeyError } : outcome;
    }
    // Not stored: the photos are free again, kept for the device's retry.
    if (stored === null) await releaseUploads(store, _id, now).catch(() => undefined);
    throw err;
  }
  await confirmClaims(store, authorId, _id, ids);
  return {
    listing: { id: _id, slug: doc.slug, status: 'pending', title: doc.title, category: doc.category },
    replayed: false,
  };
}
