#!/usr/bin/env node
// `npm test`: every test — unit and API (Vitest, real store in temp folders), the storage contract,
// API suites and cross-process tests (tests/integration) on MongoDB when MONGODB_TEST_URI is set,
// and end-to-end in Debian's Chromium (Playwright).
// It never skips the browser tests silently: without Chromium it installs it when it can, or stops
// and says what to run. Ends with one line "tests: N passed, N failed" summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return r.status ?? 1;
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("[test] Chromium not found: installing Debian's chromium (apt-get install -y chromium)…");
    if (
      run('sh', [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      ]) === 0 &&
      existsSync(path)
    ) {
      return path;
    }
  }
  console.error(
    `[test] No Chromium at ${path}, and it could not be installed from here.\n` +
      '       Run:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '       (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.',
  );
  process.exit(1);
}

const counts = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function addVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests ?? 0;
  counts.failed += r.numFailedTests ?? 0;
  // A file that failed outside any test (a beforeAll that threw, an import error) fails no test:
  // count it once, so the closing line never says "0 failed" for a red run.
  for (const file of r.testResults ?? []) {
    const failedInside = (file.assertionResults ?? []).some((a) => a.status === 'failed');
    if (file.status === 'failed' && !failedInside) counts.failed += 1;
  }
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  counts.passed += s.expected ?? 0;
  counts.failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
  counts.skipped += s.skipped ?? 0;
}

// 1. Unit and API tests on the embedded store.
const unitJson = join(resultsDir, 'vitest.json');
if (
  run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`], {
    env: { ...process.env, MONGODB_TEST_URI: '' },
  }) !== 0
)
  failed = true;
addVitest(unitJson);

// 2. The same storage contract and API suites against a MongoDB-protocol server, when one is given.
if (process.env.MONGODB_TEST_URI) {
  console.log(
    `[test] MongoDB run: contract, API and multi-process suites against ${process.env.MONGODB_TEST_URI.replace(/\/\/[^@]*@/, '//***@')}`,
  );
  const mongoJson = join(resultsDir, 'vitest-mongo.json');
  const projects = ['--project', 'api', '--project', 'integration'];
  if (
    run(bin('vitest'), [
      'run',
      ...projects,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${mongoJson}`,
    ]) !== 0
  )
    failed = true;
  addVitest(mongoJson);
  // The MongoDB-protocol server is no longer needed: stopping it gives the browser tests its CPU
  // (FerretDB idles at ~20 % of a core, a tenth of a 2-core machine). .ci/run passes its pid.
  const serverPid = Number(process.env.MONGODB_TEST_SERVER_PID);
  if (Number.isInteger(serverPid) && serverPid > 0) {
    try {
      process.kill(serverPid, 'SIGTERM');
      console.log(`[test] MongoDB run done: stopped the test server (pid ${serverPid})`);
    } catch {
      // Already gone: nothing to stop.
    }
  }
} else {
  console.log(
    '[test] MongoDB run skipped: MONGODB_TEST_URI is not set. To run the contract and API suites on MongoDB, set MONGODB_TEST_URI=mongodb://host:port/ (any MongoDB ≥ 6, or FerretDB; .ci/run starts FerretDB when Go is available).',
  );
}

// 3. End-to-end in real Chromium.
const chromium = ensureChromium();
const e2eJson = join(resultsDir, 'playwright.json');
const e2eStatus = run(bin('playwright'), ['test', '--reporter=list,json'], {
  cwd: join(root, 'tests'),
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
});
if (e2eStatus !== 0) failed = true;
addPlaywright(e2eJson);

console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed} failed` +
    (counts.skipped ? `, ${counts.skipped} skipped` : ''),
);
process.exit(failed || counts.failed > 0 ? 1 : 0);
