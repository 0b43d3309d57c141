#!/usr/bin/env node
// `npm run bench:api`: how fast discovery answers on a big data set. A measurement, not a test: it
// prints a table and writes bench-results/api.json, and fails only if it cannot measure.
//
// 1. Seeds BENCH_DIR (default /tmp/propai-bench-100k) with BENCH_LISTINGS (100,000) listings and
//    BENCH_PROJECTS (2,000) projects on the embedded store, once; later runs reuse the folder.
// 2. Starts the real server on it (scripts/start.mjs, SKIP_BUILD=1, SEED=off, LOG_LEVEL=silent,
//    a free port). The first start on a fresh folder also writes the search fields (~2 min).
// 3. Single client: BENCH_SAMPLES (200) sequential requests per query class, rotating through
//    typical variants (cities, price ranges, sorts, texts), each one a distinct query so that the
//    result cache never answers (uncached figures); p50/p95/max in ms.
// 4. Load: autocannon -c 50 for BENCH_SECONDS (10) against /api/health, then the listings search
//    twice in the same run: 12 hot queries repeated (as real traffic repeats them; mostly cached),
//    and a new query on every request (uncached); each as a ratio of /api/health's requests/s.
//    Failures are reported by kind (timeouts = no answer within autocannon's 10 s).
// Targets (Issue 5): p95 ≤ 50 ms for project and listing searches, ≤ 20 ms for suggestions;
// listings search ≥ 25% of /api/health's requests per second.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopServer, waitForReady } from './bench-support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.env.BENCH_DIR ?? '/tmp/propai-bench-100k';
const listings = Number(process.env.BENCH_LISTINGS ?? 100_000);
const projects = Number(process.env.BENCH_PROJECTS ?? 2_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const cities = ['gurgaon', 'noida', 'Gurugram', 'delhi', 'ghaziabad', 'greater noida west'];
const ranges = [
  [5_000_000, 10_000_000],
  [10_000_000, 20_000_000],
  [7_500_000, 15_000_000],
  [20_000_000, 50_000_000],
];
const texts = ['sohna road', 'sector 45', 'dwarka', 'noida extension', 'indirapuram', '3 bhk'];
const prefixes = ['gur', 'no', 'sohna', 'gre', 'dw', 'ind', 'vaish', 'sec', 'gol', 'dlf', 'sush', 'raj'];
const pick = (list, i) => list[i % list.length];
/** ₹500 Cr + i: above every stored price, so it only makes request i a query of its own. */
const ceiling = (i) => 5_000_000_000 + i;
const enc = encodeURIComponent;

/**
 * Query classes: each a function of the sample index giving one URL path. Every index gives a
 * distinct query (a price bound moved by i rupees), so the result cache never answers a sample:
 * the single-client figures are uncached ("cold") queries.
 */
const CLASSES = {
  'projects: city+price+sort': (i) =>
    `/api/projects/query?city=${enc(pick(cities, i))}&priceMin=${pick(ranges, i)[0] + i}&priceMax=${pick(ranges, i)[1]}&sortBy=${pick(['score', 'price', 'createdAt'], i)}&sortOrder=desc`,
  'projects: explore first page': (i) =>
    `/api/projects/query?limit=20&offset=${(i % 3) * 20}&priceMax=${ceiling(i)}&sortBy=createdAt&sortOrder=desc`,
  'projects: text': (i) => `/api/projects/query?q=${enc(pick(texts, i))}&priceMax=${ceiling(i)}`,
  'listings: category+city+price+sort': (i) =>
    `/api/listings?category=${pick(['sale', 'sale', 'plot'], i)}&city=${enc(pick(cities, i))}&min=${pick(ranges, i)[0] + i}&max=${pick(ranges, i)[1]}&sort=${pick(['priceLow', 'new', 'priceHigh'], i)}`,
  'listings: rent/pg city+budget': (i) =>
    `/api/listings?category=${pick(['rent', 'pg'], i)}&city=${enc(pick(cities, i))}&max=${pick([30000, 60000, 15000], i) + i}&sort=new`,
  'listings: text + city': (i) =>
    `/api/listings?category=${pick(['sale', 'rent'], i)}&city=${enc(pick(cities, i))}&q=${enc(pick(texts, i))}&max=${ceiling(i)}`,
  'listings: text, no city': (i) =>
    `/api/listings?category=${pick(['sale', 'rent'], i)}&q=${enc(pick(texts, i))}&max=${ceiling(i)}`,
  'listings: browse rail': (i) =>
    `/api/marketplace/browse?category=${pick(['sale', 'rent'], i)}&sort=recent&limit=${4 + (i % 47)}`,
  'user-properties: search': (i) =>
    `/api/user-properties/search?city=${enc(pick(cities, i))}&priceMin=${pick(ranges, i)[0] + i}&priceMax=${pick(ranges, i)[1]}&bedroomsMin=2`,
  // (prefix, limit) pairs: 12 × 13 = 156 distinct queries; samples beyond that repeat (cached).
  suggestions: (i) =>
    `/api/projects/suggestions?q=${enc(pick(prefixes, i))}&limit=${8 + (Math.floor(i / 12) % 13)}`,
};
const TARGETS = { suggestions: 20 };
const DEFAULT_TARGET = 50;
/** Hot queries, repeated as real traffic repeats them (the cache answers most of these). */
const HOT_PATHS = Array.from({ length: 12 }, (_, i) =>
  CLASSES['listings: category+city+price+sort'](i).replace(/&min=\d+/, `&min=${pick(ranges, i)[0]}`),
);

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
}

