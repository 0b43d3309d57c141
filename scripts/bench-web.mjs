#!/usr/bin/env node
// `npm run bench:web`: what a phone pays to open each page of issue 21's list. A measurement, not a
// test: it prints a table of every figure beside its target, writes bench-results/web.json, and
// fails only if it cannot measure.
//
// 1. Starts the real server (scripts/start.mjs builds the PWA when stale) on a free port, with a
//    temporary DATA_DIR and a small seed; a project page and a listing page are picked from it.
// 2. Lighthouse 12.8 mobile, LIGHTHOUSE_RUNS (3) rounds over every page, the page order rotated each
//    round (so no page is always measured first or last); per page the median score and that run's
//    LCP, TBT and CLS.
// 3. Cold visit with the service worker blocked: scripts requested before the network is idle
//    (count and gzip size).
// 4. Repeat visit once the service worker has installed: largest contentful paint at 4× CPU
//    slowdown, then the page opened offline.
// BENCH_PAGES=/,/explore limits the run to some pages, LIGHTHOUSE_RUNS=0 skips Lighthouse (while
// working on them).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { coldScripts, launch, warmAndOffline } from './bench-web/browser.mjs';
import { lighthouseOnce } from './bench-web/lighthouse.mjs';
import { freePort, getJson, stopServer, waitForReady } from './bench-support.mjs';
import { startServer } from './bench-web/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.env.PWA_DIST ?? join(root, 'pwa', 'dist'));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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

export const TARGETS = {
  score: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  jsGzipKB: 150,
  jsRequests: 15,
  warmLcpMs: 1000,
};

