import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// Cross-process tests (several API processes on one MongoDB database, explain plans) need a
// MongoDB-protocol server; without MONGODB_TEST_URI the project is not registered at all, and
// scripts/test.mjs prints the one line saying the MongoDB run was skipped.
const integration: TestProjectInlineConfiguration[] = process.env.MONGODB_TEST_URI
  ? [
      {
        test: {
          name: 'integration',
          root: './tests',
          include: ['integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file starts its own servers; one at a time keeps a 2-core machine's timings sane.
          fileParallelism: false,
        },
      },
    ]
  : [];

// Unit and API tests live beside the code; the Playwright suite in tests/ runs separately.
export default defineConfig({
  test: {
    // Vitest runs one file per core minus one by default: a single worker on a 2-core CI machine,
    // leaving a core idle while API files wait on their temp-folder stores. One per core.
    maxWorkers: availableParallelism(),
    projects: [
      ...integration,
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pwa',
          root: './pwa',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Component tests (`*.test.tsx` beside the component): a DOM from happy-dom, Testing
        // Library, IndexedDB from fake-indexeddb. Plain `*.test.ts` keep the node environment.
        test: {
          name: 'pwa-dom',
          root: './pwa',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/testing/dom-setup.ts'],
          // A guard against hangs, not a speed check: a screen with Ionic and IndexedDB took over
          // 5 s (the default) on a 2-core machine under load, and failed for that alone.
          testTimeout: 20_000,
        },
      },
      {
        // The end-to-end harness's own logic (how spec files are split between servers); the
        // Playwright specs themselves run in scripts/test.mjs's browser phase.
        test: {
          name: 'e2e-harness',
          root: './tests',
          include: ['e2e/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'service-worker',
          root: './service-worker',
          include: ['src/**/*.test.ts', '*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
