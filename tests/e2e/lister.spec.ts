import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { asClient } from './support/client-address';
import {
  apiSignIn,
  bearer,
  heading,
  main,
  newUser,
  signInOnPage,
  postLiveListing,
  type User,
} from './support/posting';

/**
 * What the lister does (issue 15), on a phone: a buyer's callback request reaches the owner's Leads
 * list (from My Listings' "Leads (N new)"), Handled moves it between the filters and sticks after a
 * reload; My Listings offers "Still available" on a live listing and tapping it dates it today.
 * Everything goes through the real server: listing posted and approved through the API, the lead
 * sent with the buyer's own session.
 */
test.use({ viewport: { width: 390, height: 844 }, ...asClient(63) });

const SHOTS = '/tmp/shots-lister';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A live rent listing of `owner`: posted, then approved by the demo admin, all through the API. */
async function liveRentListing(page: Page, request: APIRequestContext, owner: User, token: string) {
  const { id, title } = await postLiveListing(page, request, owner, token, {
    title: `Lister Flat ${Date.now() % 1e6}`,
    listingType: 'Rent',
    propertyType: 'Apartment',
    bhk: 2,
    city: 'Gurgaon',
    locality: 'Sector 57',
    userType: 'owner',
    area: 1200,
    areaUnit: 'sq ft',
    pricePerMonth: 32000,
  });
  return { id, title };
}

const todayUtc = () => {
  const d = new Date();
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

test('a lead reaches the owner’s Leads list; Handled moves it between the filters', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const owner = newUser('Kavya');
  const ownerToken = await apiSignIn(request, owner);
  const listing = await liveRentListing(page, request, owner, ownerToken);

  // Another user's session sends the callback request.
  const buyer = newUser('Rohan');
  const buyerToken = await apiSignIn(request, buyer);
  const lead = await request.post('/api/leads', {
    headers: { ...bearer(buyerToken), 'Idempotency-Key': `lister-lead-${Date.now()}` },
    data: {
      targetType: 'listing',
      targetId: listing.id,
      name: buyer.name,
      phone: buyer.mobile,
      message: 'Is it available from next month?',
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  await signInOnPage(page, owner);
  await expect(page.getByText(`Welcome, ${owner.name.split(' ')[0]}!`)).toBeVisible();
  await page.goto('/my/listings');
  await expect(heading(page)).toHaveText('My listings');
  const entry = main(page).getByTestId('leads-entry');
  await expect(entry).toContainText('Leads (1 new)');
  // The live listing carries its freshness and the one-tap buttons.
  const row = main(page).locator('.my-listing', { hasText: listing.title });
  await expect(row.getByTestId('availability')).toContainText(`Available as of ${todayUtc()}`);
  await expect(row.getByRole('button', { name: 'Still available' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark as rented' })).toBeVisible();
  await shoot(page, 'my-listings');
  // "Still available" goes through the outbox; the server restarts the clock.
  const before = Date.now();
  await row.getByRole('button', { name: 'Still available' }).click();
  await expect(row.getByTestId('availability')).toContainText(`Available as of ${todayUtc()}`);
  await expect
    .poll(async () => {
      const res = await request.get('/api/my/listings', { headers: bearer(ownerToken) });
      const { items } = (await res.json()) as {
        items: { id: string; freshness: { availableAsOf: string } }[];
      };
      return (
        Date.parse(items.find((i) => i.id === listing.id)?.freshness.availableAsOf ?? '') >= before - 1000
      );
    })
    .toBe(true);

  await entry.click();
  await expect(page).toHaveURL('/my-listings/leads');
  await expect(heading(page)).toHaveText('Leads');
  const card = main(page).getByTestId('lead-card').filter({ hasText: buyer.name });
  await expect(card).toContainText(buyer.mobile);
  await expect(card).toContainText('Is it available from next month?');
  await expect(card.getByRole('link', { name: listing.title })).toHaveAttribute(
    'href',
    `/user-property/${listing.id}`,
  );
  await expect(card.getByRole('link', { name: `Call ${buyer.name}` })).toHaveAttribute(
    'href',
    `tel:+91${buyer.mobile}`,
  );
  await expect(card.getByRole('link', { name: `WhatsApp ${buyer.name}` })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/91${buyer.mobile}\\?text=`),
  );
  await shoot(page, 'leads');

  // Handled: gone from New, there under Handled, and the server has it (after a reload too).
  await card.getByRole('button', { name: 'Handled' }).click();
  await expect(card).toHaveCount(0);
  await expect(main(page).getByTestId('leads-empty')).toHaveText('No new requests — every lead is handled.');
  await main(page).getByRole('button', { name: 'Handled' }).click();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Handled' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const res = await request.get('/api/leads/received', { headers: bearer(ownerToken) });
      const { items } = (await res.json()) as { items: { name: string; handled: boolean }[] };
      return items.find((i) => i.name === buyer.name)?.handled;
    })
    .toBe(true);
  await page.reload();
  await expect(heading(page)).toHaveText('Leads');
  await expect(main(page).getByTestId('lead-card')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'All' }).click();
  await expect(main(page).getByTestId('lead-card').filter({ hasText: buyer.name })).toBeVisible();

  // The callback notification opens the Leads list.
  await page.goto('/notifications');
  await expect(heading(page)).toHaveText('Notifications');
  const note = main(page)
    .getByTestId('notification')
    .filter({ hasText: `Callback requested: ${listing.title}` });
  await expect(note.getByRole('link', { name: 'Open leads' })).toHaveAttribute('href', '/my-listings/leads');
  await shoot(page, 'notifications');
});

test('signed out, /my-listings/leads goes to sign-in and comes back after', async ({ page }) => {
  await page.goto('/my-listings/leads');
  await expect(page).toHaveURL('/login?next=%2Fmy-listings%2Fleads');
  await signInOnPage(page, newUser('Ira'), false);
  await expect(page).toHaveURL('/my-listings/leads');
  await expect(heading(page)).toHaveText('Leads');
  await expect(main(page).getByTestId('leads-empty')).toContainText('No callback requests yet.');
});
