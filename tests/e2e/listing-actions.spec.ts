import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import { apiSignIn, bearer, newUser, signInOnPage, postLiveListing, type User } from './support/posting';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * What a buyer and a lister do from a listing's page (issue 15) on a phone (390×844): a buyer
 * requests a callback and then sees the lister's number with tel: and wa.me links; the lister sees
 * no callback but Improve, edits a field and sees it on the page; a report ends in thanks and a
 * second look reads "already reported"; a callback requested offline waits on the device and
 * reaches the lister exactly once when the network is back.
 * SHOTS=1 saves each sheet to /tmp/shots-act/ at 390×844 and 1280×800.
 */

test.describe.configure({ timeout: 150_000 });
test.use(asClient(61));

const shots = !!process.env.SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `/tmp/shots-act/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Two frames: the sheet re-lays out as a centred card before the picture.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: `/tmp/shots-act/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

interface Posted {
  lister: User;
  listerToken: string;
  id: string;
  url: string;
  title: string;
}

let posted: Promise<Posted> | null = null;

/** One live listing by a test user (posted through the API and approved by the demo admin). */
function listerListing(page: Page, request: APIRequestContext): Promise<Posted> {
  posted ??= (async () => {
    const lister = newUser('Lalit');
    const listerToken = await apiSignIn(request, lister);
    const { id, url, title } = await postLiveListing(page, request, lister, listerToken, {
      listingType: 'Sell',
      propertyType: 'Apartment',
      city: 'Gurgaon',
      locality: 'Sector 45',
      bhk: 3,
      bathrooms: 2,
      area: 1650,
      price: 21_500_000,
    });
    return { lister, listerToken, id, url, title };
  })();
  return posted;
}

/** Signs in on /login, then opens the listing. */
async function openAs(page: Page, user: User, url: string) {
  await signInOnPage(page, user);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto(url);
  await expect(page.getByTestId('listing-detail').filter({ visible: true })).toBeVisible();
}

const sheet = (page: Page, id: string) => page.getByTestId(id).filter({ visible: true });

test('a signed-out buyer is sent to sign in and back; then a callback shows the number', async ({
  page,
  request,
}) => {
  const listing = await listerListing(page, request);
  await page.goto(listing.url);
  await page.getByTestId('callback-button').filter({ visible: true }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(listing.url)}`);

  const buyer = newUser('Bina');
  await openAs(page, buyer, listing.url);
  // Contact before any request: the API answers 403, the sheet asks for the callback first.
  await page.getByTestId('contact-button').filter({ visible: true }).click();
  const lead = sheet(page, 'lead-sheet');
  await expect(lead.getByTestId('contact-first')).toHaveText('Request a callback first');
  await expect(lead.getByLabel('Your name')).toHaveValue(buyer.name);
  await expect(lead.getByLabel('Mobile number')).toHaveValue(buyer.mobile);
  await lead.getByLabel('Message (optional)').fill('Evenings are best.');
  await shot(page, 'callback-form');
  await lead.getByRole('button', { name: 'Request a callback' }).click();

  await expect(lead.getByTestId('lead-contact')).toContainText('Callback requested.');
  const phone = listing.lister.mobile;
  await expect(lead.getByTestId('lister-phone')).toHaveText(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(lead.getByTestId('call-link')).toHaveAttribute('href', `tel:+91${phone}`);
  const wa = await lead.getByTestId('whatsapp-link').getAttribute('href');
  expect(wa).toMatch(new RegExp(`^https://wa\\.me/91${phone}\\?text=`));
  expect(decodeURIComponent(wa!.split('text=')[1]!)).toContain(listing.title);
  await shot(page, 'contact-card');
  await lead.getByRole('button', { name: 'Close' }).click();
  await expect(lead).toBeHidden();

  // Opening Request a callback again shows the number; no second request is made.
  await page.getByTestId('callback-button').filter({ visible: true }).click();
  await expect(sheet(page, 'lead-sheet').getByTestId('lead-contact')).toContainText(
    'You asked this lister for a callback.',
  );
  const received = await request.get('/api/leads/received', { headers: bearer(listing.listerToken) });
  const leads = (
    (await received.json()) as { items: Array<{ name: string; targetId: string; message: string }> }
  ).items;
  expect(leads.filter((l) => l.name === buyer.name)).toEqual([
    expect.objectContaining({ targetId: listing.id, message: 'Evenings are best.' }),
  ]);
});

