/**
 * POST /api/admin/projects through the real app on a real store: guards, validation naming the
 * field, one project per Idempotency-Key (a retry, even after the answer was lost, adds nothing),
 * the new project readable and searchable at once, and the saved project searches it matches alerted
 * once (issue 17: "a project is added that matches a saved search").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-kit';
import { postingKit, type PostingKit } from '../_shared/posting-test-kit';
import { NOTIFICATIONS } from '../../services/notifications/notify';

let kit: PostingKit;
let admin: Record<string, string>;

beforeAll(async () => {
  kit = await postingKit();
  admin = bearer(kit.adminToken);
});
afterAll(() => kit.close());

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Kestrel Court',
  developer: 'Demo Builders',
  city: 'Noida',
  locality: 'Sector 150',
  reraId: 'UPRERAPRJ123456',
  ...extra,
});
const create = (payload: unknown, headers: Record<string, string>, key = `create-${Math.random()}`) =>
  kit.post('/api/admin/projects', payload, { ...headers, 'Idempotency-Key': key.replace('.', '') });
const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return ((await res.json()) as { fields: Record<string, string> }).fields;
};

describe('POST /api/admin/projects', () => {
  it('is for admins only: 401 signed out, 403 for a buyer', async () => {
    expect((await create(body(), {})).status).toBe(401);
    const buyer = await kit.newPoster();
    expect((await create(body(), bearer(buyer.token))).status).toBe(403);
  });

  it('names the field that is wrong, and stores nothing', async () => {
    const before = await kit.store.collection('projects').count({});
    expect(await fieldsOf(await create(body({ name: ' ' }), admin))).toHaveProperty('name');
    expect(await fieldsOf(await create(body({ city: 'Mumbai' }), admin))).toMatchObject({
      city: 'Choose a city in Delhi NCR.',
    });
    expect(await fieldsOf(await create(body({ reraId: '$ne' }), admin))).toHaveProperty('reraId');
    const operator = await fieldsOf(await create(body({ locality: { $gt: '' } }), admin));
    expect(Object.keys(operator).join()).toMatch(/^locality/);
    expect(await fieldsOf(await create(body({ status: 'Sold out' }), admin))).toHaveProperty('status');
    expect((await create(body({ price: 1 }), admin)).status).toBe(400);
    // Without an Idempotency-Key a double tap could add two projects: refused.
    expect((await kit.post('/api/admin/projects', body(), admin)).status).toBe(400);
    expect(await kit.store.collection('projects').count({})).toBe(before);
  });

  it('creates one project per key, readable and searchable at once, with nothing invented', async () => {
    const first = await create(body(), admin, 'kestrel-court-1');
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string; slug: string };
    expect(created.slug).toBe('kestrel-court');
    // The same request again (the answer was lost): the same project, not a second one.
    const again = await create(body(), admin, 'kestrel-court-1');
    expect(((await again.json()) as { id: string }).id).toBe(created.id);
    // A crash after the insert and before the answer released the key: the re-run finds the project.
    await kit.store.collection('idempotency_keys').deleteMany({});
    const rerun = await create(body(), admin, 'kestrel-court-1');
    expect(rerun.status).toBe(201);
    expect(((await rerun.json()) as { id: string }).id).toBe(created.id);
    expect(await kit.store.collection('projects').count({ name: 'Kestrel Court' })).toBe(1);

    // Another key with the same name is another project (two phases may share a name): a new slug.
    const phase2 = (await (await create(body(), admin, 'kestrel-court-2')).json()) as { slug: string };
    expect(phase2.slug).toBe('kestrel-court-sector-150');

    const detail = await kit.get(`/api/projects/${created.slug}`);
    expect(detail.status).toBe(200);
    const stored = await kit.store.collection('projects').findOne({ _id: created.id });
    expect(stored).toMatchObject({
      state: 'Uttar Pradesh',
      status: 'New Launch',
      legal: { rera: { number: 'UPRERAPRJ123456' } },
      search: { city: 'noida' },
    });
    expect(stored).not.toHaveProperty('priceRange');
    const found = (await (await kit.get('/api/projects/query?city=Noida&search=Kestrel')).json()) as {
      projects: { name: string }[];
    };
    const names = found.projects.map((p) => p.name);
    expect(names).toContain('Kestrel Court');
  });

  it('records the creation in the project history (who, when, the typed fields), once per key', async () => {
    const res = await create(body({ name: 'Heron Park', reraId: 'UPRERAPRJ654321' }), admin, 'heron-park-1');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await create(body({ name: 'Heron Park', reraId: 'UPRERAPRJ654321' }), admin, 'heron-park-1');
    const history = await kit.get(`/api/projects/${id}/admin/history`, admin);
    expect(history.status).toBe(200);
    const { items } = (await history.json()) as {
      items: {
        id: string;
        created: boolean;
        by: { id: string };
        sections: string[];
        fields: { path: string; before: unknown; after: unknown }[];
        revert: unknown[];
      }[];
    };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ created: true, sections: ['created'], revert: [] });
    expect(items[0]!.by.id).toBe((await kit.store.collection('projects').findOne({ _id: id }))?.createdBy);
    expect(Object.fromEntries(items[0]!.fields.map((f) => [f.path, f.after]))).toEqual({
      name: 'Heron Park',
      developer: 'Demo Builders',
      city: 'Noida',
      locality: 'Sector 150',
      status: 'New Launch',
      'legal.rera.number': 'UPRERAPRJ654321',
      slug: 'heron-park',
    });
    expect(items[0]!.fields.every((f) => f.before === null)).toBe(true);
    const undo = await kit.post(`/api/projects/${id}/admin/history/${items[0]!.id}/revert`, undefined, admin);
    expect(undo.status).toBe(409);
    expect(((await undo.json()) as { message: string }).message).toMatch(/creation .* cannot be reverted/);
  });

  it('alerts the saved project searches it matches, once a search a day', async () => {
    const buyer = await kit.newPoster();
    const saved = await kit.post(
      '/api/saved-searches',
      {
        name: 'Noida projects',
        kind: 'projects',
        url: '/explore-projects?city=Noida',
        filters: { city: 'Noida' },
      },
      { ...bearer(buyer.token), 'Idempotency-Key': 'save-noida-projects' },
    );
    expect(saved.status).toBe(201);
    const gurgaon = await create(
      body({ name: 'Heron Heights', city: 'Gurgaon', locality: 'Sector 65' }),
      admin,
    );
    expect(((await gurgaon.json()) as { alerted: number }).alerted).toBe(0);
    const noida = await create(body({ name: 'Ibis Park' }), admin);
    expect(((await noida.json()) as { alerted: number }).alerted).toBe(1);
    const another = await create(body({ name: 'Jacana Greens' }), admin);
    expect(((await another.json()) as { alerted: number }).alerted).toBe(0);
    const alerts = await kit.store
      .collection(NOTIFICATIONS)
      .find({ userId: buyer.userId, type: 'saved_search_match' });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ link: '/explore-projects?city=Noida' });
  });
});

describe('GET /api/admin/projects', () => {
  interface ListAnswer {
    items: { id: string; name: string | null; updatedAt: string | null }[];
    total: number;
    page: number;
    pages: number;
  }
  const list = async (query = '', headers = admin) => {
    const res = await kit.get(`/api/admin/projects${query}`, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    return (await res.json()) as ListAnswer;
  };

  it('is for admins only', async () => {
    expect((await kit.get('/api/admin/projects')).status).toBe(401);
    const buyer = await kit.newPoster();
    expect((await kit.get('/api/admin/projects', bearer(buyer.token))).status).toBe(403);
  });

  it('lists newest updated first, searches the words typed literally, pages by 20', async () => {
    const made = await create(body({ name: 'Osprey (Phase 2)', developer: 'Zeta Homes' }), admin);
    const { id } = (await made.json()) as { id: string };
    const all = await list();
    expect(all.items[0]!.id).toBe(id);
    const times = all.items.map((i) => i.updatedAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list('?q=osprey (phase')).items.map((i) => i.id)).toEqual([id]);
    expect((await list('?q=zeta')).items.map((i) => i.id)).toEqual([id]);
    expect((await list('?q=.*')).total).toBe(0);
    expect(all.pages).toBe(Math.max(1, Math.ceil(all.total / 20)));
    expect((await kit.get('/api/admin/projects?page=0', admin)).status).toBe(400);
  });
});
