#!/usr/bin/env node
// `npm run bench:api`: how fast discovery answers on a big data set. A measurement, not a test: it
// prints a table and writes bench-results/api.json, and fails only if it cannot measure.
//
// 1. Seeds BENCH_DIR (default /tmp/propai-bench-100k) with BENCH_LISTINGS (100,000) listings and
//    BENCH_PROJECTS (2,000) projects on the embedded store, once; later runs reuse the folder.
// 2. Starts the real server on it (scripts/start.mjs, SKIP_BUILD=1, SEED=off, LOG_LEVEL=silent,
//    a free port). The first start on a fresh folder also writes the search fields (~2 min).
// 3. Single client: BENCH_SAMPLES (200) sequential requests per query class, rotating through
//    typical variants (cities, price ranges, sorts, texts); p50/p95/max in ms.
// 4. Load: autocannon -c 50 for BENCH_SECONDS (10) against /api/health, then the listings search
//    (rotating variants) in the same run; the ratio of their requests per second.
// Targets (Issue 5): p95 ≤ 50 ms for project and listing searches, ≤ 20 ms for suggestions;
// listings search ≥ 25% of /api/health's requests per second.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.env.BENCH_DIR ?? '/tmp/propai-bench-100k';
const listings = Number(process.env.BENCH_LISTINGS ?? 100_000);
const projects = Number(process.env.BENCH_PROJECTS ?? 2_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const cities = ['gurgaon', 'noida', 'Gurugram', 'delhi', 'ghaziabad', 'greater noida west'];
const ranges = [
  ['50L', '1Cr'],
  ['1Cr', '2Cr'],
  ['75L', '1.5Cr'],
  ['2Cr', '5Cr'],
];
const texts = ['sohna road', 'sector 45', 'dwarka', 'noida extension', 'indirapuram', '3 bhk'];
const pick = (list, i) => list[i % list.length];

/** Query classes: each a function of the sample index giving one URL path. */
const CLASSES = {
  'projects: city+price+sort': (i) =>
    `/api/projects/query?city=${encodeURIComponent(pick(cities, i))}&priceMin=${pick(ranges, i)[0]}&priceMax=${pick(ranges, i)[1]}&sortBy=${pick(['score', 'price', 'createdAt'], i)}&sortOrder=desc`,
  'projects: explore first page': (i) =>
    `/api/projects/query?limit=20&offset=${(i % 3) * 20}&sortBy=createdAt&sortOrder=desc`,
  'projects: text': (i) => `/api/projects/query?q=${encodeURIComponent(pick(texts, i))}`,
  'listings: category+city+price+sort': (i) =>
    `/api/listings?category=${pick(['sale', 'sale', 'plot'], i)}&city=${encodeURIComponent(pick(cities, i))}&min=${pick(ranges, i)[0]}&max=${pick(ranges, i)[1]}&sort=${pick(['priceLow', 'new', 'priceHigh'], i)}`,
  'listings: rent/pg city+budget': (i) =>
    `/api/listings?category=${pick(['rent', 'pg'], i)}&city=${encodeURIComponent(pick(cities, i))}&max=${pick(['30000', '60000', '15000'], i)}&sort=new`,
  'listings: text + city': (i) =>
    `/api/listings?category=${pick(['sale', 'rent'], i)}&city=${encodeURIComponent(pick(cities, i))}&q=${encodeURIComponent(pick(texts, i))}`,
  'listings: text, no city': (i) =>
    `/api/listings?category=${pick(['sale', 'rent'], i)}&q=${encodeURIComponent(pick(texts, i))}`,
  'listings: browse rail': (i) =>
    `/api/marketplace/browse?category=${pick(['sale', 'rent'], i)}&sort=recent&limit=16`,
  'user-properties: search': (i) =>
    `/api/user-properties/search?city=${encodeURIComponent(pick(cities, i))}&priceMin=${pick(ranges, i)[0]}&priceMax=${pick(ranges, i)[1]}&bedroomsMin=2`,
  suggestions: (i) =>
    `/api/projects/suggestions?q=${encodeURIComponent(pick(['gur', 'no', 'sohna', 'gre', 'dw', 'ind', 'vaish'], i))}`,
};
const TARGETS = { suggestions: 20 };
const DEFAULT_TARGET = 50;
const LOAD_PATHS = Array.from({ length: 12 }, (_, i) => CLASSES['listings: category+city+price+sort'](i));

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
}

function seeded() {
  const meta = join(dir, 'db', 'meta.db');
  return existsSync(meta) && readFileSync(meta, 'utf8').includes('"state":"done"');
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(base, child, timeoutMs = 20 * 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer /api/health in time');
}

function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    try {
      process.kill(-child.pid, 'SIGTERM'); // its own process group: start.mjs, tsx and the server
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => done(), 15_000).unref();
  });
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
    for (let i = 0; i < 10; i++) await timeOne(base + make(i)); // warm-up
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
  const search = await once({ url: base, requests: LOAD_PATHS.map((path) => ({ method: 'GET', path })) });
  const rps = (r) => r.requests.average;
  return {
    healthRps: rps(health),
    searchRps: rps(search),
    ratio: rps(search) / rps(health),
    searchLatencyP97_5: search.latency.p97_5,
    errors: health.errors + search.errors + health.non2xx + search.non2xx,
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
    await waitForHealth(base, child);
    console.log(`[bench:api] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
      'listings search req/s': throughput.searchRps.toFixed(0),
      ratio: `${(throughput.ratio * 100).toFixed(1)}% (target ≥ 25%)`,
      errors: throughput.errors,
    });
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    const out = {
      at: new Date().toISOString(),
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
