/**
 * Unexpected loss of documents: every compaction records, per collection, how many documents it
 * wrote and the byte length of the compacted file. Between compactions the file only grows (updates
 * and deletes are appended), so a file shorter than its last compacted size, or missing, has lost
 * acknowledged documents and start-up refuses, naming it. Ordinary restarts are never refused.
 */
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreOpenError } from '../types';
import { openEmbeddedStore } from './embedded-store';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'propai-manifest-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes `n` users, then restarts once: loading compacts the file and records the manifest. */
async function compactedUsers(n: number): Promise<{ dataDir: string; file: string }> {
  const dataDir = tempDir();
  const store = await openEmbeddedStore({ dataDir });
  await store
    .collection('users')
    .insertMany(Array.from({ length: n }, (_, i) => ({ _id: `u${i}`, email: `u${i}@example.in` })));
  await store.close();
  await (await openEmbeddedStore({ dataDir })).close();
  return { dataDir, file: join(dataDir, 'db', 'users.db') };
}

async function userIds(dataDir: string): Promise<string[]> {
  const store = await openEmbeddedStore({ dataDir });
  try {
    return (await store.collection('users').find({}, { sort: { _id: 1 } })).map((d) => d._id);
  } finally {
    await store.close();
  }
}

describe('embedded store: manifest of compacted files', () => {
  it('refuses to start on a data file emptied to 0 bytes after a compaction, naming it', async () => {
    const { dataDir, file } = await compactedUsers(12);
    writeFileSync(file, '');
    const opening = openEmbeddedStore({ dataDir });
    await expect(opening).rejects.toBeInstanceOf(StoreOpenError);
    await expect(opening).rejects.toThrow(file);
    await expect(opening).rejects.toThrow(/12 documents/);
    // Refusing did not "heal" the file into an empty collection.
    expect(statSync(file).size).toBe(0);
    await expect(openEmbeddedStore({ dataDir })).rejects.toBeInstanceOf(StoreOpenError);
  });

  it('refuses to start on a file cut shorter than its last compacted size', async () => {
    const { dataDir, file } = await compactedUsers(12);
    const text = readFileSync(file, 'utf8');
    truncateSync(file, text.indexOf('\n', text.length / 2) + 1);
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(file);
  });

  it('refuses to start when a data file that held documents is missing', async () => {
    const { dataDir, file } = await compactedUsers(3);
    rmSync(file);
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(file);
  });

  it('keeps the bound when a start is refused for another reason', async () => {
    const { dataDir, file } = await compactedUsers(12);
    const good = readFileSync(file);
    writeFileSync(file, Buffer.concat([good, Buffer.from('{"_id":"x", damaged\n{"_id":"y"}\n')]));
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(/line 13\b/);
    writeFileSync(file, '');
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(/12 documents/);
  });

  it('does not refuse a file a crash left freshly compacted before its manifest was recorded', async () => {
    const { dataDir, file } = await compactedUsers(12);
    const manifest = join(dataDir, 'db', 'users.manifest.json');
    const entry = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifest, JSON.stringify({ ...entry, rewriting: true }));
    // What a compaction after deletes writes: fewer documents, fewer bytes than the entry says.
    writeFileSync(file, '{"_id":"u0"}\n{"_id":"u1"}\n');
    expect(await userIds(dataDir)).toEqual(['u0', 'u1']);
    expect(JSON.parse(readFileSync(manifest, 'utf8'))).toMatchObject({ documents: 2, bytes: 26 });
  });

  it('starts normally after appends, updates, deletes and restarts', async () => {
    const { dataDir } = await compactedUsers(12);
    let store = await openEmbeddedStore({ dataDir });
    const users = store.collection('users');
    await users.insertOne({ _id: 'u99' });
    await users.updateOne({ _id: 'u1' }, { $set: { name: 'Ravi' } });
    await users.deleteMany({ _id: { $in: ['u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9', 'u10'] } });
    await store.close();
    expect(await userIds(dataDir)).toEqual(['u0', 'u1', 'u11', 'u99']);

    // The restart compacted the file to four documents (shorter than before): later restarts start.
    store = await openEmbeddedStore({ dataDir });
    await store.collection('users').deleteMany({});
    await store.close();
    expect(await userIds(dataDir)).toEqual([]);
    expect(await userIds(dataDir)).toEqual([]);
  });

  it('records the periodic compaction, so a file shrunk by deletes then compacted still starts', async () => {
    const { dataDir, file } = await compactedUsers(20);
    const manifest = join(dataDir, 'db', 'users.manifest.json');
    expect(existsSync(manifest)).toBe(true);
    const store = await openEmbeddedStore({ dataDir, compactionIntervalMs: 5_000 });
    await store.collection('users').deleteMany({ _id: { $ne: 'u0' } });
    const grown = statSync(file).size;
    // Wait for the scheduled compaction to rewrite the file (it gets much shorter).
    // Polled up to 25 s: the rewrite is due at 5 s but a loaded machine may run it later.
    for (let i = 0; i < 250 && statSync(file).size >= grown; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    await store.close();
    expect(statSync(file).size).toBeLessThan(grown);
    expect(await userIds(dataDir)).toEqual(['u0']);
  }, 40_000);
});
