/**
 * Issue 13, defect 2: public answers carry public fields only. Every public GET of the OpenAPI doc
 * is fetched (anonymously and as a signed-in stranger) on a seeded store whose listings carry
 * `authorId` and `moderatedBy`, and each JSON answer is walked to the leaves: no internal key, no
 * user id, no user e-mail or mobile may appear anywhere. A public GET added later without a URL
 * here fails the test, so it cannot ship unchecked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekFromKey } from '../../domain/pulse/pulse-rules';
import { seedIfNeeded } from '../../seed/seed';
import { ensureIssue } from '../../services/pulse/generate-pulse';
import { computeMarketInsights } from '../../services/insights/compute-insights';
import { DEMO_ADMIN } from '../../seed/users';
import type { Doc } from '../../store/types';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer, freshEmail } from '../auth/auth-test-kit';

/** Keys that name a person or a moderation step; none belongs in a public answer. */
const INTERNAL_KEYS = new Set([
  'authorId',
  'staleAt',
  'staleNotifiedAt',
  'confirmedAt',
  'moderatedBy',
  'moderatedAt',
  'userId',
  'fromUserId',
  'recipientId',
  'contactPhone',
  'contactEmail',
  'rejectionReason',
  'seeded',
]);

let kit: AuthKit;
let userIds: string[];
let emails: string[];
let mobiles: Set<string>;
let approved: Doc;
let author: { email: string; mobile: string; id: string };
let project: Doc;
let report: Doc;
let admin: { token: string; userId: string };
/** A locality the market insights have figures for. */
let place: { city: string; locality: string };

beforeAll(async () => {
  kit = await authKit();
  await seedIfNeeded(kit.store, { listings: 60, projects: 12 });
  // A market pulse issue from the seeded data (its week lies before the demo data's BASE_DATE).
  await ensureIssue(kit.store, weekFromKey('2026-W43')!);
  // The market insights of the seeded data (normally the hourly job's work).
  await computeMarketInsights(kit.store);
  const seededListing = (await kit.store
    .collection('listings')
    .findOne({ status: 'live', category: 'sale' }))!;
  place = { city: String(seededListing.city), locality: String(seededListing.locality) };
  admin = await kit.signIn(DEMO_ADMIN.email, DEMO_ADMIN.mobile);
  // A real moderation step: the admin approves a pending listing, which stamps moderatedBy/At.
  const pending = (await kit.store.collection('listings').findOne({ status: 'pending' }))!;
  const res = await kit.post(`/api/admin/listings/${pending._id}/approve`, {}, bearer(admin.token));
  expect(res.status).toBe(200);
  approved = (await kit.store.collection('listings').findOne({ _id: pending._id }))!;
  expect(approved.moderatedBy).toBe(admin.userId);
  // And every other live listing as if an admin had approved it, so searches return such documents.
  await kit.store
    .collection('listings')
    .updateMany({ status: 'live' }, { $set: { moderatedBy: admin.userId, moderatedAt: new Date() } });
  const poster = (await kit.store.collection('users').findOne({ _id: approved.authorId }))!;
  author = { email: String(poster.email), mobile: String(poster.mobile), id: poster._id };
  const withPlans = await kit.store.collection('projects').findOne({ floorPlanKey: { $exists: true } });
  project = withPlans ?? (await kit.store.collection('projects').findOne({}))!;
  report = (await kit.store.collection('reports').findOne({}))!;
  const users = await kit.store.collection('users').find({});
  userIds = users.map((u) => u._id);
  emails = users.map((u) => String(u.email));
  mobiles = new Set(users.map((u) => String(u.mobile)));
}, 180_000);
afterAll(() => kit.close());

