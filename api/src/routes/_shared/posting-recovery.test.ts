/**
 * Exactly once beyond the idempotency record (issue 13, defect 5), on a real temp store: a retry
 * after the server forgot the key (24 h TTL, or a crash before the answer was stored) gets the
 * same listing; a retry after a crash between the photo claim and the listing completes it; and
 * the reconciler releases claims whose listing never came, keeping the photos for the retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_GRACE_MS,
  markLegacyOrphanClaims,
  reconcileClaims,
} from '../../services/uploads/reconcile-claims';
import {
  claimUploads,
  RELEASED_KEEP_MS,
  sweepUnclaimedUploads,
  UNCLAIMED_TTL_MS,
  UPLOADS,
} from '../../services/uploads/uploads';
import type { UploadDoc } from '../../services/uploads/uploads';
import { IDEMPOTENCY_KEYS } from '../../http/idempotency';
import { LISTINGS, listingIdFor } from './create-listing';
import { officeBody, pgBody } from './posting-fixtures';
import { key, postingKit } from './posting-test-kit';
import type { PostingKit } from './posting-test-kit';

let kit: PostingKit;
let token: string;
let userId: string;

beforeAll(async () => {
  kit = await postingKit();
  ({ token, userId } = await kit.newPoster());
});
afterAll(() => kit.close());

const idsOf = (urls: string[]) => urls.map((u) => u.slice('/api/files/'.length));
const uploadsOf = (urls: string[]) =>
  kit.store.collection<UploadDoc>(UPLOADS).find({ _id: { $in: idsOf(urls) } });
/** What the 24 h TTL (or a crash before the answer was stored) does to the key's record. */
const forgetKeys = () => kit.store.collection(IDEMPOTENCY_KEYS).deleteMany({});
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('a retry the idempotency layer no longer remembers', () => {
  it('answers the stored listing (201, replayed), never "Upload the photos again", and stores one', async () => {
    const photos = await kit.photos(token, 2);
    const k = key();
    const send = () => kit.postJson('/api/pg-listings', token, pgBody(photos), { 'Idempotency-Key': k });
    const first = await send();
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string; slug: string };

    await forgetKeys();
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(created);
    expect(await kit.store.collection(LISTINGS).count({ photos: photos[0] })).toBe(1);
  });

  it('refuses the same key with another listing (422), as the idempotency layer would', async () => {
    const photos = await kit.photos(token, 1);
    const k = key();
    const send = (body: unknown) => kit.postJson('/api/pg-listings', token, body, { 'Idempotency-Key': k });
    expect((await send(pgBody(photos))).status).toBe(201);
    await forgetKeys();
    const other = await send({ ...pgBody(photos), pricePerMonth: 12000 });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: 'idempotency_key_reused' });
  });

  it('completes a listing whose first attempt died after claiming its photos and plans', async () => {
    const photos = await kit.photos(token, 2);
    const plans = await kit.photos(token, 1);
    const k = key();
    // The first attempt got as far as the claim, then the process died.
    const listingId = listingIdFor(userId, k);
    expect(await claimUploads(kit.store, userId, listingId, idsOf([...photos, ...plans]))).toBe(true);
    await forgetKeys();

    const retry = await kit.postJson('/api/commercial-listings', token, officeBody(photos, plans), {
      'Idempotency-Key': k,
    });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { id: string }).id).toBe(listingId);
    for (const u of await uploadsOf([...photos, ...plans])) {
      expect(u).toMatchObject({ claimed: true, listingId });
      expect(u.claimPendingSince).toBeUndefined();
    }
  });

  it("still refuses another poster's photos, whatever the key", async () => {
    const other = await kit.newPoster();
    const theirs = await kit.photos(other.token, 1);
    const res = await kit.postJson('/api/pg-listings', token, pgBody(theirs), { 'Idempotency-Key': key() });
    expect(res.status).toBe(400);
    expect((await uploadsOf(theirs))[0]).toMatchObject({ claimed: false });
  });
});

