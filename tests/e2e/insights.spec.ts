import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { attachScreenshot, watchErrors } from './support/shell';

/**
 * Market insights on a phone (issue 20): the server computes the figures from the demo data at
 * start-up; /insights, picked with the chips, shows a locality's figures exactly as the API answers
 * them; AI Insights shows the API's sentences; the market overview lists the API's cities. Every
 * expected value is read from the API here, never written into the test.
 */
test.use({ viewport: { width: 390, height: 844 } });

interface Figure {
  value: number | null;
  points: number;
}
interface Change {
  pct: number | null;
}
interface AreaRow {
  area: { city: string; locality: string | null };
  salePsf: Figure;
}
interface Overview {
  asOf: string | null;
  cities: AreaRow[];
  localities: AreaRow[];
}
interface Area {
  sale: { psf: Figure };
  rent: { psf: Figure };
  change: Record<'sale3m' | 'sale12m' | 'rent3m' | 'rent12m', Change>;
  yield: { pct: number | null };
  supply: { sale: { total: number }; rent: { total: number } };
  trend: { windows: unknown[] };
}

/** The page's number formats: Indian grouping, paise kept when there are any. */
const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('en-IN')} %`;

async function computedOverview(request: APIRequestContext): Promise<Overview> {
  // The start-up computation runs in the background: wait for its first figures.
  await expect
    .poll(async () => ((await (await request.get('/api/insights')).json()) as Overview).asOf, {
      timeout: 60_000,
    })
    .not.toBeNull();
  return (await (await request.get('/api/insights')).json()) as Overview;
}

const tile = (page: Page, id: string) => page.locator(`[data-figure="${id}"] .ins-tile-value`);

test("/insights shows a locality's figures that match the API", async ({ page, request }, testInfo) => {
  const errors = watchErrors(page);
  const overview = await computedOverview(request);
  // The locality with the most listings behind its ₹/sq ft: the demo data's best-covered place.
  const pick = [...overview.localities].sort((a, b) => b.salePsf.points - a.salePsf.points)[0]!;
  const { city } = pick.area;
  const locality = pick.area.locality!;
  const area = (await (
    await request.get(`/api/insights/area?${new URLSearchParams({ city, locality }).toString()}`)
  ).json()) as Area;

  await page.goto('/insights');
  await expect(page.getByTestId('insights-as-of')).toBeVisible();
  await page.getByRole('group', { name: 'City' }).getByRole('button', { name: city, exact: true }).click();
  await page
    .getByRole('group', { name: `Locality in ${city}` })
    .getByRole('button', { name: locality, exact: true })
    .click();
  await expect(page).toHaveURL(/\/insights\?city=.+&locality=.+/);
  await expect(page.locator('#ins-area-title')).toHaveText(`${locality}, ${city}`);

  const psf = area.sale.psf;
  await expect(tile(page, 'sale-psf')).toHaveText(
    psf.value === null ? 'No figure' : `${rupees(psf.value)}/sq ft`,
  );
  await expect(page.locator('[data-figure="sale-psf"]')).toContainText(`${psf.points} listing`);
  const rent = area.rent.psf;
  await expect(tile(page, 'rent-psf')).toHaveText(
    rent.value === null ? 'No figure' : `${rupees(rent.value)}/sq ft a month`,
  );
  for (const [id, key] of [
    ['sale-3m', 'sale3m'],
    ['sale-12m', 'sale12m'],
    ['rent-3m', 'rent3m'],
    ['rent-12m', 'rent12m'],
  ] as const) {
    const pct = area.change[key].pct;
    await expect(tile(page, id)).toHaveText(pct === null ? 'No figure' : signed(pct));
  }
  await expect(tile(page, 'yield')).toHaveText(area.yield.pct === null ? 'No figure' : `${area.yield.pct} %`);
  await expect(tile(page, 'on-market')).toHaveText(
    `${area.supply.sale.total + area.supply.rent.total} homes`,
  );

  // The trend's text alternative: one row per quarter.
  const trend = page.getByRole('figure', { name: 'Median asking price per sq ft' });
  await trend.getByText('Show the figures').click();
  await expect(trend.locator('tbody tr')).toHaveCount(area.trend.windows.length);
  await attachScreenshot(page, testInfo, 'insights-locality-phone.png');
  expect(errors).toEqual([]);
});

test('AI Insights shows the sentences the API wrote, with the method', async ({
  page,
  request,
}, testInfo) => {
  await computedOverview(request);
  const summaries = (await (await request.get('/api/insights/summaries')).json()) as {
    items: { headline: string; facts: { text: string }[] }[];
    rules: string[];
  };
  expect(summaries.items.length).toBeGreaterThan(0);
  await page.goto('/ai-insights');
  const first = summaries.items[0]!;
  const heading = page.getByRole('heading', { name: first.headline, exact: true });
  await expect(heading).toBeVisible();
  // Its sentences, in the API's words (several localities may share one, so read them in its card).
  const card = page.getByRole('listitem').filter({ has: heading });
  for (const fact of first.facts) await expect(card.getByText(fact.text, { exact: true })).toBeVisible();
  await expect(page.getByText(summaries.rules[0]!)).toBeAttached();
  await attachScreenshot(page, testInfo, 'ai-insights-phone.png');
});

test('the market overview lists the cities the API has figures for', async ({ page, request }) => {
  const overview = await computedOverview(request);
  await page.goto('/market-insights/overview');
  const cities = page.getByRole('list', { name: 'Cities' });
  await expect(cities.getByRole('listitem')).toHaveCount(overview.cities.length);
  for (const c of overview.cities)
    await expect(cities.getByRole('link', { name: c.area.city, exact: true })).toBeVisible();
});
