/**
 * The AI shortlist and the recommendations through the real app on a real store: projects stored
 * with their derived fields written by the app's own code (refreshProjectDerived), then every §5
 * rule checked on the answers, reasons checked against the stored numbers, caps of §9, and 400s
 * naming the field for values outside their sets and operators as values.
 */
import type { z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshProjectDerived } from '../../services/projects/refresh-derived';
import type { Doc } from '../../store/types';
import { type AuthKit, authKit } from '../auth/auth-test-kit';
import { RecommendationsAnswer } from '../_shared/survey-preferences.schemas';
import { AI_PICKS } from './shortlist.routes';
import { ByProjectAnswer, ShortlistAnswer } from './shortlist.schemas';
// After the route schemas (they load zod's OpenAPI extension the survey schema is described with).
import { SurveyDataSchema } from '../../domain/survey/survey-data';
import { surveyShortlistRequest } from '../../domain/survey/survey-requests';

/** The answer parses with its declared schema and loses nothing (as wire-answers.test.ts). */
function expectDescribed(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}

let kit: AuthKit;
const CR = 10_000_000;
const fair12k = { land: 3000, construction: 6600, sgaFin: 1200, margin: 1200 }; // 12,000 ₹/sqft
const trusted = {
  legal: { rera: { status: 'approved', expiry: '2030-01-01' }, litigations: [] },
  possession: { promised: '2027-03-31' },
  developerId: 'dev-1',
};

function project(slug: string, over: Record<string, unknown>) {
  return {
    _id: slug,
    slug,
    name: slug.replace(/-/g, ' '),
    city: 'Gurgaon',
    locality: 'Sector 65',
    status: 'Under Construction',
    propertyTypes: ['Apartment'],
    bhk: [3],
    createdAt: new Date('2026-01-01'),
    ...over,
  };
}

const PROJECTS = [
  project('aravali-heights', {
    bhk: [3, 4],
    priceRange: { min: 1.2 * CR, max: 2.4 * CR },
    stats: { medianTicket: 1.8 * CR, rentalYieldPct: 3.9, priceChange12mPct: 6 },
    marketPricePsf: 11000,
    fairValue: fair12k,
    ...trusted,
  }),
  // In budget only through its median; no stored fair value: compared with the locality median.
  project('median-only', {
    priceRange: { min: 0.5 * CR, max: 6 * CR },
    stats: { medianTicket: 1.45 * CR, rentalYieldPct: 2.1, priceChange12mPct: -1 },
    marketPricePsf: 10120,
  }),
  project('all-above', {
    priceRange: { min: 3 * CR, max: 6 * CR },
    stats: { medianTicket: 4 * CR, rentalYieldPct: 3 },
    marketPricePsf: 12000,
  }),
  project('cheap-peer', { priceRange: { min: 0.3 * CR, max: 0.45 * CR }, marketPricePsf: 10000 }),
  project('shop-square', { propertyTypes: ['Commercial'], priceRange: { min: 1.2 * CR, max: 1.6 * CR } }),
  project('noida-one', {
    city: 'Noida',
    locality: 'Sector 150',
    priceRange: { min: 1.2 * CR, max: 1.6 * CR },
  }),
  project('sohna-villas', {
    city: 'Gurugram',
    locality: 'Sohna',
    propertyTypes: ['Villa'],
    bhk: [5],
    priceRange: { min: 6 * CR, max: 9 * CR },
    stats: { rentalYieldPct: 2.4, priceChange12mPct: 9 },
  }),
  // Nothing to score: every factor unknown.
  project('bare-facts', { locality: 'Sector 90', bhk: [2], priceRange: { min: 1.1 * CR, max: 1.3 * CR } }),
  project('two-bhk-scored', {
    locality: 'Sector 90',
    bhk: [2],
    priceRange: { min: 0.9 * CR, max: 1.2 * CR },
    stats: { rentalYieldPct: 2.5, priceChange12mPct: 1 },
  }),
  ...Array.from({ length: 10 }, (_, i) =>
    project(`filler-${i}`, {
      locality: 'Sector 90',
      priceRange: { min: 1.1 * CR, max: 1.9 * CR },
      stats: { medianTicket: 1.5 * CR, rentalYieldPct: 2 + i / 10, priceChange12mPct: i },
    }),
  ),
];

const stored = new Map<string, Doc>();

