#!/usr/bin/env node
// `npm run bench:web`: measures what a phone pays to open PropAI's home page. A measurement, not a
// test: it prints figures and writes bench-results/web.json, and fails only if it cannot measure.
//
// 1. Starts the real server (scripts/start.mjs builds the PWA when stale) on a free port, with a
//    temporary DATA_DIR and a small seed.
// 2. First-paint JavaScript: loads `/` in Chromium (playwright-core) at 390×844 with service
//    workers blocked (so the precache download after load is not counted), and sums the gzip size
//    of every JS response until the network is idle; also the entry chunk alone and the precache.
// 3. Lighthouse 12 (mobile, performance only, 3 runs): the median score with FCP/LCP/TBT/CLS.
// 4. The same on a listing detail page: a seeded live sale listing with photos (opened directly,
//    as a link from outside would: the server-made HTML and the light listing frame), with its LCP
//    element and the script bytes it loaded.
// Targets (ISSUE "Foundation" §9): first-paint JS ≤ 250 kB gzip; Lighthouse mobile performance ≥ 80
// on `/`; ≥ 90 on the listing detail page (issue 15).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.env.PWA_DIST ?? join(root, 'pwa', 'dist'));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET_FIRST_PAINT_KB = 250;
const TARGET_LIGHTHOUSE = 80;
const TARGET_LIGHTHOUSE_DETAIL = 90;
const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const kb = (bytes) => Math.round((bytes / 1000) * 10) / 10;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

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

async function waitForHealth(base, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer /api/health in time');
}

function startServer(port, dataDir) {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_LISTINGS: '200',
      SEED_PROJECTS: '20',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it also stops tsx and the server
  });
  return child;
}

function stopServer(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      done();
    }, 15_000).unref();
  });
}

