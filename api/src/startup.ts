/**
 * What happens between opening the store and accepting requests, kept apart from server.ts so
 * other parts of the API add their start-up work here (indexes, admin grants from ADMIN_EMAILS)
 * and tests can run it too.
 */
import { readFileSync } from 'node:fs';
import { applyAdminEmails } from './auth/admin-grants';
import type { Env } from './env';
import type { Logger } from './http/logger';
import { prepareSearchFields } from './services/search/search-fields';
import { ensureIndexes } from './indexes';
import { seedIfNeeded } from './seed/seed';
import type { Store } from './store/types';

/** The version in the root package.json, read once at start-up. */
export function readAppVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

/** Prepares a freshly opened store: every registered index, then demo data on first start unless SEED=off. */
export async function prepareStore(store: Store, env: Env, log: Logger): Promise<void> {
  await ensureIndexes(store);
  if (env.SEED === 'on') {
    await seedIfNeeded(store, { listings: env.SEED_LISTINGS, projects: env.SEED_PROJECTS, log });
  } else {
    log.info('Demo data: SEED=off, not seeding.');
  }
  await prepareSearchFields(store, log);
  await applyAdminEmails(store, env.ADMIN_EMAILS);
}
