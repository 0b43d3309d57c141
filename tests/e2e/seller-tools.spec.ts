/**
 * The pricing tool and the rental application on a phone, each opened cold.
 *
 * Pricing: a home of the seeded store with enough comparable listings is found through the API;
 * the seller fills the form with thumbs and an asking price, and the verdict, the median and the
 * count on the page are checked against figures worked out here from the API's own answer. The
 * answers are still there after a reload.
 *
 * Rental application: filled in, kept through a reload, copied (the clipboard holds exactly the
 * summary shown) and shared (the share sheet receives the same text).
 */
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { attachScreenshot, visibleHeading, watchErrors } from './support/shell';

const main = (page: Page) => page.locator('main.page:visible');

/** Indian digit grouping, as the page prints ₹/sq ft. */
function grouped(n: number): string {
  const [whole = '', fraction] = String(n).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return (rest ? `${rest},${last3}` : last3) + (fraction ? `.${fraction}` : '');
}

interface Spread {
  position: {
    available: boolean;
    count: number;
    values: number[];
    median: number | null;
    q1: number | null;
    q3: number | null;
  };
  fair: { available: boolean; count: number };
}

/** A home of the seeded data with at least five comparable sale listings on the market. */
async function homeWithComparables(request: APIRequestContext) {
  const res = await request.get('/api/valuation/localities?city=Gurgaon');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { name: string }[] };
  for (const { name } of items.slice(0, 5)) {
    for (const bhk of [3, 2]) {
      for (const area of [1400, 1800, 2200]) {
        const query = new URLSearchParams({
          city: 'Gurgaon',
          locality: name,
          propertyType: 'Apartment',
          bhk: String(bhk),
          area: String(area),
        });
        const answer = await request.get(`/api/valuation/price-spread?${query.toString()}`);
        expect(answer.status()).toBe(200);
        const spread = (await answer.json()) as Spread;
        if (spread.position.available) return { locality: name, bhk, area, spread };
      }
    }
  }
  throw new Error('No seeded home with five comparable listings on the market');
}

test('the pricing tool places an asking price among comparable listings', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchErrors(page);
  const home = await homeWithComparables(request);
  const { values, median } = home.spread.position;
  // 8 % above the median ₹/sq ft, to the lakh: the page's ₹/sq ft is the price ÷ area, rounded.
  const price = Math.round((median! * home.area * 1.08) / 100_000) * 100_000;
  const yours = Math.round(price / home.area);
  const below = values.filter((v) => v < yours).length;
  const same = values.filter((v) => v === yours).length;
  const verdict =
    below === values.length
      ? `Higher than all ${values.length} comparable listings`
      : below === 0 && same === 0
        ? `Lower than all ${values.length} comparable listings`
        : `Higher than ${below} of ${values.length} comparable listings`;

  await page.goto('/tools/pricing');
  await expect(visibleHeading(page)).toHaveText('Pricing tool');
  const form = main(page).getByRole('region', { name: 'Your property and price' });
  await expect(main(page).getByTestId('pricing-prompt')).toBeVisible();
  await form
    .getByRole('group', { name: 'City', exact: true })
    .getByRole('button', { name: 'Gurgaon' })
    .click();
  await form.getByLabel('Locality').fill(home.locality);
  await form
    .getByRole('group', { name: 'Bedrooms (BHK)', exact: true })
    .getByRole('button', { name: String(home.bhk), exact: true })
    .click();
  await form.getByLabel('Super built-up area').fill(String(home.area));
  const asking = form.getByLabel('Your asking price', { exact: true });
  await asking.fill(String(price));
  await asking.blur();

  await expect(main(page).getByTestId('pricing-verdict')).toHaveText(verdict);
  await expect(main(page).getByTestId('pricing-yours')).toHaveText(`₹${grouped(yours)}`);
  await expect(main(page).getByTestId('pricing-median')).toHaveText(`₹${grouped(median!)}`);
  await expect(main(page).getByTestId('pricing-count')).toHaveText(String(values.length));
  await expect(main(page).getByTestId('price-range-bar')).toBeVisible();
  await expect(main(page).getByTestId('pricing-rule')).toContainText(
    `${values.length} sale listings on the market now in ${home.locality}, Gurgaon`,
  );
  if (home.spread.fair.available) {
    await expect(main(page).getByText(`Listings behind it: ${home.spread.fair.count}.`)).toBeVisible();
  }
  const post = main(page).getByRole('link', { name: 'Post your property at this price' });
  await expect(post).toHaveAttribute('href', new RegExp(`pf-price=${price}`));
  await attachScreenshot(page, testInfo, 'pricing-phone.png');

  // Kept on the device: a reload shows the same home and the same verdict.
  await page.reload();
  await expect(main(page).getByLabel('Super built-up area')).toHaveValue(String(home.area));
  await expect(main(page).getByTestId('pricing-verdict')).toHaveText(verdict);
  expect(errors).toEqual([]);
});

test.describe('rental application', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is kept through a reload, copied and shared as one summary', async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    // The phone's share sheet, recorded: headless Chromium on Linux has none.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const moveIn = new Date(Date.now() + 30 * 86_400_000);
    const iso = moveIn.toISOString().slice(0, 10);

    await page.goto('/tools/application');
    await expect(visibleHeading(page)).toHaveText('Rental application');
    const form = main(page).getByRole('form', { name: 'Rental application' });
    await form.getByLabel('Full name').fill('Priya Sharma');
    await form.getByLabel('Mobile number').fill('12345');
    await form.getByLabel('Email (optional)').click();
    await expect(form.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeVisible();
    await form.getByLabel('Mobile number').fill('98765 43210');
    await expect(form.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Salaried' }).click();
    await form.getByLabel('Employer (optional)').fill('Acme Analytics');
    await form.getByRole('button', { name: '₹1–2 lakh' }).click();
    await form.getByRole('button', { name: 'Working professionals sharing' }).click();
    await form.getByRole('button', { name: 'One person more' }).click();
    await form.getByRole('button', { name: 'No pets' }).click();
    await form.getByLabel('Move-in date').fill(iso);
    await form.getByRole('button', { name: '11 months' }).click();
    await main(page).getByText('PAN card', { exact: true }).click();

    await page.reload();
    await expect(form.getByLabel('Full name')).toHaveValue('Priya Sharma');
    await expect(form.getByLabel('Employer (optional)')).toHaveValue('Acme Analytics');
    await expect(form.getByTestId('occupants')).toHaveText('2 people');
    await expect(form.getByRole('button', { name: '11 months' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByLabel('PAN card')).toBeChecked();

    const summary = main(page).getByTestId('application-text');
    await expect(summary).toContainText('Rental application: Priya Sharma');
    const shown = await summary.textContent();
    expect(shown).toContain('Mobile: 98765 43210');
    expect(shown).toContain('Occupation: Salaried at Acme Analytics');
    expect(shown).toContain('Who will live there: Working professionals sharing, 2 people');
    expect(shown).toContain('Documents ready: PAN card');

    await main(page).getByRole('button', { name: 'Copy' }).click();
    await expect(main(page).getByText('Copied. Paste it into a message to the owner.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    await main(page).getByRole('button', { name: 'Share' }).click();
    await expect(main(page).getByText('Shared.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
      title: 'Rental application',
      text: shown,
    });
    await attachScreenshot(page, testInfo, 'application-phone.png');
    expect(errors).toEqual([]);
  });
});
