/**
 * The app's service worker, from a test's side: a page opens offline only once the worker is
 * activated and controls it (first visit: clients.claim), so offline specs wait for that first.
 */
import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is activated and controls this page. */
export async function waitForControllingWorker(page: Page): Promise<void> {
  const state = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none');
  await expect.poll(state, { timeout: 30_000 }).toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
