/**
 * POST /api/survey/submit through the real app on a real store: stored on the account when signed
 * in (and visible in GET /api/auth/me), pending under the anonymous id when not, attached when the
 * same device submits signed in, one survey per Idempotency-Key, and every bad input refused with
 * 400 naming the field.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthKit, authKit, bearer, freshEmail } from '../auth/auth-test-kit';
import { SURVEYS } from './survey.routes';

let kit: AuthKit;
let buyer: { token: string; userId: string };

beforeAll(async () => {
  kit = await authKit();
  buyer = await kit.signIn(freshEmail('survey'));
});

afterAll(async () => {
  await kit.close();
});

const surveyData = {
  purpose: 'self_use',
  budget: '100-200',
  preferredLocations: ['Gurugram', 'Dwarka Expressway'],
  bhk: ['3bhk', '4bhk+'],
  propertyTypes: ['apartment', 'villa'],
  timeline: '6-12 months',
};
const stored = { ...surveyData, preferredLocations: ['Gurgaon', 'Dwarka Expressway'] };
const submission = (extra: Record<string, unknown> = {}) => ({
  surveyData,
  timestamp: new Date().toISOString(),
  source: 'guided_journey',
  ...extra,
});

type Me = { user: { hasSurvey: boolean; surveyData: unknown } };
type Answer = {
  status: string;
  surveyId: string;
  attached?: number;
  queued?: boolean;
  fields?: Record<string, string>;
};

describe('POST /api/survey/submit', () => {
  it('stores a signed-in survey on the account (201), and /me then has it', async () => {
    const before = (await (await kit.get('/api/auth/me', bearer(buyer.token))).json()) as Me;
    expect(before.user.hasSurvey).toBe(false);

    const res = await kit.post(
      '/api/survey/submit',
      submission({ userId: buyer.userId }),
      bearer(buyer.token),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as Answer & { surveyData: unknown; hasSurvey: boolean };
    expect(body).toMatchObject({ status: 'stored', hasSurvey: true, surveyData: stored, attached: 0 });

    const me = (await (await kit.get('/api/auth/me', bearer(buyer.token))).json()) as Me;
    expect(me.user).toMatchObject({ hasSurvey: true, surveyData: stored });
  });

  it('keeps a signed-out survey pending under the anonymous id (202, queued)', async () => {
    const anonymousId = randomUUID();
    const res = await kit.post('/api/survey/submit', submission({ anonymousId }));
    expect(res.status).toBe(202);
    const body = (await res.json()) as Answer;
    expect(body).toMatchObject({ status: 'pending', queued: true, anonymousId });
    const doc = await kit.store.collection(SURVEYS).findOne({ _id: body.surveyId });
    expect(doc).toMatchObject({ status: 'pending', anonymousId, surveyData: stored });
    expect(doc?.userId).toBeUndefined();
  });

  it('a re-take on the same device replaces its pending survey', async () => {
    const anonymousId = randomUUID();
    await kit.post('/api/survey/submit', submission({ anonymousId }));
    const again = await kit.post(
      '/api/survey/submit',
      submission({ anonymousId, surveyData: { ...surveyData, timeline: 'Just exploring' } }),
    );
    expect(again.status).toBe(202);
    const docs = await kit.store.collection(SURVEYS).find({ anonymousId });
    expect(docs.map((d) => (d.surveyData as { timeline: string }).timeline)).toEqual(['Just exploring']);
  });

  it('attaches the pending survey when the same device submits signed in', async () => {
    const anonymousId = randomUUID();
    const person = await kit.signIn(freshEmail('later'));
    expect((await kit.post('/api/survey/submit', submission({ anonymousId }))).status).toBe(202);

    const res = await kit.post(
      '/api/survey/submit',
      submission({ anonymousId, userId: person.userId }),
      bearer(person.token),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as Answer).attached).toBe(1);
    const pending = await kit.store.collection(SURVEYS).findOne({ _id: `anon:${anonymousId}` });
    expect(pending).toMatchObject({ status: 'attached', userId: person.userId });
    const me = (await (await kit.get('/api/auth/me', bearer(person.token))).json()) as Me;
    expect(me.user.hasSurvey).toBe(true);

    // The id now belongs to an account: a signed-out submit under it no longer replaces anything.
    const late = await kit.post('/api/survey/submit', submission({ anonymousId }));
    expect(late.status).toBe(409);
  });

  it('stores one survey for a replayed Idempotency-Key and answers the first answer again', async () => {
    const person = await kit.signIn(freshEmail('replay'));
    const headers = { ...bearer(person.token), 'Idempotency-Key': `survey-${randomUUID()}` };
    const body = submission({ userId: person.userId });
    const first = await kit.post('/api/survey/submit', body, headers);
    const second = await kit.post('/api/survey/submit', body, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await second.json()) as Answer).surveyId).toBe(((await first.json()) as Answer).surveyId);
    expect(await kit.store.collection(SURVEYS).count({ userId: person.userId })).toBe(1);

    // Signed out as well: one pending survey, the same answer.
    const anonymousId = randomUUID();
    const anonHeaders = { 'Idempotency-Key': `survey-${randomUUID()}` };
    const anonBody = submission({ anonymousId });
    const a = await kit.post('/api/survey/submit', anonBody, anonHeaders);
    const b = await kit.post('/api/survey/submit', anonBody, anonHeaders);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(b.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('refuses a userId that is not the session (401 signed out, 403 another user)', async () => {
    const other = await kit.signIn(freshEmail('other'));
    const anonymousId = randomUUID();
    expect(
      (await kit.post('/api/survey/submit', submission({ userId: buyer.userId, anonymousId }))).status,
    ).toBe(401);
    const res = await kit.post(
      '/api/survey/submit',
      submission({ userId: buyer.userId }),
      bearer(other.token),
    );
    expect(res.status).toBe(403);
  });
});

describe('bad input answers 400 naming the field', () => {
  const anonymousId = randomUUID();
  const cases: [string, string, Record<string, unknown>][] = [
    ['purpose outside its set', 'surveyData.purpose', { surveyData: { ...surveyData, purpose: 'flip' } }],
    ['an operator as purpose', 'surveyData.purpose', { surveyData: { ...surveyData, purpose: { $gt: '' } } }],
    [
      'a budget that is not a number or range',
      'surveyData.budget',
      { surveyData: { ...surveyData, budget: 'lots' } },
    ],
    ['a budget range upside down', 'surveyData.budget', { surveyData: { ...surveyData, budget: '200-100' } }],
    ['an operator as budget', 'surveyData.budget', { surveyData: { ...surveyData, budget: { $gt: '' } } }],
    [
      'a place outside NCR',
      'surveyData.preferredLocations',
      { surveyData: { ...surveyData, preferredLocations: ['Pune'] } },
    ],
    [
      'an operator as a place',
      'surveyData.preferredLocations.0',
      { surveyData: { ...surveyData, preferredLocations: [{ $ne: 1 }] } },
    ],
    ['a BHK outside its set', 'surveyData.bhk', { surveyData: { ...surveyData, bhk: ['mansion'] } }],
    [
      'a property type outside its set',
      'surveyData.propertyTypes.0',
      { surveyData: { ...surveyData, propertyTypes: ['castle'] } },
    ],
    [
      'a timeline outside its set',
      'surveyData.timeline',
      { surveyData: { ...surveyData, timeline: 'tomorrow' } },
    ],
    ['a missing timeline', 'surveyData.timeline', { surveyData: { ...surveyData, timeline: undefined } }],
    ['an operator as a survey key', 'surveyData', { surveyData: { ...surveyData, $where: 'sleep(1)' } }],
    ['a malformed anonymous id', 'anonymousId', { anonymousId: 'anon; drop' }],
    ['an operator as anonymous id', 'anonymousId', { anonymousId: { $gt: '' } }],
    ['another source', 'source', { source: 'home_page' }],
    ['a timestamp that is not a date', 'timestamp', { timestamp: 'yesterday' }],
    ['an unknown field', 'body', { role: 'admin' }],
  ];

  it.each(cases)('%s → %s', async (_, field, extra) => {
    const res = await kit.post('/api/survey/submit', { ...submission({ anonymousId }), ...extra });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Answer;
    // Operators as keys are refused by the /api/* key check, which names the full path ('budget.$gt').
    const named = Object.keys(body.fields ?? {}).filter((k) => k === field || k.startsWith(`${field}.`));
    expect(named).not.toEqual([]);
  });

  it('signed out without an anonymous id → anonymousId', async () => {
    const res = await kit.post('/api/survey/submit', submission());
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as Answer).fields ?? {})).toEqual(['anonymousId']);
  });

  it('stores nothing for a refused survey', async () => {
    expect(await kit.store.collection(SURVEYS).count({ anonymousId })).toBe(0);
  });
});
