/**
 * The project lists on a phone (issue 20): /browse-projects filters by city, status and developer
 * through chips and its filter sheet, keeps them in the address, sorts and pages with "N projects ·
 * showing M"; /past-projects shows each delivery's delay and each developer's record as the API
 * computes them. Every count and name is checked against the API on the same server.
 */
import { expect, type Page, test } from '@playwright/test';
import { checkScreen, expectNoBlockingFindings } from './support/axe';

interface QueryPage {
  projects: Array<{ id: string; name: string; city: string }>;
  pagination: { total: number };
}
interface Past {
  items: Array<{ name: string; delayMonths: number; developer: string; developerSlug: string }>;
  pagination: { total: number };
  developers: Array<{ developer: string; developerSlug: string; delivered: number; onTime: number }>;
}

const shown = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)');
const count = (page: Page) => shown(page).getByTestId('result-count');
const bar = (page: Page) => shown(page).getByRole('navigation', { name: 'Sort and filter' });
const api = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;

test('/browse-projects filters and pages, with its filters in the address', async ({ page }) => {
  test.slow();
  const all = await api<QueryPage>(page, '/api/projects/query?limit=1');
  await page.goto('/browse-projects');
  const total = all.pagination.total;
  expect(total).toBeGreaterThan(12);
  // A first visit loads the page's code: on a busy machine that takes a while.
  await expect(count(page)).toHaveText(`${total} projects · showing 12`, { timeout: 30_000 });
  const cards = shown(page).getByTestId('project-card');
  await expect(cards).toHaveCount(12);
  // Scrolling to the end asks for the next page (the infinite scroll; Load more is there too).
  await shown(page).getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  await expect
    .poll(async () => {
      const n = await cards.count();
      return (
        (await count(page).innerText()) ===
        (n < total ? `${total} projects · showing ${n}` : `${total} projects`)
      );
    })
    .toBe(true);

  // A city chip: the address and the list follow.
  const city = all.projects[0]!.city;
  await shown(page)
    .getByRole('group', { name: 'City' })
    .getByRole('button', { name: city, exact: true })
    .click();
  await expect(page).toHaveURL(`/browse-projects?city=${encodeURIComponent(city).replace(/%20/g, '+')}`);
  const inCity = await api<QueryPage>(page, `/api/projects/query?city=${encodeURIComponent(city)}&limit=1`);
  await expect(count(page)).toHaveText(new RegExp(`^${inCity.pagination.total} projects?`));

  // The filter sheet: a status chip applies at once and the Apply button names the count.
  await bar(page).getByRole('button', { name: 'Filters' }).click();
  const sheet = page.locator('ion-modal.pl-filter-sheet');
  await sheet.getByRole('button', { name: 'Under construction', exact: true }).click();
  await expect(page).toHaveURL(/status=under/);
  const under = await api<QueryPage>(
    page,
    `/api/projects/query?city=${encodeURIComponent(city)}&status=under&limit=1`,
  );
  const label = `Show ${under.pagination.total} ${under.pagination.total === 1 ? 'project' : 'projects'}`;
  await expect(sheet.getByRole('button', { name: label })).toBeVisible();
  await sheet.getByRole('button', { name: label }).click();
  await expect(bar(page).getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  // Sorted by possession, the first card is the API's first.
  await bar(page).getByRole('button', { name: 'Sort' }).click();
  await page.getByRole('radio', { name: 'Possession: soonest' }).click();
  await expect(page).toHaveURL(/sort=possession/);
  const soonest = await api<QueryPage>(
    page,
    `/api/projects/query?city=${encodeURIComponent(city)}&status=under&sortBy=possession&sortOrder=asc&limit=1`,
  );
  if (soonest.projects[0])
    await expect(shown(page).getByTestId('project-card').first()).toContainText(soonest.projects[0].name);

  // The address restores the same list on a fresh load.
  const url = page.url();
  await page.goto(url);
  await expect(count(page)).toHaveText(new RegExp(`^${under.pagination.total} projects?`));
  await expect(shown(page).getByRole('button', { name: /remove/ })).toHaveCount(1);
});

test('/browse-projects filters by developer', async ({ page }, testInfo) => {
  const devs = await api<{ items: Array<{ slug: string; name: string; projects: number }> }>(
    page,
    '/api/projects/developers',
  );
  const dev = devs.items[0]!;
  await page.goto('/browse-projects');
  await bar(page).getByRole('button', { name: 'Filters' }).click({ timeout: 30_000 });
  const sheet = page.locator('ion-modal.pl-filter-sheet');
  await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeVisible();
  // The open sheet is a screen of its own for axe (the route sweep sees the page behind it).
  await expectNoBlockingFindings(await checkScreen(page, 'browse-projects filter sheet'), testInfo);
  await sheet.getByRole('button', { name: `${dev.name} · ${dev.projects}` }).click();
  await expect(page).toHaveURL(`/browse-projects?developer=${dev.slug}`);
  await sheet.getByRole('button', { name: /^Show \d+ projects?$/ }).click();
  await expect(count(page)).toHaveText(new RegExp(`^${dev.projects} projects?`));
  const cards = shown(page).getByTestId('project-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain(dev.name);
});

test('/past-projects shows the delays and the records the API computes', async ({ page }) => {
  const past = await api<Past>(page, '/api/projects/past?limit=20');
  expect(past.items.length).toBeGreaterThan(0);
  await page.goto('/past-projects');
  const cards = shown(page).getByTestId('delivery');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const total = past.pagination.total;
  await expect(count(page)).toContainText(
    total > 20 ? `${total} delivered projects · showing 20` : `${total} delivered project`,
  );
  // Longest delay first, each card's delay as the API says.
  for (const [i, d] of past.items.slice(0, 5).entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading')).toHaveText(d.name);
    await expect(card.getByTestId('delivery-delay')).toHaveText(
      d.delayMonths <= 0 ? 'On time' : `${d.delayMonths} ${d.delayMonths === 1 ? 'month' : 'months'} late`,
    );
  }
  const first = past.developers[0]!;
  const record = shown(page).getByTestId('developer-record').first();
  await expect(record).toContainText(first.developer);
  await expect(record.getByTestId('on-time')).toHaveText(`${first.onTime} of ${first.delivered}`);

  // One developer's deliveries: the list, its count and its record narrow to them.
  await record.getByRole('button', { name: `${first.developer}: show only their deliveries` }).click();
  await expect(page).toHaveURL(`/past-projects?developer=${first.developerSlug}`);
  await expect(count(page)).toContainText(
    `${first.delivered} delivered ${first.delivered === 1 ? 'project' : 'projects'}`,
  );
  await expect(cards).toHaveCount(first.delivered);
  for (const text of await cards.allInnerTexts()) expect(text).toContain(`by ${first.developer}`);
  await expect(shown(page).getByTestId('developer-record')).toHaveCount(1);
});

test("Advertise opens the featured projects: the API's featured ones, each marked Featured", async ({
  page,
}, testInfo) => {
  const featured = await api<{ items: Array<{ name: string }> }>(
    page,
    '/api/projects?featured=true&limit=24',
  );
  expect(featured.items.length).toBeGreaterThan(0);
  await page.goto('/help');
  // On a phone the top bar's fixed links live in the drawer.
  await page.getByRole('button', { name: 'Open menu' }).filter({ visible: true }).first().click();
  await page.getByRole('link', { name: 'Advertise' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/monetization\/featured-listings$/);
  const list = shown(page).getByTestId('featured-projects');
  await expect(list).toBeVisible({ timeout: 30_000 });
  const cards = list.getByTestId('project-card');
  await expect(cards).toHaveCount(featured.items.length);
  await expect(list.locator('.tag-featured')).toHaveCount(featured.items.length);
  await expect(cards.first()).toContainText(featured.items[0]!.name);
  await expect(shown(page).getByRole('heading', { name: 'How featuring works' })).toBeVisible();
  // Not the shared placeholder ("… is coming soon. We are working on it.").
  await expect(page.getByText('is coming soon. We are working on it.')).toHaveCount(0);
  await expectNoBlockingFindings(await checkScreen(page, 'featured-listings'), testInfo);
});
