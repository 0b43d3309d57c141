/**
 * Per-account upload quota and the low-disk guard (issue 13, defect 4), on a real temp store:
 * one account over its rate gets 429 with Retry-After while another uploads on; photos not yet in
 * a listing are capped in bytes per account; a server short of disk space refuses uploads with
 * 503 in the API's error shape. Limits are small settings here so the loops stay short.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { UPLOADS } from '../../services/uploads/uploads';
import { pgBody } from '../_shared/posting-fixtures';
import { JPEG, key, postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';

const kits: PostingKit[] = [];
async function kitWith(settings: Record<string, string>) {
  const kit = await postingKit(settings);
  kits.push(kit);
  return kit;
}
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.close();
});

type Err = { error: string; message: string };
const KB = 1024;
/** A JPEG of about `kb` kilobytes (the server reads the type from its first bytes). */
const jpegOf = (kb: number) => Buffer.concat([JPEG(), Buffer.alloc(kb * KB)]);

describe('upload rate per account', () => {
  it('answers 429 with Retry-After once over the per-minute limit; another account is unaffected', async () => {
    const kit = await kitWith({ UPLOADS_PER_MINUTE: '5', UPLOADS_PER_HOUR: '100' });
    const mine = await kit.newPoster();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await kit.upload(mine.token)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);

    const refused = await kit.upload(mine.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as Err;
    expect(body).toMatchObject({ error: 'rate_limited' });
    expect(body.message).toMatch(/at most 5 photos a minute/);

    const stranger = await kit.newPoster();
    expect((await kit.upload(stranger.token)).status).toBe(201);
    expect(await kit.store.collection(UPLOADS).count({ ownerId: mine.userId })).toBe(5);
  });

  it('answers 429 once over the per-hour limit', async () => {
    const kit = await kitWith({ UPLOADS_PER_MINUTE: '100', UPLOADS_PER_HOUR: '3' });
    const { token } = await kit.newPoster();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await kit.upload(token)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await kit.upload(token);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(60);
    expect(((await refused.json()) as Err).message).toMatch(/3 an hour/);
  });

  it('a replay of an upload with its Idempotency-Key is not a new upload and is not counted', async () => {
    const kit = await kitWith({ UPLOADS_PER_MINUTE: '2', UPLOADS_PER_HOUR: '100' });
    const { token } = await kit.newPoster();
    const bytes = JPEG();
    const k = key();
    for (let i = 0; i < 4; i++) {
      const res = await kit.upload(token, bytes, 'a.jpg', { 'Idempotency-Key': k });
      expect(res.status).toBe(201);
    }
    expect((await kit.upload(token)).status).toBe(201);
    expect((await kit.upload(token)).status).toBe(429);
  });
});

describe('bytes of photos not yet in a listing', () => {
  it('refuses an upload past the cap with 429, counts only unclaimed photos, and not across accounts', async () => {
    const kit = await kitWith({ UPLOAD_UNCLAIMED_MAX_MB: '1' });
    const mine = await kit.newPoster();
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await kit.upload(mine.token, jpegOf(400));
      expect(res.status).toBe(201);
      urls.push(((await res.json()) as { url: string }).url);
    }
    const over = await kit.upload(mine.token, jpegOf(400));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    const body = (await over.json()) as Err;
    expect(body.error).toBe('rate_limited');
    expect(body.message).toMatch(/1 MB/);
    expect(await kit.store.collection(UPLOADS).count({ ownerId: mine.userId })).toBe(2);

    const stranger = await kit.newPoster();
    expect((await kit.upload(stranger.token, jpegOf(400))).status).toBe(201);

    // Posting a listing puts its photos to use: they no longer count.
    const posted = await kit.postJson('/api/pg-listings', mine.token, pgBody(urls), {
      'Idempotency-Key': key(),
    });
    expect(posted.status).toBe(201);
    expect((await kit.upload(mine.token, jpegOf(400))).status).toBe(201);
  });

  it('uploads sent at once cannot pass the cap together (each checks again once stored)', async () => {
    const kit = await kitWith({ UPLOAD_UNCLAIMED_MAX_MB: '1' });
    const { token, userId } = await kit.newPoster();
    const answers = await Promise.all(Array.from({ length: 6 }, () => kit.upload(token, jpegOf(400))));
    expect(answers.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    const kept = await kit.store.collection<{ _id: string; size: number }>(UPLOADS).find({ ownerId: userId });
    expect(kept.length).toBe(answers.filter((r) => r.status === 201).length);
    expect(kept.reduce((sum, u) => sum + u.size, 0)).toBeLessThanOrEqual(1024 * KB);
    expect((await kit.store.files.list({ metadata: { ownerId: userId } })).length).toBe(kept.length);
  });
});

describe('low disk space', () => {
  it('refuses uploads with 503 in the error shape when free space under DATA_DIR is below the setting', async () => {
    // A threshold above any real disk's free space (about 95 TB).
    const kit = await kitWith({ UPLOAD_MIN_FREE_MB: '100000000' });
    const { token, userId } = await kit.newPoster();
    const res = await kit.upload(token);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    const body = (await res.json()) as Err;
    expect(body.error).toBe('service_unavailable');
    expect(body.message).toMatch(/storage space/);
    expect(await kit.store.collection(UPLOADS).count({ ownerId: userId })).toBe(0);
  });
});
