import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerMetadata } from './e2e/support/servers';
import { splitSpecs } from './e2e/support/split-specs';

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browser download does not work on these
 * machines; scripts/test.mjs makes sure /usr/bin/chromium exists before this runs).
 *
 * E2E_SERVERS real servers (app + API; default 2), each on its own port (E2E_PORT, E2E_PORT+1, …)
 * and its own fresh embedded store in a temp folder, seeded small. Each server has one Playwright
 * project (phone-1, phone-2, …) with one worker, and the spec files are dealt between the projects by
 * their measured seconds (e2e/support/split-specs.ts), so the servers run side by side while the files
 * of one server still run one after another. E2E_SERVERS=1 is the old single `phone` project; it is
 * also what a command that names spec files gets unless E2E_SERVERS says otherwise (one spec needs
 * one server, not two start-ups).
 */
const testsDir = dirname(fileURLToPath(import.meta.url));
const e2eDir = join(testsDir, 'e2e');

// Decided once, in the runner process: its workers re-read this file with other arguments, and
// inherit the runner's environment.
if (!process.env.E2E_SERVERS && process.argv.slice(2).some((arg) => /\.spec\.ts(:\d+)*$/.test(arg))) {
  process.env.E2E_SERVERS = '1';
}
const servers = Number(process.env.E2E_SERVERS ?? 2);
if (!Number.isInteger(servers) || servers < 1) {
  throw new Error(`E2E_SERVERS must be a whole number ≥ 1, not "${process.env.E2E_SERVERS}"`);
}
const port = Number(process.env.E2E_PORT ?? 8199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'propai-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // keep one folder when Playwright re-reads this file in workers
// E2E_PWA_DIST: serve an already-built copy of the PWA (e.g. `vite build --outDir /tmp/x`) instead of
// building pwa/dist, so several people can run the suite at once without rebuilding under each other.
// Without it the first server builds pwa/dist when stale; Playwright starts the servers one after
// another, so the next finds the build fresh: one build for all of them either way.
const prebuiltPwa = process.env.E2E_PWA_DIST;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  browserName: 'chromium' as const,
};

/** Server i (0-based): its port, and its data folder (the run's folder itself when there is one). */
const serverPort = (i: number) => port + i;
const serverDir = (i: number) => (servers === 1 ? dataDir : join(dataDir, `server-${i + 1}`));

const specs = readdirSync(e2eDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.split('\\').join('/'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches exactly these files of tests/e2e (testMatch is tried against absolute paths). */
const exactly = (files: string[]) => files.map((file) => new RegExp(`/e2e/${escape(file)}$`));

const projects: PlaywrightTestConfig['projects'] =
  servers === 1
    ? [
        {
          name: 'phone',
          testMatch: '**/*.spec.ts',
          metadata: { dataDir } satisfies ServerMetadata,
          use: phone,
        },
      ]
    : splitSpecs(specs, servers).map((files, i) => ({
        name: `phone-${i + 1}`,
        testMatch: exactly(files),
        // One worker per server: specs expect to be alone on their server (sign-in allowances,
        // counts of what they created), as they were with one server and one worker.
        workers: 1,
        metadata: { dataDir: serverDir(i) } satisfies ServerMetadata,
        use: { ...phone, baseURL: `http://localhost:${serverPort(i)}` },
      }));

const webServers: PlaywrightTestConfig['webServer'] = Array.from({ length: servers }, (_, i) => {
  mkdirSync(serverDir(i), { recursive: true });
  return {
    name: servers === 1 ? undefined : `server-${i + 1}`,
    // Also keep the server's output in its data folder: with email disabled, the sign-in code is
    // printed there (`[otp] code for …`), and e2e/support/otp-from-log.ts reads it back.
    command: 'node ../scripts/start.mjs 2>&1 | tee "$DATA_DIR/server.log"',
    // Readiness, not liveness: the server listens before its start-up work is done (warm-up.ts).
    url: `http://localhost:${serverPort(i)}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort(i)),
      DATA_DIR: serverDir(i),
      SEED_LISTINGS: '300',
      SEED_PROJECTS: '30',
      LOG_LEVEL: 'silent',
      // Specs that sign in speak as distinct clients (e2e/support/client-address.ts).
      TRUST_PROXY: 'true',
      ...(prebuiltPwa ? { PWA_DIST: prebuiltPwa, SKIP_BUILD: '1' } : {}),
    },
  };
});

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker per server (each project also says workers: 1).
  workers: servers,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${serverPort(0)}`,
    // The service worker is blocked unless a spec asks for it (`test.use({ serviceWorkers: 'allow' })`,
    // as every spec that goes offline does). Each test starts in a fresh context, where the worker
    // would install and precache the whole build (~190 files) beside the test: measured on three
    // specs that never go offline, a third of the suite's CPU time (66 s → 43 s) and a fifth of its
    // duration, on a 2-core machine where CPU is what the suite waits for.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects,
  webServer: webServers,
});
