/**
 * `listings`: every user-posted listing (sale, rent, pg, commercial, plot) in one collection.
 *
 * The category comes from the listing's position, not a dice roll: index × 37 mod 100 visits every
 * slot of a 100-slot cycle once, so any 100 consecutive listings hold exactly 45 sale, 25 rent,
 * 10 pg, 12 commercial (two of each sub-type) and 8 plots — small test sets cover every kind.
 */
import { COMMERCIAL_SUB_TYPES } from '../domain/posting/commercial-types';
import { BASE_DATE, recentDate } from './dates';
import type { ListingCategory, ListingDoc, ListingStatus, ProjectDoc, SellerType, UserDoc } from './entities';
import { makeCommercial } from './listing-commercial';
import { makePg } from './listing-pg';
import { makeResidential } from './listing-residential';
import { jitterCoordinates, pickLocality } from './localities';
import { objectId, rngFor, type Rng } from './prng';
import { distinctParts, slugify } from './text';

export interface ListingInputs {
  posters: Record<SellerType, readonly UserDoc[]>;
  photos: { home: readonly string[]; interior: readonly string[]; commercial: readonly string[] };
  /** Projects by `projectPlaceKey`: where a sale or rent home may sit in a project. */
  projectsByPlace?: ReadonlyMap<string, readonly Pick<ProjectDoc, '_id' | 'propertyTypes'>[]>;
}

/** Share of sale and rent homes in a locality with a project of their type that are in one. */
export const IN_PROJECT_SHARE = 0.4;

export const projectPlaceKey = (p: { city: string; locality: string }) => `${p.city}|${p.locality}`;

/** Groups projects by place, in their order (so the pick below stays deterministic). */
export function projectsByPlace(projects: readonly ProjectDoc[]): Map<string, ProjectDoc[]> {
  const out = new Map<string, ProjectDoc[]>();
  for (const p of projects) out.set(projectPlaceKey(p), [...(out.get(projectPlaceKey(p)) ?? []), p]);
  return out;
}

/**
 * The project a sale or rent home is in, if any: one of its locality's projects that builds its
 * property type (an apartment is not in a villa project), for IN_PROJECT_SHARE of the homes that
 * have one. Own PRNG stream, so linking leaves every other field of the listing as it was.
 */
function projectFor(
  seed: number,
  index: number,
  doc: Pick<ListingDoc, 'category' | 'city' | 'locality' | 'propertyType'>,
  inputs: ListingInputs,
): string | undefined {
  if (doc.category !== 'sale' && doc.category !== 'rent') return undefined;
  const here = (inputs.projectsByPlace?.get(projectPlaceKey(doc)) ?? []).filter((p) =>
    p.propertyTypes.includes(doc.propertyType),
  );
  if (here.length === 0) return undefined;
  const rng = rngFor(seed, 'listing-project', index);
  return rng.chance(IN_PROJECT_SHARE) ? rng.pick(here)._id : undefined;
}

export function categoryOf(seed: number, index: number): { category: ListingCategory; slot: number } {
  const slot = (index * 37 + (seed % 100)) % 100;
  const category: ListingCategory =
    slot < 45 ? 'sale' : slot < 70 ? 'rent' : slot < 80 ? 'pg' : slot < 92 ? 'commercial' : 'plot';
  return { category, slot };
}

const SELLER_MIX: Record<ListingCategory, readonly (readonly [SellerType, number])[]> = {
  sale: [
    ['owner', 55],
    ['agent', 35],
    ['builder', 10],
  ],
  rent: [
    ['owner', 60],
    ['agent', 40],
  ],
  pg: [
    ['owner', 80],
    ['agent', 20],
  ],
  commercial: [
    ['owner', 45],
    ['agent', 45],
    ['builder', 10],
  ],
  plot: [
    ['owner', 50],
    ['agent', 35],
    ['builder', 15],
  ],
};

const REJECTIONS = [
  'Photos do not show the property.',
  'Price looks incorrect for the locality; please check and resubmit.',
  'Duplicate of an existing listing.',
  'Contact details could not be verified.',
  'RERA ID does not match the agent name.',
];

/** What differs between a listing on the market now and one of the past (listing-history.ts). */
export interface ListingPlan {
  category: ListingCategory;
  /** The category slot (listings: position in the 100-slot cycle); picks the commercial sub-type. */
  slot: number;
  /** The counter in the id: the document's index in the collection, unique by construction. */
  counter: number;
  /** When it was listed, and its last edit; drawn from the listing's own stream. */
  dates(rng: Rng): { createdAt: Date; updatedAt: Date };
  status(rng: Rng): ListingStatus;
}

