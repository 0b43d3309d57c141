import { expect, test } from '@playwright/test';
import { HOME as HERO, waitForLandingHydrated } from './support/shell';

/**
 * The start URL paints its real page from HTML (home.html, served for `/`: the landing frame
 * pre-rendered) before any script runs, and its search box works on its own: React adopts the box
 * with its typed text and focus when it hydrates, and without JavaScript the form goes to /explore.
 */

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

test('text typed before the app starts is kept when React adopts the pre-rendered search box', async ({
  page,
}) => {
  // Hold the entry script until the user has typed into the static box.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // home.html is the landing frame pre-rendered: header, hero and bottom bar before any script.
  await expect(page.locator('[data-landing] .landing-tab-bar')).toBeVisible();
  const box = page.getByRole('searchbox');
  await box.fill('Sector 62');
  const staticBox = await box.elementHandle();
  release();
  // Once React has hydrated the frame, a typed search goes through the app's router (no reload).
  await waitForLandingHydrated(page);
  // The same element, adopted (hydrated), not replaced: text and focus are still there.
  expect(await box.evaluate((el, before) => el === before, staticBox)).toBe(true);
  await expect(box).toHaveValue('Sector 62');
  await expect(box).toBeFocused();
  await page.getByRole('button', { name: 'Search' }).click();
  // Not a city: a text search (issue 16, point 11).
  await expect(page).toHaveURL(/\/explore\?q=Sector\+62&type=buy$/);
});

test('other routes keep the generic skeleton or their own first frame, not the home hero', async ({
  request,
}) => {
  const html = async (path: string) => (await request.get(path, { headers: { Accept: 'text/html' } })).text();
  const home = await html('/');
  expect(home).toContain(`<h1 class="home-title">${HERO}</h1>`);
  const buy = await html('/buy');
  expect(buy).not.toContain('<h1 class="home-title">');
  expect(buy).toContain('<main class="shell-main" aria-hidden="true">');
  // Explore's first frame is its own heading and first result (api/src/http/discovery-frames.ts).
  const explore = await html('/explore');
  expect(explore).not.toContain('<h1 class="home-title">');
  expect(explore).toContain('<h1 class="page-title">Explore projects</h1>');
});

test('one jump to the end of the home page (a fling, the End key) still builds the sections below the fold', async ({
  page,
}) => {
  await page.goto('/');
  await waitForLandingHydrated(page);
  // Give the deferred sections' observers their first look while the page is at the top.
  await expect(page.locator('.render-when-near').first()).toBeAttached();
  // One jump of every scroller straight past the deferred section's lead, never repeated.
  await page.evaluate(() => {
    const scrollers: Element[] = [document.scrollingElement ?? document.documentElement];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(el);
      if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight) scrollers.push(el);
    }
    for (const el of scrollers) el.scrollTop = el.scrollHeight;
  });
  await expect(page.locator('footer.home-footer')).toBeVisible();
});
