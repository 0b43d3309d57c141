import { expect, test } from '@playwright/test';

/**
 * The hybrid discovery page (/buy, spec part 2 §2): developer projects and user posts load on their
 * own, the tabs switch, and a project card opens its AI Price Check and 3 Red Lines modals with the
 * project's stored inputs (checked against the API).
 */

test('developer projects and user posts, each counted from the API', async ({ page, request }) => {
  const primary = (await (await request.get('/api/projects/query?page=1&limit=24')).json()) as {
    pagination?: { total?: number };
    total?: number;
  };
  const secondary = (await (
    await request.get('/api/user-properties/search?type=sale&page=1&limit=24')
  ).json()) as {
    total: number;
  };
  await page.goto('/buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot Selling Projects' })).toBeVisible();
  const projectsTotal = primary.pagination?.total ?? primary.total ?? 0;
  expect(projectsTotal).toBeGreaterThan(0);
  await expect(page.getByText(`${projectsTotal} projects`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'User posts' }).click();
  await expect(page.getByText(`${secondary.total} listings`, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Rent' }).click();
  await expect(page.getByRole('tab', { name: 'Rent' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=rent/);
});

test('a project card opens its AI Price Check and 3 Red Lines modals', async ({ page, request }) => {
  await page.goto('/buy');
  const first = page.locator('.buy-card-actions').first();
  await expect(first).toBeVisible();
  const href = await page.locator('.card-grid a[href^="/projects/"]').first().getAttribute('href');
  const ref = decodeURIComponent(String(href).replace('/projects/', ''));
  const project = (await (await request.get(`/api/projects/${encodeURIComponent(ref)}`)).json()) as {
    fairValue?: unknown;
    baseRate?: number;
    financials?: { debtToEquity?: number };
  };

  await first.getByRole('button', { name: 'AI Price Check' }).click();
  const dialog = page.getByRole('dialog', { name: /^AI Price Check: / });
  await expect(dialog).toBeVisible();
  if (project.fairValue || project.baseRate) {
    await expect(dialog.getByTestId('price-verdict')).toContainText('Fair value ₹');
  } else {
    await expect(dialog.getByText('Not enough data for a price check yet.')).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await first.getByRole('button', { name: '3 Red Lines' }).click();
  const red = page.getByRole('dialog', { name: /^3 Red Lines: / });
  await expect(red.getByTestId('red-lines')).toBeVisible();
  const de = project.financials?.debtToEquity;
  await expect(red.getByTestId('red-lines')).toContainText(
    de === undefined ? 'Debt-to-equity: not recorded' : `Debt-to-equity: ${de}`,
  );
});
