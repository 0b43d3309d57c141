import { expect, test } from '@playwright/test';

/**
 * The start URL paints its real hero from HTML (home.html, served for `/`) before any script runs,
 * and its search box works on its own: typed text and focus carry over to React's box when the app
 * starts, and without JavaScript the form still goes to /explore.
 */

const HERO = 'Find a home in Delhi NCR you can trust';

test('without JavaScript, / shows the hero and its search form goes to /explore', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await page.getByRole('searchbox').fill('Noida');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/explore\?city=Noida&type=buy$/);
  await context.close();
});

test('text typed before the app starts is kept when React takes over the search box', async ({ page }) => {
  // Hold the entry script until the user has typed into the static box.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox');
  await box.fill('Sector 62');
  await expect(page.locator('.app-frame')).toHaveCount(0); // still the static shell
  release();
  // React has rendered the shell (generous: this waits for a whole app start on a busy machine).
  await expect(page.locator('.app-frame')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('searchbox')).toHaveValue('Sector 62', { timeout: 30_000 });
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/explore\?city=Sector\+62&type=buy$/);
});

test('other routes keep the generic skeleton, not the home hero', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const explore = await (await request.get('/explore', { headers: { Accept: 'text/html' } })).text();
  expect(home).toContain(`<h1 class="home-title">${HERO}</h1>`);
  expect(explore).not.toContain('<h1 class="home-title">');
  expect(explore).toContain('class="shell-main"');
});
