/** Contract cases for indexes: unique, sparse unique, compound unique, idempotence, TTL. */
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../types';
import type { Collection } from '../types';
import type { Ctx } from './define-contract';
import { uniqueName } from './harness';

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

export function indexCases(ctx: Ctx): void {
  describe('indexes', () => {
    const fresh = (): Collection => ctx.h.store.collection(uniqueName('i'));

    it('a unique index refuses duplicates from insertOne, insertMany, updateOne and upserts', async () => {
      const col = fresh();
      await col.createIndex({ fields: { email: 1 }, unique: true });
      await col.insertOne({ _id: 'a', email: 'a@x.in' });
      await col.insertOne({ _id: 'b', email: 'b@x.in' });
      const dup = col.insertOne({ email: 'a@x.in' });
      await expect(dup).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(dup).rejects.toMatchObject({ collection: col.name });
      await expect(col.insertMany([{ email: 'c@x.in' }, { email: 'b@x.in' }])).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(col.updateOne({ _id: 'b' }, { $set: { email: 'a@x.in' } })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(
        col.updateOne({ phone: '9' }, { $set: { email: 'a@x.in' } }, { upsert: true }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(col.findOneAndUpdate({ _id: 'b' }, { $set: { email: 'a@x.in' } })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect((await col.findOne({ _id: 'b' }))?.email).toBe('b@x.in');
      expect(await col.count({ email: 'a@x.in' })).toBe(1);
    });

    it('a duplicate _id is a DuplicateKeyError without any index', async () => {
      const col = fresh();
      await col.insertOne({ _id: 'x' });
      await expect(col.insertOne({ _id: 'x' })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('a sparse unique index ignores documents without the field', async () => {
      const col = fresh();
      await col.createIndex({ fields: { phone: 1 }, unique: true, sparse: true });
      await col.insertMany([{ name: 'no phone 1' }, { name: 'no phone 2' }]);
      await col.insertOne({ phone: '98100' });
      await expect(col.insertOne({ phone: '98100' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await col.count()).toBe(3);
    });

    it('a sparse index on a Date field still answers equality and range queries', async () => {
      const col = fresh();
      await col.createIndex({ fields: { at: 1 }, sparse: true });
      await col.insertMany([
        { _id: 'early', at: new Date(1_000) },
        { _id: 'none' },
        { _id: 'late', at: new Date(5_000) },
      ]);
      const ids = async (filter: Record<string, unknown>) =>
        (await col.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
      expect(await ids({ at: { $lt: new Date(3_000) } })).toEqual(['early']);
      expect(await ids({ at: { $gt: new Date(3_000) } })).toEqual(['late']);
      expect(await ids({ at: new Date(1_000) })).toEqual(['early']);
      expect(await ids({ at: { $exists: false } })).toEqual(['none']);
    });

    it('a compound unique index refuses only the same combination', async () => {
      const col = fresh();
      await col.createIndex({ fields: { userId: 1, listingId: 1 }, unique: true });
      await col.insertMany([
        { userId: 'u1', listingId: 'l1' },
        { userId: 'u1', listingId: 'l2' },
        { userId: 'u2', listingId: 'l1' },
      ]);
      await expect(col.insertOne({ userId: 'u1', listingId: 'l1' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('createIndex is idempotent and the index keeps working', async () => {
      const col = fresh();
      const spec = { fields: { slug: 1 as const }, unique: true };
      await col.createIndex(spec);
      await col.createIndex(spec);
      await col.createIndex({ fields: { city: 1, price: -1 } });
      await col.createIndex({ fields: { city: 1, price: -1 } });
      await col.insertOne({ slug: 's' });
      await expect(col.insertOne({ slug: 's' })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('creating a unique index over existing duplicates fails with DuplicateKeyError', async () => {
      const col = fresh();
      await col.insertMany([{ k: 1 }, { k: 1 }]);
      await expect(col.createIndex({ fields: { k: 1 }, unique: true })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('TTL: expired documents are never returned or counted, and are deleted soon after', async () => {
      const col = fresh();
      await col.createIndex({ fields: { expiresAt: 1 }, expireAfterSeconds: 0 });
      const past = new Date(Date.now() - 60_000);
      const future = new Date(Date.now() + 3_600_000);
      await col.insertMany([
        { _id: 'old', kind: 'otp', expiresAt: past },
        { _id: 'live', kind: 'otp', expiresAt: future },
        { _id: 'forever', kind: 'otp' },
      ]);
      expect((await col.find({ kind: 'otp' }, { sort: { _id: 1 } })).map((d) => d._id)).toEqual([
        'forever',
        'live',
      ]);
      expect(await col.findOne({ _id: 'old' })).toBeNull();
      expect(await col.count()).toBe(2);
      expect(await col.count({ kind: 'otp' })).toBe(2);
      expect(await col.updateOne({ _id: 'old' }, { $set: { used: true } })).toEqual({
        matched: 0,
        modified: 0,
      });
      expect(await col.findOneAndUpdate({ _id: 'old' }, { $set: { used: true } })).toBeNull();
      expect(await waitFor(async () => !(await ctx.h.rawIds(col.name)).includes('old'))).toBe(true);
      expect(await ctx.h.rawIds(col.name)).toEqual(['forever', 'live']);
    });

    it('TTL: a document expires once its field is older than expireAfterSeconds', async () => {
      const col = fresh();
      await col.createIndex({ fields: { createdAt: 1 }, expireAfterSeconds: 1 });
      await col.insertOne({ _id: 's', createdAt: new Date() });
      expect(await col.count()).toBe(1);
      await new Promise((r) => setTimeout(r, 1_300));
      expect(await col.count()).toBe(0);
      expect(await col.find({})).toEqual([]);
    });
  });
}
