/** POST /api/upload and the sweeper of unclaimed uploads, on a real temp store. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCLAIMED_TTL_MS, UPLOADS, saveUpload, sweepUnclaimedUploads } from '../../services/uploads/uploads';
import type { Collection, Store } from '../../store/types';
import type { UploadDoc } from '../../services/uploads/uploads';
import { bearer } from '../auth/auth-test-kit';
import { JPEG, PNG, WEBP, key, postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';
import { UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from './uploads.routes';

let kit: PostingKit;
let token: string;
let userId: string;

beforeAll(async () => {
  kit = await postingKit();
  ({ token, userId } = await kit.newPoster());
});
afterAll(() => kit.close());

describe('POST /api/upload', () => {
  it('needs a session (401)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(JPEG())]), 'a.jpg');
    const res = await kit.app.request('/api/upload', { method: 'POST', body: form });
    expect(res.status).toBe(401);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
  ] as const)(
    'stores a %s by its bytes, readable at the answered url, owned and unclaimed',
    async (_n, make, type) => {
      const bytes = make();
      // The name and the declared type lie; the bytes decide.
      const res = await kit.upload(token, bytes, 'whatever.txt');
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: string; url: string; contentType: string; size: number };
      expect(body).toEqual({
        id: body.id,
        url: `/api/files/${body.id}`,
        contentType: type,
        size: bytes.length,
      });
      const file = await kit.app.request(body.url);
      expect(file.headers.get('Content-Type')).toBe(type);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      const doc = await kit.store.collection<UploadDoc>(UPLOADS).findOne({ _id: body.id });
      expect(doc).toMatchObject({ ownerId: userId, claimed: false, contentType: type });
    },
  );

  it('refuses a text file named .jpg with 415 and keeps nothing', async () => {
    const before = (await kit.store.files.list()).length;
    const res = await kit.upload(token, Buffer.from('hello, I am not a photo'), 'photo.jpg');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'unsupported_media_type', message: UPLOAD_WRONG_TYPE });
    expect((await kit.store.files.list()).length).toBe(before);
  });

  it('refuses 25 MB with 413 and keeps nothing', async () => {
    const before = (await kit.store.files.list()).length;
    const big = Buffer.concat([JPEG(), Buffer.alloc(25 * 1024 * 1024)]);
    const res = await kit.upload(token, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large', message: UPLOAD_TOO_LARGE });
    expect((await kit.store.files.list()).length).toBe(before);
  });

  it('refuses a body without a file (400) and a non-multipart body (415)', async () => {
    const empty = await kit.app.request('/api/upload', {
      method: 'POST',
      body: new FormData(),
      headers: bearer(token),
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.file).toMatch(
      /Choose a photo/,
    );
    const json = await kit.postJson('/api/upload', token, { file: 'x' });
    expect(json.status).toBe(415);
  });

  it('answers a replay with the same Idempotency-Key with the first upload', async () => {
    const bytes = JPEG();
    const k = key();
    const before = await kit.store.collection(UPLOADS).count({ ownerId: userId });
    const first = await kit.upload(token, bytes, 'a.jpg', { 'Idempotency-Key': k });
    const again = await kit.upload(token, bytes, 'a.jpg', { 'Idempotency-Key': k });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const a = (await first.json()) as { id: string };
    const b = (await again.json()) as { id: string };
    expect(b.id).toBe(a.id);
    expect(await kit.store.collection(UPLOADS).count({ ownerId: userId })).toBe(before + 1);
  });
});

describe('sweeping unclaimed uploads', () => {
  it('deletes uploads unclaimed for 24 h (file and record) and keeps claimed or recent ones', async () => {
    const [stale, claimed] = await kit.photos(token, 2);
    const staleId = stale!.slice('/api/files/'.length);
    const claimedId = claimed!.slice('/api/files/'.length);
    await kit.store
      .collection(UPLOADS)
      .updateOne({ _id: claimedId }, { $set: { claimed: true, listingId: 'l1' } });
    const recent = (await kit.photos(token, 1))[0]!.slice('/api/files/'.length);

    // Pretend a day has passed for the first two only.
    const old = new Date(Date.now() - UNCLAIMED_TTL_MS - 60_000);
    await kit.store
      .collection(UPLOADS)
      .updateMany({ _id: { $in: [staleId, claimedId] } }, { $set: { createdAt: old } });

    const removed = await sweepUnclaimedUploads(kit.store);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await kit.store.collection(UPLOADS).findOne({ _id: staleId })).toBeNull();
    expect(await kit.store.files.stat(staleId)).toBeNull();
    expect((await kit.app.request(stale!)).status).toBe(404);
    expect(await kit.store.files.stat(claimedId)).not.toBeNull();
    expect(await kit.store.files.stat(recent)).not.toBeNull();
    expect(await kit.store.collection(UPLOADS).findOne({ _id: recent })).toMatchObject({ claimed: false });
  });
});

describe('nothing partial', () => {
  it('removes the stored file when its upload record cannot be written', async () => {
    const before = (await kit.store.files.list()).length;
    const store: Store = {
      kind: kit.store.kind,
      files: kit.store.files,
      close: () => kit.store.close(),
      collection: <T extends { _id: string }>(name: string) =>
        Object.assign(Object.create(kit.store.collection(name)) as Collection<T>, {
          insertOne: () => Promise.reject(new Error('disk full')),
        }),
    };
    await expect(
      saveUpload(store, { ownerId: userId, contentType: 'image/jpeg', filename: 'a.jpg', data: JPEG() }),
    ).rejects.toThrow('disk full');
    expect((await kit.store.files.list()).length).toBe(before);
  });
});
