/**
 * The money tools on a phone (issue 20): the EMI tool works with the network off after one visit
 * (its code, its chart and its maths are all on the device), the other tools open offline too, the
 * inputs are remembered between visits, and a listing's EMI estimate opens the same tool on the
 * listing's full price. Figures are checked against the EMI formula written out here.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForControllingWorker } from './support/service-worker';
import { visibleHeading } from './support/shell';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** EMI = P·r(1+r)^n / ((1+r)^n − 1), rounded to the rupee and grouped the Indian way. */
function emiText(P: number, annualPct: number, years: number): string {
  const r = annualPct / 1200;
  const g = (1 + r) ** (years * 12);
  const v = String(Math.round((P * r * g) / (g - 1)));
  const last3 = v.slice(-3);
  const rest = v.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `₹${rest ? `${rest},${last3}` : last3}`;
}

const shown = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)');
const emiValue = (page: Page) => shown(page).getByTestId('emi-value');

test('the EMI tool works with the network off after one visit', async ({ page, context }) => {
  test.slow(); // a service worker install and an offline reload on a loaded machine
  await page.goto('/tools/emi');
  await waitForControllingWorker(page);
  await expect(emiValue(page)).toHaveText('₹43,391');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(visibleHeading(page)).toHaveText('EMI calculator');
    await expect(emiValue(page)).toHaveText('₹43,391');
    // The chart's code is a separate chunk: it loads from the cache and draws.
    await expect(shown(page).locator('.tl-chart canvas').first()).toBeVisible();

    await shown(page).getByRole('button', { name: 'Less tenure' }).click();
    await expect(emiValue(page)).toHaveText(emiText(5_000_000, 8.5, 19));
    const amount = shown(page).getByLabel('Loan amount', { exact: true });
    await amount.fill('7500000');
    await expect(emiValue(page)).toHaveText(emiText(7_500_000, 8.5, 19));
    await shown(page).getByRole('button', { name: 'Year 1: show months' }).click();
    await expect(shown(page).getByRole('rowheader', { name: 'Month 12' })).toBeVisible();

    // The other tools are one tap away, offline as well.
    await shown(page)
      .getByRole('navigation', { name: 'Money tools' })
      .getByRole('link', { name: 'Affordability' })
      .click();
    await expect(page).toHaveURL('/tools/affordability');
    await expect(visibleHeading(page)).toHaveText('Affordability calculator');
    await expect(shown(page).getByTestId('affordable-price')).toHaveText(/^₹[\d,]+$/);
  } finally {
    await context.setOffline(false);
  }
});

test('the inputs are remembered on the device between visits', async ({ page }) => {
  await page.goto('/tools/emi');
  await expect(emiValue(page)).toHaveText('₹43,391');
  await shown(page).getByRole('button', { name: 'More interest rate' }).click();
  await expect(emiValue(page)).toHaveText(emiText(5_000_000, 8.55, 20));
  await page.reload();
  await expect(emiValue(page)).toHaveText(emiText(5_000_000, 8.55, 20));
  await expect(shown(page).getByLabel('Interest rate', { exact: true })).toHaveValue('8.55');
  await shown(page).getByRole('button', { name: 'Start again' }).click();
  await expect(emiValue(page)).toHaveText('₹43,391');
});

test("a listing's EMI estimate opens the EMI tool on the listing's full price", async ({ page }) => {
  const list = (await (await page.request.get('/api/listings?category=sale&limit=1')).json()) as {
    items: Array<{ id: string }>;
  };
  const id = list.items[0]?.id;
  if (!id) throw new Error('no sale listing in the e2e seed');
  const doc = (await (await page.request.get(`/api/listings/${id}`)).json()) as { price: number };
  await page.goto(`/user-property/${id}`);
  const estimate = page.getByTestId('emi').filter({ visible: true });
  await expect(estimate).toContainText(emiText(doc.price, 8.5, 20));
  await estimate.getByRole('link', { name: 'Open the EMI calculator' }).click();
  await expect(page).toHaveURL(`/tools/emi?amount=${doc.price}`);
  await expect(emiValue(page)).toHaveText(emiText(doc.price, 8.5, 20));
  await expect(shown(page).getByLabel('Loan amount', { exact: true })).not.toHaveValue('50,00,000');
});
