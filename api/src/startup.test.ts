import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import type { Logger } from './http/logger';
import { prepareStore, readAppVersion } from './startup';
import { openStore } from './store/open-store';

describe('startup', () => {
  it('reads the version from the root package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(readAppVersion()).toBe(pkg.version);
  });

  it('does not touch the store when SEED=off', async () => {
    const lines: string[] = [];
    const log: Logger = { error: () => {}, warn: () => {}, debug: () => {}, info: (m) => lines.push(m) };
    const dir = mkdtempSync(join(tmpdir(), 'propai-startup-'));
    const store = await openStore({ dataDir: dir });
    try {
      await prepareStore(store, loadEnv({ SEED: 'off' }), log);
      expect(await store.collection('listings').count()).toBe(0);
      expect(lines).toEqual(['Demo data: SEED=off, not seeding.']);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