beforeAll(async () => {
  kit = await authKit();
  await kit.store
    .collection('developers')
    .insertOne({ _id: 'dev-1', name: 'Fictional Estates', trustScore: 80 });
  const projects = kit.store.collection('projects');
  await projects.insertMany(PROJECTS);
  for (const doc of await projects.find({})) await refreshProjectDerived(kit.store, doc);
  for (const doc of await projects.find({})) stored.set(doc._id, doc);
}, 60_000);
afterAll(() => kit.close());

const post = (path: string, body: unknown) =>
  kit.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

type Pick = z.infer<typeof ShortlistAnswer>['results'][number];
async function shortlist(body: unknown) {
  const res = await post('/api/survey/shortlist', body);
  expect(res.status).toBe(200);
  const json = (await res.json()) as z.infer<typeof ShortlistAnswer>;
  expectDescribed(ShortlistAnswer, json);
  return json;
}
const slugs = (results: Pick[]) => results.map((r) => r.project.slug);

describe('POST /api/survey/shortlist', () => {
  it('keeps only projects that match every rule, and names why from the stored numbers', async () => {
    const answer = await shortlist({
      bhk: [3],
      propertyTypes: ['apartment', 'commercial'],
      minBudget: 1 * CR,
      maxBudget: 2 * CR,
      cities: ['Gurugram'],
    });
    const got = slugs(answer.results);
    expect(got).toContain('aravali-heights');
    for (const out of ['all-above', 'cheap-peer', 'shop-square', 'noida-one', 'sohna-villas'])
      expect(got).not.toContain(out);
    expect(answer.results).toHaveLength(AI_PICKS);
    expect(answer.matched).toBe(12); // aravali, median-only (by its median) and the 10 fillers
    expect(answer.weights).toEqual({ fairValue: 0.35, yield: 0.25, momentum: 0.2, trust: 0.2 });

    const best = answer.results.find((r) => r.project.slug === 'aravali-heights')!;
    const doc = stored.get('aravali-heights')!;
    expect(typeof doc.score).toBe('number');
    expect(best.factors.trust?.figure).toBe(doc.score);
    expect(best.factors.yield?.figure).toBe(3.9);
    // 11,000 asked against a stored fair value of 12,000: 8.3 % under.
    expect(best.factors.fairValue).toMatchObject({ basis: 'fairValue', figure: -8.3 });
    expect(best.factors.fairValue?.text).toBe('₹/sqft 8 % under its fair value');
    // The two strongest: trust (score / 10) and yield 3.9 / 5 = 0.78, just above fair value's 0.78 (0.777).
    expect(best.reason).toBe(`transparency score ${String(doc.score)} / 10 · rental yield 3.9 %`);
    expect(best.unknown).toEqual([]);
  });

  it('ranks by score, best first', async () => {
    const { results } = await shortlist({ cities: ['Gurgaon'], bhk: [3] });
    const scores = results.map((r) => r.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('compares a project without a stored fair value with its locality median', async () => {
    // Only its median (1.45 Cr) is in this budget; its min and max are not.
    const { results } = await shortlist({ cities: ['Gurgaon'], minBudget: 1.4 * CR, maxBudget: 1.47 * CR });
    expect(slugs(results)).toEqual(['median-only']);
    const pick = results.find((r) => r.project.slug === 'median-only');
    expect(pick).toBeDefined();
    // Sector 65: 10,000, 10,120, 11,000, 12,000 → median 10,560; 10,120 is 4.2 % under.
    expect(pick!.factors.fairValue).toMatchObject({ basis: 'localityMedian', dataPoints: 4, figure: -4.2 });
    expect(pick!.reason).not.toContain('fair value');
  });

  it('shows unknown factors as unknown, never as numbers, and ranks the unscored last', async () => {
    const { results } = await shortlist({ cities: ['Gurgaon'], bhk: [2] });
    expect(slugs(results)).toEqual(['two-bhk-scored', 'bare-facts']);
    const bare = results.find((r) => r.project.slug === 'bare-facts')!;
    expect(bare).toMatchObject({
      score: null,
      factors: {},
      unknown: ['fairValue', 'yield', 'momentum', 'trust'],
      reason: 'Too little data to score this project.',
    });
    expect(results[results.length - 1]!.project.slug).toBe('bare-facts');
  });

  it('reads Sohna and Dwarka Expressway as Gurgaon, and a 4bhk+ expansion finds 5 BHK villas', async () => {
    const { results } = await shortlist({
      bhk: [4, 5, 6],
      propertyTypes: ['villa'],
      maxBudget: 1_000_000_000,
      preferredLocations: ['Sohna Road, Sector 33'],
    });
    expect(slugs(results)).toEqual(['sohna-villas']);
    const viaExpressway = await shortlist({
      bhk: [5],
      cities: ['Dwarka Expressway'],
      propertyTypes: ['villa'],
    });
    expect(slugs(viaExpressway.results)).toEqual(['sohna-villas']);
  });

  it('leaves commercial and mixed out: with only those asked, the defaults Apartment, Villa, Plot apply', async () => {
    const { results } = await shortlist({ propertyTypes: ['commercial', 'mixed'], cities: ['Gurgaon'] });
    expect(slugs(results)).not.toContain('shop-square');
    expect(results.length).toBeGreaterThan(0);
    const everything = await shortlist({
      propertyTypes: ['commercial'],
      residentialOnly: false,
      cities: ['Gurgaon'],
    });
    expect(slugs(everything.results)).toEqual(['shop-square']);
  });

  it('keeps only the possession classes asked for', async () => {
    const under = await shortlist({ cities: ['Gurgaon'], status: ['under'] });
    expect(under.results.length).toBeGreaterThan(0);
    expect(under.results.every((r) => r.project.statusClass === 'under')).toBe(true);
    expect((await shortlist({ cities: ['Gurgaon'], status: ['ready', 'new'] })).results).toEqual([]);
  });

  it.each([
    [{ bhk: ['three'] }, 'bhk.0'],
    [{ bhk: [0] }, 'bhk.0'],
    [{ propertyTypes: ['castle'] }, 'propertyTypes.0'],
    [{ status: ['soon'] }, 'status.0'],
    [{ maxBudget: '2 crore' }, 'maxBudget'],
    [{ maxBudget: 2_000_000_000 }, 'maxBudget'],
    [{ minBudget: 3 * CR, maxBudget: 2 * CR }, 'minBudget'],
    [{ cities: ['{"$gt":""}'] }, 'cities.0'],
    [{ cities: 'Gurgaon' }, 'cities'],
    [{ preferredLocations: [{ near: 'x' }] }, 'preferredLocations.0'],
    [{ weights: { yield: 2 } }, 'weights.yield'],
    [{ weights: { fairValue: 0, yield: 0, momentum: 0, trust: 0 } }, 'weights'],
    [{ residentialOnly: 'yes' }, 'residentialOnly'],
  ])('400 names the field for %j', async (body, field) => {
    const res = await post('/api/survey/shortlist', body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(json.error).toBe('validation_failed');
    expect(Object.keys(json.fields)).toContain(field);
  });

  it('refuses an operator as a value', async () => {
    const res = await post('/api/survey/shortlist', { maxBudget: { $gt: 0 } });
    expect(res.status).toBe(400);
  });

  it.each([
    [{ preferences: { bhk: [3], cities: ['Gurgaon'] } }, 'body', 'preferences'],
    [{ bhk: [3], city: 'Gurgaon' }, 'body', 'city'],
    [{ weights: { fairValue: 0.5, risk: 0.5 } }, 'weights', 'risk'],
  ])('refuses an undeclared key, naming it (400), instead of dropping it: %j', async (body, field, key) => {
    const res = await post('/api/survey/shortlist', body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fields: Record<string, string> };
    expect(json.fields[field]).toBe(`Unexpected field: ${key}.`);
  });

  it("accepts the PWA's own request, built from a survey", async () => {
    const survey = SurveyDataSchema.parse({
      purpose: 'self_use',
      budget: '100-200',
      preferredLocations: ['Gurgaon'],
      bhk: ['3bhk'],
      propertyTypes: ['apartment'],
      timeline: '6-12 months',
    });
    const res = await post('/api/survey/shortlist', surveyShortlistRequest(survey));
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe('GET /api/survey/shortlist/by-project/{projectId}', () => {
  it("answers one project's reading by slug or id", async () => {
    for (const ref of ['aravali-heights', 'median-only']) {
      const res = await kit.app.request(`/api/survey/shortlist/by-project/${ref}`);
      expect(res.status).toBe(200);
      const json = (await res.json()) as z.infer<typeof ByProjectAnswer>;
      expectDescribed(ByProjectAnswer, json);
      expect(json.project.slug).toBe(ref);
    }
    const res = await kit.app.request('/api/survey/shortlist/by-project/median-only');
    const json = (await res.json()) as z.infer<typeof ByProjectAnswer>;
    expect(json.factors.fairValue).toMatchObject({ basis: 'localityMedian', figure: -4.2 });
    expect(json.reason).toContain("₹/sqft 4 % under its locality's median");
  });

  it('404 for an unknown project, 400 for a malformed id', async () => {
    expect((await kit.app.request('/api/survey/shortlist/by-project/no-such-project')).status).toBe(404);
    expect((await kit.app.request('/api/survey/shortlist/by-project/a.b')).status).toBe(400);
  });
});

describe('POST /api/projects/recommendations', () => {
  /** A complete survey, as POST /api/survey/submit stores it, with the answers under test. */
  const full = (answers: Record<string, unknown>) => ({
    purpose: 'self_use',
    propertyTypes: ['apartment'],
    timeline: '6-12 months',
    ...answers,
  });
  async function recommend(answers: Record<string, unknown>) {
    const res = await post('/api/projects/recommendations', { survey: full(answers) });
    expect(res.status).toBe(200);
    const json = (await res.json()) as z.infer<typeof RecommendationsAnswer>;
    expectDescribed(RecommendationsAnswer, json);
    return json;
  }

  it('matches city, budget and BHK, best score first, at most 9', async () => {
    const { projects, cityOnly } = await recommend({
      budget: '100-200',
      location: ['Gurugram'],
      bhk: '3bhk',
    });
    expect(cityOnly).toBe(false);
    expect(projects).toHaveLength(9);
    for (const p of projects) {
      const doc = stored.get(p.id)!;
      expect(doc.city).toMatch(/gurgaon|gurugram/i);
      expect(doc.bhk).toContain(3);
    }
    expect(projects.map((p) => p.id)).not.toContain('all-above');
    expect(projects.map((p) => p.id)).not.toContain('noida-one');
    const scores = projects.map((p) => p.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('caps BHK at 4, meaning 4 or more, and reads Sohna as Gurgaon', async () => {
    const { projects } = await recommend({
      budget: '500+',
      preferredLocations: ['Sohna'],
      bhk: [6],
      propertyTypes: ['villa'],
    });
    expect(projects.map((p) => p.id)).toEqual(['sohna-villas']);
  });

  it('falls back to the city only when nothing matches, and says so', async () => {
    const { projects, cityOnly } = await recommend({ budget: '25-50', location: 'Noida', bhk: [2] });
    expect(cityOnly).toBe(true);
    expect(projects.map((p) => p.id)).toEqual(['noida-one']);
  });

  it('reads a plain budget number as lakhs, as the survey stores it', async () => {
    const { projects, cityOnly } = await recommend({ budget: 47, preferredLocations: ['Gurgaon'], bhk: [3] });
    expect(cityOnly).toBe(false);
    expect(projects.map((p) => p.id)).toEqual(['cheap-peer']);
  });

  it.each([
    [{ budget: 'cheap' }, 'survey.budget'],
    [{ budget: '$gt' }, 'survey.budget'],
    [{ budget: { $gt: 0 } }, 'survey.budget'],
    [{ bhk: ['4bhk++'] }, 'survey.bhk'],
    [{ propertyTypes: 'castle' }, 'survey.propertyTypes'],
    [{ timeline: 'someday' }, 'survey.timeline'],
    [{ timeline: 'immediate' }, 'survey.timeline'],
    [{ preferredLocations: [{ near: 1 }] }, 'survey.preferredLocations'],
    [{ preferredLocations: ['Atlantis'] }, 'survey.preferredLocations'],
    [{ colour: 'blue' }, 'survey'],
  ])('400 names the field for %j', async (answers, field) => {
    const survey = full({ budget: '100-200', preferredLocations: ['Gurgaon'], bhk: [3], ...answers });
    const res = await post('/api/projects/recommendations', { survey });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(json.fields).some((k) => k.startsWith(field))).toBe(true);
  });

  it('400 naming an undeclared key next to the survey', async () => {
    const survey = full({ budget: '100-200', preferredLocations: ['Gurgaon'], bhk: [3] });
    const res = await post('/api/projects/recommendations', { survey, limit: 50 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.body).toBe(
      'Unexpected field: limit.',
    );
  });

  it('400 without a survey', async () => {
    const res = await post('/api/projects/recommendations', {});
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields)).toContain('survey');
  });
});
