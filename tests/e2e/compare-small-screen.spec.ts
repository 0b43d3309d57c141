/**
 * Issue 16 point 23, on a 390 px phone: the comparison's EMI sheet with four properties fits the
 * screen (nothing right of 390 px), and the four-item tray can be minimised to a bar and expanded
 * again, the choice kept across pages and a reload.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';

const tray = (page: Page) => page.getByTestId('compare-tray');

async function addCard(card: Locator): Promise<void> {
  const toggle = card.getByTestId('compare-toggle');
  await toggle.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** The right edge of the furthest-right element inside `root`, in CSS pixels. */
function rightmostEdge(root: Locator): Promise<number> {
  return root.evaluate((el) =>
    Math.max(...[el, ...Array.from(el.querySelectorAll('*'))].map((e) => e.getBoundingClientRect().right)),
  );
}

test('the EMI sheet with four properties fits a 390 px screen', async ({ page, request }) => {
  const { projects } = (await (await request.get('/api/projects/query?limit=4')).json()) as {
    projects: Array<{ id: string }>;
  };
  expect(projects).toHaveLength(4);
  await page.goto(`/compare?ids=${projects.map((p) => `project:${p.id}`).join(',')}`);
  const overlay = page.getByTestId('compare-overlay');
  await expect(overlay.getByTestId('compare-card')).toHaveCount(4, { timeout: 30_000 });
  await overlay.getByRole('button', { name: 'EMI Calculator' }).click();
  const sheet = page.getByRole('dialog', { name: 'EMI Calculator' });
  await expect(sheet.getByTestId('emi-result')).toBeVisible();
  await expect(sheet.getByLabel('Property')).toBeVisible();
  expect(await rightmostEdge(sheet)).toBeLessThanOrEqual(390);
  // Picking another property still fits (its title is the select's text now).
  const options = await sheet.getByLabel('Property').locator('option').allInnerTexts();
  await sheet.getByLabel('Property').selectOption({ label: options.at(-1)! });
  expect(await rightmostEdge(sheet)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the four-item tray minimises to a bar and expands again, kept across a reload', async ({ page }) => {
  await page.goto('/explore');
  const cards = page.locator('.pcard-wrap:has([data-testid="project-card"]):visible');
  await expect(cards.nth(3)).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < 4; i++) await addCard(cards.nth(i));
  await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(4);
  const open = (await tray(page).boundingBox())!;

  await tray(page).getByRole('button', { name: 'Minimise comparison' }).click();
  await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(0);
  await expect(tray(page).getByText('4 properties selected')).toBeVisible();
  const bar = (await tray(page).boundingBox())!;
  expect(bar.height).toBeLessThan(80);
  expect(bar.height).toBeLessThan(open.height / 3);
  // Nothing is lost: the bar still compares, and it stays a bar after a reload.
  await expect(tray(page).getByRole('button', { name: 'Compare Now' })).toBeVisible();
  await page.reload();
  await expect(tray(page).getByText('4 properties selected')).toBeVisible({ timeout: 20_000 });
  await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(0);

  await tray(page).getByRole('button', { name: 'Expand comparison' }).click();
  await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(4);
  await tray(page).getByRole('button', { name: 'Compare Now' }).click();
  await expect(page.getByTestId('compare-overlay').getByTestId('compare-card')).toHaveCount(4, {
    timeout: 30_000,
  });
});
