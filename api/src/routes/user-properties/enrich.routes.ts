/**
 * POST /api/user-properties/{id}/enrich: the "Improve this listing" modal (spec part 3 §2–§3):
 * floorNo, totalFloors, facing, furnishing, carpetArea, builtUpArea, parking, powerBackup,
 * waterSource, highlights, amenities. Author or admin only (403 otherwise). Empty fields are
 * dropped (the spec's rule, applied here too so a blank never erases a stored value); highlights
 * and amenities accept a list or a comma-separated text. Answers the updated listing (public
 * shape); the search fields are recomputed so a furnishing change is findable at once. An admin's
 * edit of someone else's listing is recorded in the admin change history (admin-changes.ts).
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { listingSearchFields } from '../../domain/search/listing-fields';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { applyAdminChange } from '../../services/admin-changes/admin-changes';
import { LISTINGS } from '../_shared/create-listing';
import { ListingDetailSchema, listingProject, listingViewer, publicListing } from '../_shared/listing-detail';
import { EnrichBody } from './enrich.schemas';

export const IdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Enter a valid listing id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

const enrichRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'owner',
    method: 'post',
    path: '/{id}/enrich',
    tags: ['Posting'],
    summary: 'Improve a listing with more details (author or admin)',
    middleware: [idempotency(deps)] as const,
    request: {
      params: IdParams,
      body: { required: true, content: { 'application/json': { schema: EnrichBody } } },
    },
    responses: {
      200: {
        description: 'The updated listing',
        content: {
          'application/json': {
            schema: ListingDetailSchema.extend({ status: z.string() }).openapi('EnrichedListing'),
          },
        },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  });

export function enrichRoutes(deps: AppDeps) {
  const listings = deps.store.collection(LISTINGS);
  return createRouter<AuthEnv>().openapi(enrichRoute(deps), async (c) => {
    const { id } = c.req.valid('param');
    const changes = Object.fromEntries(
      Object.entries(c.req.valid('json')).filter(([, v]) => v !== undefined),
    );
    const doc = await listings.findOne({ _id: id });
    if (!doc) throw ApiError.notFound('Listing not found.');
    const user = c.var.user;
    if (doc.authorId !== user._id && user.role !== 'admin')
      throw ApiError.forbidden('Only the author of this listing or an admin can improve it.');
    const merged = { ...doc, ...changes };
    let updatedAt = new Date();
    const search = listingSearchFields(merged as Parameters<typeof listingSearchFields>[0]);
    if (Object.keys(changes).length > 0 && doc.authorId !== user._id) {
      // An admin editing someone else's listing: recorded in the admin change history (issue 19).
      const { doc: after } = await applyAdminChange(deps.store, {
        entity: 'listing',
        entityId: id,
        sections: ['details'],
        fields: changes,
        by: user._id,
        alsoSet: { search },
      });
      if (after?.updatedAt instanceof Date) updatedAt = after.updatedAt;
    } else if (Object.keys(changes).length > 0) {
      await listings.updateOne({ _id: id }, { $set: { ...changes, search, updatedAt } });
    }
    c.header('Cache-Control', 'no-store');
    // The public shape plus the moderation status the author is entitled to; still no ids.
    return c.json(
      {
        ...publicListing(
          { ...merged, updatedAt },
          listingViewer(doc, user),
          await listingProject(deps.store, doc),
        ),
        status: typeof doc.status === 'string' ? doc.status : 'pending',
      },
      200,
    );
  });
}
