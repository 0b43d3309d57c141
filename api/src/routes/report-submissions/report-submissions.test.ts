/**
 * Submitting and moderating community reports through the real app on a real temp store:
 * POST /api/reports validation (400 naming the field), exactly once with an Idempotency-Key,
 * pending reports stay out of the transparency score, the admin guards (401/403), approve/reject
 * with their effects (status, notification once, project alert, score), and a second decision 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../services/notifications/notify';
import { bearer } from '../auth/auth-test-kit';
import { REPORTS } from '../_shared/report-list';
import { key, postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';
import { REPORTS_PER_DAY } from './report-submissions.routes';
import { CLAIM_GRACE_MS, reconcileClaims } from '../../services/uploads/reconcile-claims';
import { LISTINGS } from '../_shared/create-listing';

let kit: PostingKit;
let author: { token: string; userId: string };
const run = Date.now().toString(36);
const PROJECT = `proj${run}`;

beforeAll(async () => {
  kit = await postingKit();
  author = await kit.newPoster();
  await kit.store.collection('projects').insertOne({
    _id: PROJECT,
    slug: `aster-heights-${run}`,
    name: 'Aster Heights',
    developer: 'Aster Builders',
    developerId: `dev${run}`,
    locality: 'Sector 45',
    city: 'Gurgaon',
  });
});
afterAll(() => kit.close());

const valid = (over: Record<string, unknown> = {}) => ({
  projectId: PROJECT,
  category: 'Possession Delay',
  title: 'Tower B possession moved again',
  description: 'The builder moved possession of Tower B from March to December without any notice to buyers.',
  ...over,
});
const submit = (body: unknown, headers: Record<string, string> = {}, token = author.token) =>
  kit.postJson('/api/reports', token, body, headers);
const fieldsOf = async (res: Response) =>
  ((await res.json()) as { fields?: Record<string, string> }).fields ?? {};
const admin = (path: string, body?: unknown) =>
  kit.postJson(`/api/admin/reports${path}`, kit.adminToken, body ?? {});

describe('POST /api/reports validation', () => {
  it('refuses a category outside the six, naming the field', async () => {
    const res = await submit(valid({ category: 'Bad Smell' }));
    expect(res.status).toBe(400);
    expect((await fieldsOf(res)).category).toMatch(/Possession Delay/);
  });

  it('refuses text over the limits and too short', async () => {
    const long = await submit(valid({ title: 'x'.repeat(121), description: 'y'.repeat(3001) }));
    expect(long.status).toBe(400);
    const fields = await fieldsOf(long);
    expect(fields.title).toMatch(/under 120/);
    expect(fields.description).toMatch(/under 3000/);
    const short = await submit(valid({ description: 'too short' }));
    expect((await fieldsOf(short)).description).toMatch(/at least 50/);
  });

  it('refuses operators as values', async () => {
    for (const field of ['projectId', 'title', 'category']) {
      const res = await submit(valid({ [field]: { $ne: null } }));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; fields?: Record<string, string> };
      expect(JSON.stringify(body)).toMatch(new RegExp(field.replace('$', '')));
    }
  });

  it('refuses an unknown project and photos that are not the caller’s uploads', async () => {
    expect((await fieldsOf(await submit(valid({ projectId: 'no-such-project' })))).projectId).toMatch(
      /not found/,
    );
    const other = await kit.newPoster();
    const [theirs] = await kit.photos(other.token, 1);
    expect((await fieldsOf(await submit(valid({ photos: [theirs] })))).photos).toMatch(/not yours/);
    const seven = await kit.photos(author.token, 7);
    expect((await fieldsOf(await submit(valid({ photos: seven })))).photos).toMatch(/at most 6/);
  });

  it('needs a session', async () => {
    const res = await kit.app.request('/api/reports', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(valid()),
    });
    expect(res.status).toBe(401);
  });
});

describe('exactly once, pending', () => {
  it('stores one pending report for a retried key, with the project copied, and keeps it private', async () => {
    const photos = await kit.photos(author.token, 2);
    const k = key();
    const body = valid({ projectId: `aster-heights-${run}`, photos, title: 'Retried report title here' });
    const first = await submit(body, { 'Idempotency-Key': k });
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { id: string; status: string };
    expect(answer.status).toBe('pending');
    const again = await submit(body, { 'Idempotency-Key': k });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(answer.id);
    // The idempotency layer forgot the key: the report id still finds the stored report.
    await kit.store.collection('idempotency_keys').deleteMany({});
    const late = await submit(body, { 'Idempotency-Key': k });
    expect(((await late.json()) as { id: string }).id).toBe(answer.id);

    const stored = await kit.store.collection(REPORTS).find({ title: 'Retried report title here' });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      status: 'pending',
      authorId: author.userId,
      projectId: PROJECT,
      projectName: 'Aster Heights',
      developerName: 'Aster Builders',
      location: 'Sector 45, Gurgaon',
      upVotes: 0,
      downVotes: 0,
      photos,
    });
    const reused = await submit(valid({ title: 'Another report entirely' }), { 'Idempotency-Key': k });
    expect(reused.status).toBe(422);
  });
});

describe('moderation', () => {
  it('401 without a session and 403 for a user on every admin route', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/reports'],
      ['POST', '/api/admin/reports/abc/approve'],
      ['POST', '/api/admin/reports/abc/reject'],
    ] as const) {
      const init = {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: '{"reason":"x"}' } : {}),
      };
      expect((await kit.app.request(path, init)).status).toBe(401);
      const asUser = await kit.app.request(path, {
        ...init,
        headers: { ...init.headers, ...bearer(author.token) },
      });
      expect(asUser.status).toBe(403);
    }
  });

  it('approve: public, notified once, alert on the project, counted in the score; a second decision 409', async () => {
    const res = await submit(valid({ title: 'Approve me please now' }), { 'Idempotency-Key': key() });
    const { id } = (await res.json()) as { id: string };
    await kit.store.collection(REPORTS).updateOne({ _id: id }, { $set: { upVotes: 9, downVotes: 1 } });

    const queue = (await (await kit.get('/api/admin/reports', bearer(kit.adminToken))).json()) as {
      items: { id: string; projectName: string }[];
    };
    expect(queue.items.map((r) => r.id)).toContain(id);
    // Pending: the project's score has no community-reports part yet.
    const before = await kit.store.collection('projects').findOne({ _id: PROJECT });
    expect(JSON.stringify(before?.scoreBreakdown ?? {})).not.toMatch(/"reports"/);

    const approved = await admin(`/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { status: string }).status).toBe('approved');
    const second = await admin(`/${id}/approve`);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toMatch(/already approved/);
    expect((await admin(`/${id}/reject`, { reason: 'late' })).status).toBe(409);

    const notes = await kit.store
      .collection(NOTIFICATIONS)
      .find({ userId: author.userId, type: 'report_approved' });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ link: `/reports/${id}` });
    const project = await kit.store.collection('projects').findOne({ _id: PROJECT });
    expect(project?.alerts).toEqual([expect.objectContaining({ type: 'REPORT', reportId: id })]);
    expect(JSON.stringify(project?.scoreBreakdown)).toMatch(/reports/);
    const queueAfter = (await (await kit.get('/api/admin/reports', bearer(kit.adminToken))).json()) as {
      items: { id: string }[];
    };
    expect(queueAfter.items.map((r) => r.id)).not.toContain(id);
  });

  it('reject: needs a reason, notifies with it, leaves the score alone', async () => {
    const res = await submit(valid({ title: 'Reject me please now' }), { 'Idempotency-Key': key() });
    const { id } = (await res.json()) as { id: string };
    const blank = await admin(`/${id}/reject`, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect((await fieldsOf(blank)).reason).toMatch(/reason/);
    expect((await admin(`/${id}/reject`, { reason: 'No evidence of the delay.' })).status).toBe(200);
    const stored = await kit.store.collection(REPORTS).findOne({ _id: id });
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: 'No evidence of the delay.' });
    const notes = await kit.store
      .collection(NOTIFICATIONS)
      .find({ userId: author.userId, type: 'report_rejected' });
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).toMatch(/No evidence of the delay/);
    expect((await admin('/nosuchreport/approve')).status).toBe(404);
  });

  it('pages the queue newest first', async () => {
    const page = (await (await kit.get('/api/admin/reports?page=1', bearer(kit.adminToken))).json()) as {
      items: { createdAt: string }[];
      pages: number;
    };
    const dates = page.items.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await kit.get('/api/admin/reports?page=0', bearer(kit.adminToken))).status).toBe(400);
  });
});

describe('rate limit', () => {
  it(`refuses a ${REPORTS_PER_DAY + 1}th report in a day with 429`, async () => {
    const user = await kit.newPoster();
    for (let i = 0; i < REPORTS_PER_DAY; i++) {
      const res = await submit(
        valid({ title: `Daily report number ${i}` }),
        { 'Idempotency-Key': key() },
        user.token,
      );
      expect(res.status).toBe(201);
    }
    const over = await submit(
      valid({ title: 'One report too many' }),
      { 'Idempotency-Key': key() },
      user.token,
    );
    expect(over.status).toBe(429);
  });
});

describe('photo claims after a crash', () => {
  it('a stored report keeps its photos when the reconciler finds its claim still pending', async () => {
    const photos = await kit.photos(author.token, 1);
    const res = await submit(valid({ title: 'Claim kept after a crash', photos }), {
      'Idempotency-Key': key(),
    });
    const { id } = (await res.json()) as { id: string };
    // As if the process died between storing the report and confirming its claim.
    const old = new Date(Date.now() - 2 * CLAIM_GRACE_MS);
    await kit.store.collection('uploads').updateMany({ listingId: id }, { $set: { claimPendingSince: old } });
    await reconcileClaims(kit.store, LISTINGS);
    const upload = await kit.store.collection('uploads').findOne({ listingId: id });
    expect(upload).toMatchObject({ claimed: true });
    expect(upload?.claimPendingSince).toBeUndefined();
  });
});
