/**
 * `npm run store:repair` (this module behind api/src/cli/store-repair.ts): damaged lines move to a
 * quarantine file with a report, the rest of the file is kept and loads; a file that lost documents
 * is reported and left alone unless the operator accepts the loss by name.
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreOpenError } from '../types';
import { openEmbeddedStore } from './embedded-store';
import { formatRepairReport, repairDataDir } from './repair-data-dir';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'propai-repair-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function seeded(n: number): Promise<{ dataDir: string; file: string }> {
  const dataDir = tempDir();
  const store = await openEmbeddedStore({ dataDir });
  await store.collection('users').insertMany(Array.from({ length: n }, (_, i) => ({ _id: `u${i}` })));
  await store.close();
  return { dataDir, file: join(dataDir, 'db', 'users.db') };
}

describe('repairDataDir', () => {
  it('quarantines damaged lines with a report, keeps the rest, and the store then loads', async () => {
    const { dataDir, file } = await seeded(5);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1] = '{"_id":"u1", broken';
    lines[3] = '\u0000\u0000\u0000';
    writeFileSync(file, lines.join('\n'));
    appendFileSync(file, '{"_id":"u9","torn');
    await expect(openEmbeddedStore({ dataDir })).rejects.toBeInstanceOf(StoreOpenError);

    const report = await repairDataDir({ dataDir });
    expect(report.ok).toBe(true);
    const users = report.files.find((f) => f.file === file);
    expect(users).toMatchObject({ status: 'repaired', damagedLines: [2, 4, 6], kept: 3 });
    const text = formatRepairReport(report);
    expect(text).toContain(file);
    expect(text).toContain('lines 2, 4, 6');
    expect(text).toContain('3 lines kept');

    const quarantined = readdirSync(join(dataDir, 'db')).filter((n) => n.startsWith('users.db.quarantine-'));
    expect(quarantined).toHaveLength(1);
    expect(users?.quarantineFile).toBe(join(dataDir, 'db', quarantined[0] ?? ''));
    const [header, ...bad] = readFileSync(users?.quarantineFile ?? '', 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(header ?? '')).toMatchObject({ file, damagedLines: [2, 4, 6], kept: 3 });
    expect(bad.map((l) => JSON.parse(l) as unknown)).toEqual([
      { line: 2, text: '{"_id":"u1", broken' },
      { line: 4, text: '\u0000\u0000\u0000' },
      { line: 6, text: '{"_id":"u9","torn' },
    ]);

    const store = await openEmbeddedStore({ dataDir });
    expect((await store.collection('users').find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual([
      'u0',
      'u2',
      'u4',
    ]);
    await store.close();
    // Nothing left to do on a second run.
    expect((await repairDataDir({ dataDir })).files.every((f) => f.status === 'clean')).toBe(true);
  });

  it('rewrites, without loss, lines an older version wrote with raw Unicode line separators', async () => {
    const { dataDir, file } = await seeded(1);
    appendFileSync(file, '{"_id":"l1","description":"Sector 62\u2028Noida"}\n');
    await expect(openEmbeddedStore({ dataDir })).rejects.toBeInstanceOf(StoreOpenError);
    const report = await repairDataDir({ dataDir });
    expect(report.files.find((f) => f.file === file)).toMatchObject({ status: 'repaired', damagedLines: [] });
    const store = await openEmbeddedStore({ dataDir });
    expect(await store.collection('users').findOne({ _id: 'l1' })).toEqual({
      _id: 'l1',
      description: 'Sector 62\u2028Noida',
    });
    await store.close();
  });

  it('reports a file that lost documents, leaves it alone, and accepts the loss only when named', async () => {
    const { dataDir, file } = await seeded(6);
    await (await openEmbeddedStore({ dataDir })).close(); // compaction records the manifest
    writeFileSync(file, '');

    const report = await repairDataDir({ dataDir });
    expect(report.ok).toBe(false);
    expect(report.files.find((f) => f.file === file)).toMatchObject({ status: 'loss-detected' });
    expect(formatRepairReport(report)).toContain('--accept-loss users');
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(file);

    const accepted = await repairDataDir({ dataDir, acceptLoss: ['users'] });
    expect(accepted.ok).toBe(true);
    expect(accepted.files.find((f) => f.file === file)).toMatchObject({ status: 'loss-accepted' });
    const store = await openEmbeddedStore({ dataDir });
    expect(await store.collection('users').count()).toBe(0);
    await store.close();
  });
});
