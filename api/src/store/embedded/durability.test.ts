/**
 * Embedded-store guarantees that only make sense on local files: an acknowledged write survives
 * kill -9, a corrupt data file stops start-up without being touched, compaction runs on its
 * schedule, and a collection file is loaded once however many first calls race.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Datastore from '@seald-io/nedb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreOpenError } from '../types';
import { openEmbeddedStore } from './embedded-store';

const ROOT = resolve(import.meta.dirname, '../../../..');
const STORE_MODULE = resolve(import.meta.dirname, 'embedded-store.ts');

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'propai-durable-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** Runs a child that writes, prints ACK, then idles until it is killed with SIGKILL. */
async function writeAckAndGetKilled(dataDir: string): Promise<void> {
  const script = join(dataDir, 'child.mts');
  writeFileSync(
    script,
    `import { openEmbeddedStore } from ${JSON.stringify(STORE_MODULE)};
const store = await openEmbeddedStore({ dataDir: ${JSON.stringify(dataDir)} });
const col = store.collection('leads');
await col.createIndex({ fields: { phone: 1 }, unique: true });
await col.insertOne({ _id: 'lead-1', phone: '98100', status: 'new' });
await col.updateOne({ _id: 'lead-1' }, { $set: { status: 'called' }, $inc: { attempts: 1 } });
process.stdout.write('ACK\\n');
setInterval(() => undefined, 1000);
`,
  );
  // Node itself with tsx's loader, not the tsx wrapper: the wrapper runs the script in a second
  // process, so SIGKILL would stop the wrapper and leave the writer running (and leaked).
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((res) =>
    child.on('exit', (_code, signal) => res(signal)),
  );
  await new Promise<void>((res, rej) => {
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('ACK')) res();
    });
    child.on('exit', () => rej(new Error(`child exited before ACK: ${stderr}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe('embedded store durability', () => {
  it('keeps an acknowledged write after kill -9', async () => {
    const dataDir = tempDir();
    await writeAckAndGetKilled(dataDir);
    const store = await openEmbeddedStore({ dataDir });
    const col = store.collection('leads');
    expect(await col.findOne({ _id: 'lead-1' })).toEqual({
      _id: 'lead-1',
      phone: '98100',
      status: 'called',
      attempts: 1,
    });
    // The unique index came back with the file.
    await expect(col.insertOne({ phone: '98100' })).rejects.toThrow(/duplicate key/);
    await store.close();
  });

  it('refuses to start on a corrupt data file, naming it, and leaves the file untouched', async () => {
    const dataDir = tempDir();
    const store = await openEmbeddedStore({ dataDir });
    await store.collection('users').insertMany([{ _id: 'u1' }, { _id: 'u2' }]);
    await store.close();
    const file = join(dataDir, 'db', 'users.db');
    appendFileSync(file, '{"_id":"u3","name":\n');
    const before = readFileSync(file);
    const opening = openEmbeddedStore({ dataDir });
    await expect(opening).rejects.toBeInstanceOf(StoreOpenError);
    await expect(opening).rejects.toThrow(file);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('compacts the append-only file on the configured schedule', async () => {
    const dataDir = tempDir();
    const store = await openEmbeddedStore({ dataDir, compactionIntervalMs: 5_000 });
    const col = store.collection('counters');
    await col.insertOne({ _id: 'views', n: 0 });
    for (let i = 0; i < 30; i += 1) await col.updateOne({ _id: 'views' }, { $inc: { n: 1 } });
    const file = join(dataDir, 'db', 'counters.db');
    const lines = () => readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
    expect(lines()).toBeGreaterThan(30);
    // The first compaction is due 5 s after the load; on a loaded machine it may finish later, so
    // wait for the rewrite itself rather than for a fixed time.
    try {
      await vi.waitFor(() => expect(lines()).toBe(1), { timeout: 25_000, interval: 100 });
    } finally {
      await store.close();
    }
    expect(
      (
        await openEmbeddedStore({ dataDir }).then(async (s) => {
          const doc = await s.collection('counters').findOne({ _id: 'views' });
          await s.close();
          return doc;
        })
      )?.n,
    ).toBe(30);
  }, 40_000);

  it('loads a collection file once however many first calls race', async () => {
    const dataDir = tempDir();
    const store = await openEmbeddedStore({ dataDir });
    const load = vi.spyOn(Datastore.prototype, 'loadDatabaseAsync');
    const col = store.collection('fresh');
    await Promise.all([col.count(), col.find({}), col.insertOne({ a: 1 }), col.count(), col.findOne({})]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await col.count()).toBe(1);
    await store.close();
  });
});