function seeded() {
  const meta = join(dir, 'db', 'meta.db');
  return existsSync(meta) && readFileSync(meta, 'utf8').includes('"state":"done"');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeOne(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

async function singleClient(base) {
  const rows = [];
  for (const [name, make] of Object.entries(CLASSES)) {
    for (let i = 0; i < 10; i++) await timeOne(base + make(1_000_000 + i)); // warm-up, other queries
    const times = [];
    for (let i = 0; i < samples; i++) times.push(await timeOne(base + make(i)));
    times.sort((a, b) => a - b);
    const target = TARGETS[name] ?? DEFAULT_TARGET;
    const p95 = percentile(times, 95);
    rows.push({ query: name, p50: percentile(times, 50), p95, max: times.at(-1), target, ok: p95 <= target });
  }
  return rows;
}

async function load(base) {
  const require = createRequire(join(root, 'package.json'));
  const autocannon = require('autocannon');
  const once = (opts) =>
    new Promise((resolveRun, reject) =>
      autocannon({ connections: 50, duration: seconds, ...opts }, (err, result) =>
        err ? reject(err) : resolveRun(result),
      ),
    );
  const health = await once({ url: `${base}/api/health` });
  const hot = await once({ url: base, requests: HOT_PATHS.map((path) => ({ method: 'GET', path })) });
  // Every request a query never asked before: what the store itself sustains.
  let n = 0;
  const make = CLASSES['listings: category+city+price+sort'];
  const cold = await once({
    url: base,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: make(2_000_000 + n++) }) }],
  });
  const rps = (r) => r.requests.average;
  // autocannon counts a request unanswered after 10 s as an error (a timeout), and non-2xx apart.
  const failures = (r) => ({ errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx });
  return {
    healthRps: rps(health),
    searchRps: rps(hot),
    ratio: rps(hot) / rps(health),
    coldSearchRps: rps(cold),
    coldRatio: rps(cold) / rps(health),
    searchLatencyP97_5: hot.latency.p97_5,
    coldLatencyP97_5: cold.latency.p97_5,
    failures: { health: failures(health), hot: failures(hot), cold: failures(cold) },
    errors: [health, hot, cold].reduce((s, r) => s + r.errors + r.non2xx, 0),
    target: 0.25,
  };
}

async function main() {
  if (!seeded()) {
    console.log(`[bench:api] seeding ${listings} listings and ${projects} projects into ${dir} (once)…`);
    mkdirSync(dir, { recursive: true });
    run('npm', [
      'run',
      'seed',
      '--',
      '--listings',
      String(listings),
      '--projects',
      String(projects),
      '--data-dir',
      dir,
    ]);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      SEED: 'off',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const started = Date.now();
    console.log('[bench:api] starting the server (a fresh folder also gets its search fields written)…');
    await waitForReady(base, child, 20 * 60_000);
    console.log(`[bench:api] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const loadBefore = loadavg();
    console.log(
      `[bench:api] load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores)`,
    );
    const latency = await singleClient(base);
    console.table(
      latency.map((r) => ({
        query: r.query,
        'p50 ms': r.p50.toFixed(1),
        'p95 ms': r.p95.toFixed(1),
        'max ms': r.max.toFixed(1),
        'target p95': `≤ ${r.target}`,
        ok: r.ok ? 'yes' : 'NO',
      })),
    );
    const throughput = await load(base);
    console.table({
      '/api/health req/s': throughput.healthRps.toFixed(0),
      'listings search req/s (hot queries)': throughput.searchRps.toFixed(0),
      ratio: `${(throughput.ratio * 100).toFixed(1)}% (target ≥ 25%)`,
      'listings search req/s (every query new)': throughput.coldSearchRps.toFixed(0),
      'ratio (every query new)': `${(throughput.coldRatio * 100).toFixed(1)}%`,
      errors: throughput.errors,
    });
    console.log(
      `[bench:api] failures: ${JSON.stringify(throughput.failures)}; load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    const out = {
      at: new Date().toISOString(),
      loadAverage: { before: loadBefore, after: loadavg() },
      dataset: { listings, projects, dir },
      samples,
      latency,
      throughput,
    };
    writeFileSync(join(root, 'bench-results', 'api.json'), `${JSON.stringify(out, null, 2)}\n`);
    console.log('[bench:api] wrote bench-results/api.json');
  } finally {
    await stopServer(child);
  }
}

main().catch((err) => {
  console.error(`[bench:api] ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
