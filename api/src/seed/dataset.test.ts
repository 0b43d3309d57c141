import { describe, expect, it } from 'vitest';
import {
  COMMERCIAL_SUB_TYPES,
  OFFICE_PANTRY,
  RETAIL_FLOOR_LOCATION,
  SEAT_TYPES,
  type CoworkingMeta,
  type OfficeMeta,
  type RetailMeta,
} from '../domain/posting/commercial-types';
import { buildDataset, type PhotoUrls } from './dataset';
import type { ListingDoc } from './entities';
import {
  PG_BATHROOM,
  PG_FOOD,
  PG_FURNISHING,
  PG_GENDER,
  PG_OCCUPANCY,
  PG_SHARING,
} from '../domain/posting/pg-types';

const urls = (kind: string, n: number) => Array.from({ length: n }, (_, i) => `/api/files/${kind}-${i}`);
const PHOTOS: PhotoUrls = {
  home: urls('h', 10),
  interior: urls('i', 10),
  commercial: urls('c', 8),
  project: urls('p', 12),
};
const params = { seed: 7, listings: 600, projects: 60 };

function everything(seed = params.seed) {
  const d = buildDataset({ ...params, seed }, PHOTOS);
  return { ...d, listingDocs: d.listings(0, params.listings) };
}

const data = everything();
const listings = data.listingDocs;

