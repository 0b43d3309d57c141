/**
 * Collection.observe on the embedded store: the observer starts from every stored document and is
 * then told each change NeDB applies in memory — inserts, updates (one and many), deletes, TTL
 * removals — and nothing for a write a unique index refused (NeDB rolled it back).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Doc, type DocumentObserver } from '../types';
import { openEmbeddedStore } from './embedded-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An observer that mirrors the collection as a map of id → value of `n`. */
function mirror(): DocumentObserver & { docs: Map<string, unknown>; resets: number } {
  const docs = new Map<string, unknown>();
  return {
    docs,
    resets: 0,
    reset(all: readonly Doc[]) {
      this.resets += 1;
      docs.clear();
      for (const d of all) docs.set(d._id, d.n);
    },
    insert(d: Doc) {
      if (docs.has(d._id)) throw new Error(`inserted twice: ${d._id}`);
      docs.set(d._id, d.n);
    },
    remove(d: Doc) {
      if (!docs.delete(d._id)) throw new Error(`removed unknown: ${d._id}`);
    },
    update(before: Doc, after: Doc) {
      expect(before._id).toBe(after._id);
      docs.set(after._id, after.n);
    },
  };
}

describe('embedded Collection.observe', () => {
  it('mirrors every write, and no refused one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propai-observe-'));
    dirs.push(dataDir);
    const store = await openEmbeddedStore({ dataDir });
    const col = store.collection('things');
    await col.createIndex({ fields: { slug: 1 }, unique: true });
    await col.insertMany([
      { _id: 'a', slug: 'a', n: 1 },
      { _id: 'b', slug: 'b', n: 2 },
    ]);
    const seen = mirror();
    await col.observe?.(seen);
    expect(seen.resets).toBe(1);
    const expectMirror = async () => {
      const all = await col.find({});
      expect(new Map(all.map((d) => [d._id, d.n]))).toEqual(seen.docs);
    };
    await expectMirror();

    await col.insertOne({ _id: 'c', slug: 'c', n: 3 });
    await col.updateOne({ _id: 'a' }, { $set: { n: 10 } });
    await col.updateMany({ n: { $gte: 2 } }, { $inc: { n: 100 } });
    await col.findOneAndUpdate({ _id: 'd' }, { $set: { slug: 'd', n: 4 } }, { upsert: true });
    await col.deleteOne({ _id: 'b' });
    await expectMirror();

    // Refused writes: a duplicate in a batch (NeDB rolls back the ones before it) and an update.
    await expect(
      col.insertMany([
        { _id: 'e', slug: 'e', n: 5 },
        { _id: 'f', slug: 'a', n: 6 },
      ]),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(col.updateOne({ _id: 'c' }, { $set: { slug: 'd' } })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    await expectMirror();
    expect(seen.docs.has('e')).toBe(false);

    await col.deleteMany({});
    await expectMirror();
    expect(seen.docs.size).toBe(0);
    await store.close();
  });

  it('sees documents removed on expiry (TTL)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propai-observe-'));
    dirs.push(dataDir);
    const store = await openEmbeddedStore({ dataDir, ttlSweepIntervalMs: 60_000 });
    const col = store.collection('sessions');
    await col.createIndex({ fields: { at: 1 }, expireAfterSeconds: 60 });
    await col.insertMany([
      { _id: 'old', at: new Date(Date.now() - 3_600_000) },
      { _id: 'new', at: new Date() },
    ]);
    const seen = mirror();
    await col.observe?.(seen);
    expect(await col.find({})).toHaveLength(1);
    // NeDB removes the expired document when a read meets it; the observer is told.
    expect([...seen.docs.keys()]).toEqual(['new']);
    await store.close();
  });
});
