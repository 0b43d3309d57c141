/**
 * Start-up step: writes the derived search fields (and each project's score) onto the stored
 * documents so that searches read indexed fields instead of computing per request.
 *
 * Guarantees: idempotent and cheap on a restart (a document is written only when its derived
 * fields changed, or for listings when its `search.v` is older than LISTING_SEARCH_VERSION);
 * seeded and user documents are treated alike; nothing else on a document is touched.
 * Project scores depend on reports and developers, so they are recomputed on every start.
 * Listings without freshness fields get them (listing-freshness.ts: their clock starts now).
 */
import { isDeepStrictEqual } from 'node:util';
import type { Store } from '../../store/types';
import { LISTING_SEARCH_VERSION, listingSearchFields } from '../../domain/search/listing-fields';
import { projectDerivedFields, type ProjectLike } from '../../domain/search/project-fields';
import { backfillFreshness } from './listing-freshness';
import { PUBLIC_REPORT_FILTER } from '../../domain/reports/report-rules';

interface Log {
  info(message: string): void;
}

const BATCH = 2000;

export async function prepareSearchFields(store: Store, log: Log, now = new Date()): Promise<void> {
  const started = Date.now();
  const projects = await refreshProjects(store, now);
  const listings = await backfillListings(store);
  const fresh = await backfillFreshness(store, now);
  if (projects + listings > 0)
    log.info(
      `Search fields: ${projects} projects and ${listings} listings updated in ${Date.now() - started} ms.`,
    );
  if (fresh > 0) log.info(`Freshness: ${fresh} listings given their first confirmation date (now).`);
}

async function refreshProjects(store: Store, now: Date): Promise<number> {
  const developers = new Map(
    (await store.collection('developers').find({}, { projection: { trustScore: 1, past: 1 } })).map((d) => [
      d._id,
      d as { trustScore?: number; past?: { delayMonths?: number }[] },
    ]),
  );
  const reports = new Map<string, { upVotes?: number; downVotes?: number }[]>();
  for (const r of await store
    .collection('reports')
    .find(PUBLIC_REPORT_FILTER, { projection: { projectId: 1, upVotes: 1, downVotes: 1 } })) {
    const list = reports.get(String(r.projectId)) ?? [];
    list.push(r as { upVotes?: number; downVotes?: number });
    reports.set(String(r.projectId), list);
  }
  const col = store.collection('projects');
  let written = 0;
  for (const p of await col.find({})) {
    const derived = projectDerivedFields(
      p as ProjectLike,
      {
        developer: developers.get(String(p.developerId)),
        reports: reports.get(p._id) ?? [],
      },
      now,
    );
    const current = { search: p.search, score: p.score, scoreBreakdown: p.scoreBreakdown };
    if (isDeepStrictEqual(JSON.parse(JSON.stringify(current)), JSON.parse(JSON.stringify(derived)))) continue;
    await col.updateOne({ _id: p._id }, { $set: { ...derived } });
    written += 1;
  }
  return written;
}

/** Listings whose search fields are missing or from an older version, in batches. */
async function backfillListings(store: Store): Promise<number> {
  const col = store.collection('listings');
  let written = 0;
  for (;;) {
    const batch = await col.find({ 'search.v': { $ne: LISTING_SEARCH_VERSION } }, { limit: BATCH });
    if (batch.length === 0) return written;
    for (const doc of batch) {
      await col.updateOne(
        { _id: doc._id },
        { $set: { search: listingSearchFields(doc as Parameters<typeof listingSearchFields>[0]) } },
      );
      written += 1;
    }
  }
}