/** Concrete URLs for each public GET path of the OpenAPI doc. */
function urlsFor(path: string): string[] | undefined {
  const p = String(project._id);
  const listing = String(approved._id);
  const categories = ['sale', 'rent', 'pg', 'commercial', 'plot'];
  const table: Record<string, string[]> = {
    '/api/health': ['/api/health'],
    '/api/health/ready': ['/api/health/ready'],
    '/api/listings': [
      '/api/listings?limit=50',
      ...categories.map((c) => `/api/listings?category=${c}&limit=50`),
      '/api/listings?q=flat&limit=50',
    ],
    '/api/listings/{slugOrId}': [`/api/listings/${listing}`, `/api/listings/${String(approved.slug)}`],
    '/api/listings/{slugOrId}/price-insights': [`/api/listings/${listing}/price-insights`],
    '/api/user-properties/{id}': [`/api/user-properties/${listing}`],
    '/api/marketplace/browse': categories.map((c) => `/api/marketplace/browse?category=${c}&limit=50`),
    '/api/user-properties/search': ['/api/user-properties/search?limit=50'],
    '/api/projects/query': ['/api/projects/query?limit=50'],
    '/api/projects': ['/api/projects?limit=50', '/api/projects?featured=true'],
    '/api/projects/bulk': [`/api/projects/bulk?ids=${p}`],
    '/api/projects/locations/states': ['/api/projects/locations/states'],
    '/api/projects/locations/cities': ['/api/projects/locations/cities'],
    '/api/projects/suggestions': ['/api/projects/suggestions?q=gu', '/api/projects/suggestions?q=sector'],
    '/api/projects/spotlights': ['/api/projects/spotlights'],
    '/api/reports': ['/api/reports?sort=top&limit=50', '/api/reports?sort=recent&limit=50'],
    '/api/reports/summary': ['/api/reports/summary'],
    '/api/reports/search': ['/api/reports/search?q=a&limit=50'],
    '/api/reports/{id}': [`/api/reports/${report._id}`],
    // A demo article of the seed (seed/articles.ts).
    '/api/blogs': ['/api/blogs?limit=50', '/api/blogs?city=Noida'],
    '/api/blogs/{slug}': ['/api/blogs/first-home-in-gurgaon-checklist'],
    '/api/pulse': ['/api/pulse'],
    '/api/pulse/{week}': ['/api/pulse/2026-W43'],
    '/api/survey/shortlist/by-project/{projectId}': [`/api/survey/shortlist/by-project/${p}`],
    '/api/insights': ['/api/insights'],
    '/api/insights/area': [
      `/api/insights/area?city=${encodeURIComponent(place.city)}`,
      `/api/insights/area?${new URLSearchParams(place).toString()}`,
    ],
    '/api/insights/summaries': [
      '/api/insights/summaries',
      `/api/insights/summaries?city=${encodeURIComponent(place.city)}`,
    ],
    '/api/projects/developers': ['/api/projects/developers'],
    '/api/projects/past': ['/api/projects/past?limit=50'],
    '/api/map/config': ['/api/map/config'],
    '/api/map/points': [
      '/api/map/points?layer=projects&bbox=76.8,28.3,77.6,28.9',
      '/api/map/points?layer=listings&kind=sale&bbox=76.8,28.3,77.6,28.9',
      '/api/map/points?layer=listings&kind=rent&bbox=76.8,28.3,77.6,28.9&limit=5',
    ],
    '/api/valuation/localities': [`/api/valuation/localities?city=${encodeURIComponent(place.city)}`],
    '/api/valuation/estimate': [
      `/api/valuation/estimate?${new URLSearchParams({ ...place, propertyType: 'Apartment', bhk: '2', area: '1100' }).toString()}`,
    ],
    '/api/valuation/price-spread': [
      `/api/valuation/price-spread?${new URLSearchParams({ ...place, propertyType: 'Apartment', bhk: '2', area: '1100' }).toString()}`,
    ],
    // The directory names agents by their public slug; it must never carry their account id.
    '/api/agents': ['/api/agents', '/api/agents?type=builder', '/api/agents?type=property-manager'],
  };
  if (table[path]) return table[path];
  if (path.startsWith('/api/projects/{idOrSlug}')) {
    const tail = path.slice('/api/projects/{idOrSlug}'.length);
    return [`/api/projects/${p}${tail}`, `/api/projects/${String(project.slug)}${tail}`];
  }
  return undefined;
}

