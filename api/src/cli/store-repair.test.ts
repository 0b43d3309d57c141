/** The `npm run store:repair` command end to end: a real process on a damaged DATA_DIR. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../store/embedded/embedded-store';

const TSX = resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const CLI = resolve(import.meta.dirname, 'store-repair.ts');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runRepair(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.MONGODB_URI;
  delete env.INIT_CWD;
  return spawnSync(TSX, [CLI, ...args], { env, encoding: 'utf8' });
}

describe('store:repair CLI', () => {
  it('quarantines a damaged line, prints the report, and leaves a loadable store', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propai-repair-cli-'));
    dirs.push(dataDir);
    const store = await openEmbeddedStore({ dataDir });
    await store.collection('leads').insertMany([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]);
    await store.close();
    const file = join(dataDir, 'db', 'leads.db');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1] = '{"_id":"b"';
    writeFileSync(file, lines.join('\n'));

    const run = runRepair(dataDir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(file);
    expect(run.stdout).toContain('line 2');
    expect(readdirSync(join(dataDir, 'db')).some((n) => n.startsWith('leads.db.quarantine-'))).toBe(true);

    const reopened = await openEmbeddedStore({ dataDir });
    expect(await reopened.collection('leads').count()).toBe(2);
    await reopened.close();
  });

  it('exits non-zero while a file that lost documents is not accepted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propai-repair-cli-'));
    dirs.push(dataDir);
    const store = await openEmbeddedStore({ dataDir });
    await store.collection('leads').insertMany([{ _id: 'a' }, { _id: 'b' }]);
    await store.close();
    await (await openEmbeddedStore({ dataDir })).close();
    writeFileSync(join(dataDir, 'db', 'leads.db'), '');

    const refused = runRepair(dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('--accept-loss leads');
    const accepted = runRepair(dataDir, '--', '--accept-loss', 'leads');
    expect(accepted.status).toBe(0);
    await (await openEmbeddedStore({ dataDir })).close();
  });
});
