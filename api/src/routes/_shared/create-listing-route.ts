/**
 * What the three create endpoints share: POST /api/pg-listings, /api/commercial-listings and
 * /api/user-properties (home or plot for sale or rent), each served from its own folder. Session
 * required; every write honours Idempotency-Key, so a queued submission replayed by the service
 * worker, a second tab or a retry after a lost answer gets the first answer and never a second
 * listing, also after a crash or once the key's record has expired (the key also names the
 * listing: create-listing.ts). Created `pending` (DECISIONS.md "Verification of listings"); the
 * moderation queue makes it live.
 */
import type { Context } from 'hono';
import type { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { IDEMPOTENCY_HEADER, idempotency, KEY_REUSED } from '../../http/idempotency';
import type { Store } from '../../store/types';
import type { FieldError } from '../../domain/posting/field-error';
import { createRouter } from '../../http/validation';
import { createListing, refuseIfInvalid } from './create-listing';
import type { NewListing } from './listing-docs';
import { CreatedListing } from '../../domain/posting/posting-schemas';

/** What makes one create endpoint: its body schema, its rules and how a valid body is stored. */
export interface CreateListingConfig<Body> {
  /** The body's zod schema (domain/posting/posting-schemas.ts); `Body` is its parsed type. */
  schema: z.ZodType<Body>;
  summary: string;
  /** The posting rules (domain/posting): the spec's messages for the parsed body, [] when valid. */
  validate: (body: Body) => FieldError[];
  /** The listing document to store for a valid body (listing-docs.ts). */
  toListing: (body: Body) => NewListing;
  /**
   * Checks that need the store (a referenced project exists), after the rules: fields to add to
   * the listing, or a 400 naming the field.
   */
  resolve?: (store: Store, body: Body) => Promise<Partial<NewListing>>;
}

/**
 * POST / of one create endpoint: the parsed body (typed by its schema, no cast) → the rules →
 * the shared create path. Each folder mounts its own, e.g.
 *
 * @example
 *   createListingRoutes(deps, {
 *     schema: PgBody, summary: 'Post a PG / co-living listing', validate: validatePg, toListing: pgListing,
 *   })
 */
export function createListingRoutes<Body>(deps: AppDeps, config: CreateListingConfig<Body>) {
  return createRouter<AuthEnv>().openapi(
    createListingRoute(deps, config.schema, config.summary),
    async (c) => {
      const body = c.req.valid('json');
      refuseIfInvalid(config.validate(body));
      const resolved = config.resolve ? await config.resolve(deps.store, body) : {};
      const answer = await postListing(deps.store, c, { ...config.toListing(body), ...resolved });
      return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 422);
    },
  );
}

/** The route declaration of one create endpoint, at its folder's root (`/`). */
const createListingRoute = <S extends z.ZodType>(deps: AppDeps, schema: S, summary: string) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/',
    tags: ['Posting'],
    summary,
    description:
      "Session required. `photos` (and `floorPlans`) are urls from POST /api/upload owned by the caller. 400 names each field in the form's words. Send an Idempotency-Key: a replay answers the first result.",
    middleware: [idempotency(deps)] as const,
    request: { body: { required: true, content: { 'application/json': { schema } } } },
    responses: {
      201: {
        description: 'Created, pending verification',
        content: { 'application/json': { schema: CreatedListing } },
      },
      ...errorResponses(400, 401, 409, 422),
    },
  });

/** Stores the listing (or finds the one this key already stored); the handler answers it. */
async function postListing(store: Store, c: Context<AuthEnv>, draft: NewListing) {
  const key = c.req.header(IDEMPOTENCY_HEADER) || undefined;
  const outcome = await createListing(store, c.var.user._id, draft, key);
  c.header('Cache-Control', 'no-store');
  if ('keyReused' in outcome) return { status: 422 as const, body: KEY_REUSED };
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
  return { status: 201 as const, body: outcome.listing };
}
