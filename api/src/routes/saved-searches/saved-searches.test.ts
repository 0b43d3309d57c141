/**
 * Saved searches through the real app on a real temp store: the session, CRUD, ownership (another
 * user's search is a 404), validation naming the field, the cap; and alerts: listings approved
 * through the moderation API alert the matching active searches only, once per search per day;
 * a project added alerts the survey's search; the survey submit stores one survey search; a poster
 * is never alerted about their own listing, and a bulk approval alerts each search once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshEmail } from '../auth/auth-test-kit';
import { homeBody } from '../_shared/posting-fixtures';
import { postingKit, type PostingKit } from '../_shared/posting-test-kit';
import { NOTIFICATIONS } from '../../services/notifications/notify';
import {
  alertListingSearches,
  alertProjectSearches,
} from '../../services/saved-searches/saved-search-alerts';
import { projectDerivedFields } from '../../domain/search/project-fields';
import { SAVED_SEARCH_CAP } from '../../domain/saved-searches/saved-search-filters';

let kit: PostingKit;
let poster: { token: string; userId: string };

beforeAll(async () => {
  kit = await postingKit();
  poster = await kit.newPoster();
});
afterAll(() => kit.close());

type Search = { id: string; name: string; active: boolean; fromSurvey: boolean; url: string };
type Fields = { fields: Record<string, string> };

const save = (token: string, body: Record<string, unknown>) =>
  kit.post('/api/saved-searches', body, bearer(token));
const send = (method: 'PATCH' | 'DELETE', id: string, token: string, body?: unknown) =>
  kit.app.request(`/api/saved-searches/${id}`, {
    method,
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const list = async (token: string) =>
  ((await (await kit.get('/api/saved-searches', bearer(token))).json()) as { items: Search[]; cap: number })
    .items;
const alertsOf = (userId: string) =>
  kit.store
    .collection(NOTIFICATIONS)
    .find({ userId, type: 'saved_search_match' }, { sort: { createdAt: 1 } });

const gurgaonSales = {
  name: 'Homes in Gurgaon',
  kind: 'listings',
  url: '/search?type=buy&city=Gurgaon',
  filters: { category: 'sale', city: 'Gurgaon', max: '3Cr' },
};

async function postAndApprove(title: string, extra: Record<string, unknown> = {}) {
  const res = await kit.postJson('/api/user-properties', poster.token, {
    ...homeBody(await kit.photos(poster.token, 1)),
    title,
    ...extra,
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const ok = await kit.post(`/api/admin/listings/${id}/approve`, undefined, bearer(kit.adminToken));
  expect(ok.status).toBe(200);
  return id;
}

describe('saved searches', () => {
  it('need a session (401)', async () => {
    expect((await kit.post('/api/saved-searches', gurgaonSales)).status).toBe(401);
    expect((await kit.get('/api/saved-searches')).status).toBe(401);
  });

  it('are created, listed, renamed, paused and deleted by their owner only', async () => {
    const me = await kit.signIn(freshEmail('saver'));
    const other = await kit.signIn(freshEmail('other'));
    const res = await save(me.token, { ...gurgaonSales, filters: { ...gurgaonSales.filters, q: ' ' } });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Search & { filters: Record<string, string> };
    expect(created).toMatchObject({ name: 'Homes in Gurgaon', active: true, fromSurvey: false });
    expect(created.filters).toEqual({ category: 'sale', city: 'Gurgaon', max: '3Cr' }); // blank q dropped
    expect((await list(me.token)).map((s) => s.id)).toEqual([created.id]);
    expect(await list(other.token)).toEqual([]);

    const renamed = await send('PATCH', created.id, me.token, { name: '  Gurgaon homes ', active: false });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Gurgaon homes', active: false });
    // Someone else: as if it did not exist.
    expect((await send('PATCH', created.id, other.token, { active: true })).status).toBe(404);
    expect((await send('DELETE', created.id, other.token)).status).toBe(404);
    expect((await send('PATCH', created.id, me.token, {})).status).toBe(400);
    expect((await send('PATCH', 'not-an-id', me.token, { active: true })).status).toBe(400);

    expect(await (await send('DELETE', created.id, me.token)).json()).toEqual({ deleted: true });
    expect((await send('DELETE', created.id, me.token)).status).toBe(404);
    expect(await list(me.token)).toEqual([]);
  });

  it('refuse unknown keys, operators and malformed values naming the field (400)', async () => {
    const me = await kit.signIn(freshEmail('bad'));
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await save(me.token, body);
      expect(res.status).toBe(400);
      return ((await res.json()) as Fields).fields;
    };
    expect(await fieldsOf({ ...gurgaonSales, filters: { where: 'x' } })).toHaveProperty('filters');
    expect(await fieldsOf({ ...gurgaonSales, filters: { min: { gt: 1 } } })).toHaveProperty('filters.min');
    expect(await fieldsOf({ ...gurgaonSales, filters: { min: 'lots' } })).toHaveProperty('filters.min');
    expect(await fieldsOf({ ...gurgaonSales, filters: { category: 'castle' } })).toHaveProperty(
      'filters.category',
    );
    expect(await fieldsOf({ ...gurgaonSales, kind: 'projects', filters: { bhk: 'many' } })).toHaveProperty(
      'filters.bhk',
    );
    expect(await fieldsOf({ ...gurgaonSales, url: 'https://evil.example/' })).toHaveProperty('url');
    expect(await fieldsOf({ ...gurgaonSales, name: '   ' })).toHaveProperty('name');
    expect(await fieldsOf({ ...gurgaonSales, kind: 'castles' })).toHaveProperty('kind');
    // An operator as a key is refused before any handler runs.
    expect((await save(me.token, { ...gurgaonSales, filters: { $where: '1' } })).status).toBe(400);
    expect(await list(me.token)).toEqual([]);
  });

  it(`are capped at ${SAVED_SEARCH_CAP} per account (409)`, async () => {
    const me = await kit.signIn(freshEmail('cap'));
    for (let i = 0; i < SAVED_SEARCH_CAP; i++)
      expect(
        (await save(me.token, { ...gurgaonSales, name: `Search ${i}`, filters: { category: 'plot' } }))
          .status,
      ).toBe(201);
    expect((await save(me.token, gurgaonSales)).status).toBe(409);
  });
});

describe('alerts', () => {
  it('a listing approved through moderation alerts matching active searches, one a search a day', async () => {
    const buyer = await kit.signIn(freshEmail('buyer'));
    const renter = await kit.signIn(freshEmail('renter'));
    const paused = await kit.signIn(freshEmail('paused'));
    const noida = await kit.signIn(freshEmail('noida'));
    expect((await save(buyer.token, gurgaonSales)).status).toBe(201);
    expect((await save(renter.token, { ...gurgaonSales, filters: { category: 'rent' } })).status).toBe(201);
    expect((await save(noida.token, { ...gurgaonSales, filters: { city: 'Noida' } })).status).toBe(201);
    const p = (await (await save(paused.token, gurgaonSales)).json()) as Search;
    await send('PATCH', p.id, paused.token, { active: false });

    const first = await postAndApprove('Sunny 3 BHK in Sector 45');
    const alerts = await alertsOf(buyer.userId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: '1 new home for sale in Gurgaon',
      link: '/search?type=buy&city=Gurgaon',
    });
    for (const u of [renter, paused, noida]) expect(await alertsOf(u.userId)).toEqual([]);

    // Approving again changes nothing; a second match the same day adds no alert.
    await kit.post(`/api/admin/listings/${first}/approve`, undefined, bearer(kit.adminToken));
    const second = await postAndApprove('Corner 3 BHK in Sector 45');
    expect(await alertsOf(buyer.userId)).toHaveLength(1);
    // Over budget: no match (the search's own price rule).
    await postAndApprove('Penthouse', { price: 90_000_000 });

    // The next day the next match alerts again, counting what went live since the last alert.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await alertListingSearches(kit.store, second, tomorrow)).toBe(1);
    expect(await alertListingSearches(kit.store, second, tomorrow)).toBe(0); // retried: still one
    const later = await alertsOf(buyer.userId);
    expect(later).toHaveLength(2);
    expect(later[1]?.title).toBe('1 new home for sale in Gurgaon');
  });

  it("never alerts a poster about their own listing; another user's same search is alerted", async () => {
    const faridabad = {
      ...gurgaonSales,
      name: 'Sale in Faridabad',
      filters: { category: 'sale', city: 'Faridabad' },
    };
    const owner = await kit.newPoster();
    const other = await kit.signIn(freshEmail('watcher'));
    expect((await save(owner.token, faridabad)).status).toBe(201);
    expect((await save(other.token, faridabad)).status).toBe(201);
    const res = await kit.postJson('/api/user-properties', owner.token, {
      ...homeBody(await kit.photos(owner.token, 1)),
      title: 'My own 3 BHK in Faridabad',
      city: 'Faridabad',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const ok = await kit.post(`/api/admin/listings/${id}/approve`, undefined, bearer(kit.adminToken));
    expect(ok.status).toBe(200);
    expect(await alertsOf(owner.userId)).toEqual([]);
    expect(await alertsOf(other.userId)).toHaveLength(1);
  });

  it('a bulk approval alerts each matching search once, counting the whole batch, never the poster', async () => {
    const ghaziabad = {
      ...gurgaonSales,
      name: 'Sale in Ghaziabad',
      filters: { category: 'sale', city: 'Ghaziabad' },
    };
    const owner = await kit.newPoster();
    const other = await kit.signIn(freshEmail('bulk-watcher'));
    expect((await save(owner.token, ghaziabad)).status).toBe(201);
    expect((await save(other.token, ghaziabad)).status).toBe(201);
    const ids: string[] = [];
    for (const title of ['Ghaziabad 3 BHK one', 'Ghaziabad 3 BHK two']) {
      const res = await kit.postJson('/api/user-properties', owner.token, {
        ...homeBody(await kit.photos(owner.token, 1)),
        title,
        city: 'Ghaziabad',
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const bulk = await kit.post(
      '/api/admin/listings/bulk',
      { ids, action: 'approve' },
      bearer(kit.adminToken),
    );
    expect(bulk.status).toBe(200);
    expect(await alertsOf(owner.userId)).toEqual([]);
    const alerts = await alertsOf(other.userId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.title).toBe('2 new homes for sale in Ghaziabad');
  });

  it('the survey stores one search, and a project added that matches it alerts its owner', async () => {
    const me = await kit.signIn(freshEmail('surveyed'));
    const surveyData = {
      purpose: 'self_use',
      budget: '100-200',
      preferredLocations: ['Gurugram', 'Noida'],
      bhk: ['3bhk'],
      propertyTypes: ['apartment', 'commercial'],
      timeline: '6-12 months',
    };
    const submit = () =>
      kit.post(
        '/api/survey/submit',
        { surveyData, timestamp: new Date().toISOString(), source: 'guided_journey' },
        bearer(me.token),
      );
    expect((await submit()).status).toBe(201);
    expect((await submit()).status).toBe(201);
    const searches = (await list(me.token)) as (Search & { filters: Record<string, string> })[];
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      fromSurvey: true,
      url: '/recommendations',
      filters: { cities: 'Gurgaon,Noida', min: '10000000', max: '20000000', bhk: '3', types: 'apartment' },
    });

    const now = new Date();
    const project = (id: string, city: string, min: number) => {
      const doc = {
        _id: id,
        name: `Project ${id}`,
        city,
        propertyTypes: ['Apartment'],
        bhk: [2, 3],
        priceRange: { min, max: min * 1.5 },
        createdAt: now,
      };
      return { ...doc, ...projectDerivedFields(doc, { developer: undefined, reports: [] }, now) };
    };
    await kit.store
      .collection('projects')
      .insertMany([project('p-noida', 'Noida', 12_000_000), project('p-far', 'Faridabad', 12_000_000)]);
    expect(await alertProjectSearches(kit.store, 'p-far', now)).toBe(0);
    expect(await alertProjectSearches(kit.store, 'p-noida', now)).toBe(1);
    expect(await alertProjectSearches(kit.store, 'p-noida', now)).toBe(0);
    const alerts = await alertsOf(me.userId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: '1 new 3 BHK project in Gurgaon, Noida',
      link: '/recommendations',
    });
  });
});
