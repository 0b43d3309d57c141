/**
 * What happens between opening the store and accepting requests, kept apart from server.ts so
 * other parts of the API add their start-up work here (indexes, admin grants from ADMIN_EMAILS)
 * and tests can run it too.
 */
import { readFileSync } from 'node:fs';
import type { Env } from './env';
import type { Logger } from './http/logger';
import type { Store } from './store/types';

/** The version in the root package.json, read once at start-up. */
export function readAppVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

interface SeedModule {
  seedIfNeeded(store: Store, options: { listings: number; projects: number; log: Logger }): Promise<unknown>;
}

/** The seed generator is optional at build time: loaded by a non-literal specifier. */
async function loadSeed(): Promise<SeedModule | null> {
  const specifier = './seed/seed';
  try {
    return (await import(specifier)) as SeedModule;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw err;
  }
}

/** Prepares a freshly opened store: demo data on first start unless SEED=off. */
export async function prepareStore(store: Store, env: Env, log: Logger): Promise<void> {
  if (env.SEED === 'on') {
    const seed = await loadSeed();
    if (!seed) {
      log.warn(
        'Demo data: the seed generator (api/src/seed/seed.ts) is not in this build; starting unseeded.',
      );
      return;
    }
    await seed.seedIfNeeded(store, { listings: env.SEED_LISTINGS, projects: env.SEED_PROJECTS, log });
  } else {
    log.info('Demo data: SEED=off, not seeding.');
  }
}
