/**
 * Admin survey analytics and leads through the real app on a real store, with surveys stored by
 * the real routes (POST /api/survey/submit signed out and in, POST /api/auth/signup-with-survey):
 * guards, counts per dimension, the sign-up rule, filters and paging, CSV escaping, bad input.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer, freshEmail, freshMobile } from '../auth/auth-test-kit';

const BOSS = 'survey-boss@propai.example';
let kit: AuthKit;
let admin: Record<string, string>;
let plain: Record<string, string>;

const survey = (extra: Record<string, unknown> = {}) => ({
  purpose: 'self_use',
  budget: '100-200',
  preferredLocations: ['Gurugram'],
  bhk: ['3bhk'],
  propertyTypes: ['apartment'],
  timeline: '6-12 months',
  ...extra,
});
const submit = (surveyData: unknown, extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
  kit.post(
    '/api/survey/submit',
    { surveyData, source: 'guided_journey', timestamp: new Date().toISOString(), ...extra },
    headers,
  );

async function signUpWithForm(firstName: string, surveyData: unknown) {
  const email = freshEmail('form');
  const res = await kit.post('/api/auth/signup-with-survey', {
    surveyData,
    userInfo: {
      firstName,
      lastName: '-2+3',
      email,
      mobile: freshMobile(),
      planningToBuy: '+3-6 months',
      ownsRealEstate: 'No',
    },
  });
  const { challengeId } = (await res.json()) as { challengeId: string };
  expect((await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(email) })).status).toBe(200);
  return email;
}

let convertedEmail: string;
beforeAll(async () => {
  kit = await authKit({ ADMIN_EMAILS: BOSS });
  admin = bearer((await kit.signIn(BOSS)).token);
  const existing = await kit.signIn(freshEmail('existing'));
  plain = bearer(existing.token);

  // 1. A device takes the survey signed out an hour ago, then signs up: a survey sign-up.
  const device = randomUUID();
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  expect((await submit(survey(), { anonymousId: device, timestamp: hourAgo })).status).toBe(202);
  convertedEmail = freshEmail('converted');
  const converted = await kit.signIn(convertedEmail);
  const attached = await submit(
    survey(),
    { anonymousId: device, timestamp: hourAgo },
    bearer(converted.token),
  );
  expect(((await attached.json()) as { attached: number }).attached).toBe(1);

  // 2. The older account takes it signed out now and signs in: attached, but not a sign-up.
  const other = randomUUID();
  expect(
    (await submit(survey({ purpose: 'both', timeline: '1-2 years' }), { anonymousId: other })).status,
  ).toBe(202);
  expect(
    (await submit(survey({ purpose: 'both', timeline: '1-2 years' }), { anonymousId: other }, plain)).status,
  ).toBe(201);

  // 3. A device that never signs up.
  expect(
    (
      await submit(survey({ purpose: 'investment', budget: 80, preferredLocations: ['Noida'] }), {
        anonymousId: randomUUID(),
      })
    ).status,
  ).toBe(202);

  // 4. The survey sign-up form, with a name a spreadsheet would run as a formula.
  await signUpWithForm(
    '=HYPERLINK("http://x")',
    survey({
      purpose: 'investment',
      budget: '500+',
      preferredLocations: ['Noida', 'Sohna'],
      timeline: 'Just exploring',
    }),
  );
});
afterAll(() => kit.close());

type Row = { value: string; count: number };
type Analytics = {
  respondents: number;
  dimensions: Record<'purpose' | 'budget' | 'city' | 'timeline', Row[]>;
  signUps: { count: number; rate: number | null; definition: string };
};
const countOf = (rows: Row[], value: string) => rows.find((r) => r.value === value)?.count;

describe('admin survey routes: guards', () => {
  it.each(['/analytics', '/leads', '/leads.csv', '/leads?format=csv'])(
    '%s: 401 signed out, 403 for a user',
    async (p) => {
      expect((await kit.get(`/api/admin/surveys${p}`)).status).toBe(401);
      expect((await kit.get(`/api/admin/surveys${p}`, plain)).status).toBe(403);
      expect((await kit.get(`/api/admin/surveys${p}`, admin)).status).toBe(200);
    },
  );
});

describe('GET /api/admin/surveys/analytics', () => {
  it('counts each respondent once, by their newest survey, from the stored surveys', async () => {
    const res = await kit.get('/api/admin/surveys/analytics', admin);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const a = (await res.json()) as Analytics;
    expect(a.respondents).toBe(4);
    expect(countOf(a.dimensions.purpose, 'self_use')).toBe(1);
    expect(countOf(a.dimensions.purpose, 'both')).toBe(1);
    expect(countOf(a.dimensions.purpose, 'investment')).toBe(2);
    expect(countOf(a.dimensions.budget, '100-200')).toBe(2);
    expect(countOf(a.dimensions.budget, '50-100')).toBe(1); // 80 lakh falls in ₹50L - ₹1Cr
    expect(countOf(a.dimensions.budget, '500+')).toBe(1);
    expect(countOf(a.dimensions.city, 'Gurgaon')).toBe(2);
    expect(countOf(a.dimensions.city, 'Noida')).toBe(2);
    expect(countOf(a.dimensions.city, 'Sohna')).toBe(1);
    expect(countOf(a.dimensions.timeline, '6-12 months')).toBe(2);
    expect(countOf(a.dimensions.timeline, 'Just exploring')).toBe(1);
    expect(a.signUps).toMatchObject({ count: 2, rate: 0.5 });
    expect(a.signUps.definition).toMatch(/accounts created after their survey was started/);
  });

  it('an empty period has no rate rather than 0 %', async () => {
    const a = (await (
      await kit.get('/api/admin/surveys/analytics?from=2001-01-01&to=2001-12-31', admin)
    ).json()) as Analytics;
    expect(a).toMatchObject({ respondents: 0, signUps: { count: 0, rate: null } });
    expect(countOf(a.dimensions.purpose, 'self_use')).toBe(0);
  });

  it.each([
    ['from=yesterday', 'from'],
    ['to=2026-13-01', 'to'],
    ['from=2026-02-01&to=2026-01-01', 'to'],
    ['from=2010-01-01&to=2026-01-01', 'from'],
    ['from=%7B%22%24gt%22%3A%22%22%7D', 'from'],
  ])('refuses %s naming %s', async (q, field) => {
    const res = await kit.get(`/api/admin/surveys/analytics?${q}`, admin);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toContain(field);
  });
});

type Lead = { name: string; email: string; via: string; preferences: { purpose: string } | null };
type Leads = { items: Lead[]; total: number; pages: number };

describe('GET /api/admin/surveys/leads', () => {
  it('lists the survey sign-ups with contact details and preferences, newest first', async () => {
    const body = (await (await kit.get('/api/admin/surveys/leads', admin)).json()) as Leads;
    expect(body.total).toBe(2);
    expect(body.items.map((l) => l.via)).toEqual(['signup_form', 'pending_survey']);
    expect(body.items[1]).toMatchObject({ email: convertedEmail, preferences: { purpose: 'self_use' } });
  });

  it('filters by city and purpose, and pages', async () => {
    const noida = (await (await kit.get('/api/admin/surveys/leads?city=noida', admin)).json()) as Leads;
    expect(noida.items.map((l) => l.via)).toEqual(['signup_form']);
    const selfUse = (await (
      await kit.get('/api/admin/surveys/leads?purpose=self_use', admin)
    ).json()) as Leads;
    expect(selfUse.items.map((l) => l.email)).toEqual([convertedEmail]);
    const page2 = (await (await kit.get('/api/admin/surveys/leads?limit=1&page=2', admin)).json()) as Leads;
    expect(page2).toMatchObject({ total: 2, pages: 2 });
    expect(page2.items.map((l) => l.email)).toEqual([convertedEmail]);
  });

  it.each([
    ['city=Mars', 'city'],
    ['purpose=%24ne', 'purpose'],
    ['city=%7B%22%24ne%22%3A1%7D', 'city'],
    ['purpose=flip', 'purpose'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=abc', 'page'],
    ['format=xml', 'format'],
  ])('refuses %s naming %s', async (q, field) => {
    const res = await kit.get(`/api/admin/surveys/leads?${q}`, admin);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toContain(field);
  });

  it.each(['/leads?format=csv', '/leads.csv'])('%s downloads a CSV attachment, formula-safe', async (p) => {
    const res = await kit.get(`/api/admin/surveys${p}`, admin);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="survey-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"Name","Email","Mobile"/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"") -2+3"`);
    expect(lines[1]).toContain(`"'+3-6 months"`);
    expect(lines[1]).toContain('"Noida; Sohna"');
    expect(lines[2]).toContain(`"${convertedEmail}"`);
  });

  it('a CSV with filters holds only the matching leads', async () => {
    const text = await (await kit.get('/api/admin/surveys/leads.csv?purpose=self_use', admin)).text();
    expect(text.trimEnd().split('\r\n')).toHaveLength(2);
  });
});
