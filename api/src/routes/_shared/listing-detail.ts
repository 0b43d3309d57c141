/**
 * What a visitor may read of one listing (GET /api/listings/{slugOrId}, and the answer of
 * POST /api/user-properties/{id}/enrich).
 *
 * Built from an ALLOW-list: the schema below names every field that may leave the server, and
 * `publicListing` copies only those, so a field added to the stored document later (a moderator
 * id, a sweep mark, an internal note) stays private until someone lists it here on purpose.
 * Never sent: who posted it (`authorId`), who moderated it and when, the lister's phone and
 * e-mail, the rejection reason, search keys, the seed marker. "Is this mine" is answered for the
 * caller only, as `viewer`, so the PWA can show the Improve controls without knowing any user id.
 */
import { z } from '@hono/zod-openapi';
import { COMMERCIAL_META_FIELDS } from '../../domain/posting/commercial-rules';
import { listingUrl } from '../../domain/search/public-listing';
import { AVAILABILITY, availabilityOf, freshnessOf } from '../../domain/listings/freshness';
import type { Doc, Filter } from '../../domain/query-language';
import type { Store } from '../../store/types';

const text = z.string().optional();
const num = z.number().optional();
const texts = z.array(z.string());

export const ListingViewerSchema = z
  .object({
    isAuthor: z.boolean().openapi({ description: 'the signed-in caller posted this listing' }),
    canEdit: z.boolean().openapi({ description: 'the caller may improve it (its author or an admin)' }),
  })
  .openapi('ListingViewer');

export type ListingViewer = z.infer<typeof ListingViewerSchema>;

const flags = z.record(z.string(), z.boolean());

export const ListingFreshnessSchema = z
  .object({
    listedAt: z.string().openapi({ description: 'ISO date the listing was posted' }),
    availableAsOf: z
      .string()
      .openapi({ description: "ISO date of the poster's last 'still available' (posting counts as one)" }),
    stale: z.boolean().openapi({
      description: 'unconfirmed for staleAfterDays: out of default search, "may no longer be available"',
    }),
    staleAfterDays: z
      .number()
      .int()
      .openapi({ description: '30 for rent, PG and commercial for rent; 60 otherwise' }),
  })
  .openapi('ListingFreshness');

export type ListingFreshness = z.infer<typeof ListingFreshnessSchema>;

export const ListingAvailabilitySchema = z
  .enum(AVAILABILITY)
  .openapi({ description: "'sold'/'rented': marked by the poster, out of search for good" });

export const PriceInsightsSchema = z
  .object({
    available: z.boolean().openapi({ description: 'false with fewer than 5 comparables, or no price/area' }),
    comparables: z.number().int().openapi({ description: 'comparable live listings found' }),
    listingPerSqft: z
      .number()
      .nullable()
      .openapi({ description: "this listing's ₹/sq ft (monthly rent for rentals)" }),
    medianPerSqft: z
      .number()
      .nullable()
      .openapi({ description: 'median ₹/sq ft of the comparables; null unless available' }),
    differencePct: z.number().nullable().openapi({
      description: 'listing vs median in %, one decimal (+ dearer, − cheaper); null unless available',
    }),
    method: z.string().openapi({
      example:
        'Median ₹/sq ft (monthly rent) of 7 live rent listings in Sector 45, Gurgaon of 700–1,300 sq ft',
    }),
  })
  .openapi('PriceInsights');

export type PriceInsights = z.infer<typeof PriceInsightsSchema>;

export const ListingProjectSchema = z
  .object({
    slug: z.string().openapi({ example: 'solace-avenue' }),
    name: z.string().openapi({ example: 'Solace Avenue' }),
  })
  .openapi('ListingProject', { description: 'The new project this listing is in (/projects/{slug})' });

export type ListingProject = z.infer<typeof ListingProjectSchema>;

/** The PG form's choices (spec part 3 §3), each absent when not given. */
const PgDetailsSchema = z
  .object({
    residenceName: text,
    landmark: text,
    availableFrom: text.openapi({ description: 'ISO date' }),
    minStayMonths: num,
    occupancy: text.openapi({ example: 'shared' }),
    sharing: text.openapi({ example: '2' }),
    furnishing: text,
    gender: text.openapi({ example: 'any' }),
    bathroomType: text,
    food: text.openapi({ example: 'veg+nonveg' }),
    amenities: flags.optional().openapi({ description: 'amenity key → offered', example: { wifi: true } }),
    rules: flags
      .optional()
      .openapi({ description: 'house rule key → allowed', example: { visitorsAllowed: true } }),
  })
  .openapi('PgDetails');

