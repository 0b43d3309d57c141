/**
 * Manage Rentals on a phone against the real server (issue 20): signed out, the Beta Stage overlay
 * asks to sign in; a landlord with a live rental opens /rentals, continues past the overlay (then a
 * small Beta card stays above the dashboard), sees the view a visitor's phone just counted and the
 * callback request a tenant sent, and marks the home rented out with the shared one-tap control;
 * the listing leaves the market. Screenshots at 390×844 and 1280×800, cold and by navigation.
 */
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { asClient } from './support/client-address';
import { postApproved } from './support/live-listings';
import { ADMIN, apiSignIn, bearer, main, newUser, signInOnPage } from './support/posting';

test.use(asClient(184));

const shot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

test('the landlord dashboard counts views and leads, and marks a rental rented out', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow(); // a listing approved by the admin, three people
  await page.goto('/rentals');
  await expect(page.getByTestId('rentals-beta-overlay')).toContainText('Rental management is in beta');
  await expect(page.getByRole('button', { name: 'Sign in to see your rentals' })).toBeVisible();
  await shot(page, testInfo, 'rentals-signed-out-phone.png');

  const landlord = newUser('Lalita');
  const poster = { user: landlord, token: await apiSignIn(request, landlord) };
  const admin = await apiSignIn(request, ADMIN);
  const title = `Sunny 2 BHK to let ${Date.now() % 1e6}`;
  const home = await postApproved(page, request, poster, admin, {
    title,
    listingType: 'Rent',
    propertyType: 'Apartment',
    city: 'Noida',
    locality: 'Sector 62',
    bhk: 2,
    bathrooms: 2,
    area: 1100,
    areaUnit: 'sq ft',
    pricePerMonth: 28_000,
  });

  // A visitor's phone opens the listing (a view), and a tenant asks for a callback.
  const visitor = await browser.newContext({ ...asClient(185) });
  try {
    const tab = await visitor.newPage();
    const counted = tab.waitForResponse((r) => r.url().includes('/api/listing-views/'));
    await tab.goto(home.url);
    await expect(tab.locator('h1:visible').first()).toHaveText(title);
    expect(await (await counted).json()).toEqual({ counted: true });
  } finally {
    await visitor.close();
  }
  const tenant = await apiSignIn(request, newUser('Tarun'));
  const lead = await request.post('/api/leads', {
    headers: { ...bearer(tenant), 'Idempotency-Key': `rt-${crypto.randomUUID()}` },
    data: { targetType: 'listing', targetId: home.id, name: 'Tarun Tenant', phone: '9811122233' },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  // The landlord, by navigation: the top link "Manage Rentals" opens the dashboard behind the overlay.
  await signInOnPage(page, landlord);
  await expect(page.getByText('Welcome, Lalita!')).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'Manage Rentals' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL('/rentals');
  const overlay = page.getByTestId('rentals-beta-overlay');
  await expect(overlay).toBeVisible();
  await shot(page, testInfo, 'rentals-overlay-phone.png');
  await overlay.getByRole('button', { name: 'Continue to your dashboard' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(main(page).getByTestId('rentals-beta-card')).toBeVisible();

  const card = main(page).getByTestId('landlord-listing').filter({ hasText: title });
  await expect(card.locator('.rt-stats')).toContainText('Views this week1');
  await expect(card.locator('.rt-leads')).toContainText('Tarun Tenant');
  await expect(card.locator('.rt-leads')).toContainText('Open');
  await expect(card).toContainText(/Next confirmation by /);
  await expect(main(page).getByTestId('landlord-totals')).toContainText('Open leads1');
  await shot(page, testInfo, 'rentals-dashboard-phone.png');

  await card.getByRole('button', { name: 'Mark as rented' }).click();
  await card.getByRole('button', { name: 'Yes, mark rented' }).click();
  await expect(card.getByTestId('availability')).toContainText('Marked rented');
  await expect
    .poll(async () => {
      const res = await request.get('/api/rentals/landlord', { headers: bearer(poster.token) });
      const body = (await res.json()) as { items: { id: string; availability: string }[] };
      return body.items.find((i) => i.id === home.id)?.availability;
    })
    .toBe('rented');
  // Off the market: its page says so to everyone.
  const detail = (await (await request.get(`/api/listings/${home.id}`)).json()) as { availability: string };
  expect(detail.availability).toBe('rented');

  // Wide screen, entered cold (the overlay was dismissed on this device: the small card stays).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/rentals');
  await expect(main(page).getByTestId('rentals-beta-card')).toBeVisible();
  await expect(main(page).getByTestId('landlord-listing').filter({ hasText: title })).toContainText(
    'Marked rented',
  );
  await shot(page, testInfo, 'rentals-dashboard-wide.png');
});
