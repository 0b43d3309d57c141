import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type PropAiDb } from './db';
import {
  addPhotos,
  createDraft,
  deleteDraft,
  listDrafts,
  listPhotos,
  pendingSubmissions,
  queueDraft,
  saveDraftData,
  storedToken,
} from './drafts-repo';

let database: PropAiDb | undefined;
let counter = 0;
const fresh = () => (database = createDb(`drafts-test-${(counter += 1)}`));
const blob = (text: string) => new Blob([text], { type: 'image/jpeg' });

afterEach(async () => {
  await database?.delete();
});

describe('drafts repository', () => {
  it('keeps several drafts, newest first, and saves form values while editing', async () => {
    const d = fresh();
    const a = await createDraft('pg', { city: 'Noida' }, d);
    await new Promise((r) => setTimeout(r, 2));
    const b = await createDraft('commercial', {}, d);
    expect(await saveDraftData(a.id, { city: 'Gurgaon' }, d)).toBe(true);
    const rows = await listDrafts(d);
    expect(rows.map((r) => r.id)).toEqual([a.id, b.id]); // a was saved last
    expect(rows[0]!.data).toEqual({ city: 'Gurgaon' });
  });

  it('orders photos per role and appends after the existing ones', async () => {
    const d = fresh();
    const draft = await createDraft('commercial', {}, d);
    await addPhotos(
      draft.id,
      'photo',
      [
        { blob: blob('1'), name: '1.jpg' },
        { blob: blob('2'), name: '2.jpg' },
      ],
      d,
    );
    await addPhotos(draft.id, 'floorPlan', [{ blob: blob('p'), name: 'plan.jpg' }], d);
    await addPhotos(draft.id, 'photo', [{ blob: blob('3'), name: '3.jpg' }], d);
    expect((await listPhotos(draft.id, 'photo', d)).map((p) => p.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect((await listPhotos(draft.id, 'floorPlan', d)).map((p) => p.name)).toEqual(['plan.jpg']);
  });

  it('freezes a queued draft: no more edits or photos, and a second submit is refused', async () => {
    const d = fresh();
    const draft = await createDraft('sale', { title: 'x' }, d);
    expect(
      await queueDraft(
        draft.id,
        { key: 'key-00000001', path: '/user-properties', payload: { title: 'x' } },
        d,
      ),
    ).toBe(true);
    expect(
      await queueDraft(draft.id, { key: 'key-00000002', path: '/user-properties', payload: {} }, d),
    ).toBe(false);
    expect(await saveDraftData(draft.id, { title: 'changed' }, d)).toBe(false);
    expect(await addPhotos(draft.id, 'photo', [{ blob: blob('late'), name: 'late.jpg' }], d)).toEqual([]);
    const [pending] = await pendingSubmissions(d);
    expect(pending).toMatchObject({
      status: 'queued',
      data: { title: 'x' },
      submission: { key: 'key-00000001', attempts: 0 },
    });
  });

  it('deletes a draft together with its photos', async () => {
    const d = fresh();
    const draft = await createDraft('pg', {}, d);
    await addPhotos(draft.id, 'photo', [{ blob: blob('1'), name: '1.jpg' }], d);
    await deleteDraft(draft.id, d);
    expect(await listDrafts(d)).toEqual([]);
    expect(await d.draftPhotos.count()).toBe(0);
  });

  it('reads the stored session token for the service worker', async () => {
    const d = fresh();
    expect(await storedToken(d)).toBeNull();
    await d.session.put({
      key: 'current',
      token: 'tok',
      user: { id: 'u1', name: 'A', email: 'a@x.in', role: 'user' },
      savedAt: 1,
    });
    expect(await storedToken(d)).toBe('tok');
  });
});
