import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browser download does not work on these
 * machines; scripts/test.mjs makes sure /usr/bin/chromium exists before this runs).
 * One real server (app + API) on a fresh embedded store in a temp folder, seeded small.
 */
const port = Number(process.env.E2E_PORT ?? 8199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'propai-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // keep one folder when Playwright re-reads this file in workers
// E2E_PWA_DIST: serve an already-built copy of the PWA (e.g. `vite build --outDir /tmp/x`) instead of
// building pwa/dist, so several people can run the suite at once without rebuilding under each other.
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

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    // Also keep the server's output in the data folder: with email disabled, the sign-in code is
    // printed there (`[otp] code for …`), and e2e/support/otp-from-log.ts reads it back.
    command: 'node ../scripts/start.mjs 2>&1 | tee "$E2E_DATA_DIR/server.log"',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_DATA_DIR: dataDir,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_LISTINGS: '300',
      SEED_PROJECTS: '30',
      LOG_LEVEL: 'silent',
      // Specs that sign in speak as distinct clients (e2e/support/client-address.ts).
      TRUST_PROXY: 'true',
      ...(prebuiltPwa ? { PWA_DIST: prebuiltPwa, SKIP_BUILD: '1' } : {}),
    },
  },
});