export const ListingDetailSchema = z
  .object({
    id: z.string(),
    slug: text,
    url: z.string().openapi({ example: '/user-property/65f0c0ffee0000000000abcd' }),
    title: z.string(),
    description: text,
    category: text,
    listingType: text,
    propertyType: text,
    commercialSubType: text,
    city: text,
    state: text,
    locality: text,
    sector: text,
    address: text,
    landmark: text,
    buildingName: text,
    location: z.object({ lat: z.number(), lng: z.number() }).optional(),
    mapUrl: text,
    price: num,
    pricePerMonth: num,
    securityDeposit: num,
    maintenanceMonthly: num,
    negotiable: z.boolean().optional(),
    ownershipType: text,
    areaSqft: num,
    area: num,
    areaUnit: text,
    builtUpArea: num,
    carpetArea: num,
    bhk: num,
    bedrooms: num,
    bathrooms: num,
    floorNo: num,
    totalFloors: num,
    facing: text,
    furnishing: text,
    propertyAge: text,
    ownership: text,
    parking: text,
    powerBackup: text,
    waterSource: text,
    availableFrom: text,
    leaseTermMonths: num,
    lockinMonths: num,
    highlights: texts,
    amenities: texts,
    photos: texts,
    floorPlans: texts,
    videoUrl: text,
    virtualTourUrl: text,
    pgMeta: PgDetailsSchema.optional(),
    commercialMeta: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .openapi({
        description:
          "The sub-type's details (domain/posting COMMERCIAL_META_FIELDS), e.g. floorNumber, pantry, seatsAvailable, coveredArea, landArea",
      }),
    verified: z.boolean(),
    sellerType: text,
    userType: text,
    listerName: text.openapi({ description: "The spec's 'Listed by'; never a phone or e-mail" }),
    companyName: text,
    reraId: text,
    createdAt: text,
    updatedAt: text,
    freshness: ListingFreshnessSchema,
    availability: ListingAvailabilitySchema,
    status: z
      .enum(['live', 'pending', 'rejected'])
      .optional()
      .openapi({ description: 'Only for its author or an admin (who may see it before approval)' }),
    viewer: ListingViewerSchema,
    project: ListingProjectSchema.nullable().openapi({
      description: 'The project the listing is in, read from the project when answered; null when none',
    }),
  })
  .openapi('ListingDetail', { description: 'The public listing: allow-listed fields only' });

export type ListingDetail = z.infer<typeof ListingDetailSchema>;

/** The body of POST /api/my/listings/{id}/availability. */
export const AvailabilityBody = z
  .object({ status: z.enum(AVAILABILITY, { error: 'Choose available, sold or rented.' }) })
  .openapi('ListingAvailabilityBody');

/** The answer of POST /api/my/listings/{id}/availability. */
export const ListingAvailabilityAnswerSchema = z
  .object({ id: z.string(), availability: ListingAvailabilitySchema, freshness: ListingFreshnessSchema })
  .openapi('ListingAvailabilityAnswer');

export type ListingAvailabilityAnswer = z.infer<typeof ListingAvailabilityAnswerSchema>;

export function availabilityAnswer(doc: Doc, now = new Date()): ListingAvailabilityAnswer {
  return { id: doc._id, availability: availabilityOf(doc), freshness: freshnessOf(doc, now) };
}

/** The stored PG details a visitor reads (the form's choices); nothing else under pgMeta is sent. */
const PG_META_FIELDS = [
  'residenceName',
  'landmark',
  'availableFrom',
  'minStayMonths',
  'occupancy',
  'sharing',
  'furnishing',
  'gender',
  'bathroomType',
  'food',
  'amenities',
  'rules',
] as const;

/** Every commercial sub-type's details, the posting rules' own list (stays in step with the form). */
const COMMERCIAL_DETAIL_FIELDS = [...new Set(Object.values(COMMERCIAL_META_FIELDS).flat())];

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const fin = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : str(v));

function pick(value: unknown, fields: readonly string[]): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const src = value as Record<string, unknown>;
  const out = Object.fromEntries(fields.filter((f) => src[f] !== undefined).map((f) => [f, src[f]]));
  return Object.keys(out).length ? out : undefined;
}

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v);

/** `pick` for the commercial details, whose values are scalars (the posting schema allows no other). */
function pickScalars(value: unknown, fields: readonly string[]): Record<string, Scalar> | undefined {
  const picked = pick(value, fields);
  const out = Object.fromEntries(
    Object.entries(picked ?? {}).filter((e): e is [string, Scalar] => isScalar(e[1])),
  );
  return Object.keys(out).length ? out : undefined;
}

function point(value: unknown): { lat: number; lng: number } | undefined {
  const p = (value ?? {}) as { lat?: unknown; lng?: unknown };
  const lat = fin(p.lat);
  const lng = fin(p.lng);
  return lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
}