/** Every place in `value` that shows an internal key, a user id, or a user's e-mail or mobile. */
function leaks(value: unknown, at = '$'): string[] {
  if (typeof value === 'string') {
    const out: string[] = [];
    for (const id of userIds) if (value.includes(id)) out.push(`${at}: user id ${id}`);
    for (const email of emails) if (value.toLowerCase().includes(email)) out.push(`${at}: e-mail ${email}`);
    if (mobiles.has(value)) out.push(`${at}: mobile ${value}`);
    return out;
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => leaks(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(INTERNAL_KEYS.has(k) ? [`${at}.${k}: internal key`] : []),
      ...leaks(k, `${at}{key}`),
      ...leaks(v, `${at}.${k}`),
    ]);
  return [];
}

describe('public answers', () => {
  it('carry no internal field, user id, e-mail or mobile, for anyone', async () => {
    const doc = (await (await kit.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    // Public = no security, or an optional one (an empty requirement: anonymous is allowed).
    const isPublic = (s?: Record<string, unknown>[]) => !s || s.some((r) => Object.keys(r).length === 0);
    const publicGets = Object.entries(doc.paths)
      // Not documents: a stored file's bytes, and the page a mobile holder opens from their emailed
      // link (answers only to that secret token, and shows the requester's e-mail masked).
      .filter(([path]) => path !== '/api/files/{id}' && path !== '/api/auth/mobile-consent')
      .filter(([, ops]) => ops.get && isPublic(ops.get.security))
      .map(([path]) => path);
    expect(publicGets.length).toBeGreaterThan(20);
    const unlisted = publicGets.filter((p) => !urlsFor(p));
    expect(unlisted, 'public GETs with no URL in this test').toEqual([]);

    const stranger = await kit.signIn(freshEmail('stranger'));
    const found: string[] = [];
    const urls = publicGets.flatMap((p) => urlsFor(p) ?? []);
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      for (const headers of [{}, bearer(stranger.token), bearer(admin.token)]) {
        const res = await kit.get(url, headers);
        expect(res.status, url).toBe(200);
        found.push(...leaks(await res.json()).map((l) => `${url} ${l}`));
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('still answers the moderated listing with its public fields', async () => {
    const res = await kit.get(`/api/listings/${String(approved._id)}`);
    expect(await res.json()).toMatchObject({ id: approved._id, title: approved.title, verified: true });
  });
});

describe('GET /api/listings/{slugOrId} viewer', () => {
  const viewerOf = async (headers: Record<string, string> = {}) => {
    const res = await kit.get(`/api/listings/${String(approved.slug)}`, headers);
    expect(res.status).toBe(200);
    return ((await res.json()) as { viewer?: unknown }).viewer;
  };

  it('says isAuthor to the author only; canEdit to the author and admins', async () => {
    const own = await kit.signIn(author.email, author.mobile);
    expect(own.userId).toBe(author.id);
    expect(await viewerOf(bearer(own.token))).toEqual({ isAuthor: true, canEdit: true });
    const stranger = await kit.signIn(freshEmail('viewer'));
    expect(await viewerOf(bearer(stranger.token))).toEqual({ isAuthor: false, canEdit: false });
    expect(await viewerOf()).toEqual({ isAuthor: false, canEdit: false });
    expect(await viewerOf(bearer(admin.token))).toEqual({ isAuthor: false, canEdit: true });
  });

  it('answers normally with an invalid or expired token (treated as anonymous)', async () => {
    expect(await viewerOf(bearer('not-a-real-token'))).toEqual({ isAuthor: false, canEdit: false });
  });
});