/** The precache list that the build injected into sw.js, with raw and gzip sizes from dist. */
function precacheSize() {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{"revision":(?:null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = join(dist, url);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += /\.(png|jpe?g|webp|woff2)$/.test(url) ? bytes.length : gzipSize(bytes);
  }
  return { entries: urls.length, rawKB: kb(raw), gzipKB: kb(gzip) };
}

async function firstPaintJs(base) {
  const require = createRequire(join(root, 'tests', 'package.json'));
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isJs = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
      if (!isJs || url.origin !== new URL(base).origin) return;
      pending.push(
        response
          .body()
          .then((body) => ({ path: url.pathname, rawKB: kb(body.length), gzipKB: kb(gzipSize(body)) }))
          .catch(() => null),
      );
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter(Boolean);
    await context.close();

    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const entryPath = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
    const entryBytes = entryPath ? readFileSync(join(dist, entryPath)) : Buffer.alloc(0);
    return {
      totalGzipKB: kb(scripts.reduce((sum, s) => sum + s.gzipKB * 1000, 0)),
      totalRawKB: kb(scripts.reduce((sum, s) => sum + s.rawKB * 1000, 0)),
      entry: { path: entryPath ?? null, rawKB: kb(entryBytes.length), gzipKB: kb(gzipSize(entryBytes)) },
      scripts: scripts.sort((a, b) => b.gzipKB - a.gzipKB),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's 4× CPU slowdown assumes a host with benchmarkIndex ≈ 1533; a busier or faster host
 * emulates a different phone. This is the mapping from Lighthouse's own CPU throttling calculator
 * (docs/throttling.md → lighthouse-cpu-throttling-calculator) for a constant emulated device.
 */
function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

function lighthouseOnce(base, outDir, index, cpuSlowdown, path = '/') {
  const bin = [
    join(root, 'node_modules', '.bin', 'lighthouse'),
    join(root, 'tests', 'node_modules', '.bin', 'lighthouse'),
  ].find((p) => existsSync(p));
  if (!bin) throw new Error('lighthouse is not installed (npm install -w tests)');
  const output = join(outDir, `lighthouse-${index}.json`);
  const result = spawnSync(
    bin,
    [
      `${base}${path}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${chromiumArgs.join(' ')}`,
      '--quiet',
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown.toFixed(2)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0 || !existsSync(output)) throw new Error(`lighthouse run ${index} failed`);
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index')),
    // Lighthouse's CPU benchmark of this machine during the run: low values mean a busy or slow
    // machine, and TBT/LCP then read high. Compare runs only at similar values.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // What the largest paint was, and the script bytes the page loaded (transfer, i.e. compressed).
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    scriptKB: kb(
      lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
        ?.transferSize ?? 0,
    ),
  };
}

/** A seeded live sale listing with at least two photos: the detail page Lighthouse measures. */
async function detailPath(base) {
  // Retried: the keep-alive socket of the health check may have been closed by the server meanwhile.
  let res;
  for (let attempt = 1; !res; attempt++) {
    try {
      res = await fetch(`${base}/api/listings?category=sale&limit=50`);
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
  if (!res.ok) throw new Error(`GET /api/listings answered ${res.status}`);
  const { items } = await res.json();
  const listing = items.find((l) => Array.isArray(l.photos) && l.photos.length >= 2) ?? items[0];
  if (!listing) throw new Error('no seeded sale listing to measure');
  return listing.url;
}

function lighthouseSeries(base, outDir, label, path) {
  const runsOut = [];
  for (let i = 1; i <= runs; i++) {
    const run = lighthouseOnce(base, outDir, `${label}-${i}`, undefined, path);
    console.log(
      `  run ${i}: performance ${run.score} (LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, machine benchmarkIndex ${run.benchmarkIndex})`,
    );
    runsOut.push(run);
  }
  const score = median(runsOut.map((r) => r.score));
  return { path, runs: runsOut, median: runsOut.find((r) => r.score === score) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'propai-bench-web-'));
  const resultsDir = join(root, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const lighthouseDir = mkdtempSync(join(tmpdir(), 'propai-lighthouse-'));

  console.log(`[bench:web] starting the server on ${base} (builds the PWA first if it is stale)…`);
  const server = startServer(port, dataDir);
  const stop = () => stopServer(server);
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    await waitForHealth(base, server);
    if (!existsSync(join(dist, 'sw.js'))) throw new Error(`no build in ${dist}`);

    console.log('[bench:web] measuring first-paint JavaScript…');
    const js = await firstPaintJs(base);
    const precache = precacheSize();

    console.log(`[bench:web] Lighthouse mobile, ${runs} runs…`);
    const lighthouse = [];
    for (let i = 1; i <= runs; i++) {
      const run = lighthouseOnce(base, lighthouseDir, i);
      console.log(
        `  run ${i}: performance ${run.score} (TBT ${run.tbtMs} ms, machine benchmarkIndex ${run.benchmarkIndex})`,
      );
      lighthouse.push(run);
    }
    const medianScore = median(lighthouse.map((r) => r.score));
    const medianRun = lighthouse.find((r) => r.score === medianScore);

    const listingPath = await detailPath(base);
    console.log(`[bench:web] Lighthouse mobile on a listing detail page (${listingPath}), ${runs} runs…`);
    const detail = lighthouseSeries(base, lighthouseDir, 'detail', listingPath);

    // Optional (LIGHTHOUSE_CALIBRATE=1): the same runs with the CPU slowdown fitted to this host's
    // measured speed, so a shared, busy machine does not read as a slow app (and a fast one not as
    // a fast app). Reported beside the default figure, never instead of it.
    let calibrated = null;
    if (process.env.LIGHTHOUSE_CALIBRATE === '1') {
      const multiplier = calibratedMultiplier(median(lighthouse.map((r) => r.benchmarkIndex)));
      console.log(`[bench:web] calibrated runs, CPU slowdown ${multiplier.toFixed(2)}×…`);
      const calibratedRuns = [];
      for (let i = 1; i <= runs; i++) {
        const run = lighthouseOnce(base, lighthouseDir, `cal-${i}`, multiplier);
        console.log(
          `  run ${i}: performance ${run.score} (TBT ${run.tbtMs} ms, machine benchmarkIndex ${run.benchmarkIndex})`,
        );
        calibratedRuns.push(run);
      }
      const score = median(calibratedRuns.map((r) => r.score));
      calibrated = {
        cpuSlowdownMultiplier: multiplier,
        runs: calibratedRuns,
        median: calibratedRuns.find((r) => r.score === score),
      };
    }

    const report = {
      measuredAt: new Date().toISOString(),
      url: '/',
      viewport: '390x844',
      builtAt: statSync(join(dist, 'index.html')).mtime.toISOString(),
      firstPaintJs: js,
      precache,
      lighthouse: { runs: lighthouse, median: medianRun, calibrated },
      listingDetail: detail,
      targets: {
        firstPaintJsGzipKB: {
          target: TARGET_FIRST_PAINT_KB,
          measured: js.totalGzipKB,
          met: js.totalGzipKB <= TARGET_FIRST_PAINT_KB,
        },
        lighthouseMobilePerformance: {
          target: TARGET_LIGHTHOUSE,
          measured: medianScore,
          met: medianScore >= TARGET_LIGHTHOUSE,
        },
        lighthouseMobilePerformanceListingDetail: {
          target: TARGET_LIGHTHOUSE_DETAIL,
          measured: detail.median.score,
          met: detail.median.score >= TARGET_LIGHTHOUSE_DETAIL,
        },
      },
    };
    writeFileSync(join(resultsDir, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);

    const rows = [
      [
        'First-paint JS (gzip)',
        `${js.totalGzipKB} kB`,
        `≤ ${TARGET_FIRST_PAINT_KB} kB`,
        report.targets.firstPaintJsGzipKB.met ? 'met' : 'MISSED',
      ],
      ['  files requested', String(js.scripts.length), '', ''],
      ['  entry chunk (gzip)', `${js.entry.gzipKB} kB`, '', ''],
      [
        'Precache',
        `${precache.entries} files, ${precache.gzipKB} kB gzip (${precache.rawKB} kB raw)`,
        '',
        '',
      ],
      [
        'Lighthouse performance (median)',
        String(medianScore),
        `≥ ${TARGET_LIGHTHOUSE}`,
        report.targets.lighthouseMobilePerformance.met ? 'met' : 'MISSED',
      ],
      ['  FCP', `${medianRun.fcpMs} ms`, '', ''],
      ['  LCP', `${medianRun.lcpMs} ms`, '', ''],
      ['  TBT', `${medianRun.tbtMs} ms`, '', ''],
      ['  CLS', String(medianRun.cls), '', ''],
      ['  Speed Index', `${medianRun.speedIndexMs} ms`, '', ''],
      ['  machine benchmarkIndex', String(medianRun.benchmarkIndex), '', ''],
      [
        'Lighthouse, listing detail (median)',
        String(detail.median.score),
        `≥ ${TARGET_LIGHTHOUSE_DETAIL}`,
        report.targets.lighthouseMobilePerformanceListingDetail.met ? 'met' : 'MISSED',
      ],
      ['  page', detail.path, '', ''],
      ['  runs', detail.runs.map((r) => r.score).join(', '), '', ''],
      ['  FCP / LCP', `${detail.median.fcpMs} ms / ${detail.median.lcpMs} ms`, '', ''],
      ['  TBT / CLS', `${detail.median.tbtMs} ms / ${detail.median.cls}`, '', ''],
      ['  LCP element', String(detail.median.lcpElement ?? '—').slice(0, 90), '', ''],
      ['  scripts loaded (transfer)', `${detail.median.scriptKB} kB`, '', ''],
      ['  machine benchmarkIndex', String(detail.median.benchmarkIndex), '', ''],
    ];
    if (calibrated) {
      const m = calibrated.median;
      rows.push([
        `Lighthouse, CPU ${calibrated.cpuSlowdownMultiplier.toFixed(1)}× (calibrated)`,
        `${m.score} (FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls})`,
        '',
        '',
      ]);
    }
    const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length)));
    console.log('');
    for (const row of rows)
      console.log(
        row
          .map((cell, c) => cell.padEnd(widths[c]))
          .join('  ')
          .trimEnd(),
      );
    console.log('\nJS on first paint (gzip):');
    for (const s of js.scripts) console.log(`  ${String(s.gzipKB).padStart(7)} kB  ${s.path}`);
    console.log(`\nwrote ${join('bench-results', 'web.json')}`);
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(lighthouseDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`[bench:web] ${err instanceof Error ? err.message : String(err)}`, err?.cause ?? '');
  process.exit(1);
});
