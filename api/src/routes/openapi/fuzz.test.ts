/**
 * Fuzz from the API's own OpenAPI document: for every operation, malformed requests built from its
 * schemas (fuzz-cases.ts) are sent as anonymous, a user and an admin. None may answer 5xx, and every
 * non-2xx answer must be the one error shape `{ error, message, fields? }`. Deterministic: the
 * generator is seeded (FUZZ_SEED below), so a failure names its case and reproduces.
 * Rate limits answering 429 during the run are fine: 429 is in the error shape too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../../seed/prng';
import { bearer } from '../auth/auth-test-kit';
import { homeBody, officeBody, pgBody } from '../_shared/posting-fixtures';
import { fuzzCases } from './fuzz-cases';
import type { FuzzCase } from './fuzz-cases';
import type { SeededKit } from './openapi-test-kit';
import { seededKit } from './openapi-test-kit';

const FUZZ_SEED = 13;

let t: SeededKit;
beforeAll(async () => {
  t = await seededKit();
}, 120_000);
afterAll(() => t.kit.close());

/**
 * Bodies the routes accept where a schema sample would not (form rules, real ids), so broken copies
 * get past the first refusal and reach the handler. A listing claims its photos, so each request
 * gets a fresh upload of the caller's in place of PHOTO.
 */
const PHOTO = '/api/files/fuzz-photo-placeholder';
const validBodies = (): Record<string, Record<string, unknown>> => ({
  '/api/pg-listings': pgBody([PHOTO]),
  '/api/commercial-listings': officeBody([PHOTO]),
  '/api/user-properties': homeBody([PHOTO]),
  '/api/leads': {
    targetType: 'listing',
    targetId: t.params.slugOrId,
    name: 'Asha Rao',
    phone: '9876543210',
    message: 'Please call after 6 pm.',
  },
  '/api/auth/signup-with-survey': {
    surveyData: {
      purpose: 'both',
      budget: '50-100',
      preferredLocations: ['Noida'],
      bhk: ['2bhk'],
      propertyTypes: ['apartment'],
      timeline: '3-6 months',
    },
    userInfo: {
      firstName: 'Kabir',
      lastName: 'S',
      email: 'fuzz.survey@example.com',
      mobile: '9876512345',
      planningToBuy: '0-3 months',
      ownsRealEstate: 'no',
    },
  },
  '/api/subscriptions/verify-booking': { projectId: t.params.idOrSlug, bookingId: 'ALLOT-12345' },
  '/api/projects/{idOrSlug}/escrow': {
    bankName: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    totals: { collected: 1000, utilized: 400 },
  },
});

/** What is wrong with an answer, or null when it is fine. */
async function problem(res: Response): Promise<string | null> {
  if (res.status >= 500) return `answered ${res.status}: ${(await res.text()).slice(0, 200)}`;
  if (res.status < 300) return null;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${res.status} is not JSON: ${text.slice(0, 100)}`;
  }
  const b = body as Record<string, unknown>;
  const fieldsOk =
    b.fields === undefined ||
    (typeof b.fields === 'object' &&
      b.fields !== null &&
      Object.values(b.fields).every((v) => typeof v === 'string'));
  const keysOk = Object.keys(b).every((k) => ['error', 'message', 'fields'].includes(k));
  if (typeof b.error !== 'string' || typeof b.message !== 'string' || !fieldsOk || !keysOk) {
    return `${res.status} not in the error shape: ${text.slice(0, 200)}`;
  }
  return null;
}

async function send(method: string, c: FuzzCase, token: string | undefined) {
  let body = c.body;
  if (token && body?.includes(PHOTO)) body = body.replaceAll(PHOTO, (await t.kit.photos(token, 1))[0]!);
  const headers: Record<string, string> = { 'X-Forwarded-For': '10.88.0.1' };
  if (token) Object.assign(headers, bearer(token));
  if (c.contentType) headers['Content-Type'] = c.contentType;
  const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  return t.kit.app.request(c.url, { method, headers, ...(withBody ? { body } : {}) });
}

/** Every operation's cases, built once from the seed so each role meets the same requests. */
type CasePlan = Array<{ method: string; path: string; cases: FuzzCase[] }>;
let plan: CasePlan | null = null;
function casePlan(): CasePlan {
  if (plan) return plan;
  const rng = new Rng(FUZZ_SEED);
  const bodies = validBodies();
  plan = t.operations().map(({ method, path, op }) => ({
    method,
    path,
    cases: fuzzCases(t.doc, path, op, t.paramsFor(path), rng, bodies[path]),
  }));
  return plan;
}

// One test per role: each stays well inside its time guard on a loaded machine with MongoDB
// (the whole run in one test took 126 s there, and over 300 s with the machine busy).
describe(`fuzz every operation in /api/openapi.json (seed ${FUZZ_SEED})`, () => {
  const roles: Array<[string, () => string | undefined]> = [
    ['anonymous', () => undefined],
    ['a user', () => t.tokens.owner],
    ['an admin', () => t.tokens.admin],
  ];
  it.each(roles)(
    'as %s: never answers 5xx, and every failure is { error, message, fields? }',
    async (role: string, token: () => string | undefined) => {
      const failures: string[] = [];
      let requests = 0;
      for (const { method, path, cases } of casePlan()) {
        for (const c of cases) {
          requests++;
          const found = await problem(await send(method, c, token()));
          if (found) failures.push(`${method} ${path} [${c.name}] as ${role}: ${found}`);
        }
      }
      expect(requests).toBeGreaterThan(400);
      expect(failures.slice(0, 30)).toEqual([]);
    },
    300_000,
  );
});