const kb = (bytes) => Math.round((bytes / 1000) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The pages of issue 21, two of them picked from the seeded data. */
async function pagesToMeasure(base) {
  const projects = await getJson(`${base}/api/projects/query?limit=5&sortBy=score&sortOrder=desc`);
  const project = projects.items?.[0] ?? projects.projects?.[0];
  if (!project) throw new Error('no seeded project to measure');
  const { items } = await getJson(`${base}/api/listings?category=sale&limit=50`);
  const listing = items.find((l) => Array.isArray(l.photos) && l.photos.length >= 2) ?? items[0];
  if (!listing) throw new Error('no seeded sale listing to measure');
  const all = [
    { name: 'home', path: '/' },
    { name: 'explore', path: '/explore' },
    { name: 'explore, Noida', path: '/explore?city=Noida' },
    {
      name: 'project page',
      path: `/projects/${encodeURIComponent(project.slug ?? project.id ?? project._id)}`,
    },
    { name: 'listing page', path: listing.url },
    { name: 'browse listings', path: '/browse/listings' },
    { name: 'reports', path: '/reports' },
    { name: 'insights', path: '/insights' },
    { name: 'post a PG', path: '/post-pg' },
  ];
  const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
  return only ? all.filter((p) => only.includes(p.path) || only.includes(p.name)) : all;
}

/** The precache list that the build injected into sw.js, with its gzip size from dist. */
function precacheSize() {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{"revision":(?:null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((m) => m[1]);
  let gzip = 0;
  for (const url of urls) {
    const file = join(dist, url);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    gzip += /\.(png|jpe?g|webp|woff2)$/.test(url) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
  }
  return { entries: urls.length, gzipKB: kb(gzip) };
}

function verdicts(page) {
  const m = page.lighthouse?.median;
  return {
    score: m ? page.lighthouse.score >= TARGETS.score : null,
    lcpMs: m ? m.lcpMs <= TARGETS.lcpMs : null,
    tbtMs: m ? m.tbtMs <= TARGETS.tbtMs : null,
    cls: m ? m.cls <= TARGETS.cls : null,
    jsGzipKB: page.cold.gzipKB <= TARGETS.jsGzipKB,
    jsRequests: page.cold.requests <= TARGETS.jsRequests,
    warmLcpMs: page.repeat.warmLcpMs !== null && page.repeat.warmLcpMs < TARGETS.warmLcpMs,
    offline: page.repeat.opensOffline,
  };
}

function printTable(pages) {
  const mark = (ok) => (ok === null ? '' : ok ? '✓' : '✗');
  const header = [
    'Page',
    `Lighthouse ≥${TARGETS.score}`,
    `LCP ≤${TARGETS.lcpMs / 1000}s`,
    `TBT ≤${TARGETS.tbtMs}`,
    `CLS ≤${TARGETS.cls}`,
    `JS ≤${TARGETS.jsGzipKB}kB`,
    `req ≤${TARGETS.jsRequests}`,
    `warm <${TARGETS.warmLcpMs / 1000}s`,
    'offline',
  ];
  const rows = pages.map((p) => {
    const v = p.met;
    const m = p.lighthouse?.median;
    return [
      p.name,
      m ? `${p.lighthouse.score} (${p.lighthouse.runs.map((r) => r.score).join('/')}) ${mark(v.score)}` : '—',
      m ? `${(m.lcpMs / 1000).toFixed(2)} ${mark(v.lcpMs)}` : '—',
      m ? `${m.tbtMs} ${mark(v.tbtMs)}` : '—',
      m ? `${m.cls} ${mark(v.cls)}` : '—',
      `${p.cold.gzipKB} ${mark(v.jsGzipKB)}`,
      `${p.cold.requests} ${mark(v.jsRequests)}`,
      `${p.repeat.warmLcpMs === null ? '—' : (p.repeat.warmLcpMs / 1000).toFixed(2)} ${mark(v.warmLcpMs)}`,
      mark(v.offline),
    ];
  });
  const table = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...table.map((r) => r[c].length)));
  console.log('');
  for (const row of table) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
}

async function main() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'propai-bench-web-'));
  const lighthouseDir = mkdtempSync(join(tmpdir(), 'propai-lighthouse-'));
  const resultsDir = join(root, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const loadBefore = loadavg()[0];

  console.log(`[bench:web] starting the server on ${base} (builds the PWA first if it is stale)…`);
  const server = startServer(root, port, dataDir);
  process.on('SIGINT', () => void stopServer(server).then(() => process.exit(130)));
  let browser;
  try {
    await waitForReady(base, server);
    if (!existsSync(join(dist, 'sw.js'))) throw new Error(`no build in ${dist}`);
    const pages = (await pagesToMeasure(base)).map((p) => ({ ...p, lighthouseRuns: [] }));

    for (let round = 0; round < runs; round++) {
      const order = pages.map((_, i) => pages[(i + round) % pages.length]);
      console.log(
        `[bench:web] Lighthouse round ${round + 1}/${runs}: ${order.map((p) => p.name).join(' → ')}`,
      );
      for (const page of order) {
        const measure = () =>
          lighthouseOnce({
            root,
            chromePath,
            chromiumArgs,
            url: `${base}${page.path}`,
            output: join(lighthouseDir, `${page.name.replace(/\W+/g, '-')}-${round}.json`),
          });
        let run;
        try {
          run = measure();
        } catch (error) {
          // Lighthouse now and then loses its own trace ("NO_NAVSTART … run Lighthouse again"):
          // one more try before the benchmark gives up.
          console.log(`  ${page.name}: ${error.message}; trying once more`);
          run = measure();
        }
        console.log(
          `  ${page.name}: ${run.score} (LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, benchmarkIndex ${run.benchmarkIndex})`,
        );
        page.lighthouseRuns.push(run);
      }
    }

    browser = await launch(root, chromePath, chromiumArgs);
    const rotated = pages.map((_, i) => pages[(i + runs) % pages.length]);
    for (const page of rotated) {
      console.log(`[bench:web] cold scripts, warm repeat visit and offline: ${page.name}`);
      page.cold = await coldScripts(browser, `${base}${page.path}`);
      page.repeat = await warmAndOffline(browser, `${base}${page.path}`);
    }

    const results = pages.map((p) => {
      const score = runs > 0 ? median(p.lighthouseRuns.map((r) => r.score)) : null;
      const page = {
        name: p.name,
        path: p.path,
        lighthouse:
          runs > 0
            ? { score, median: p.lighthouseRuns.find((r) => r.score === score), runs: p.lighthouseRuns }
            : null,
        cold: p.cold,
        repeat: p.repeat,
      };
      return { ...page, met: verdicts(page) };
    });
    printTable(results);
    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg()[0] },
      builtAt: statSync(join(dist, 'index.html')).mtime.toISOString(),
      targets: TARGETS,
      precache: precacheSize(),
      pages: results,
    };
    writeFileSync(join(resultsDir, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `\nload average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} cores; precache ${report.precache.entries} files, ${report.precache.gzipKB} kB gzip`,
    );
    console.log(`wrote ${join('bench-results', 'web.json')}`);
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(lighthouseDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`[bench:web] ${err instanceof Error ? err.message : String(err)}`, err?.cause ?? '');
  process.exit(1);
});
