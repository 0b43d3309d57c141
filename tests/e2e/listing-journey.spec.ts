import { type Page, expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import { apiSignIn, bearer, newUser, postLiveListing, signInOnPage } from './support/posting';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The buyer's whole journey of issue 15, on a phone (390×844), against the real server: a card on
 * /browse/listings → the detail page with its photos and EMI → Save while signed out → sign in →
 * back on the page, saved → the listing is on /saved-properties in a second browser context signed
 * in as the same user → a callback requested offline, then online → exactly one lead reaches the
 * lister, who sees it on their Leads list.
 */

test.use(asClient(64));

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test('browse → detail → save (signed out, then in) → saved on another device → offline callback → one lead', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // three sign-ins, three browser contexts

  // A lister's live listing (posted through the API, approved by the demo admin): the newest one.
  const lister = newUser('Lata');
  const listerToken = await apiSignIn(request, lister);
  const { id, ...detail } = await postLiveListing(page, request, lister, listerToken, {
    listingType: 'Sell',
    propertyType: 'Apartment',
    city: 'Noida',
    locality: 'Sector 62',
    bhk: 2,
    bathrooms: 2,
    area: 1150,
    price: 9_800_000,
  });

  // 1. Its card on /browse/listings opens the detail page with the photo and the EMI.
  await page.goto('/browse/listings?sort=newest');
  const card = page.locator(`[data-testid="listing-card"][href="${detail.url}"]:visible`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.click();
  await expect(page).toHaveURL(detail.url);
  await expect(visible(page, 'listing-detail').locator('h1')).toHaveText(detail.title);
  const cover = visible(page, 'listing-detail').locator('img').first();
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(visible(page, 'emi')).toContainText('/month');

  // 2. Save while signed out → sign in → back on the page, saved.
  await visible(page, 'listing-actions').getByTestId('save-button').click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(detail.url)}`);
  const buyer = newUser('Bhavna');
  await signInOnPage(page, buyer, false);
  await expect(page).toHaveURL(detail.url, { timeout: 20_000 });
  const save = visible(page, 'listing-actions').getByTestId('save-button');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText('Saved');

  // 3. A second browser context, same account: the listing is on /saved-properties.
  const phone2 = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    ...asClient(64),
  });
  try {
    const page2 = await phone2.newPage();
    await signInOnPage(page2, buyer);
    await expect(page2).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await page2.goto('/saved-properties');
    const saved = visible(page2, 'saved-item');
    await expect(saved).toHaveCount(1, { timeout: 15_000 });
    await expect(saved.getByTestId('listing-card')).toHaveAttribute('href', detail.url);
  } finally {
    await phone2.close();
  }

  // 4. A callback requested offline waits on the device, then goes once when the network is back.
  await visible(page, 'contact-button').click(); // loads the sheet's code while online
  await expect(visible(page, 'lead-sheet').getByTestId('contact-first')).toBeVisible();
  await visible(page, 'lead-sheet').getByRole('button', { name: 'Close' }).click();
  await expect(visible(page, 'lead-sheet')).toBeHidden();
  await context.setOffline(true);
  await visible(page, 'callback-button').click();
  const sheet = visible(page, 'lead-sheet');
  await expect(sheet.getByLabel('Your name')).toHaveValue(buyer.name);
  await sheet.getByRole('button', { name: 'Request a callback' }).click();
  await expect(sheet.getByTestId('lead-queued')).toContainText("Saved — we'll send it when you're online.");
  await sheet.getByRole('button', { name: 'Close' }).click();
  await context.setOffline(false);
  await expect(visible(page, 'pending-lead')).toHaveText('Callback request sent to the lister.', {
    timeout: 30_000,
  });

  // 5. Exactly one lead reached the lister, who sees it on the Leads list.
  const received = await request.get('/api/leads/received', { headers: bearer(listerToken) });
  const leads = ((await received.json()) as { items: Array<{ name: string; targetId: string }> }).items;
  expect(leads.filter((l) => l.targetId === id)).toHaveLength(1);
  expect(leads.find((l) => l.targetId === id)?.name).toBe(buyer.name);

  const listerPhone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    ...asClient(64),
  });
  try {
    const page3 = await listerPhone.newPage();
    await signInOnPage(page3, lister);
    await expect(page3).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await page3.goto('/my-listings/leads');
    const mine = visible(page3, 'lead-card').filter({ hasText: buyer.name });
    await expect(mine).toHaveCount(1, { timeout: 15_000 });
    await expect(mine).toContainText(detail.title);
  } finally {
    await listerPhone.close();
  }
});