/** A listing on the market now: listed in the last 182 days; 90 % live, 8 % pending, 2 % rejected. */
const currentPlan = (seed: number, index: number): ListingPlan => ({
  ...categoryOf(seed, index),
  counter: index,
  dates(rng) {
    const createdAt = recentDate(rng, 182);
    const updatedAt = new Date(
      Math.min(BASE_DATE.getTime(), createdAt.getTime() + rng.int(0, 20) * 86_400_000),
    );
    return { createdAt, updatedAt };
  },
  status: (rng) =>
    rng.weighted([
      ['live', 90],
      ['pending', 8],
      ['rejected', 2],
    ] as const),
});

export function makeListing(seed: number, index: number, inputs: ListingInputs): ListingDoc {
  return composeListing(rngFor(seed, 'listing', index), currentPlan(seed, index), seed, inputs);
}

/**
 * One listing from its stream and plan. The draws come in a fixed order (place, poster, dates, id,
 * status, kind, unit, photos, verified, project), so a plan that draws the same way gives the same
 * document: the listings of the market now are byte-identical to what they were before the history.
 */
export function composeListing(rng: Rng, plan: ListingPlan, seed: number, inputs: ListingInputs): ListingDoc {
  const { category, slot } = plan;
  const l = pickLocality(rng);
  let sellerType = rng.weighted(SELLER_MIX[category]);
  if (inputs.posters[sellerType].length === 0) sellerType = 'owner';
  const poster = rng.pick(inputs.posters[sellerType]);
  const { createdAt, updatedAt } = plan.dates(rng);
  const _id = objectId(rng, createdAt, plan.counter);
  const status = plan.status(rng);
  let kind: Partial<ListingDoc> & Pick<ListingDoc, 'title' | 'description' | 'listingType' | 'propertyType'>;
  let pool: readonly string[];
  if (category === 'pg') {
    const pg = makePg(rng, l);
    kind = {
      ...pg,
      listingType: 'Rent',
      propertyType: 'pg',
      price: pg.pricePerMonth,
      furnishing: pg.pgMeta.furnishing,
      amenities: Object.entries(pg.pgMeta.amenities)
        .filter(([, on]) => on)
        .map(([k]) => k),
    };
    pool = inputs.photos.interior;
  } else if (category === 'commercial') {
    const sub = COMMERCIAL_SUB_TYPES[slot % COMMERCIAL_SUB_TYPES.length] ?? 'office';
    kind = { ...makeCommercial(rng, l, sub), propertyType: 'commercial', commercialSubType: sub };
    pool = inputs.photos.commercial;
  } else {
    kind = makeResidential(rng, l, category);
    pool = category === 'plot' ? inputs.photos.home : [...inputs.photos.home, ...inputs.photos.interior];
  }

  const unit =
    category === 'plot' || kind.commercialSubType === 'land'
      ? `Plot ${rng.int(1, 400)}`
      : `${rng.pick(['Flat', 'House', 'Unit'])} ${rng.int(1, 40)}${String(rng.int(1, 12)).padStart(2, '0')}`;
  const doc: ListingDoc = {
    _id,
    seeded: true,
    slug: `${slugify(kind.title).slice(0, 80)}-${_id.slice(-8)}`,
    category,
    city: l.city,
    locality: l.locality,
    sector: l.sector,
    state: l.state,
    // A sector that is also the locality ("Sector 75") is named once.
    address: `${distinctParts(unit, l.sector, l.locality)}, ${l.city} ${l.pincode}`,
    location: jitterCoordinates(rng, l),
    highlights: [],
    amenities: [],
    photos: rng.sample(pool, rng.int(3, 8)),
    userType: sellerType,
    sellerType,
    authorId: poster._id,
    listerName: poster.name,
    contactName: poster.name,
    contactPhone: poster.mobile,
    contactEmail: poster.email,
    ...(poster.companyName ? { companyName: poster.companyName } : {}),
    ...(poster.reraId ? { reraId: poster.reraId } : {}),
    status,
    ...(status === 'rejected' ? { rejectionReason: rng.pick(REJECTIONS) } : {}),
    verified: status === 'live' && rng.chance(0.55),
    createdAt,
    updatedAt,
    ...kind,
  };
  const projectId = projectFor(seed, plan.counter, doc, inputs);
  return projectId ? { ...doc, projectId } : doc;
}
