/**
 * Project detail endpoints through app.request() on a real store seeded with the demo generator:
 * every section, 404 / 400, masking, spotlights, floor plans and the admin escrow edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../seed/seed';
import type { Doc } from '../../store/types';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer, freshEmail } from '../auth/auth-test-kit';

const BOSS = 'escrow-boss@propai.example';
let kit: AuthKit;
let project: Doc;
let withEscrow: Doc;
let adminToken: string;

beforeAll(async () => {
  kit = await authKit({ ADMIN_EMAILS: BOSS });
  await seedIfNeeded(kit.store, { listings: 50, projects: 12 });
  const all = await kit.store.collection('projects').find({}, { sort: { slug: 1 } });
  project = all.find((p) => p.floorPlanKey) ?? all[0]!;
  withEscrow = all.find((p) => p.escrow)!;
  adminToken = (await kit.signIn(BOSS)).token;
}, 120_000);
afterAll(() => kit.close());

const getJson = async (path: string, headers?: Record<string, string>) => {
  const res = await kit.get(path, headers);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET /api/projects/{idOrSlug}', () => {
  it('answers by id and by slug with the public record and a score', async () => {
    const byId = await getJson(`/api/projects/${project._id}`);
    const bySlug = await getJson(`/api/projects/${String(project.slug)}`);
    expect(byId.status).toBe(200);
    expect(bySlug.body.id).toBe(project._id);
    expect(byId.body).toMatchObject({ id: project._id, name: project.name, slug: project.slug });
    expect(byId.body).not.toHaveProperty('seeded');
    expect(byId.body).not.toHaveProperty('search');
    expect(byId.body).toHaveProperty('score');
    expect(byId.body).toHaveProperty('scoreBreakdown');
  });

  it('masks the escrow account everywhere', async () => {
    const account = String((withEscrow.escrow as { accountNumber: string }).accountNumber);
    for (const path of [`/api/projects/${withEscrow._id}`, `/api/projects/${withEscrow._id}/escrow`]) {
      const res = await kit.get(path);
      const text = await res.text();
      expect(text).not.toContain(account);
      expect(text).toContain(`"XXXX`);
      expect(text).toContain(account.slice(-4));
    }
  });

  it('404s unknown projects and 400s malformed refs, in the error shape', async () => {
    const missing = await getJson('/api/projects/no-such-project');
    expect(missing).toEqual({ status: 404, body: { error: 'not_found', message: 'Project not found.' } });
    expect((await getJson('/api/projects/no-such-project/legal')).status).toBe(404);
    const bad = await getJson('/api/projects/bad%20id!');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_failed');
  });

  it('leaves the discovery routes in front', async () => {
    expect((await kit.get('/api/projects/suggestions?q=gu')).status).toBe(200);
    expect((await kit.get('/api/projects/locations/states')).status).toBe(200);
  });
});

describe('sections', () => {
  const cases: [string, (b: Record<string, unknown>, p: Doc) => void][] = [
    ['prices', (b, p) => expect(b.devPrices).toEqual((p.prices as { devPrices: unknown }).devPrices)],
    ['payment-plans', (b, p) => expect(b.plans).toEqual(p.paymentPlans)],
    ['construction', (b, p) => expect(b.towers).toEqual((p.construction as { towers: unknown }).towers)],
    ['updates', (b) => expect(Array.isArray(b.items)).toBe(true)],
    ['legal', (b, p) => expect(b.rera).toEqual((p.legal as { rera?: unknown }).rera ?? null)],
    ['quality', (b, p) => expect(b.materials).toEqual((p.quality as { materials: unknown }).materials)],
    ['quality-audits', (b, p) => expect(b.reports).toEqual(p.qualityAudits)],
    ['buyers', (b, p) => expect(b.items).toEqual(p.buyers)],
    ['alerts', (b, p) => expect((b.items as unknown[]).length).toBe((p.alerts as unknown[]).length)],
    ['living', (b, p) => expect(b.unitMix).toEqual((p.living as { unitMix: unknown }).unitMix)],
    ['developer', (b, p) => expect(b.name).toBe(p.developer)],
  ];
  it.each(cases)('GET /api/projects/{id}/%s answers from the stored project', async (name, check) => {
    const { status, body } = await getJson(`/api/projects/${String(project.slug)}/${name}`);
    expect(status).toBe(200);
    check(body, project);
  });

  it('developer carries the trust score and past projects', async () => {
    const { body } = await getJson(`/api/projects/${project._id}/developer`);
    expect(typeof body.trustScore).toBe('number');
    expect((body.past as unknown[]).length).toBeGreaterThan(0);
  });

  it('floorplans lists the plans with their keys', async () => {
    const { status, body } = await getJson(`/api/projects/${project._id}/floorplans`);
    expect(status).toBe(200);
    const items = body.items as { key: string; walls: unknown[]; rooms: unknown[] }[];
    expect(body.floorPlanKey).toBe(project.floorPlanKey);
    expect(items.map((i) => i.key)).toContain(project.floorPlanKey);
    expect(items[0]!.walls.length).toBeGreaterThan(0);
  });
});

describe('GET /api/projects/spotlights', () => {
  it('gives the three projects the routes name, by their slugs', async () => {
    const a = await getJson('/api/projects/spotlights');
    const items = a.body.items as { slot: number; id: string; slug: string; name: string }[];
    expect(items.map((i) => [i.slot, i.slug, i.name])).toEqual([
      [0, 'aravali-heights', 'Aravali Heights'],
      [1, 'yamuna-greens', 'Yamuna Greens'],
      [2, 'skyline-towers', 'Skyline Towers'],
    ]);
    for (const i of items) {
      const one = await getJson(`/api/projects/${i.slug}`);
      expect(one.body).toMatchObject({ id: i.id, name: i.name });
    }
  });
});

describe('PUT /api/projects/{id}/escrow', () => {
  const edit = {
    bankName: 'Test Bank',
    branch: 'Sector 18',
    ifsc: 'tbnk0001234',
    accountNumber: '112233445566',
    totals: { collected: 1000, utilized: 250 },
  };
  const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    kit.app.request(path, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('needs a session and the admin role', async () => {
    expect((await put(`/api/projects/${project._id}/escrow`, edit)).status).toBe(401);
    const user = await kit.signIn(freshEmail('buyer'));
    expect((await put(`/api/projects/${project._id}/escrow`, edit, bearer(user.token))).status).toBe(403);
  });

  it('saves for an admin and answers the masked view', async () => {
    const token = adminToken;
    const res = await put(`/api/projects/${project._id}/escrow`, edit, bearer(token));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; escrow: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(body.escrow).toMatchObject({
      bank: 'Test Bank',
      ifsc: 'TBNK0001234',
      maskedAccount: 'XXXXXXXX5566',
      totals: { collected: 1000, utilized: 250, left: 750, utilizationPct: 25 },
    });
    const read = await getJson(`/api/projects/${project._id}/escrow`);
    expect(JSON.stringify(read.body)).not.toContain('112233445566');
    const stored = await kit.store.collection('projects').findOne({ _id: project._id });
    expect((stored?.escrow as { accountNumber: string }).accountNumber).toBe('112233445566');
  });

  it('refuses bad input and unknown projects', async () => {
    const token = adminToken;
    const bad = await put(`/api/projects/${project._id}/escrow`, { ...edit, ifsc: 'x' }, bearer(token));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.ifsc).toMatch(/IFSC/);
    const neg = { ...edit, totals: { collected: -1, utilized: 0 } };
    expect((await put(`/api/projects/${project._id}/escrow`, neg, bearer(token))).status).toBe(400);
    expect((await put('/api/projects/nope-nope/escrow', edit, bearer(token))).status).toBe(404);
  });
});
