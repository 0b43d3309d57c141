/**
 * The crash case: a write that never completed leaves the data file ending in a partial line with
 * no newline. That record was never acknowledged, so start-up sets it aside in a file beside the
 * data file, logs where, and starts; only an incomplete last line is treated this way.
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreOpenError } from '../types';
import { openEmbeddedStore } from './embedded-store';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'propai-torn-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function recordingLog(): { warn(message: string): void; lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (message) => lines.push(message) };
}

async function storeWithTwoUsers(): Promise<{ dataDir: string; file: string }> {
  const dataDir = tempDir();
  const store = await openEmbeddedStore({ dataDir });
  await store.collection('users').insertMany([{ _id: 'u1' }, { _id: 'u2' }]);
  await store.close();
  return { dataDir, file: join(dataDir, 'db', 'users.db') };
}

describe('embedded store: torn last line', () => {
  it('sets an incomplete last line aside in a file beside the data file, logs it, and starts', async () => {
    const { dataDir, file } = await storeWithTwoUsers();
    appendFileSync(file, '{"_id":"u3","name":"Asha","ema');
    const log = recordingLog();

    const store = await openEmbeddedStore({ dataDir, log });
    const users = store.collection('users');
    expect(await users.count()).toBe(2);
    expect(await users.findOne({ _id: 'u3' })).toBeNull();

    const torn = readdirSync(join(dataDir, 'db')).filter((n) => n.startsWith('users.db.torn-'));
    expect(torn).toHaveLength(1);
    const tornFile = join(dataDir, 'db', torn[0] ?? '');
    expect(readFileSync(tornFile, 'utf8')).toBe('{"_id":"u3","name":"Asha","ema');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain(file);
    expect(log.lines[0]).toContain(tornFile);

    // The file is usable again: a new write lands on its own line and survives a restart.
    await users.insertOne({ _id: 'u4' });
    await store.close();
    const again = await openEmbeddedStore({ dataDir, log });
    expect((await again.collection('users').find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual([
      'u1',
      'u2',
      'u4',
    ]);
    await again.close();
    expect(log.lines).toHaveLength(1);
  });

  it('keeps a last line that is a whole record and only lacks its newline', async () => {
    const { dataDir } = await storeWithTwoUsers();
    appendFileSync(join(dataDir, 'db', 'users.db'), '{"_id":"u3","name":"Asha"}');
    const log = recordingLog();
    const store = await openEmbeddedStore({ dataDir, log });
    expect(await store.collection('users').findOne({ _id: 'u3' })).toEqual({ _id: 'u3', name: 'Asha' });
    await store.close();
    expect(log.lines).toEqual([]);
    expect(readdirSync(join(dataDir, 'db')).filter((n) => n.includes('.torn-'))).toEqual([]);
  });

  it('does not treat a damaged line that is not last as torn, even when the last line is', async () => {
    const { dataDir, file } = await storeWithTwoUsers();
    appendFileSync(file, '{"_id":"u3","na\n{"_id":"u4"}\n{"_id":"u5","na');
    const before = readFileSync(file);
    const opening = openEmbeddedStore({ dataDir, log: recordingLog() });
    await expect(opening).rejects.toBeInstanceOf(StoreOpenError);
    await expect(opening).rejects.toThrow(file);
    // Refused before anything was moved: the torn tail stays in place for the repair to report.
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
