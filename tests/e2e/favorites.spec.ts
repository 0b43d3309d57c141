/**
 * Save (favourites, issue 15) on a phone against the real server: signed out, the heart on a
 * /browse/listings card asks for sign-in and comes back; signed in, it saves without opening the
 * card; the detail page's Save shows the same state; a second browser context signed in as the same
 * user lists the listing on /saved-properties; unsaving there removes it at once, and the first
 * device follows after a reload. Outcomes only, no timings.
 */
import { expect, test, type Page } from '@playwright/test';
import { asClient } from './support/client-address';
import { bearer, newUser, signInOnPage, tokenInPage, type User } from './support/posting';

test.use(asClient(62));

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** The server's word (GET /api/favorites/status) for this user and listing. */
async function savedOnServer(page: Page, id: string): Promise<boolean> {
  const token = await tokenInPage(page);
  if (!token) return false;
  const res = await page.request.get(`/api/favorites/status?type=listing&id=${encodeURIComponent(id)}`, {
    headers: bearer(token),
  });
  return ((await res.json()) as { saved: boolean }).saved;
}

async function signInElsewhere(page: Page, user: User): Promise<void> {
  await signInOnPage(page, user);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

test('save from a card, see it on the detail page and on another device; unsave removes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two sign-ins and two browser contexts
  const user = newUser('Ira');

  // Signed out: the heart sends to sign-in with this page (path and query) as `next`.
  await page.goto('/browse/listings?sort=newest');
  const wrap = page.locator('.pcard-wrap:has([data-testid="listing-card"]):visible').first();
  await expect(wrap).toBeVisible({ timeout: 20_000 });
  const heart = wrap.getByTestId('save-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/browse/listings?sort=newest')}`);
  await signInOnPage(page, user, false);
  await expect(page).toHaveURL('/browse/listings?sort=newest', { timeout: 15_000 });

  // Back signed in, the save asked for is made; the heart toggles without opening the card.
  const card = wrap.getByTestId('listing-card');
  const href = (await card.getAttribute('href')) ?? '';
  const title = (await card.locator('.pcard-title').innerText()).trim();
  await expect(wrap.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(wrap.getByTestId('save-button')).toHaveAccessibleName(`Remove ${title} from saved`);
  await wrap.getByTestId('save-button').click();
  await expect(wrap.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'false');
  await wrap.getByTestId('save-button').click();
  await expect(wrap.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).pathname).toBe('/browse/listings');

  // The detail page shows the same state.
  await card.click();
  await expect(page).toHaveURL(href);
  const save = visible(page, 'listing-actions').getByTestId('save-button');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText('Saved');
  const ref = decodeURIComponent(href.split('/').pop() ?? '');
  const detail = (await (await page.request.get(`/api/listings/${ref}`)).json()) as { id: string };
  // The outbox has sent it.
  await expect.poll(() => savedOnServer(page, detail.id), { timeout: 15_000 }).toBe(true);

  // A second device, same account: /saved-properties lists it.
  const other = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    ...asClient(62),
  });
  try {
    const phone2 = await other.newPage();
    await signInElsewhere(phone2, user);
    await phone2.goto('/saved-properties');
    const items = visible(phone2, 'saved-item');
    await expect(items).toHaveCount(1, { timeout: 15_000 });
    await expect(items.first().getByTestId('listing-card')).toContainText(title);
    await expect(items.first().getByTestId('listing-card')).toHaveAttribute('href', href);

    // Unsave there: gone at once, and on the server.
    await items
      .first()
      .getByRole('button', { name: `Remove ${title} from saved` })
      .click();
    await expect(items).toHaveCount(0);
    await expect(visible(phone2, 'saved-empty')).toBeVisible();
    await expect(
      visible(phone2, 'saved-empty').getByRole('link', { name: 'Browse listings' }),
    ).toHaveAttribute('href', '/browse/listings');
    await expect.poll(() => savedOnServer(phone2, detail.id), { timeout: 15_000 }).toBe(false);
  } finally {
    await other.close();
  }

  // The first device follows the account at its next start.
  await page.reload();
  await expect(visible(page, 'listing-actions').getByTestId('save-button')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(visible(page, 'listing-actions').getByTestId('save-button')).toHaveText('Save');
});

test('signed out, the detail page Save goes to sign-in; /saved-properties and /favorites ask to sign in', async ({
  page,
}) => {
  await page.goto('/browse/listings');
  const card = visible(page, 'listing-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(href);
  await visible(page, 'listing-actions').getByTestId('save-button').click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(href)}`);

  await page.goto('/saved-properties');
  await expect(visible(page, 'saved-sign-in')).toContainText(
    'Sign in to keep your saved homes on every device',
  );
  await expect(visible(page, 'saved-empty')).toBeVisible();
  await page.goto('/favorites');
  await expect(visible(page, 'saved-sign-in')).toContainText('Sign in to see your saved reports');
  await visible(page, 'saved-sign-in').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/favorites')}`);
});
