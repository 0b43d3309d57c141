import { expect, test, type Locator, type Page } from '@playwright/test';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Discovery on a phone (390×844): home search → explore → filter sheet → sort → project link; the
 * listing browser's paging; /search's PG filters; and an offline revisit of /explore that shows the
 * same results with the 'offline — updated' note. Runs against the seeded demo data.
 */

/** Rupees of the first amount in a card price ('₹60.0 L – ₹1.4 Cr' → 6,000,000); null if none. */
function firstAmount(text: string): number | null {
  const m = /₹\s*([\d.,]+)\s*(Cr|L)?/.exec(text);
  if (!m?.[1]) return null;
  const value = Number(m[1].replace(/,/g, ''));
  return m[2] === 'Cr' ? value * 1e7 : m[2] === 'L' ? value * 1e5 : value;
}

// Ionic keeps earlier pages mounted but hidden: count only what the page on screen shows.
const cards = (page: Page) => page.getByTestId('project-card').filter({ visible: true });
const visibleHeading = (page: Page) => page.locator('h1:visible').first();

async function cardNames(list: Locator): Promise<string[]> {
  return list.locator('.pcard-title').allInnerTexts();
}

test('the pre-rendered home form, sent before the app starts, lands on the same clean address', async ({
  page,
}) => {
  // What the static home page's form sends as a plain GET: the typed text, untrimmed.
  await page.goto('/explore?city=++Gurgaon+&type=buy');
  await expect(page).toHaveURL('/explore?city=Gurgaon&type=buy');
  await expect(visibleHeading(page)).toHaveText('Explore projects');
});

test('home search → explore → filter sheet → sort → project page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Address, neighbourhood, city or PIN' }).fill('  Gurgaon ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/explore?city=Gurgaon&type=buy');
  await expect(visibleHeading(page)).toHaveText('Explore projects');
  await expect(cards(page).first()).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.locator('ion-modal.filter-sheet');
  await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await sheet.getByLabel('Min budget').selectOption('50L');
  await sheet.getByRole('tab', { name: 'Unit Type' }).click();
  await sheet.getByRole('button', { name: '3 BHK', exact: true }).click();
  const view = sheet.getByRole('button', { name: /^View \d+ Properties$/ });
  await expect(view).toBeVisible();
  const n = Number(/\d+/.exec((await view.textContent()) ?? '')?.[0]);
  await view.click();
  await expect(page).toHaveURL(/priceMin=5000000/);
  await expect(page).toHaveURL(/bhk=3/);
  await expect(page.getByTestId('result-count').filter({ visible: true })).toHaveText(`${n} projects`);

  await page.getByRole('button', { name: 'Sort By' }).click();
  await page.getByRole('radio', { name: 'Price low to high' }).click();
  await expect(page).toHaveURL(/sort=priceLow/);
  await expect(cards(page).first()).toBeVisible();
  const prices = (await cards(page).getByTestId('card-price').allInnerTexts())
    .map(firstAmount)
    .filter((v) => v != null);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const first = cards(page).first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/projects\/[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(href!);
});

test('/browse/listings pages with Prev and Next', async ({ page }) => {
  await page.goto('/browse/listings');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  const prev = page.getByRole('button', { name: 'Prev' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  const firstTitle = await page.locator('.pcard-title').first().innerText();
  await next.click();
  await expect(page).toHaveURL('/browse/listings?page=2');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(prev).toBeEnabled();
  await expect(page.locator('.pcard-title').first()).not.toHaveText(firstTitle);
  await page.goBack();
  await expect(page).toHaveURL('/browse/listings');
  await expect(prev).toBeDisabled();
});

test('/search shows PG filters only for PG and carries them in the URL', async ({ page }) => {
  await page.goto('/search');
  await expect(visibleHeading(page)).toHaveText('Search');
  await expect(page.getByLabel('Sharing')).toHaveCount(0);
  await page.getByLabel(/^Type/).selectOption('pg');
  await page.getByLabel('Sharing').selectOption('2');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Furnishing').selectOption('furnished');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?type=pg&sharing=2&furnish=furnished&gender=female');
  await expect(page.getByTestId('results-heading')).toHaveText('PG / Co-living');
  await expect(page.getByRole('link', { name: '+ Post PG' })).toHaveAttribute('href', '/post-pg');

  await page.getByLabel(/^Type/).selectOption('buy');
  await expect(page.getByLabel('Sharing')).toHaveCount(0);
  // Furnishing applies to homes too: it stays; the PG-only filters go.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?type=buy&furnish=furnished');
  await expect(page.getByTestId('results-heading')).toHaveText('All listings');
});

test('/explore visited once shows the same results offline, marked as not fresh', async ({
  page,
  context,
}) => {
  await page.goto('/explore?city=Noida');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'),
      {
        timeout: 30_000,
      },
    )
    .toBe('activated');
  const online = await cardNames(cards(page));

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    expect(await cardNames(cards(page))).toEqual(online);
    await expect(page.getByTestId('offline-note')).toContainText('offline — updated');
  } finally {
    await context.setOffline(false);
  }
});