/** Drops absent fields so the JSON carries no nulls for things never given. */
const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The caller's relation to a listing; anonymous callers are neither author nor editor. */
export function listingViewer(doc: Doc, user: { _id: string; role: string } | undefined): ListingViewer {
  const isAuthor = !!user && typeof doc.authorId === 'string' && doc.authorId === user._id;
  return { isAuthor, canEdit: isAuthor || user?.role === 'admin' };
}

/**
 * Visibility: a live listing is public; a pending or rejected one only for its author and admins
 * (anyone else: null, answered 404 'Listing not found.' like a listing that does not exist).
 */
export async function findVisibleListing(
  col: { findOne(filter: Filter): Promise<Doc | null> },
  by: { slug: string } | { _id: string },
  user: { _id: string; role: string } | undefined,
): Promise<Doc | null> {
  const doc = await col.findOne(by);
  if (!doc) return null;
  if (doc.status === 'live') return doc;
  return listingViewer(doc, user).canEdit ? doc : null;
}

/**
 * The project a listing records (`projectId`, set at posting or by the demo data), as its current
 * slug and name: read from the project at answer time, so a renamed project is named right. A
 * listing whose project has gone answers null, like one that never had one.
 */
export async function listingProject(store: Store, doc: Doc): Promise<ListingProject | null> {
  if (typeof doc.projectId !== 'string') return null;
  const p = await store
    .collection('projects')
    .findOne({ _id: doc.projectId }, { projection: { slug: 1, name: 1 } });
  return p && typeof p.slug === 'string' && typeof p.name === 'string'
    ? { slug: p.slug, name: p.name }
    : null;
}

/**
 * @example
 *   publicListing(doc, listingViewer(doc, c.var.user), await listingProject(store, doc))
 *   // → { id, title, price, …, viewer: { isAuthor: false, canEdit: false }, project: null } — never authorId
 */
export function publicListing(
  doc: Doc,
  viewer: ListingViewer,
  project: ListingProject | null,
  now = new Date(),
): ListingDetail {
  const status =
    doc.status === 'pending' || doc.status === 'rejected' || doc.status === 'live' ? doc.status : undefined;
  return defined({
    id: doc._id,
    slug: str(doc.slug),
    url: listingUrl(doc),
    title: str(doc.title) ?? '',
    description: str(doc.description),
    category: str(doc.category),
    listingType: str(doc.listingType),
    propertyType: str(doc.propertyType),
    commercialSubType: str(doc.commercialSubType),
    city: str(doc.city),
    state: str(doc.state),
    locality: str(doc.locality),
    sector: str(doc.sector),
    address: str(doc.address),
    landmark: str(doc.landmark),
    buildingName: str(doc.buildingName),
    location: point(doc.location),
    mapUrl: str(doc.mapUrl),
    price: fin(doc.price),
    pricePerMonth: fin(doc.pricePerMonth),
    securityDeposit: fin(doc.securityDeposit),
    maintenanceMonthly: fin(doc.maintenanceMonthly),
    negotiable: bool(doc.negotiable),
    ownershipType: str(doc.ownershipType),
    areaSqft: fin(doc.areaSqft),
    area: fin(doc.area),
    areaUnit: str(doc.areaUnit),
    builtUpArea: fin(doc.builtUpArea),
    carpetArea: fin(doc.carpetArea),
    bhk: fin(doc.bhk),
    bedrooms: fin(doc.bedrooms),
    bathrooms: fin(doc.bathrooms),
    floorNo: fin(doc.floorNo),
    totalFloors: fin(doc.totalFloors),
    facing: str(doc.facing),
    furnishing: str(doc.furnishing),
    propertyAge: str(doc.propertyAge),
    ownership: str(doc.ownership),
    parking: str(doc.parking),
    powerBackup: str(doc.powerBackup),
    waterSource: str(doc.waterSource),
    availableFrom: str(doc.availableFrom),
    leaseTermMonths: fin(doc.leaseTermMonths),
    lockinMonths: fin(doc.lockinMonths),
    highlights: strings(doc.highlights),
    amenities: strings(doc.amenities),
    photos: strings(doc.photos),
    floorPlans: strings(doc.floorPlans),
    videoUrl: str(doc.videoUrl),
    virtualTourUrl: str(doc.virtualTourUrl),
    pgMeta: pick(doc.pgMeta, PG_META_FIELDS),
    commercialMeta: pickScalars(doc.commercialMeta, COMMERCIAL_DETAIL_FIELDS),
    verified: doc.verified === true,
    sellerType: str(doc.sellerType),
    userType: str(doc.userType),
    listerName: str(doc.listerName),
    companyName: str(doc.companyName),
    reraId: str(doc.reraId),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    freshness: freshnessOf(doc, now),
    availability: availabilityOf(doc),
    status: viewer.canEdit ? status : undefined,
    viewer,
    project,
  });
}
