/**
 * Issue 16 point 24, /buy on a 390 px phone: the Sort/Shortlist/Filters bar sits above the tab
 * bar's round Post button, not under it; the filter drawer's chips are designed chips with a
 * selected state; and its Apply button says how many projects the filters give ("Show N projects"),
 * the same number the page then shows.
 */
import { expect, type Page, test } from '@playwright/test';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Sort and filter' });

test('the Sort/Shortlist/Filters bar sits above the round Post button', async ({ page }) => {
  await page.goto('/buy');
  await expect(bar(page)).toBeVisible({ timeout: 30_000 });
  const post = (await page.locator('.tab-post-circle:visible').boundingBox())!;
  for (const name of ['Sort By', 'Shortlist', 'Filters']) {
    const control = bar(page).getByRole(name === 'Shortlist' ? 'link' : 'button', { name, exact: true });
    const box = (await control.boundingBox())!;
    expect(box.y + box.height, `${name} ends above the Post button`).toBeLessThanOrEqual(post.y + 1);
    // What a thumb on the control's centre touches is the control itself.
    const hit = await control.evaluate((el, { x, y }) => el.contains(document.elementFromPoint(x, y)), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit, `${name} is not covered`).toBe(true);
  }
});

test('the filter drawer has designed chips and a "Show N projects" Apply with the live count', async ({
  page,
}) => {
  await page.goto('/buy');
  await expect(page.locator('.lb-count:visible')).toHaveText(/^\d[\d,]* projects?$/, { timeout: 30_000 });
  await bar(page).getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.locator('ion-modal.filter-sheet');
  await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeVisible();

  const chip = sheet.getByRole('button', { name: '2 BHK', exact: true });
  const look = () =>
    chip.evaluate((el) => {
      const s = getComputedStyle(el);
      return { radius: parseFloat(s.borderTopLeftRadius), border: s.borderTopStyle, bg: s.backgroundColor };
    });
  const off = await look();
  expect(off.radius).toBeGreaterThanOrEqual(16); // a pill, not a square text button
  expect(off.border).toBe('solid');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await look()).bg).not.toBe(off.bg); // the selected state shows

  const apply = sheet.getByRole('button', { name: /^Show \d[\d,]* projects?$/ });
  await expect(apply).toBeVisible({ timeout: 30_000 });
  await sheet.getByRole('button', { name: 'Gym', exact: true }).click();
  await expect(page).toHaveURL(/amenities=Gym/);
  // The results under the sheet have reloaded for the new filters.
  await expect(page.locator('main.buy-page [data-testid="card-skeleton"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(apply).toBeVisible({ timeout: 30_000 });
  const label = (await apply.innerText()).replace(/^Show /, '');
  await apply.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/bhk=2/);
  await expect(page.locator('.lb-count:visible, .empty-text:visible').first()).toHaveText(
    label.startsWith('0 ') ? 'No official projects match your filters yet.' : label,
  );
});
