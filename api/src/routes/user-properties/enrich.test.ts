/** POST /api/user-properties/{id}/enrich (Improve this listing): who may, what is kept, what is dropped. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-kit';
import { LISTINGS } from '../_shared/create-listing';
import { homeBody } from '../_shared/posting-fixtures';
import { postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';
import { listChanges } from '../../services/admin-changes/admin-changes';

let kit: PostingKit;
let author: { token: string; userId: string };
let id: string;

beforeAll(async () => {
  kit = await postingKit();
  author = await kit.newPoster();
  const res = await kit.postJson(
    '/api/user-properties',
    author.token,
    homeBody(await kit.photos(author.token, 1)),
  );
  id = ((await res.json()) as { id: string }).id;
});
afterAll(() => kit.close());

const enrich = (token: string | null, body: unknown, target = id) =>
  kit.post(`/api/user-properties/${target}/enrich`, body, token ? bearer(token) : {});

describe('Improve this listing', () => {
  it('401 without a session, 403 for someone else, 404 for no listing', async () => {
    expect((await enrich(null, { facing: 'East' })).status).toBe(401);
    const stranger = await kit.newPoster();
    const res = await enrich(stranger.token, { facing: 'East' });
    expect(res.status).toBe(403);
    expect(await kit.store.collection(LISTINGS).findOne({ _id: id })).not.toHaveProperty('facing');
    expect((await enrich(author.token, { facing: 'East' }, 'c'.repeat(24))).status).toBe(404);
  });

  it('the author adds details; blanks are dropped, lists split on commas, numbers from text', async () => {
    const res = await enrich(author.token, {
      floorNo: '7',
      totalFloors: 14,
      facing: 'North-East',
      furnishing: 'semifurnished',
      carpetArea: '',
      parking: '  ',
      highlights: 'Corner unit, , Near metro ',
      amenities: ['Lift', ' ', 'Gym'],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id,
      floorNo: 7,
      totalFloors: 14,
      facing: 'North-East',
      furnishing: 'semifurnished',
      highlights: ['Corner unit', 'Near metro'],
      amenities: ['Lift', 'Gym'],
      status: 'pending',
    });
    expect(body).not.toHaveProperty('contactPhone');
    const doc = await kit.store.collection(LISTINGS).findOne({ _id: id });
    expect(doc).not.toHaveProperty('carpetArea');
    expect(doc).not.toHaveProperty('parking');
    expect(doc).toMatchObject({ floorNo: 7, search: { furnishing: 'semifurnished' } });
  });

  it('an admin may improve any listing, and the edit is in the listing’s admin change history', async () => {
    const res = await enrich(kit.adminToken, { waterSource: 'Municipal' });
    expect(res.status).toBe(200);
    expect(await kit.store.collection(LISTINGS).findOne({ _id: id })).toMatchObject({
      waterSource: 'Municipal',
      facing: 'North-East',
    });
    const [change] = await listChanges(kit.store, 'listing', id);
    expect(change).toMatchObject({
      sections: ['details'],
      fields: [{ path: 'waterSource', before: null, after: 'Municipal', absentBefore: true }],
    });
  });

  it('refuses a furnishing that is not offered and a number that is not one (400 naming the field)', async () => {
    const res = await enrich(author.token, { furnishing: 'palatial', floorNo: 'seventh' });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({
      furnishing: 'Choose furnished, semifurnished or unfurnished.',
      floorNo: 'Enter a number.',
    });
  });
});