test('the lister sees no callback or report but Improve; an edit shows on the page', async ({
  page,
  request,
}) => {
  const listing = await listerListing(page, request);
  await openAs(page, listing.lister, listing.url);
  const detail = page.getByTestId('listing-detail').filter({ visible: true });
  await expect(detail.getByTestId('improve-button')).toBeVisible();
  await expect(detail.getByTestId('callback-button')).toHaveCount(0);
  await expect(detail.getByTestId('contact-button')).toHaveCount(0);
  await expect(detail.getByTestId('report-button')).toHaveCount(0);

  await detail.getByTestId('improve-button').click();
  const improve = sheet(page, 'improve-sheet');
  await improve.getByLabel('Parking').fill('Two covered');
  await improve.getByLabel('Highlights (comma-separated)').fill('Corner unit, , Near metro ');
  await improve.getByLabel('Floor', { exact: true }).fill('7');
  await improve.getByLabel('Total floors').fill('14');
  await improve.locator('ion-select').nth(1).click(); // Furnishing: Ionic's popover list
  await page.getByRole('radio', { name: 'Semi-furnished' }).click();
  await expect(improve.locator('ion-select').nth(1)).toHaveJSProperty('value', 'semifurnished');
  await shot(page, 'improve-form');
  await improve.getByRole('button', { name: 'Save' }).click();
  await expect(improve.getByTestId('improve-saved')).toHaveText('Saved!');
  await expect(improve).toBeHidden();

  // The page read the listing again and shows the new values.
  await expect(detail).toContainText('Two covered');
  await expect(detail).toContainText('Near metro');
  const doc = (await (await request.get(`/api/listings/${listing.id}`)).json()) as Record<string, unknown>;
  expect(doc).toMatchObject({
    parking: 'Two covered',
    floorNo: 7,
    totalFloors: 14,
    furnishing: 'semifurnished',
    highlights: ['Corner unit', 'Near metro'],
  });
});

test('a report ends in thanks; opening it again reads as already reported', async ({ page, request }) => {
  const listing = await listerListing(page, request);
  const buyer = newUser('Rohit');
  await openAs(page, buyer, listing.url);
  await page.getByTestId('report-button').filter({ visible: true }).click();
  const report = sheet(page, 'report-sheet');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByRole('alert')).toHaveText('Choose a reason.');
  await report.getByText('Broker posing as owner').click();
  await report.getByLabel('Note (optional)').fill('Same photos as another listing.');
  await shot(page, 'report-form');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByTestId('report-done')).toContainText('Thank you for your report.');
  await shot(page, 'report-thanks');
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(report).toBeHidden();

  await page.getByTestId('report-button').filter({ visible: true }).click();
  await expect(sheet(page, 'report-sheet').getByTestId('report-done')).toContainText(
    'You have already reported this listing.',
  );
  await expect(sheet(page, 'report-sheet').getByTestId('report-done')).toContainText(
    'Broker posing as owner',
  );
});

test('a callback requested offline waits on the device and reaches the lister exactly once', async ({
  page,
  context,
  request,
}) => {
  const listing = await listerListing(page, request);
  const buyer = newUser('Kavya');
  await openAs(page, buyer, listing.url);
  // Open the sheet once online, so its code is loaded before the network goes.
  await page.getByTestId('contact-button').filter({ visible: true }).click();
  await expect(sheet(page, 'lead-sheet').getByTestId('contact-first')).toBeVisible();
  await sheet(page, 'lead-sheet').getByRole('button', { name: 'Close' }).click();
  await expect(sheet(page, 'lead-sheet')).toBeHidden();

  await context.setOffline(true);
  for (let tap = 0; tap < 2; tap++) {
    await page.getByTestId('callback-button').filter({ visible: true }).click();
    const lead = sheet(page, 'lead-sheet');
    if (tap === 0) {
      await lead.getByRole('button', { name: 'Request a callback' }).dblclick();
      await expect(lead.getByTestId('lead-queued')).toContainText(
        "Saved — we'll send it when you're online.",
      );
      await shot(page, 'callback-queued');
    } else {
      // A second visit while it waits: the sheet says it is held, and nothing new is stored.
      await expect(lead.getByTestId('lead-queued')).toBeVisible();
    }
    await lead.getByRole('button', { name: 'Close' }).click();
    await expect(lead).toBeHidden();
  }
  const note = page.getByTestId('pending-lead').filter({ visible: true });
  await expect(note).toHaveText("Callback request saved — we'll send it when you're online.");

  await context.setOffline(false);
  await expect(note).toHaveText('Callback request sent to the lister.', { timeout: 30_000 });
  const received = await request.get('/api/leads/received', { headers: bearer(listing.listerToken) });
  const leads = ((await received.json()) as { items: Array<{ name: string; targetId: string }> }).items;
  expect(leads.filter((l) => l.name === buyer.name && l.targetId === listing.id)).toHaveLength(1);
});
