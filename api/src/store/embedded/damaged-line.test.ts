/**
 * A damaged line that is not an incomplete last line still stops start-up, naming the file and the
 * line and pointing at `npm run store:repair`; and a legitimate document never damages its file
 * (Unicode line separators inside strings used to split a record in two when the file was read).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreOpenError } from '../types';
import { openEmbeddedStore } from './embedded-store';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'propai-damaged-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded store: damaged lines', () => {
  it('refuses to start on a damaged middle line, naming the file, the line and the repair command', async () => {
    const dataDir = tempDir();
    const store = await openEmbeddedStore({ dataDir });
    await store.collection('users').insertMany([{ _id: 'u1' }, { _id: 'u2' }, { _id: 'u3' }]);
    await store.close();
    const file = join(dataDir, 'db', 'users.db');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1] = '{"_id":"u2",\u0000\u0000garbage';
    writeFileSync(file, lines.join('\n'));
    const before = readFileSync(file);

    const opening = openEmbeddedStore({ dataDir });
    await expect(opening).rejects.toBeInstanceOf(StoreOpenError);
    await expect(opening).rejects.toThrow(file);
    await expect(opening).rejects.toThrow(/line 2\b/);
    await expect(opening).rejects.toThrow('npm run store:repair');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('keeps documents whose strings hold Unicode line or paragraph separators across restarts', async () => {
    const dataDir = tempDir();
    const text = 'Sector 62\u2028Noida\u2029near metro\u0085gated';
    const store = await openEmbeddedStore({ dataDir });
    await store.collection('listings').insertOne({ _id: 'l1', description: text });
    await store.collection('listings').updateOne({ _id: 'l1' }, { $set: { title: `3 BHK\u2028${text}` } });
    await store.close();

    const reopened = await openEmbeddedStore({ dataDir });
    expect(await reopened.collection('listings').findOne({ _id: 'l1' })).toEqual({
      _id: 'l1',
      description: text,
      title: `3 BHK\u2028${text}`,
    });
    await reopened.close();
    // Opened twice more: the compacted file written by the first reopen loads too.
    const third = await openEmbeddedStore({ dataDir });
    expect((await third.collection('listings').findOne({ _id: 'l1' }))?.description).toBe(text);
    await third.close();
  });
});
