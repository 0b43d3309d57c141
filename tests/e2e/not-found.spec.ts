import { expect, type Page, test } from '@playwright/test';
import { seeded } from './support/seeded';

/**
 * Issue 16 point 25: the server tells the truth. A path the app has no page for, or a project or
 * listing page whose document does not exist, answers HTTP 404, and the person sees the app's own
 * not-found page (the 404's body is the app), never "Failed to load project".
 */

const heading = (page: Page) => page.locator('h1:visible').first();

test('unknown paths answer 404 and show the not-found page', async ({ page }) => {
  for (const path of ['/this-does-not-exist', '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(heading(page)).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  }
});

test('a project or listing that does not exist answers 404 and says so', async ({ page, request }) => {
  const project = await page.goto('/projects/no-such-project');
  expect(project?.status()).toBe(404);
  await expect(heading(page)).toHaveText('Project not found.', { timeout: 30_000 });
  await expect(page.getByText('Failed to load project')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Explore projects' })).toBeVisible();

  const listing = await page.goto('/listing/no-such-listing');
  expect(listing?.status()).toBe(404);
  await expect(heading(page)).toHaveText('Listing not found.', { timeout: 30_000 });

  expect((await request.get('/user-property/ffffffffffffffffffffffff')).status()).toBe(404);
});

test('real pages still answer 200', async ({ request }) => {
  const s = await seeded(request);
  for (const path of [
    '/explore',
    `/projects/${s.projectSlug}`,
    `/projects/${s.projectId}`,
    `/listing/${s.listingId}`,
    `/user-property/${s.listingId}`,
    '/blogs/pulse',
    `/blogs/${s.articleSlug}`,
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
