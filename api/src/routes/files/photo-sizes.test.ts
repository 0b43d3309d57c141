/**
 * GET /api/files/{id}?w=480|800: photos sized for the screen. Real photos made with sharp, the real
 * app on a real store: the size is smaller, of the asked width, WebP, cached for a year; made at
 * upload, or on the first request for a photo stored before (then kept, made once even when
 * requested concurrently); the original when it is no wider or not readable; a bad `w` is a 400
 * naming it; deleting the photo deletes its sizes.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_SIZES, photoAtWidth } from '../../services/uploads/photo-sizes';
import { sweepUnclaimedUploads, UNCLAIMED_TTL_MS, UPLOADS } from '../../services/uploads/uploads';
import type { Store } from '../../store/types';
import { JPEG, postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';

let kit: PostingKit;
let token: string;

/** A 1200×800 JPEG with texture (noise, blurred), like a phone photo after the app's resize. */
async function photo(width = 1200, height = 800): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).blur(2).jpeg({ quality: 85 }).toBuffer();
}

/** A photo stored the way photos were before sizes existed: the file only. */
async function legacyPhoto(data?: Buffer): Promise<string> {
  const info = await kit.store.files.put({
    filename: 'old.jpg',
    contentType: 'image/jpeg',
    data: data ?? (await photo()),
    metadata: {},
  });
  return info.id;
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const sizesOf = (store: Store, id: string) => store.files.list({ metadata: { sizeOf: id } });

beforeAll(async () => {
  kit = await postingKit();
  token = (await kit.newPoster()).token;
}, 60_000);
afterAll(() => kit.close());

describe('a photo at a screen width', () => {
  it('is made at upload: smaller, of the asked width, WebP, cached for a year', async () => {
    const original = await photo();
    const res = await kit.upload(token, original);
    expect(res.status).toBe(201);
    const { id, url } = (await res.json()) as { id: string; url: string };
    expect(await kit.store.collection(PHOTO_SIZES).count({ sourceId: id })).toBe(2);
    expect(await sizesOf(kit.store, id)).toHaveLength(2);

    for (const width of [480, 800]) {
      const sized = await kit.get(`${url}?w=${width}`);
      expect(sized.status).toBe(200);
      expect(sized.headers.get('content-type')).toBe('image/webp');
      expect(sized.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(sized.headers.get('etag')).toBe(`"${id}-w${width}"`);
      const data = await bytes(sized);
      expect(Number(sized.headers.get('content-length'))).toBe(data.length);
      expect(data.length).toBeLessThan(original.length / 2);
      const meta = await sharp(data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round((width * 2) / 3)]);
      // The ETag answers a revalidation without the bytes.
      const again = await kit.get(`${url}?w=${width}`, { 'If-None-Match': `"${id}-w${width}"` });
      expect(again.status).toBe(304);
    }
    // Without w: the original, untouched.
    expect((await bytes(await kit.get(url))).equals(original)).toBe(true);
  });

  it('is made on the first request for a photo stored before, then kept', async () => {
    const id = await legacyPhoto();
    expect(await kit.store.collection(PHOTO_SIZES).count({ sourceId: id })).toBe(0);
    const first = await kit.get(`/api/files/${id}?w=480`);
    expect(first.status).toBe(200);
    const firstBytes = await bytes(first);
    expect((await sharp(firstBytes).metadata()).width).toBe(480);
    const kept = await sizesOf(kit.store, id);
    expect(kept).toHaveLength(1);
    const second = await bytes(await kit.get(`/api/files/${id}?w=480`));
    expect(second.equals(firstBytes)).toBe(true);
    expect((await sizesOf(kit.store, id)).map((f) => f.id)).toEqual(kept.map((f) => f.id));
  });

  it('is made once when many ask at the same time, also from two processes', async () => {
    const id = await legacyPhoto();
    // A second "process": the same store behind another object, so no in-process waiting is shared.
    const twin = Object.create(kit.store) as Store;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => kit.get(`/api/files/${id}?w=800`).then(bytes)),
      ...Array.from({ length: 3 }, () => photoAtWidth(twin, id, 800).then((f) => f!.data)),
    ]);
    for (const a of answers) expect(a.equals(answers[0]!)).toBe(true);
    expect(await kit.store.collection(PHOTO_SIZES).count({ sourceId: id })).toBe(1);
    expect(await sizesOf(kit.store, id)).toHaveLength(1);
  });

  it('is the original when the photo is no wider, or not an image sharp can read', async () => {
    const small = await photo(400, 300);
    const smallId = await legacyPhoto(small);
    const res = await kit.get(`/api/files/${smallId}?w=480`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await bytes(res)).equals(small)).toBe(true);

    const junk = JPEG(); // JPEG magic, then random bytes
    const junkId = await legacyPhoto(junk);
    const j = await kit.get(`/api/files/${junkId}?w=800`);
    expect(j.status).toBe(200);
    expect((await bytes(j)).equals(junk)).toBe(true);
    // Recorded as the original, so the next request does not try again; no extra file.
    expect(await kit.store.collection(PHOTO_SIZES).findOne({ _id: `${junkId}-w800` })).toMatchObject({
      fileId: junkId,
    });
    expect(await sizesOf(kit.store, junkId)).toHaveLength(0);
  });

  it('refuses any other width with a 400 naming w, and answers 404 for a missing photo', async () => {
    const id = await legacyPhoto();
    for (const w of ['100', '1200', '480.0', 'abc', '', '-480']) {
      const res = await kit.get(`/api/files/${id}?w=${encodeURIComponent(w)}`);
      expect(res.status, w).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields), w).toEqual(['w']);
    }
    expect((await kit.get('/api/files/0123456789abcdef01234567?w=480')).status).toBe(404);
    expect(await kit.store.collection(PHOTO_SIZES).count({ sourceId: '0123456789abcdef01234567' })).toBe(0);
  });

  it('is made again when its file has gone', async () => {
    const id = await legacyPhoto();
    await kit.get(`/api/files/${id}?w=480`);
    const [size] = await sizesOf(kit.store, id);
    await kit.store.files.delete(size!.id);
    const res = await kit.get(`/api/files/${id}?w=480`);
    expect(res.status).toBe(200);
    expect((await sharp(await bytes(res)).metadata()).width).toBe(480);
  });

  it('goes when its photo is swept', async () => {
    const res = await kit.upload(token, await photo());
    const { id } = (await res.json()) as { id: string };
    const sizes = await sizesOf(kit.store, id);
    expect(sizes).toHaveLength(2);
    const old = new Date(Date.now() - UNCLAIMED_TTL_MS - 60_000);
    await kit.store.collection(UPLOADS).updateOne({ _id: id }, { $set: { createdAt: old } });
    expect(await sweepUnclaimedUploads(kit.store)).toBeGreaterThanOrEqual(1);
    expect(await kit.store.collection(PHOTO_SIZES).count({ sourceId: id })).toBe(0);
    for (const f of sizes) expect(await kit.store.files.stat(f.id)).toBeNull();
    expect((await kit.get(`/api/files/${id}?w=480`)).status).toBe(404);
  });
});
