/**
 * What a poster sees of their own listings (GET /api/my/listings) and what a moderator sees in the
 * queue (GET /api/admin/listings): the status with its rejection reason, which the public shapes
 * (domain/search/public-listing.ts) never send.
 */
import { z } from '@hono/zod-openapi';
import { availabilityOf, freshnessOf } from '../../domain/listings/freshness';
import type { Doc, Projection } from '../../domain/query-language';
import { ListingAvailabilitySchema, ListingFreshnessSchema } from './listing-detail';

export const OWN_CARD_PROJECTION: Projection = {
  slug: 1,
  title: 1,
  category: 1,
  listingType: 1,
  status: 1,
  rejectionReason: 1,
  createdAt: 1,
  updatedAt: 1,
  photos: 1,
  price: 1,
  pricePerMonth: 1,
  city: 1,
  locality: 1,
  // Freshness and availability (domain/listings/freshness.ts): My Listings' one-tap confirmation.
  confirmedAt: 1,
  availability: 1,
};

export const MODERATION_PROJECTION: Projection = {
  ...OWN_CARD_PROJECTION,
  authorId: 1,
  contactName: 1,
  contactPhone: 1,
  contactEmail: 1,
  userType: 1,
  companyName: 1,
  reraId: 1,
  propertyType: 1,
  commercialSubType: 1,
  description: 1,
  floorPlans: 1,
};

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(0).toISOString());
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export const OwnListingCard = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    category: z.string().openapi({ example: 'commercial' }),
    listingType: z.string().openapi({ example: 'Rent' }),
    status: z.enum(['pending', 'live', 'rejected', 'flagged']).openapi({
      description: "'flagged': hidden by reports until an admin decides (routes/listing-flags)",
    }),
    rejectionReason: z.string().optional(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
    cover: z.string().optional().openapi({ example: '/api/files/65f1c0ffee0123456789abcd' }),
    price: z.number().optional(),
    pricePerMonth: z.number().optional(),
    city: z.string(),
    locality: z.string(),
    availability: ListingAvailabilitySchema,
    freshness: ListingFreshnessSchema,
  })
  .openapi('OwnListingCard');

export const ModerationItem = OwnListingCard.extend({
  authorId: z.string(),
  contactName: z.string(),
  contactPhone: z.string().optional(),
  contactEmail: z.string().optional(),
  userType: z.string().optional(),
  companyName: z.string().optional(),
  reraId: z.string().optional(),
  propertyType: z.string().optional(),
  commercialSubType: z.string().optional(),
  description: z.string().optional(),
  photos: z.array(z.string()),
  floorPlans: z.array(z.string()),
}).openapi('ModerationItem');

export const MyListingsSchema = z.object({ items: z.array(OwnListingCard) }).openapi('MyListings');

/** Drops absent optional fields so the JSON carries no nulls for things never given. */
const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function ownCard(doc: Doc, now = new Date()): z.infer<typeof OwnListingCard> {
  const status =
    doc.status === 'live' || doc.status === 'rejected' || doc.status === 'flagged' ? doc.status : 'pending';
  return defined({
    id: doc._id,
    slug: str(doc.slug) ?? doc._id,
    title: str(doc.title) ?? '',
    category: str(doc.category) ?? '',
    listingType: str(doc.listingType) ?? '',
    status,
    rejectionReason: status === 'rejected' ? str(doc.rejectionReason) : undefined,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt ?? doc.createdAt),
    cover: list(doc.photos)[0],
    price: num(doc.price),
    pricePerMonth: num(doc.pricePerMonth),
    city: str(doc.city) ?? '',
    locality: str(doc.locality) ?? '',
    availability: availabilityOf(doc),
    freshness: freshnessOf(doc, now),
  });
}

export function moderationItem(doc: Doc): z.infer<typeof ModerationItem> {
  return defined({
    ...ownCard(doc),
    authorId: str(doc.authorId) ?? '',
    contactName: str(doc.contactName) ?? '',
    contactPhone: str(doc.contactPhone),
    contactEmail: str(doc.contactEmail),
    userType: str(doc.userType),
    companyName: str(doc.companyName),
    reraId: str(doc.reraId),
    propertyType: str(doc.propertyType),
    commercialSubType: str(doc.commercialSubType),
    description: str(doc.description),
    photos: list(doc.photos),
    floorPlans: list(doc.floorPlans),
  });
}
