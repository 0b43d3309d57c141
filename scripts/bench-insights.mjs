// `npm run bench:insights`: how long the market insights take to compute on a big data set. A
// measurement, not a test: it prints a table and writes bench-results/insights.json.
//
// 1. Seeds BENCH_DIR (default /tmp/propai-bench-insights-100k) once on the embedded store with the
//    demo generator: BENCH_LISTINGS (100,000) current listings, as many closed listings of the
//    24-month history (BENCH_CLOSED), BENCH_PROJECTS (2,000) projects. Later runs reuse the folder.
// 2. Opens the store as the server would (indexes applied) and runs the scheduled computation
//    (services/insights/compute-insights.ts: read, aggregate, store every area) BENCH_RUNS (3)
//    times: wall time end to end, the CPU time it used (the figure that survives a busy machine),
//    the longest the event loop was held (a request arriving then waits that long; the listings
//    are read a month at a time so this stays short), and the read + aggregation alone.
// Run with tsx (it imports the API's TypeScript): `npm run bench:insights`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureIndexes } from '../api/src/indexes.ts';
import { aggregateStore, computeMarketInsights } from '../api/src/services/insights/compute-insights.ts';
import { seedIfNeeded } from '../api/src/seed/seed.ts';
import { openStore } from '../api/src/store/open-store.ts';

const env = process.env;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = env.BENCH_DIR ?? '/tmp/propai-bench-insights-100k';
const listings = Number(env.BENCH_LISTINGS ?? 100_000);
const closedListings = Number(env.BENCH_CLOSED ?? listings);
const projects = Number(env.BENCH_PROJECTS ?? 2_000);
const runs = Number(env.BENCH_RUNS ?? 3);

const log = (msg) => console.log(`[bench:insights] ${msg}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  mkdirSync(dir, { recursive: true });
  let started = Date.now();
  // No compaction during the measurement: rewriting 200,000 listings is the store's own work and
  // would land inside whichever run it coincided with.
  const store = await openStore({ dataDir: dir, compactionIntervalMs: 24 * 3_600_000 });
  log(`store opened in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    await ensureIndexes(store);
    started = Date.now();
    const seeded = await seedIfNeeded(store, { listings, projects, closedListings, log });
    if (seeded.seeded) log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const stored = await store.collection('listings').count();
    const loadBefore = loadavg();
    const totals = [];
    const reads = [];
    const cpus = [];
    const stalls = [];
    let last = { areas: 0, listings: 0, projects: 0 };
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await aggregateStore(store, new Date());
      reads.push(performance.now() - t0);
      const cpu = process.cpuUsage();
      // The longest the event loop was held (a request arriving then would wait that long).
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const done = await computeMarketInsights(store, new Date());
      loop.disable();
      stalls.push(Math.round(loop.max / 1e6));
      const used = process.cpuUsage(cpu);
      cpus.push(Math.round((used.user + used.system) / 1000));
      totals.push(done.ms);
      last = done;
      log(
        `run ${i + 1}: ${done.ms} ms end to end, ${cpus[i]} ms of CPU, longest event-loop hold ${stalls[i]} ms (read + aggregate alone ${Math.round(reads[i])} ms)`,
      );
    }
    const result = {
      at: new Date().toISOString(),
      storedListings: stored,
      dataPoints: last.listings,
      projects: last.projects,
      areas: last.areas,
      runs,
      medianMs: median(totals),
      maxMs: Math.max(...totals),
      medianAggregateMs: Math.round(median(reads)),
      medianCpuMs: median(cpus),
      longestHoldMs: Math.max(...stalls),
      loadAverage: { before: loadBefore, after: loadavg() },
    };
    console.log('');
    console.log(
      '| Listings stored | Data points | Projects | Areas | Wall, median of runs | Wall, max | CPU, median | Longest event-loop hold | Read + aggregate only, median |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${stored.toLocaleString('en-IN')} | ${result.dataPoints.toLocaleString('en-IN')} | ${result.projects} | ${result.areas} | ${result.medianMs} ms | ${result.maxMs} ms | ${result.medianCpuMs} ms | ${result.longestHoldMs} ms | ${result.medianAggregateMs} ms |`,
    );
    console.log(
      `load average ${loadBefore.map((n) => n.toFixed(1)).join(' ')} → ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results', 'insights.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await store.close();
  }
}

main().catch((err) => {
  console.error('[bench:insights] failed:', err);
  process.exitCode = 1;
});
