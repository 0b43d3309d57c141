/**
 * GET /api/listings/{slugOrId} answers what /api/openapi.json documents: every seeded listing (sale,
 * rent, plot, PG, commercial) parses with ListingDetailSchema and loses nothing in the parse. The
 * PWA's ListingDetail type is this schema's (api/src/wire/listings.ts), so the two cannot drift.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../seed/seed';
import type { Doc } from '../../store/types';
import { ListingDetailSchema } from '../_shared/listing-detail';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit } from '../auth/auth-test-kit';

let kit: AuthKit;
let listings: Doc[];

beforeAll(async () => {
  kit = await authKit();
  await seedIfNeeded(kit.store, { listings: 60, projects: 2 });
  listings = await kit.store.collection('listings').find({ status: 'live' });
}, 120_000);
afterAll(() => kit.close());

describe('listing detail answers match their OpenAPI schema', () => {
  it('every live seeded listing, of every category', async () => {
    const categories = new Set(listings.map((l) => String(l.category)));
    expect([...categories].sort()).toEqual(['commercial', 'pg', 'plot', 'rent', 'sale']);
    for (const l of listings) {
      const path = `/api/listings/${typeof l.slug === 'string' ? l.slug : l._id}`;
      const res = await kit.get(path);
      expect(res.status, path).toBe(200);
      const body: unknown = await res.json();
      const parsed = ListingDetailSchema.safeParse(body);
      expect(parsed.error?.issues ?? [], path).toEqual([]);
      expect(parsed.data, `${path}: a field the schema does not describe`).toEqual(body);
    }
  });
});
