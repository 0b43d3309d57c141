/**
 * Bulk report moderation (POST /api/admin/reports/bulk) on a real temp store: per-id results, a
 * retry of the same bulk is harmless, a report decided the other way fails alone, admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../services/notifications/notify';
import { newId } from '../../store/new-id';
import { REPORTS } from '../_shared/report-list';
import { postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';

let kit: PostingKit;
let author: { token: string; userId: string };

beforeAll(async () => {
  kit = await postingKit();
  author = await kit.newPoster();
});
afterAll(() => kit.close());

type Bulk = { results: { id: string; ok: boolean; error?: string }[] };

async function pendingReport(title: string) {
  const now = new Date();
  const doc = await kit.store.collection(REPORTS).insertOne({
    _id: newId(),
    title,
    category: 'Possession Delay',
    description: 'Possession is two years late.',
    status: 'pending',
    authorId: author.userId,
    photos: [],
    createdAt: now,
    updatedAt: now,
  });
  return doc._id;
}
const bulk = (body: unknown, token = kit.adminToken) => kit.postJson('/api/admin/reports/bulk', token, body);

describe('POST /api/admin/reports/bulk', () => {
  it('approves each good id, fails a missing one alone, and a retry is harmless', async () => {
    const a = await pendingReport('Bulk report A');
    const b = await pendingReport('Bulk report B');
    const res = await bulk({ ids: [a, 'nope', b], action: 'approve' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Bulk).results).toEqual([
      { id: a, ok: true },
      { id: 'nope', ok: false, error: 'Report not found.' },
      { id: b, ok: true },
    ]);
    const retry = await bulk({ ids: [a, b], action: 'approve' });
    expect(((await retry.json()) as Bulk).results).toEqual([
      { id: a, ok: true },
      { id: b, ok: true },
    ]);
    const notes = await kit.store
      .collection(NOTIFICATIONS)
      .find({ userId: author.userId, type: 'report_approved' });
    expect(notes).toHaveLength(2);
    // Rejecting an approved report is refused for that id only.
    const c = await pendingReport('Bulk report C');
    const mixed = await bulk({ ids: [a, c], action: 'reject', reason: 'No evidence.' });
    const results = ((await mixed.json()) as Bulk).results;
    expect(results[0]).toMatchObject({ id: a, ok: false });
    expect(results[0]!.error).toMatch(/already approved/);
    expect(results[1]).toEqual({ id: c, ok: true });
  });

  it('needs a reason to reject (400 naming it) and is for admins only', async () => {
    const id = await pendingReport('Bulk report D');
    const blank = await bulk({ ids: [id], action: 'reject' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ fields: { reason: 'Enter a reason for the rejection.' } });
    expect((await bulk({ ids: [id], action: 'approve' }, author.token)).status).toBe(403);
    const anonymous = await kit.app.request('/api/admin/reports/bulk', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [id], action: 'approve' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await kit.store.collection(REPORTS).findOne({ _id: id })).toMatchObject({ status: 'pending' });
  });
});
