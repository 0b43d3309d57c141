/**
 * The chunked rewrite makes byte for byte the file NeDB's own writer makes, and NeDB uses it for
 * loads and compactions (the data survives a reopen).
 */
import storage from '@seald-io/nedb/lib/storage.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { crashSafeWriteLines, writeLines } from './chunked-rewrite';
import { openEmbeddedStore } from './embedded-store';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'propai-rewrite-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('chunked rewrite', () => {
  it('writes the bytes NeDB writes, across chunk edges and multi-byte text', async () => {
    const dir = tempDir();
    const lines = Array.from({ length: 3000 }, (_, i) =>
      JSON.stringify({ _id: `d${i}`, text: `${'₹ नोएडा '.repeat(i % 97)}${'x'.repeat((i * 37) % 2000)}` }),
    );
    await storage.writeFileLinesAsync(join(dir, 'nedb.db'), lines);
    await writeLines(join(dir, 'ours.db'), lines, 0o644);
    await crashSafeWriteLines(join(dir, 'safe.db'), lines);
    const nedb = readFileSync(join(dir, 'nedb.db'));
    expect(nedb.length).toBeGreaterThan(2 << 20);
    expect(readFileSync(join(dir, 'ours.db')).equals(nedb)).toBe(true);
    expect(readFileSync(join(dir, 'safe.db')).equals(nedb)).toBe(true);
    await writeLines(join(dir, 'empty.db'), [], 0o644);
    expect(readFileSync(join(dir, 'empty.db'), 'utf8')).toBe('');
  });

  it('is what the embedded store rewrites with: a reopened store has every document', async () => {
    const dataDir = tempDir();
    const first = await openEmbeddedStore({ dataDir });
    expect(Object.is(Reflect.get(storage, 'crashSafeWriteFileLinesAsync'), crashSafeWriteLines)).toBe(true);
    await first.collection('things').insertMany(Array.from({ length: 500 }, (_, i) => ({ _id: `t${i}`, i })));
    await first.collection('things').deleteOne({ _id: 't7' });
    await first.close();
    const second = await openEmbeddedStore({ dataDir });
    expect(await second.collection('things').count()).toBe(499);
    // The load rewrote the file: one line per document plus the index lines, no deleted record.
    const lines = readFileSync(join(dataDir, 'db', 'things.db'), 'utf8')
      .trim()
      .split('\n');
    expect(lines.filter((l) => l.includes('"_id"'))).toHaveLength(499);
    await second.close();
  });
});