describe('demo data set', () => {
  it('is deterministic: same parameters give identical documents, another seed different ones', () => {
    expect(JSON.stringify(everything())).toBe(JSON.stringify(data));
    const other = everything(8);
    expect(other.listingDocs[0]?._id).not.toBe(listings[0]?._id);
    expect(JSON.stringify(other.projects)).not.toBe(JSON.stringify(data.projects));
  });

  it('builds a listing the same alone as in a batch', () => {
    expect(data.listings(123, 124)[0]).toEqual(listings[123]);
  });

  it('has every category in roughly the planned mix and all six commercial sub-types', () => {
    const share = (c: string) => listings.filter((l) => l.category === c).length / listings.length;
    expect(share('sale')).toBeCloseTo(0.45, 2);
    expect(share('rent')).toBeCloseTo(0.25, 2);
    expect(share('pg')).toBeCloseTo(0.1, 2);
    expect(share('commercial')).toBeCloseTo(0.12, 2);
    expect(share('plot')).toBeCloseTo(0.08, 2);
    const subTypes = new Set(listings.map((l) => l.commercialSubType).filter(Boolean));
    expect([...subTypes].sort()).toEqual([...COMMERCIAL_SUB_TYPES].sort());
  });

  it('gives PG listings pgMeta with the spec option values', () => {
    const pgs = listings.filter((l) => l.category === 'pg');
    for (const { pgMeta, listingType, propertyType } of pgs) {
      expect(listingType).toBe('Rent');
      expect(propertyType).toBe('pg');
      expect(PG_OCCUPANCY).toContain(pgMeta?.occupancy);
      expect(PG_SHARING).toContain(pgMeta?.sharing);
      expect(PG_FURNISHING).toContain(pgMeta?.furnishing);
      expect(PG_GENDER).toContain(pgMeta?.gender);
      expect(PG_BATHROOM).toContain(pgMeta?.bathroomType);
      expect(PG_FOOD).toContain(pgMeta?.food);
      expect(Object.keys(pgMeta?.amenities ?? {})).toHaveLength(8);
      expect(Object.keys(pgMeta?.rules ?? {})).toHaveLength(4);
    }
  });

  it('gives commercial listings the sub-type fields of the spec', () => {
    const of = (sub: string) => listings.filter((l) => l.commercialSubType === sub);
    for (const l of of('office')) expect(OFFICE_PANTRY).toContain((l.commercialMeta as OfficeMeta).pantry);
    for (const l of of('retail'))
      expect(RETAIL_FLOOR_LOCATION).toContain((l.commercialMeta as RetailMeta).floorLocation);
    for (const l of of('coworking')) {
      const m = l.commercialMeta as CoworkingMeta;
      expect(SEAT_TYPES).toContain(m.seatType);
      expect(m.seatsAvailable).toBeGreaterThan(0);
      expect(m.pricePerSeat).toBeGreaterThan(0);
      expect(l.listingType).toBe('Rent');
    }
    for (const l of of('warehouse')) expect(l.commercialMeta).toHaveProperty('coveredArea');
    for (const l of of('land')) expect(l.commercialMeta).toHaveProperty('landArea');
  });

  it('keeps prices in plausible ranges', () => {
    const check = (l: ListingDoc) => {
      if (l.category === 'pg') expect(l.pricePerMonth).toSatisfy((p: number) => p >= 6000 && p <= 25000);
      else if (l.listingType === 'Rent')
        expect(l.pricePerMonth).toSatisfy((p: number) => p >= 8000 && p <= 250_000);
      else expect(l.price).toSatisfy((p: number) => p >= 3_500_000 && p <= 120_000_000);
    };
    listings.forEach(check);
    for (const p of data.projects) {
      expect(p.pricing.priceRange.min).toBeGreaterThanOrEqual(3_500_000);
      expect(p.pricing.priceRange.max).toBeLessThanOrEqual(120_000_000);
    }
  });

  it('has payment plans whose milestones add up to 100 and unit mixes that add up to 100', () => {
    const plans = data.projects.flatMap((p) => p.paymentPlans);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.milestones.reduce((s, m) => s + m.percent, 0)).toBe(100);
    for (const p of data.projects) expect(p.living.unitMix.reduce((s, u) => s + u.percentage, 0)).toBe(100);
    expect(data.projects.some((p) => p.paymentPlans.length === 0)).toBe(true);
  });

  it('leaves some data honestly missing instead of inventing it', () => {
    expect(data.projects.some((p) => !p.aiInsights)).toBe(true);
    expect(data.projects.some((p) => p.aiInsights)).toBe(true);
    expect(data.projects.some((p) => !p.fairValue)).toBe(true);
    expect(data.projects.some((p) => !p.escrow)).toBe(true);
    expect(data.projects.every((p) => !('score' in p))).toBe(true);
  });

  it('has unique slugs and ids', () => {
    const unique = (xs: string[]) => new Set(xs).size === xs.length;
    expect(unique(listings.map((l) => l.slug))).toBe(true);
    expect(unique(listings.map((l) => l._id))).toBe(true);
    expect(unique(data.projects.map((p) => p.slug))).toBe(true);
    expect(unique(data.bookings.map((b) => b.bookingId))).toBe(true);
    expect(listings.every((l) => /^[0-9a-f]{24}$/.test(l._id))).toBe(true);
  });

  it('has valid, unique emails and mobiles and the demo admin', () => {
    const emails = data.users.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const u of data.users) {
      expect(u.email).toMatch(/^[a-z0-9.]+@(example\.com|propai\.example)$/);
      expect(u.mobile).toMatch(/^[6-9]\d{9}$/);
    }
    expect(new Set(data.users.map((u) => u.mobile)).size).toBe(data.users.length);
    expect(data.users.filter((u) => u.role === 'admin').map((u) => [u.email, u.name, u.mobile])).toEqual([
      ['admin@propai.example', 'PropAI Admin', '9876500000'],
    ]);
  });

  it('gives every booking a registered buyer; the demo buyer owns ALLOT-10000', () => {
    const byEmail = new Map(data.users.map((u) => [u.email, u]));
    for (const b of data.bookings) {
      expect(b.buyerEmail).toMatch(/^[a-z0-9.]+@(example\.com|propai\.example)$/);
      expect(b.buyerMobile).toMatch(/^[6-9]\d{9}$/);
      const account = byEmail.get(b.buyerEmail);
      if (account) expect([account.name, account.mobile]).toEqual([b.buyerName, b.buyerMobile]);
    }
    expect(data.users.filter((u) => u.role === 'user').map((u) => [u.email, u.name, u.mobile])).toEqual([
      ['buyer@propai.example', 'Demo Buyer', '9876500002'],
    ]);
    expect(data.bookings.find((b) => b.bookingId === 'ALLOT-10000')?.buyerEmail).toBe('buyer@propai.example');
    const withAccount = data.bookings.filter((b) => byEmail.has(b.buyerEmail)).length;
    expect(withAccount).toBeGreaterThan(data.projects.length / 10);
    expect(withAccount).toBeLessThan(data.bookings.length);
  });

  it('links listings, reports, bookings and floor plans to existing documents', () => {
    const userIds = new Set(data.users.map((u) => u._id));
    const projectIds = new Set(data.projects.map((p) => p._id));
    expect(listings.every((l) => userIds.has(l.authorId))).toBe(true);
    expect(data.reports.every((r) => projectIds.has(r.projectId) && userIds.has(r.authorId))).toBe(true);
    expect(
      data.bookings.every((b) => projectIds.has(b.projectId) && /^ALLOT-\d{5,}$/.test(b.bookingId)),
    ).toBe(true);
    expect(data.floorplans.length).toBeGreaterThan(3);
    const keys = new Set(data.floorplans.map((f) => f._id));
    for (const p of data.projects.filter((x) => x.floorPlanKey))
      expect(keys.has(p.floorPlanKey ?? '')).toBe(true);
    for (const f of data.floorplans) expect(f.rooms.length).toBeGreaterThan(4);
  });

  it('spreads listing dates over the six months before the base date and mostly live', () => {
    const base = Date.UTC(2026, 10, 1);
    for (const l of listings) {
      expect(l.createdAt.getTime()).toBeLessThanOrEqual(base);
      expect(l.createdAt.getTime()).toBeGreaterThan(base - 183 * 86_400_000);
    }
    const live = listings.filter((l) => l.status === 'live').length / listings.length;
    expect(live).toBeGreaterThan(0.85);
    expect(listings.filter((l) => l.status === 'rejected').every((l) => l.rejectionReason)).toBe(true);
  });
  it('puts a realistic share of sale and rent homes in a project of their locality and type', () => {
    const byId = new Map(data.projects.map((p) => [p._id, p]));
    const linked = listings.filter((l) => l.projectId);
    expect(linked.length).toBeGreaterThan(0);
    for (const l of linked) {
      const p = byId.get(l.projectId ?? '');
      expect(p, l._id).toBeDefined();
      expect([l.category === 'sale' || l.category === 'rent', l.city, l.locality]).toEqual([
        true,
        p?.city,
        p?.locality,
      ]);
      expect(p?.propertyTypes).toContain(l.propertyType);
    }
    // Of the homes that could be in a project (one of their type in their locality), about 40 %.
    const places = new Set(
      data.projects.flatMap((p) => p.propertyTypes.map((t) => `${p.city}|${p.locality}|${t}`)),
    );
    const eligible = listings.filter(
      (l) =>
        (l.category === 'sale' || l.category === 'rent') &&
        places.has(`${l.city}|${l.locality}|${l.propertyType}`),
    );
    expect(linked.length / eligible.length).toBeGreaterThan(0.3);
    expect(linked.length / eligible.length).toBeLessThan(0.5);
    // Linking draws from its own stream: without projects every other field is the same.
    const alone = buildDataset({ ...params, projects: 0 }, PHOTOS).listings(0, params.listings);
    expect(alone.some((l) => l.projectId)).toBe(false);
    expect(alone.map((l) => l._id)).toEqual(listings.map((l) => l._id));
  });
});
