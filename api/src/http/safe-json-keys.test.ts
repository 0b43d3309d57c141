/**
 * Defect 7: a `$`-prefixed or dotted key nested in a JSON body reached the store and answered 500.
 * Now one middleware on /api/* answers 400 naming the key's path before any handler runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../routes/auth/auth-test-kit';
import { pgBody } from '../routes/_shared/posting-fixtures';
import type { PostingKit } from '../routes/_shared/posting-test-kit';
import { postingKit } from '../routes/_shared/posting-test-kit';
import { UNSAFE_KEY_MESSAGE } from './json-keys';

let kit: PostingKit;
let token: string;
let photos: string[];

beforeAll(async () => {
  kit = await postingKit();
  token = (await kit.newPoster()).token;
  photos = await kit.photos(token, 1);
});
afterAll(() => kit.close());

const pgWith = (meta: Record<string, unknown>) => {
  const body = pgBody(photos);
  return { ...body, pgMeta: { ...body.pgMeta, ...meta } };
};

describe('keys that the store would read as operators or paths', () => {
  it.each([
    ['pgMeta.rules.$where', { rules: { $where: true } }],
    ['pgMeta.amenities.a.b', { amenities: { 'a.b': true } }],
    ['pgMeta.amenities.$gt', { amenities: { $gt: true } }],
  ])('POST /api/pg-listings answers 400 naming %s', async (path, meta) => {
    const res = await kit.postJson('/api/pg-listings', token, pgWith(meta));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe('validation_failed');
    expect(body.fields).toEqual({ [path]: UNSAFE_KEY_MESSAGE });
    expect(body.message).toContain(path);
  });

  it('names keys inside arrays by index, and several at once', async () => {
    const res = await kit.postJson('/api/pg-listings', token, {
      ...pgBody(photos),
      photos: [{ $ne: 1 }],
      'x.y': 1,
    });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({ 'photos.0.$ne': UNSAFE_KEY_MESSAGE, 'x.y': UNSAFE_KEY_MESSAGE });
  });

  it('checks +json content types too, and any /api route', async () => {
    const res = await kit.app.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/merge-patch+json; charset=utf-8' },
      body: JSON.stringify({ email: { $gt: '' } }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({ 'email.$gt': UNSAFE_KEY_MESSAGE });
  });

  it('checks a route that raised its body limit (uploads) after that limit', async () => {
    const res = await kit.postJson('/api/upload', token, { file: { $where: 'x' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({ 'file.$where': UNSAFE_KEY_MESSAGE });
  });

  it('refuses a body nested deeper than any form sends, without overflowing the stack', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const res = await kit.app.request('/api/auth/profile', {
      method: 'PATCH',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: deep,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty('body');
  });

  it('still lets a valid listing through (the route validator reads the cached body)', async () => {
    const res = await kit.postJson('/api/pg-listings', token, pgBody(photos));
    expect(res.status).toBe(201);
  });
});