describe('reconciling claims after a crash', () => {
  it('releases a claim whose listing never came, keeps the photos past 24 h, and the retry completes', async () => {
    const photos = await kit.photos(token, 2);
    const k = key();
    const listingId = listingIdFor(userId, k);
    const longAgo = hoursAgo(30);
    await claimUploads(kit.store, userId, listingId, idsOf(photos), longAgo);
    await kit.store
      .collection(UPLOADS)
      .updateMany({ _id: { $in: idsOf(photos) } }, { $set: { createdAt: longAgo } });

    const { released } = await reconcileClaims(kit.store, LISTINGS);
    expect(released).toBeGreaterThanOrEqual(1);
    for (const u of await uploadsOf(photos)) {
      expect(u).toMatchObject({ claimed: false });
      expect(u.listingId).toBeUndefined();
      expect(u.releasedAt).toBeInstanceOf(Date);
    }
    // Older than the 24 h of an unused upload, but released by a crash: kept for the retry.
    await sweepUnclaimedUploads(kit.store);
    expect(await uploadsOf(photos)).toHaveLength(2);

    const retry = await kit.postJson('/api/pg-listings', token, pgBody(photos), { 'Idempotency-Key': k });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { id: string }).id).toBe(listingId);
    expect((await uploadsOf(photos)).every((u) => u.claimed && u.releasedAt === undefined)).toBe(true);
  });

  it('sweeps released photos once RELEASED_KEEP_MS has passed', async () => {
    const photos = await kit.photos(token, 1);
    const listingId = listingIdFor(userId, key());
    await claimUploads(kit.store, userId, listingId, idsOf(photos), hoursAgo(1));
    await reconcileClaims(kit.store, LISTINGS);
    const later = new Date(Date.now() + RELEASED_KEEP_MS + UNCLAIMED_TTL_MS);
    await sweepUnclaimedUploads(kit.store, later);
    expect(await uploadsOf(photos)).toHaveLength(0);
  });

  it('leaves a fresh claim alone (its request may still be running) and confirms one whose listing exists', async () => {
    const fresh = await kit.photos(token, 1);
    await claimUploads(kit.store, userId, listingIdFor(userId, key()), idsOf(fresh));
    const stored = await kit.photos(token, 1);
    const k = key();
    const res = await kit.postJson('/api/pg-listings', token, pgBody(stored), { 'Idempotency-Key': k });
    expect(res.status).toBe(201);
    // As if the process died after the insert, before the claim was confirmed.
    await kit.store
      .collection(UPLOADS)
      .updateMany({ _id: { $in: idsOf(stored) } }, { $set: { claimPendingSince: hoursAgo(1) } });

    await reconcileClaims(kit.store, LISTINGS, new Date(Date.now() + CLAIM_GRACE_MS / 2));
    expect((await uploadsOf(fresh))[0]).toMatchObject({ claimed: true });
    expect((await uploadsOf(stored))[0]).toMatchObject({ claimed: true, listingId: listingIdFor(userId, k) });
    expect((await uploadsOf(stored))[0]!.claimPendingSince).toBeUndefined();
  });

  it('checks claims made before pending claims existed once, and settles the orphans after the grace', async () => {
    const orphan = await kit.photos(token, 1);
    await kit.store
      .collection(UPLOADS)
      .updateMany({ _id: { $in: idsOf(orphan) } }, { $set: { claimed: true, listingId: 'f'.repeat(24) } });
    expect(await markLegacyOrphanClaims(kit.store, LISTINGS)).toBeGreaterThanOrEqual(1);
    expect(await markLegacyOrphanClaims(kit.store, LISTINGS)).toBe(0);
    await reconcileClaims(kit.store, LISTINGS, new Date(Date.now() + CLAIM_GRACE_MS + 1000));
    expect((await uploadsOf(orphan))[0]).toMatchObject({ claimed: false });
  });
});
