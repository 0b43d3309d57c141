#!/usr/bin/env node
// `npm run bench:start`: how long the API takes, once started, to answer GET /api/health (it
// listens) and GET /api/health/ready (its start-up work is done: http/warm-up.ts), and how much
// memory it holds then — under `tsx` (transpiling at start) and as the compiled bundle run by plain
// `node` (scripts/build-api.mjs), on the same data folder. A measurement, not a test: it
// prints a table and writes bench-results/start.json.
//
// START_DIR (default /tmp/propai-bench-start): an embedded store seeded with the demo size on the
//   first run, then reused, so every start is a restart of an existing store.
// START_RUNS (default 5): starts per mode, in alternating order; the median is reported.
// With BENCH_DIR=/tmp/propai-bench-100k (the folder `npm run bench:api` seeds) it measures the cold
// start at 100,000 listings instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-support.mjs';
import { apiBundle, buildApi } from './build-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.env.BENCH_DIR ?? process.env.START_DIR ?? '/tmp/propai-bench-start';
const runs = Number(process.env.START_RUNS ?? 5);

/** Resident memory of a process and its children (tsx runs the server in a child node). */
function rssKb(pid) {
  let total = 0;
  const visit = (p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const c of children ? children.split(' ') : []) visit(c);
    } catch {
      /* the process ended */
    }
  };
  visit(pid);
  return total;
}

const COMMANDS = {
  tsx: () => [join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'api', 'src', 'server.ts')]],
  node: () => [process.execPath, ['--enable-source-maps', apiBundle]],
};

async function startOnce(mode, extraEnv = {}) {
  const port = await freePort();
  const [cmd, args] = COMMANDS[mode]();
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'silent', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const until = async (path) => {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}${path}`);
        if (res.ok) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      if (child.exitCode !== null) throw new Error(`${mode} server exited with ${child.exitCode}`);
      if (performance.now() - t0 > 600_000)
        throw new Error(`${mode} server: no 200 from ${path} after 600 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const ms = await until('/api/health');
  const readyMs = await until('/api/health/ready');
  const rss = rssKb(child.pid);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, readyMs, rssMb: rss / 1024 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await buildApi();
mkdirSync(dir, { recursive: true });
if (!existsSync(join(dir, 'db'))) {
  console.log(`[bench:start] seeding ${dir} once (demo size)…`);
  await startOnce('node', { SEED: 'on' });
}
const load = [loadavg()[0]];
const samples = { tsx: [], node: [] };
for (let i = 0; i < runs; i += 1) {
  for (const mode of i % 2 ? ['node', 'tsx'] : ['tsx', 'node']) {
    samples[mode].push(await startOnce(mode, { SEED: 'off' }));
  }
}
load.push(loadavg()[0]);
const rows = Object.entries(samples).map(([mode, xs]) => ({
  mode,
  startMsMedian: Math.round(median(xs.map((x) => x.ms))),
  startMsAll: xs.map((x) => Math.round(x.ms)),
  readyMsMedian: Math.round(median(xs.map((x) => x.readyMs))),
  rssMbMedian: Math.round(median(xs.map((x) => x.rssMb))),
}));
console.log(
  `\nStart to /api/health and /api/health/ready on ${dir} (${runs} starts each, load ${load.map((l) => l.toFixed(1)).join(' → ')}, ${cpus().length} cores)`,
);
console.log(
  '| Mode | to /api/health, median ms | all ms | to /api/health/ready, median ms | RSS MB (median) |\n|---|---|---|---|---|',
);
for (const r of rows)
  console.log(
    `| ${r.mode} | ${r.startMsMedian} | ${r.startMsAll.join(', ')} | ${r.readyMsMedian} | ${r.rssMbMedian} |`,
  );
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'start.json'),
  JSON.stringify({ date: new Date().toISOString(), dir, runs, load, rows }, null, 2),
);
