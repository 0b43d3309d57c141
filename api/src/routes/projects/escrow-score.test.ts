/**
 * The admin escrow edit changes a score input (utilisation), so the stored `score` and its sort
 * keys (what /explore sorts by) must follow in the same request, not at the next start-up.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectScore, type ScoreInputs } from '../../domain/projects/score';
import { scoreContext } from '../../services/projects/refresh-derived';
import { prepareSearchFields } from '../../services/search/search-fields';
import { silentLogger } from '../../http/logger';
import { seedIfNeeded } from '../../seed/seed';
import type { Doc } from '../../store/types';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer } from '../auth/auth-test-kit';

const BOSS = 'escrow-score@propai.example';
let kit: AuthKit;
let token: string;

beforeAll(async () => {
  kit = await authKit({ ADMIN_EMAILS: BOSS });
  await seedIfNeeded(kit.store, { listings: 20, projects: 12 });
  await prepareSearchFields(kit.store, silentLogger);
  token = (await kit.signIn(BOSS)).token;
}, 120_000);
afterAll(() => kit.close());

const putEscrow = (id: string, totals: { collected: number; utilized: number }) =>
  kit.app.request(`/api/projects/${id}/escrow`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ bankName: 'Test Bank', ifsc: 'TBNK0001234', accountNumber: '9988776655', totals }),
  });

/** What the score should be for the stored document right now. */
async function expectedScore(doc: Doc) {
  return projectScore({ ...(doc as ScoreInputs), ...(await scoreContext(kit.store, doc)) });
}

it('PUT /api/projects/{id}/escrow recomputes the stored score and its sort keys at once', async () => {
  const projects = kit.store.collection('projects');
  // A project whose score exists, so moving escrow from "healthy" to "overspent" must lower it.
  const all = await projects.find({}, { sort: { _id: 1 } });
  const target = all.find((p) => typeof p.score === 'number')!;
  expect(target, 'a seeded project with a score').toBeDefined();

  expect((await putEscrow(target._id, { collected: 1000, utilized: 100 })).status).toBe(200);
  const healthy = (await projects.findOne({ _id: target._id }))!;
  expect(healthy.scoreBreakdown).toMatchObject({ escrow: 10 });

  expect((await putEscrow(target._id, { collected: 1000, utilized: 1200 })).status).toBe(200);
  const over = (await projects.findOne({ _id: target._id }))!;
  const expected = await expectedScore(over);
  expect(over.scoreBreakdown).toMatchObject({ escrow: 0 });
  expect(over.score).toBe(expected.score);
  expect(over.score as number).toBeLessThan(healthy.score as number);
  const search = over.search as { scoreDesc: number; scoreAsc: number };
  expect(search).toMatchObject({ scoreDesc: expected.score, scoreAsc: expected.score });

  // The page's own score (computed per request) agrees with the stored one.
  const detail = (await (await kit.get(`/api/projects/${target._id}`)).json()) as { score: number | null };
  expect(detail.score).toBe(over.score);
});
