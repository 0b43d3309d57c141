/**
 * The market insights' scheduled job in the API process, like the weekly pulse's: at start-up and
 * then every RECOMPUTE_EVERY_MINUTES, the figures are recomputed unless they are fresher than that.
 *
 * Once per period across processes: before computing, a process inserts a claim whose `_id` names
 * the period (`insights:<period number>`); the unique `_id` lets one insert win and the others skip
 * (the store-wide rule for claims: an insert, never a read-modify-write). A process that dies while
 * computing leaves the figures of the previous period in place, and the next period recomputes.
 * Claims expire after two days (TTL index in insights.indexes.ts).
 *
 * The first run does not hold up start-up: at 100,000 listings it takes seconds (README,
 * `npm run bench:insights`), and until it ends the pages say the figures are being computed.
 */
import { RECOMPUTE_EVERY_MINUTES } from '../../domain/insights/insights-rules';
import type { Logger } from '../../http/logger';
import { DuplicateKeyError, type Store } from '../../store/types';
import { computeMarketInsights, MARKET_INSIGHTS, OVERVIEW_ID, type ComputeResult } from './compute-insights';

export const INSIGHT_RUNS = 'market_insight_runs';
const PERIOD_MS = RECOMPUTE_EVERY_MINUTES * 60_000;

/** One run; `now` is injectable for tests. Answers what was computed, or null when skipped. */
export async function runInsightsUpkeep(store: Store, now = new Date()): Promise<ComputeResult | null> {
  const overview = await store
    .collection(MARKET_INSIGHTS)
    .findOne({ _id: OVERVIEW_ID }, { projection: { computedAt: 1 } });
  const computedAt = overview?.computedAt;
  if (computedAt instanceof Date && now.getTime() - computedAt.getTime() < PERIOD_MS) return null;
  try {
    await store
      .collection(INSIGHT_RUNS)
      .insertOne({ _id: `insights:${Math.floor(now.getTime() / PERIOD_MS)}`, at: now });
  } catch (err) {
    if (err instanceof DuplicateKeyError) return null; // another process has this period
    throw err;
  }
  return computeMarketInsights(store, now);
}

export interface InsightsUpkeep {
  /** Waits for a run in progress, then stops the schedule. */
  stop(): Promise<void>;
}

/** Starts the first run in the background, then one every period (never overlapping). */
export function startInsightsUpkeep(store: Store, log: Pick<Logger, 'info' | 'warn'>): InsightsUpkeep {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runInsightsUpkeep(store)
      .then(
        (done) => {
          if (done)
            log.info(
              `Market insights: ${done.areas} areas from ${done.listings} listings and ${done.projects} projects in ${done.ms} ms.`,
            );
        },
        (err: unknown) =>
          log.warn(
            `Market insights: ${err instanceof Error ? err.message : String(err)}; retried next period.`,
          ),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  // Checked every minute: a process whose claim lost still picks up the next period on time.
  const timer = setInterval(run, 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
