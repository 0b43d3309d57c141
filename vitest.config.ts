import { defineConfig } from 'vitest/config';

// Unit and API tests live beside the code; the Playwright suite in tests/ runs separately.
export default defineConfig({
  test: {
    projects: [
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
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'service-worker',
          root: './service-worker',
          include: ['src/**/*.test.ts', '*.test.ts'],
          environment: 'node',
          passWithNoTests: true,
        },
      },
    ],
  },
});
