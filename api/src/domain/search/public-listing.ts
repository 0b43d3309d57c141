/**
 * What a visitor may see of a listing in list answers (cards, browse rails). Built from allow-lists:
 * the projection names the stored fields a list reads, and each shape copies named fields only, so
 * no lister contact (not even the name), author or moderator id, search key or seed marker is sent.
 * The detail page's shape is routes/_shared/listing-detail.ts (also an allow-list).
 */
import type { Doc, Projection } from '../query-language';
import { formatPriceLabel } from '../format/display';

export const LISTING_CARD_PROJECTION: Projection = {
  slug: 1,
  title: 1,
  category: 1,
  listingType: 1,
  propertyType: 1,
  commercialSubType: 1,
  city: 1,
  locality: 1,
  sector: 1,
  price: 1,
  pricePerMonth: 1,
  areaSqft: 1,
  area: 1,
  areaUnit: 1,
  bhk: 1,
  bathrooms: 1,
  furnishing: 1,
  photos: 1,
  verified: 1,
  sellerType: 1,
  'pgMeta.sharing': 1,
  'pgMeta.gender': 1,
  'pgMeta.occupancy': 1,
  'pgMeta.furnishing': 1,
  'pgMeta.food': 1,
  'commercialMeta.seatType': 1,
  'commercialMeta.seatsAvailable': 1,
  'commercialMeta.coveredArea': 1,
  'commercialMeta.landArea': 1,
  createdAt: 1,
  // Read only to merge categories in sort order; never sent (listingCard drops it).
  'search.price': 1,
  'search.area': 1,
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The pgMeta / commercialMeta fields a card shows: exactly the ones the projection reads. */
const metaFields = (prefix: string) =>
  Object.keys(LISTING_CARD_PROJECTION)
    .filter((k) => k.startsWith(`${prefix}.`))
    .map((k) => k.slice(prefix.length + 1));
const PG_CARD_FIELDS = metaFields('pgMeta');
const COMMERCIAL_CARD_FIELDS = metaFields('commercialMeta');

function pickMeta(value: unknown, fields: readonly string[]): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const src = value as Record<string, unknown>;
  return Object.fromEntries(fields.filter((f) => src[f] !== undefined).map((f) => [f, src[f]]));
}
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** The spec's two detail routes: residential homes open /user-property/{id}, the rest /listing/{slug}. */
export function listingUrl(doc: Doc): string {
  return doc.category === 'sale' || doc.category === 'rent'
    ? `/user-property/${doc._id}`
    : `/listing/${str(doc.slug) ?? doc._id}`;
}

export function listingCard(doc: Doc) {
  const photos = Array.isArray(doc.photos) ? (doc.photos as string[]) : [];
  return {
    id: doc._id,
    slug: str(doc.slug),
    title: str(doc.title) ?? '',
    category: str(doc.category),
    listingType: str(doc.listingType),
    propertyType: str(doc.propertyType),
    commercialSubType: str(doc.commercialSubType),
    city: str(doc.city),
    locality: str(doc.locality),
    sector: str(doc.sector),
    price: num(doc.price),
    pricePerMonth: num(doc.pricePerMonth),
    priceValue: num(doc.price) ?? num(doc.pricePerMonth),
    areaSqft: num(doc.areaSqft),
    area: num(doc.area),
    areaUnit: str(doc.areaUnit),
    bhk: num(doc.bhk),
    bathrooms: num(doc.bathrooms),
    furnishing: str(doc.furnishing),
    photos,
    image: photos[0] ?? null,
    verified: doc.verified === true,
    sellerType: str(doc.sellerType),
    pgMeta: pickMeta(doc.pgMeta, PG_CARD_FIELDS),
    commercialMeta: pickMeta(doc.commercialMeta, COMMERCIAL_CARD_FIELDS),
    createdAt: doc.createdAt instanceof Date ? doc.createdAt.toISOString() : null,
    url: listingUrl(doc),
  };
}

/** The marketplace browse item of spec part 2 §3. */
export function browseItem(doc: Doc) {
  const card = listingCard(doc);
  return {
    id: card.id,
    title: card.title,
    photos: card.photos,
    image: card.image,
    priceDisplay: formatInr(card.priceValue, doc.category === 'rent' || doc.category === 'pg'),
    priceValue: card.priceValue,
    bhk: card.bhk,
    areaSqft: card.areaSqft,
    kind: card.category,
    category: card.category,
    locality: card.locality,
    city: card.city,
    url: card.url,
    source: 'user' as const,
    sellerType: card.sellerType,
    verified: card.verified,
  };
}

/** Spec part 2 §9's price label (domain/format/display); rentals add '/month'. */
export const formatInr = formatPriceLabel;
