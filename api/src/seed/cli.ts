/**
 * `npm run seed -- --listings 100000 --projects 2000 [--closed-listings N] [--seed N] [--data-dir DIR] [--mongo URI] [--force]`
 *
 * Seeds the configured store once (a seeded store is left alone); --force first deletes every
 * seeded document and file, then seeds again. Defaults come from DATA_DIR / MONGODB_URI, like the
 * server, so the command fills the same database the server will open. `--closed-listings` sizes the
 * 24-month history of sold and rented listings (default: as many as `--listings`).
 */
import { parseArgs } from 'node:util';
import { openStore } from '../store/open-store';
import { DEFAULT_SEED, seedIfNeeded, wipeSeeded } from './seed';

const USAGE =
  'Usage: npm run seed -- [--listings N] [--projects N] [--closed-listings N] [--seed N] [--data-dir DIR] [--mongo URI] [--force]';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}". ${USAGE}`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string' },
      projects: { type: 'string' },
      'closed-listings': { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      mongo: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const listings = count(values.listings, 3000, 'listings');
  const projects = count(values.projects, 150, 'projects');
  const seed = count(values.seed, DEFAULT_SEED, 'seed');
  const closed = values['closed-listings'];
  const closedListings = closed === undefined ? undefined : count(closed, 0, 'closed-listings');
  const mongoUri = values.mongo ?? (process.env.MONGODB_URI || undefined);
  const dataDir = values['data-dir'] ?? (process.env.DATA_DIR || './data');
  const store = await openStore({ dataDir, ...(mongoUri ? { mongoUri } : {}) });
  try {
    if (values.force) {
      console.log('Removing earlier demo data…');
      await wipeSeeded(store);
    }
    const started = Date.now();
    const result = await seedIfNeeded(store, {
      listings,
      projects,
      seed,
      ...(closedListings !== undefined ? { closedListings } : {}),
      log: (m) => console.log(m),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      result.seeded
        ? `Seeded in ${seconds} s: ${JSON.stringify(result.counts)}`
        : `Already seeded (${JSON.stringify(result.counts)}); nothing to do. Use --force to seed again.`,
    );
  } finally {
    await store.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
