import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type PropAiDb } from './db';
import { movePhoto, movePhotoTo } from './draft-photo-order';
import { addPhotos, createDraft, listPhotos, queueDraft } from './drafts-repo';

let database: PropAiDb | undefined;
let counter = 0;
const fresh = () => (database = createDb(`photo-order-test-${(counter += 1)}`));
const photo = (name: string) => ({ blob: new Blob([name], { type: 'image/jpeg' }), name });

afterEach(async () => {
  await database?.delete();
});

describe('draft photo order', () => {
  it('moves a photo earlier or later among its own role; the stored order is the new one', async () => {
    const d = fresh();
    const draft = await createDraft('commercial', {}, d);
    await addPhotos(draft.id, 'photo', [photo('a.jpg'), photo('b.jpg')], d);
    await addPhotos(draft.id, 'floorPlan', [photo('plan.jpg')], d);
    await addPhotos(draft.id, 'photo', [photo('c.jpg')], d);
    const names = async () => (await listPhotos(draft.id, 'photo', d)).map((p) => p.name);
    const idOf = async (name: string) =>
      (await listPhotos(draft.id, undefined, d)).find((p) => p.name === name)!.id;

    // c jumps over the floor plan: the neighbour is the previous photo, not the previous row.
    expect(await movePhoto(await idOf('c.jpg'), -1, d)).toBe(true);
    expect(await names()).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    expect(await movePhoto(await idOf('c.jpg'), -1, d)).toBe(true);
    expect(await names()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    // Nothing before the cover, nothing after the last.
    expect(await movePhoto(await idOf('c.jpg'), -1, d)).toBe(false);
    expect(await movePhoto(await idOf('b.jpg'), 1, d)).toBe(false);
    expect(await movePhoto(await idOf('a.jpg'), 1, d)).toBe(true);
    expect(await names()).toEqual(['c.jpg', 'b.jpg', 'a.jpg']);
    // The floor plan is untouched, and the whole draft reads in one consistent order.
    expect((await listPhotos(draft.id, 'floorPlan', d)).map((p) => p.name)).toEqual(['plan.jpg']);
    expect((await listPhotos(draft.id, undefined, d)).map((p) => p.name)).toEqual([
      'c.jpg',
      'b.jpg',
      'plan.jpg',
      'a.jpg',
    ]);
  });

  it('refuses to reorder a queued draft (its request is frozen)', async () => {
    const d = fresh();
    const draft = await createDraft('pg', {}, d);
    await addPhotos(draft.id, 'photo', [photo('a.jpg'), photo('b.jpg')], d);
    await queueDraft(draft.id, { key: 'k', path: '/pg-listings', payload: {} }, d);
    const [first, second] = await listPhotos(draft.id, 'photo', d);
    expect(await movePhoto(second!.id, -1, d)).toBe(false);
    expect((await listPhotos(draft.id, 'photo', d)).map((p) => p.id)).toEqual([first!.id, second!.id]);
  });
});

describe('draft photo order: move to a place', () => {
  it('moves a photo to any place among its role, shifting the others and leaving floor plans where they were', async () => {
    const d = fresh();
    const draft = await createDraft('commercial', {}, d);
    await addPhotos(draft.id, 'photo', [photo('a.jpg'), photo('b.jpg')], d);
    await addPhotos(draft.id, 'floorPlan', [photo('plan.jpg')], d);
    await addPhotos(draft.id, 'photo', [photo('c.jpg'), photo('d.jpg')], d);
    const all = async () => (await listPhotos(draft.id, undefined, d)).map((p) => p.name);
    const idOf = async (name: string) =>
      (await listPhotos(draft.id, undefined, d)).find((p) => p.name === name)!.id;

    expect(await movePhotoTo(await idOf('d.jpg'), 0, d)).toBe(true);
    expect(await all()).toEqual(['d.jpg', 'a.jpg', 'plan.jpg', 'b.jpg', 'c.jpg']);
    expect(await movePhotoTo(await idOf('d.jpg'), 99, d)).toBe(true); // past the end: last
    expect(await all()).toEqual(['a.jpg', 'b.jpg', 'plan.jpg', 'c.jpg', 'd.jpg']);
    expect(await movePhotoTo(await idOf('a.jpg'), 0, d)).toBe(false); // already there
  });
});
