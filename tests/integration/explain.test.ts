/**
 * The API's main queries, explained by the server itself. The filters and sorts are the ones the
 * discovery routes build: searchListings() and projectFilter()/projectSort() run against a
 * recording collection, and every find/count they issue is explained with the driver.
 *
 * On real MongoDB every query must use an index and none may scan the whole collection. FerretDB
 * 1.24 cannot push these filters down to its backend (dotted paths, $in, and even plain equality
 * on PostgreSQL are evaluated in FerretDB after a full table read), so there the test asserts what
 * is true — a full scan, in the backend's own words — and prints every plan (`[explain] …` lines,
 * also test-results/explain-plans.json); if a FerretDB upgrade starts using indexes, it fails and
 * says so.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { Db, Sort } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSearchFields } from '../../api/src/services/search/search-fields';
import { searchListings } from '../../api/src/services/search/listing-query';
import type { ListingSort } from '../../api/src/services/search/listing-query';
import { projectFilter, projectSort } from '@propai/api/domain/search/project-query';
import { applicableFilters, listingFilterClauses } from '@propai/api/domain/search/listing-filters';
import { createLogger } from '../../api/src/http/logger';
import { ensureIndexes } from '../../api/src/indexes';
import { seedIfNeeded } from '../../api/src/seed/seed';
import { openMongoStore } from '../../api/src/store/mongo/mongo-store';
import type { Collection, Doc, Filter, FindOptions, Store } from '../../api/src/store/types';
import { repoRoot } from './support/api-process';
import { summarizePlan } from './support/explain-plan';
import type { PlanSummary } from './support/explain-plan';

const uri = process.env.MONGODB_TEST_URI ?? '';
const dbName = `propai_explain_${randomBytes(4).toString('hex')}`;
let store: Store;
let client: MongoClient;
let db: Db;
let ferret = false;
const report: Record<string, PlanSummary & { pushdown?: unknown }> = {};

interface Issued {
  op: 'find' | 'count';
  filter: Filter;
  options: FindOptions;
}

/** Stands in for the store collection: records each query, then answers it from the real one. */
function recording<T extends Doc>(real: Collection<T>, issued: Issued[]): Collection<T> {
  const spy: Partial<Collection<T>> = {
    find: (filter: Filter = {}, options: FindOptions = {}) => {
      issued.push({ op: 'find', filter, options });
      return real.find(filter, options);
    },
    findOne: async (filter: Filter, options: FindOptions = {}) => {
      issued.push({ op: 'find', filter, options: { ...options, limit: 1 } });
      return real.findOne(filter, options);
    },
    count: (filter: Filter = {}) => {
      issued.push({ op: 'count', filter, options: {} });
      return real.count(filter);
    },
  };
  // Everything else (name, and whatever the interface grows) goes to the real collection.
  return new Proxy(real, {
    get: (target, prop, receiver) => {
      const own = spy[prop as keyof Collection<T>];
      if (own) return own;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Explains a query the way the mongo adapter sends it (its sort gets an _id tie-breaker). */
async function explain(collection: string, q: Issued): Promise<PlanSummary & { pushdown?: unknown }> {
  const sort = q.options.sort ? ({ ...q.options.sort, _id: q.options.sort._id ?? 1 } as Sort) : undefined;
  const cursor = db.collection(collection).find(q.filter, {
    ...(sort ? { sort } : {}),
    ...(q.options.skip ? { skip: q.options.skip } : {}),
    ...(q.options.limit ? { limit: q.options.limit } : {}),
  });
  const out = (await cursor.explain('queryPlanner')) as Record<string, unknown>;
  const summary = summarizePlan(out);
  return ferret
    ? {
        ...summary,
        pushdown: { filter: out.filterPushdown, sort: out.sortPushdown, limit: out.limitPushdown },
      }
    : summary;
}

beforeAll(async () => {
  store = await openMongoStore({ uri, dbName });
  await ensureIndexes(store);
  await seedIfNeeded(store, { listings: 60, projects: 6 });
  await prepareSearchFields(store, createLogger('silent'));
  client = new MongoClient(uri);
  await client.connect();
  db = client.db(dbName);
  const info = await db.admin().command({ buildInfo: 1 });
  ferret = 'ferretdbVersion' in info || 'ferretdbFeatures' in info;
});

afterAll(async () => {
  const dir = join(repoRoot, 'test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'explain-plans.json'),
    JSON.stringify({ ferretdb: ferret, plans: report }, null, 2),
  );
  await store?.close();
  await db?.dropDatabase();
  await client?.close();
});

/** Every query `run` issues against `collection`, explained and judged. */
async function expectIndexed(label: string, collection: string, run: (col: Collection) => Promise<unknown>) {
  const issued: Issued[] = [];
  await run(recording(store.collection(collection), issued));
  expect(issued.length).toBeGreaterThan(0);
  for (const [i, q] of issued.entries()) {
    const plan = await explain(collection, q);
    report[`${label} #${i + 1} ${q.op}`] = plan;
    const where = `${label} (${q.op} ${JSON.stringify(q.filter).slice(0, 200)}): ${plan.evidence.join(' | ')}`;
    if (ferret) {
      // The documented FerretDB 1.24 limitation, stated as a fact the test checks.
      expect(plan.fullScan, `FerretDB now avoids a full scan: ${where}`).toBe(true);
    } else {
      expect(plan.fullScan, `COLLSCAN in ${where}`).toBe(false);
      expect(plan.usesIndex, `no index in ${where}`).toBe(true);
    }
  }
}

const listingSearch = (sort: ListingSort, extra: { city?: string; min?: number; max?: number } = {}) => ({
  categories: ['sale'] as const,
  sort,
  skip: 0,
  limit: 20,
  projection: { title: 1 } as const,
  ...extra,
});

describe('the main searches use an index (explain)', () => {
  for (const sort of ['new', 'priceLow', 'priceHigh', 'areaHigh'] as const) {
    it(`listings: sale in Gurgaon, sorted ${sort}`, async () => {
      await expectIndexed(`listings ${sort}`, 'listings', (col) =>
        searchListings(col, listingSearch(sort, { city: 'Gurgaon' })),
      );
    });
  }

  it('listings: any city, a price range, second page', async () => {
    await expectIndexed('listings price range', 'listings', (col) =>
      searchListings(col, { ...listingSearch('priceLow', { min: 5_000_000, max: 20_000_000 }), skip: 20 }),
    );
  });

  it('listing detail by slug', async () => {
    await expectIndexed('listing slug', 'listings', (col) =>
      col.findOne({ slug: 'x', $and: [{ status: 'live' }] }),
    );
  });

  it('projects: city search with the default sort', async () => {
    const query = { city: 'Noida', sortBy: 'score' as const };
    await expectIndexed('projects city', 'projects', (col) =>
      col.find(projectFilter(query), { sort: projectSort(query), limit: 12 }),
    );
  });

  it('projects: a place inside a city (city key plus area), verified only', async () => {
    const query = { city: 'Sohna Road', verified: true, sortBy: 'score' as const };
    await expectIndexed('projects place verified', 'projects', (col) =>
      col.find(projectFilter(query), { sort: projectSort(query), limit: 20 }),
    );
  });

  it('listings: rentals in Gurgaon by home type and furnishing', async () => {
    await expectIndexed('listings ptype furnish', 'listings', (col) =>
      searchListings(col, {
        ...listingSearch('new', { city: 'Gurgaon' }),
        categories: ['rent'] as const,
        clauses: listingFilterClauses(
          applicableFilters({ category: 'rent', ptype: 'house', furnish: 'furnished' }),
        ),
      }),
    );
  });

  it('sessions by token hash, users by email, rate-limit windows, newsletter by email', async () => {
    await expectIndexed('session', 'sessions', (col) => col.findOne({ tokenHash: 'h' }));
    await expectIndexed('user', 'users', (col) => col.findOne({ email: 'a@example.com' }));
    await expectIndexed('rate window', 'rate_hits', (col) =>
      col.count({ key: 'send:ip:1.2.3.4', at: { $gt: new Date() } }),
    );
    await expectIndexed('newsletter', 'newsletter_subscriptions', (col) =>
      col.findOne({ email: 'a@example.com' }),
    );
  });
});
