/** Contract cases for Collection.version(): it changes after every kind of write, and only then. */
import { describe, expect, it } from 'vitest';
import type { Ctx } from './define-contract';
import { uniqueName } from './harness';

export function versionCases(ctx: Ctx): void {
  describe('version', () => {
    it('changes after insert, update, upsert, findOneAndUpdate and delete, not after reads', async () => {
      const col = ctx.h.store.collection(uniqueName('ver'));
      const seen = new Set<string>();
      const step = async (write: () => Promise<unknown>) => {
        const before = await col.version();
        await write();
        const after = await col.version();
        expect(after).not.toBe(before);
        expect(seen.has(after)).toBe(false);
        seen.add(before);
        seen.add(after);
      };
      await step(() => col.insertOne({ _id: 'a', n: 1 }));
      await step(() =>
        col.insertMany([
          { _id: 'b', n: 2 },
          { _id: 'c', n: 3 },
        ]),
      );
      await step(() => col.updateOne({ _id: 'a' }, { $set: { n: 10 } }));
      await step(() => col.updateOne({ _id: 'z' }, { $set: { n: 0 } }, { upsert: true }));
      await step(() => col.updateMany({ n: { $gte: 2 } }, { $set: { m: true } }));
      await step(() => col.findOneAndUpdate({ _id: 'b' }, { $set: { n: 20 } }));
      await step(() => col.deleteOne({ _id: 'c' }));
      await step(() => col.deleteMany({}));
      const still = await col.version();
      await col.find({});
      await col.count({});
      await col.findOne({ _id: 'a' });
      expect(await col.version()).toBe(still);
    });

    it('changes after a write that failed (a duplicate key)', async () => {
      const col = ctx.h.store.collection(uniqueName('ver'));
      await col.insertOne({ _id: 'a' });
      const before = await col.version();
      await expect(col.insertOne({ _id: 'a' })).rejects.toThrow();
      expect(await col.version()).not.toBe(before);
    });

    it('is per collection', async () => {
      const a = ctx.h.store.collection(uniqueName('ver'));
      const b = ctx.h.store.collection(uniqueName('ver'));
      const before = await b.version();
      await a.insertOne({ x: 1 });
      expect(await b.version()).toBe(before);
    });
  });
}
