/**
 * Computes every city's and locality's market figures from the whole store and stores them, so no
 * request ever reads the listings (issue 20, Performance): the API serves these documents.
 *
 * Reads of the approved homes for sale and rent a month at a time (only the fields insights use),
 * one of the projects, one pass through domain/insights/market-aggregator.ts, then one document per area
 * (`_id` = its area key) and one overview document, each carrying `computedAt`.
 *
 * Guarantees: a document is only ever replaced by one from a LATER computation (a conditional
 * upsert on `computedAt`), so two processes finishing out of order leave the newest figures; areas
 * that no longer have any listing or project are deleted after the new ones are written. Readers see
 * each area whole (one document), each with its own `asOf`.
 */
import { areaRow, MarketAggregator } from '../../domain/insights/market-aggregator';
import { listingRow, LISTING_FIELDS, projectRow } from '../../domain/insights/market-rows';
import type { AreaInsights, AreaRow, MarketWindowWire } from '../../domain/insights/insights-schemas';
import { monthIndex, monthStart, trendWindows } from '../../domain/insights/market-windows';
import { normalizeCity } from '../../domain/search/city-aliases';
import { DuplicateKeyError, type Doc, type Store } from '../../store/types';

export const MARKET_INSIGHTS = 'market_insights';
export const OVERVIEW_ID = '_overview';

/** A stored area: its figures, plus what the readers filter on. */
export type AreaDoc = AreaInsights & { _id: string; cityKey: string; computedAt: Date };
export type OverviewDoc = {
  _id: typeof OVERVIEW_ID;
  asOf: string;
  levelWindow: MarketWindowWire;
  cities: AreaRow[];
  localities: AreaRow[];
  computedAt: Date;
};

const PROJECT_FIELDS = { city: 1, locality: 1, name: 1, slug: 1, status: 1, bhk: 1, possession: 1 } as const;

export interface ComputeResult {
  areas: number;
  listings: number;
  projects: number;
  ms: number;
}

/**
 * The listings' read, a month of listing dates at a time (through the `createdAt` index), plus one
 * read before the oldest month (old listings still on the market count in supply) and one after
 * now: no single read holds the process for the whole collection, and the event loop serves
 * requests between months. Each listing is read once.
 */
export function listingReadRanges(now: Date): { createdAt: Record<string, Date> }[] {
  const first = monthIndex(trendWindows(now)[0]!.start);
  const last = monthIndex(now) + 1;
  const bounds = Array.from({ length: last - first + 1 }, (_, i) => monthStart(first + i));
  return [
    { createdAt: { $lt: bounds[0]! } },
    ...bounds.slice(1).map((end, i) => ({ createdAt: { $gte: bounds[i]!, $lt: end } })),
    { createdAt: { $gte: bounds[bounds.length - 1]! } },
  ];
}

/** The figures at `now`, from everything stored. */
export async function aggregateStore(
  store: Store,
  now: Date,
): Promise<{ areas: AreaInsights[]; listings: number; projects: number }> {
  const market = new MarketAggregator(now);
  const projection = Object.fromEntries(LISTING_FIELDS.map((f) => [f, 1 as const]));
  let counted = 0;
  for (const range of listingReadRanges(now)) {
    const docs = await store
      .collection('listings')
      .find({ ...range, status: 'live', category: { $in: ['sale', 'rent'] } }, { projection });
    for (const doc of docs) {
      const row = listingRow(doc, now);
      if (!row) continue;
      market.addListing(row);
      counted += 1;
    }
  }
  const projects = await store.collection('projects').find({}, { projection: PROJECT_FIELDS });
  for (const doc of projects) {
    const row = projectRow(doc);
    if (row) market.addProject(row);
  }
  return { areas: market.result(), listings: counted, projects: projects.length };
}

/** Writes `doc` unless a later computation already stored its `_id`. */
async function putIfNewer(store: Store, doc: Doc & { computedAt: Date }): Promise<void> {
  const { _id, ...fields } = doc;
  try {
    await store
      .collection(MARKET_INSIGHTS)
      .updateOne(
        { _id, $or: [{ computedAt: { $lt: doc.computedAt } }, { computedAt: { $exists: false } }] },
        { $set: fields },
        { upsert: true },
      );
  } catch (err) {
    // The filter missed a stored document with a later computedAt, so the upsert tried a second
    // document with the same _id: the newer figures stay.
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
}

/** Computes and stores every area and the overview; `now` is the figures' "as of". */
export async function computeMarketInsights(store: Store, now = new Date()): Promise<ComputeResult> {
  const started = Date.now();
  const { areas, listings, projects } = await aggregateStore(store, now);
  for (const a of areas)
    await putIfNewer(store, { ...a, _id: a.area.key, cityKey: normalizeCity(a.area.city), computedAt: now });
  const rows = areas.map(areaRow);
  const first = areas[0];
  if (first) {
    const overview: OverviewDoc = {
      _id: OVERVIEW_ID,
      asOf: now.toISOString(),
      levelWindow: first.levelWindow,
      cities: rows.filter((r) => r.area.kind === 'city'),
      localities: rows.filter((r) => r.area.kind === 'locality'),
      computedAt: now,
    };
    await putIfNewer(store, overview);
  }
  // Areas this computation did not write (no listing or project left) go.
  await store.collection(MARKET_INSIGHTS).deleteMany({ computedAt: { $lt: now } });
  return { areas: areas.length, listings, projects, ms: Date.now() - started };
}
