/** Contract cases for writes: ids, every update operator, upsert, findOneAndUpdate, deletes. */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../types';
import type { Ctx } from './define-contract';
import { uniqueName } from './harness';

const HEX24 = /^[0-9a-f]{24}$/;

export function updateCases(ctx: Ctx): void {
  describe('writes', () => {
    const fresh = (): Collection => ctx.h.store.collection(uniqueName('u'));

    it('gives a string 24-hex _id when none is given and keeps a given one', async () => {
      const col = fresh();
      const made = await col.insertOne({ name: 'x' });
      expect(made._id).toMatch(HEX24);
      expect(await col.findOne({ _id: made._id })).toEqual({ _id: made._id, name: 'x' });
      expect((await col.insertOne({ _id: 'mine', n: 1 }))._id).toBe('mine');
      expect(typeof (await col.findOne({ _id: 'mine' }))?._id).toBe('string');
    });

    it('$set (also dotted, creating parents) and $unset', async () => {
      const col = fresh();
      await col.insertOne({ _id: 'p', a: 1, nested: { keep: true, drop: 1 } });
      const r = await col.updateOne({ _id: 'p' }, { $set: { a: 2, 'nested.added': 'y', 'deep.er': 3 } });
      expect(r).toEqual({ matched: 1, modified: 1 });
      await col.updateOne({ _id: 'p' }, { $unset: { 'nested.drop': '', missing: 1 } });
      expect(await col.findOne({ _id: 'p' })).toEqual({
        _id: 'p',
        a: 2,
        nested: { keep: true, added: 'y' },
        deep: { er: 3 },
      });
    });

    it('$inc on existing and missing fields', async () => {
      const col = fresh();
      await col.insertOne({ _id: 'p', views: 5 });
      await col.updateOne({ _id: 'p' }, { $inc: { views: 2, 'stats.saves': 1 } });
      await col.updateOne({ _id: 'p' }, { $inc: { views: -1 } });
      expect(await col.findOne({ _id: 'p' })).toEqual({ _id: 'p', views: 6, stats: { saves: 1 } });
    });

    it('$push, $addToSet and $pull with plain values, also on missing fields', async () => {
      const col = fresh();
      await col.insertOne({ _id: 'p', tags: ['a'] });
      await col.updateOne({ _id: 'p' }, { $push: { tags: 'b', fresh: 'x' } });
      await col.updateOne({ _id: 'p' }, { $push: { tags: 'a' } });
      expect((await col.findOne({ _id: 'p' }))?.tags).toEqual(['a', 'b', 'a']);
      await col.updateOne({ _id: 'p' }, { $pull: { tags: 'a', absent: 'z' } });
      expect(await col.findOne({ _id: 'p' })).toEqual({ _id: 'p', tags: ['b'], fresh: ['x'] });
      expect(await col.updateOne({ _id: 'p' }, { $addToSet: { tags: 'b' } })).toEqual({
        matched: 1,
        modified: 0,
      });
      await col.updateOne({ _id: 'p' }, { $addToSet: { tags: 'c', set: 1 } });
      expect(await col.findOne({ _id: 'p' })).toEqual({ _id: 'p', tags: ['b', 'c'], fresh: ['x'], set: [1] });
      expect(await col.updateOne({ _id: 'p' }, { $pull: { absent: 'z' } })).toEqual({
        matched: 1,
        modified: 0,
      });
    });

    it('reports matched and modified honestly for updateOne and updateMany', async () => {
      const col = fresh();
      await col.insertMany([
        { _id: '1', g: 'x', v: 1 },
        { _id: '2', g: 'x', v: 2 },
        { _id: '3', g: 'y', v: 1 },
      ]);
      expect(await col.updateOne({ _id: '1' }, { $set: { v: 1 } })).toEqual({ matched: 1, modified: 0 });
      expect(await col.updateOne({ _id: 'none' }, { $set: { v: 1 } })).toEqual({ matched: 0, modified: 0 });
      expect(await col.updateMany({ g: 'x' }, { $set: { v: 2 } })).toEqual({ matched: 2, modified: 1 });
      expect(await col.updateMany({ g: 'z' }, { $set: { v: 2 } })).toEqual({ matched: 0, modified: 0 });
      expect(await col.updateMany({}, { $inc: { v: 10 } })).toEqual({ matched: 3, modified: 3 });
      expect((await col.find({}, { sort: { _id: 1 } })).map((d) => d.v)).toEqual([12, 12, 11]);
      expect(await col.updateMany({ g: 'x' }, { $pull: { list: 1 }, $set: { w: true } })).toEqual({
        matched: 2,
        modified: 2,
      });
    });

    it('refuses unknown operators and empty updates', async () => {
      const col = fresh();
      await col.insertOne({ _id: 'p', a: 1 });
      await expect(col.updateOne({ _id: 'p' }, { $rename: { a: 'b' } } as never)).rejects.toThrow(TypeError);
      await expect(col.updateOne({ _id: 'p' }, {})).rejects.toThrow(TypeError);
      await expect(col.updateOne({ _id: 'p' }, { $set: {} })).rejects.toThrow(TypeError);
      expect(await col.findOne({ _id: 'p' })).toEqual({ _id: 'p', a: 1 });
    });

    it('upserts from the filter equalities plus $setOnInsert, only on insert', async () => {
      const col = fresh();
      const first = await col.updateOne(
        { email: 'a@x.in', 'profile.city': 'Noida', age: { $gt: 3 } },
        {
          $set: { name: 'A' },
          $inc: { logins: 1 },
          $setOnInsert: { createdAt: new Date(0), 'profile.v': 1 },
        },
        { upsert: true },
      );
      expect(first.matched).toBe(0);
      expect(first.modified).toBe(0);
      expect(first.upsertedId).toMatch(HEX24);
      const expected = {
        _id: first.upsertedId,
        email: 'a@x.in',
        profile: { city: 'Noida', v: 1 },
        name: 'A',
        logins: 1,
        createdAt: new Date(0),
      };
      expect(await col.findOne({ email: 'a@x.in' })).toEqual(expected);
      const second = await col.updateOne(
        { email: 'a@x.in' },
        { $set: { name: 'B' }, $inc: { logins: 1 }, $setOnInsert: { createdAt: new Date(5) } },
        { upsert: true },
      );
      expect(second).toEqual({ matched: 1, modified: 1 });
      expect(await col.findOne({ email: 'a@x.in' })).toEqual({ ...expected, name: 'B', logins: 2 });
      expect(await col.count()).toBe(1);
    });

    it('upserts with an _id in the filter, and with only $setOnInsert', async () => {
      const col = fresh();
      const r = await col.updateOne({ _id: 'day-1' }, { $inc: { n: 1 } }, { upsert: true });
      expect(r).toEqual({ matched: 0, modified: 0, upsertedId: 'day-1' });
      const only = await col.updateOne({ key: 'k' }, { $setOnInsert: { v: 1 } }, { upsert: true });
      expect(only.upsertedId).toMatch(HEX24);
      expect(await col.updateOne({ key: 'k' }, { $setOnInsert: { v: 2 } }, { upsert: true })).toEqual({
        matched: 1,
        modified: 0,
      });
      expect(await col.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: only.upsertedId, key: 'k', v: 1 },
        { _id: 'day-1', n: 1 },
      ]);
    });

    it('findOneAndUpdate returns the document before or after, and upserts', async () => {
      const col = fresh();
      await col.insertOne({ _id: 'ctr', n: 1 });
      expect(await col.findOneAndUpdate({ _id: 'ctr' }, { $inc: { n: 1 } })).toEqual({ _id: 'ctr', n: 2 });
      expect(
        await col.findOneAndUpdate({ _id: 'ctr' }, { $inc: { n: 1 } }, { returnDocument: 'before' }),
      ).toEqual({
        _id: 'ctr',
        n: 2,
      });
      expect(await col.findOneAndUpdate({ _id: 'nope' }, { $inc: { n: 1 } })).toBeNull();
      expect(
        await col.findOneAndUpdate(
          { _id: 'new' },
          { $inc: { n: 1 } },
          { upsert: true, returnDocument: 'before' },
        ),
      ).toBeNull();
      const made = await col.findOneAndUpdate({ slug: 's' }, { $set: { n: 7 } }, { upsert: true });
      expect(made).toEqual({ _id: expect.stringMatching(HEX24) as unknown, slug: 's', n: 7 });
      expect(await col.count()).toBe(3);
    });

    it('findOneAndUpdate is atomic: concurrent claims never hand out the same number', async () => {
      const col = fresh();
      await col.insertOne({ _id: 'seq', n: 0 });
      const got = await Promise.all(
        Array.from({ length: 20 }, () => col.findOneAndUpdate({ _id: 'seq' }, { $inc: { n: 1 } })),
      );
      expect(got.map((d) => d?.n as number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });

    it('deleteOne and deleteMany report how many documents went', async () => {
      const col = fresh();
      await col.insertMany([{ g: 1 }, { g: 1 }, { g: 1 }, { g: 2 }]);
      expect(await col.deleteOne({ g: 1 })).toBe(1);
      expect(await col.deleteOne({ g: 3 })).toBe(0);
      expect(await col.deleteMany({ g: 1 })).toBe(2);
      expect(await col.deleteMany({ g: 1 })).toBe(0);
      expect(await col.count()).toBe(1);
      expect(await col.deleteMany({})).toBe(1);
      expect(await col.insertMany([])).toBe(0);
    });
  });
}
