/**
 * The moderation queue that scales (issue 19), on a phone and on a desktop: an admin filters
 * /admin/listings to live listings reported by users, opens one in the side panel (a sheet on the
 * phone, a right-hand column on the desktop), reads the user report, rejects it with a reason;
 * selects two pending listings and approves both at once; the poster's My Listings shows each status.
 */
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { asClient } from './support/client-address';
import {
  ADMIN,
  apiSignIn,
  bearer,
  main,
  makePhoto,
  newUser,
  signInOnPage,
  upload,
  type User,
} from './support/posting';

const VIEWPORTS = [
  { name: 'phone', client: 150, use: {} },
  {
    name: 'desktop',
    client: 151,
    use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  },
] as const;

/** A listing of `owner` with one photo, pending (the API's answer to a post). */
async function postListing(
  page: Page,
  request: APIRequestContext,
  owner: User,
  token: string,
  title: string,
) {
  const uploaded = await upload(
    request,
    token,
    await makePhoto(page, `${title}.jpg`),
    `mq-${crypto.randomUUID()}`,
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const created = await request.post('/api/user-properties', {
    headers: { ...bearer(token), 'Idempotency-Key': `mq-${crypto.randomUUID()}` },
    data: {
      title,
      contactName: owner.name,
      contactPhone: owner.mobile,
      contactEmail: owner.email,
      listingType: 'Sell',
      propertyType: 'Plot',
      city: 'Noida',
      locality: 'Sector 150',
      userType: 'owner',
      area: 200,
      areaUnit: 'sq yd',
      price: 25000000,
      photos: [url],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The poster's own My Listings, in a fresh tab signed in as them: the row of `title`. */
async function posterRow(browser: Browser, client: number, viewport: object, owner: User, title: string) {
  const context = await browser.newContext({ ...asClient(client), ...viewport });
  const page = await context.newPage();
  await signInOnPage(page, owner);
  await expect(page.getByText(`Welcome, ${owner.name.split(' ')[0]}!`)).toBeVisible();
  await page.goto('/my/listings');
  return { row: main(page).locator('.my-listing', { hasText: title }), close: () => context.close() };
}

const row = (page: Page, title: string): Locator =>
  main(page).getByTestId('listing-to-check').filter({ hasText: title });

for (const vp of VIEWPORTS) {
  test.describe(`moderation queue on a ${vp.name}`, () => {
    test.use({ ...asClient(vp.client), ...vp.use });

    test('filter to reported, read the report in the panel, reject with a reason; bulk-approve two', async ({
      page,
      request,
      browser,
    }, testInfo) => {
      const stamp = `${vp.name} ${Date.now() % 1e6}`;
      await page.goto('/');
      const owner = newUser('Kiran');
      const ownerToken = await apiSignIn(request, owner);
      const reported = `Reported plot ${stamp}`;
      const first = `Bulk plot one ${stamp}`;
      const second = `Bulk plot two ${stamp}`;
      const reportedId = await postListing(page, request, owner, ownerToken, reported);
      await postListing(page, request, owner, ownerToken, first);
      await postListing(page, request, owner, ownerToken, second);
      const adminToken = await apiSignIn(request, ADMIN);
      const live = await request.post(`/api/admin/listings/${reportedId}/approve`, {
        headers: bearer(adminToken),
      });
      expect(live.status()).toBe(200);
      const buyer = await apiSignIn(request, newUser('Ravi'));
      const flagged = await request.post(`/api/listing-flags/${reportedId}`, {
        headers: bearer(buyer),
        data: { reason: 'fake', note: 'The same photos are on another site.' },
      });
      expect(flagged.status(), await flagged.text()).toBe(200);

      await signInOnPage(page, ADMIN);
      await expect(page.getByText('Welcome, PropAI!')).toBeVisible();
      // The dashboard's kind of link, then the filters as chips: live, reported by users.
      await page.goto('/admin/listings?status=live');
      await main(page).getByRole('button', { name: 'Reported by users' }).click();
      await expect(page).toHaveURL(/reported=true/);
      await expect(page).toHaveURL(/status=live/);
      const reportedRow = row(page, reported);
      await expect(reportedRow).toContainText('1 user report');
      await expect(main(page).getByTestId('listing-to-check').filter({ hasText: first })).toHaveCount(0);

      await reportedRow.getByRole('button', { name: reported }).click();
      const panel =
        vp.name === 'phone'
          ? page.locator('ion-modal.mq-sheet')
          : main(page).getByRole('complementary', { name: `Details of ${reported}` });
      await expect(panel.getByRole('heading', { name: reported })).toBeFocused();
      await expect(panel).toContainText('Fake listing × 1');
      await expect(panel).toContainText('The same photos are on another site.');
      await expect(panel.getByRole('img', { name: `${reported}, photo 1 of 1` })).toBeVisible();
      await expect(panel).toContainText('Status: pending → live');
      await testInfo.attach(`panel-${vp.name}`, { body: await page.screenshot(), contentType: 'image/png' });
      await panel.getByLabel(`Reason for rejecting ${reported}`).fill('Photos copied from another listing.');
      await panel.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(main(page).getByText(`Rejected “${reported}”.`)).toBeVisible();
      await expect(reportedRow).toHaveCount(0);

      // Pending (newest first): the two new plots are on the first page; approve both at once.
      await page.goto('/admin/listings');
      await expect(main(page).getByText(/\d+ pending/)).toBeVisible();
      // The other filters are chips (no raw selects): in a sheet behind "More filters" on a phone.
      await expect(main(page).locator('select')).toHaveCount(0);
      let filters: Locator = main(page);
      await main(page).getByRole('button', { name: 'More filters' }).click();
      if (vp.name === 'phone') {
        filters = page.locator('ion-modal.mq-filter-sheet');
        await expect(filters.getByRole('heading', { name: 'More filters' })).toBeVisible();
      }
      await filters.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Plot' }).click();
      await expect(page).toHaveURL(/kind=plot/);
      await expect(filters.getByRole('button', { name: 'Plot', pressed: true })).toBeVisible();
      await testInfo.attach(`filters-${vp.name}`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      if (vp.name === 'phone') {
        await filters.getByRole('button', { name: 'Done' }).click();
        await expect(filters).toBeHidden();
        await expect(main(page).getByRole('button', { name: 'More filters (1)' })).toBeVisible();
      }
      await expect(row(page, first)).toBeVisible();
      await row(page, first)
        .getByRole('checkbox', { name: `Select ${first}` })
        .check();
      await row(page, second)
        .getByRole('checkbox', { name: `Select ${second}` })
        .check();
      const bar = main(page).getByRole('region', { name: 'Selected' });
      await expect(bar).toContainText('2 listings selected');
      await bar.getByRole('button', { name: 'Approve 2' }).click();
      await expect(main(page).getByText('Approved 2 listings.')).toBeVisible();
      await expect(row(page, first)).toHaveCount(0);
      await expect(row(page, second)).toHaveCount(0);

      const poster = await posterRow(browser, vp.client, vp.use, owner, reported);
      try {
        await expect(poster.row).toContainText('Rejected');
        await expect(poster.row).toContainText('Reason: Photos copied from another listing.');
        const page2 = poster.row.page();
        await expect(main(page2).locator('.my-listing', { hasText: first })).toContainText('Live');
        await expect(main(page2).locator('.my-listing', { hasText: second })).toContainText('Live');
      } finally {
        await poster.close();
      }
    });
  });
}
