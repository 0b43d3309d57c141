import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  apiSignIn,
  bearer,
  heading,
  main,
  makePhoto,
  myListings,
  newUser,
  pendingForAdmin,
  signInOnPage,
  type TestPhoto,
  tokenInPage,
  type User,
} from './support/posting';
import { asClient } from './support/client-address';
import { waitForControllingWorker } from './support/service-worker';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Posting listings (issue #6, spec part 3 §2–§5): drafts kept on the device through offline reloads,
 * photos compressed in the browser, queued submissions sent by the outbox exactly once (also after a
 * lost upload answer and from a page closed meanwhile), the spec's validation texts, the sign-in
 * detour that resumes the form and the /sell/post wizard. The server's refusals and the admin
 * moderation queue are in posting-server.spec.ts.
 */

// Sign-ins, photo compression and an outbox replay on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 150_000 });

async function fillContact(page: Page, user: User) {
  const form = main(page);
  await form.getByLabel('Your name').fill(user.name);
  await form.getByLabel('Mobile number').fill(user.mobile);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
}

/** A valid commercial office-for-rent listing; `building` makes its auto-built title unique. */
async function fillCommercial(page: Page, user: User, building: string, photos: TestPhoto[]) {
  const form = main(page);
  await fillContact(page, user);
  await form.getByLabel('City').selectOption('Gurgaon');
  await form.getByLabel('Locality').fill('Sector 44');
  await form.getByLabel('Building / project').fill(building);
  await form.getByLabel('Property area').fill('1200');
  await form.getByLabel('Monthly rent (₹)').fill('150000');
  await form.getByLabel('Security deposit (₹)').fill('450000');
  await form.getByLabel('Photos', { exact: true }).setInputFiles(photos);
  await expect(form.getByText(`${photos.length} / 15`)).toBeVisible();
  await expect(form.getByText('Saved on this device', { exact: true })).toBeVisible();
}

const titleFor = (building: string) => `1,200 sq ft Office Space in ${building}, Sector 44, Gurgaon`;

test.describe('posting: validation texts', () => {
  test.use(asClient(11));
  test('the commercial form shows each §5 text for what is missing', async ({ page }) => {
    await page.goto('/post-commercial');
    await expect(heading(page)).toHaveText('Post a commercial listing', { timeout: 30_000 }); // first page of a cold server
    const form = main(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const text of [
      'Please fill your name, mobile and email.',
      'Please fill city and locality.',
      'Enter property area.',
      'Enter monthly rent.',
      'Enter security deposit.',
      'Please upload at least 1 photo.',
    ]) {
      await expect(form.locator('.post-field-error', { hasText: text }).first()).toBeVisible();
    }
    await form.getByText('Agent / Broker', { exact: true }).click();
    await expect(
      form.locator('.post-field-error', { hasText: 'RERA ID is required for Agent/Builder.' }),
    ).toBeVisible();
    await form.getByLabel('RERA ID').fill('UPRERAAGT12345');
    await expect(form.getByText('RERA ID is required for Agent/Builder.')).toHaveCount(0);

    await form.getByLabel('Category').selectOption('coworking');
    await expect(
      form.locator('.post-field-error', { hasText: 'Enter number of seats available.' }),
    ).toBeVisible();
    await expect(form.getByLabel('Property area')).toHaveCount(0); // hidden for coworking, land, warehouse
    await expect(form.getByText('Enter security deposit.')).toHaveCount(0); // not asked for coworking

    await form.getByText('Sell', { exact: true }).click();
    await expect(form.locator('.post-field-error', { hasText: 'Enter sale price.' })).toBeVisible();
    await expect(form.getByText('Enter monthly rent.')).toHaveCount(0);
    await form.getByLabel('Mobile number').fill('5123456789');
    await expect(
      form.locator('.post-field-error', { hasText: 'Enter a valid 10-digit mobile number.' }),
    ).toBeVisible();
  });

  test('the PG form shows its four §5 texts', async ({ page }) => {
    await page.goto('/post-pg');
    const form = main(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const text of [
      'Please fill your name, mobile and email.',
      'Please fill city and locality.',
      'Please enter rent per month.',
      'Please upload at least 1 photo.',
    ]) {
      await expect(form.locator('.post-field-error', { hasText: text }).first()).toBeVisible();
    }
    // Spec defaults: shared, 2-sharing, furnished, any gender, attached, veg+nonveg; wifi, housekeeping, visitors on.
    for (const on of [
      'Shared',
      '2',
      'Furnished',
      'Any',
      'Attached',
      'Veg + Non-veg',
      'Wi-Fi',
      'Housekeeping',
      'Visitors allowed',
    ]) {
      await expect(
        form.locator('label.is-on', { hasText: new RegExp(`^${on.replace('+', '\\+')}$`) }).first(),
      ).toBeVisible();
    }
  });
});

const hasLocalDatabase = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'propai'));

test.describe('posting: a first visit', () => {
  test('the PG form opens without the drafts store, and what is typed offline before it loads survives a reload', async ({
    page,
  }) => {
    await page.goto('/post-pg');
    const form = main(page);
    const name = form.getByLabel('PG / residence name');
    await expect(name).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // A first visit has nothing to restore: no database made, no Dexie chunk fetched (issue 21's budget).
    expect(await hasLocalDatabase(page)).toBe(false);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.some((path) => path.includes('/assets/local-db-'))).toBe(false);
    expect(scripts.some((path) => path.includes('/assets/post-pg-page-'))).toBe(true);

    // The phone loses signal before the first keystroke: the store's code comes from the service
    // worker's precache. Reloaded at once, before the debounced save, the synchronous copy brings
    // the text back; then the draft is made and named in the address.
    await waitForControllingWorker(page);
    await page.context().setOffline(true);
    await name.fill('Lotus Residency');
    await page.reload();
    await expect(main(page).getByLabel('PG / residence name')).toHaveValue('Lotus Residency');
    await expect(page).toHaveURL(/\/post-pg\?draft=/);
    await expect(main(page).getByText('Saved on this device', { exact: true })).toBeVisible();
    expect(await hasLocalDatabase(page)).toBe(true);
    await page.context().setOffline(false);

    // A later visit opens the same draft from the store.
    await page.goto('/post-pg?resume=1');
    await expect(main(page).getByLabel('PG / residence name')).toHaveValue('Lotus Residency');
  });
});

test.describe('posting: offline draft and exactly-once sync', () => {
  test.use(asClient(12));
  test('a commercial draft with 3 photos survives an offline reload, is queued offline, and arrives once after the page is closed', async ({
    context,
    page,
    request,
  }) => {
    const user = newUser();
    await signInOnPage(page, user);
    await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();
    const token = (await tokenInPage(page))!;
    expect(token).toBeTruthy();

    await page.goto('/post-commercial');
    await waitForControllingWorker(page);
    const building = `Offline Tower ${Date.now() % 1e6}`;
    const photos = [
      await makePhoto(page, 'front.jpg', 2400, 1800),
      await makePhoto(page, 'lobby.jpg'),
      await makePhoto(page, 'desk.jpg'),
    ];
    expect(photos[0]!.buffer.length).toBeGreaterThan(400 * 1024); // a camera-sized original
    await fillCommercial(page, user, building, photos);
    await expect(page).toHaveURL(/\/post-commercial\?draft=/);

    await context.setOffline(true);
    await page.reload();
    const form = main(page);
    await expect(form.getByLabel('Building / project')).toHaveValue(building);
    await expect(form.getByLabel('Monthly rent (₹)')).toHaveValue('150000');
    await expect(form.getByText('3 / 15')).toBeVisible();
    await expect(form.getByRole('img', { name: /^Photo \d+: / })).toHaveCount(3);

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Queued — will send when you are back online.')).toBeVisible();
    expect(await myListings(request, token)).toHaveLength(0);

    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/my/listings');
    await expect
      .poll(
        async () => (await myListings(request, token)).filter((l) => l.title === titleFor(building)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    await expect(main(again).locator('.my-listing', { hasText: titleFor(building) })).toContainText(
      'Pending verification',
    );
    expect(await myListings(request, token)).toHaveLength(1);

    // On the server: one pending listing with 3 photos, each compressed on the device.
    const adminToken = await apiSignIn(request, ADMIN);
    const item = (await pendingForAdmin(request, adminToken)).find((l) => l.title === titleFor(building));
    expect(item?.photos).toHaveLength(3);
    for (const url of item!.photos) {
      const file = await request.get(url);
      expect(file.headers()['content-type']).toBe('image/jpeg');
      expect((await file.body()).length).toBeLessThanOrEqual(330 * 1024);
    }
  });
});

test.describe('posting: a lost upload answer', () => {
  test.use(asClient(13));
  // Without the worker the page sends the draft itself, so page.route sees every request.
  test.use({ serviceWorkers: 'block' });

  test('the first upload is cut mid-way after the server got it: retried with the same key, still one listing', async ({
    page,
    request,
  }) => {
    const user = newUser('Kabir');
    await signInOnPage(page, user);
    await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();
    const token = (await tokenInPage(page))!;
    const keys: string[] = [];
    let cut = false;
    await page.route('**/api/upload', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (cut) return route.continue();
      cut = true;
      await route.fetch(); // the server stores the photo…
      await route.abort('connectionreset'); // …and the answer is lost on the way back
    });

    await page.goto('/post-commercial');
    const building = `Retry House ${Date.now() % 1e6}`;
    await fillCommercial(page, user, building, [
      await makePhoto(page, 'a.jpg'),
      await makePhoto(page, 'b.jpg'),
    ]);
    await main(page).getByRole('button', { name: 'Submit' }).click();
    // While the cut upload waits for its retry the button says so, and the form is frozen.
    await expect(main(page).getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    await expect(main(page).getByLabel('Building / project')).toBeDisabled();
    await expect(
      main(page).getByText('Your commercial listing was submitted. It will be visible after verification.'),
    ).toBeVisible({ timeout: 30_000 });

    expect(keys.length).toBe(3); // photo 1 twice (same key), photo 2 once
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    const mine = await myListings(request, token);
    expect(mine.filter((l) => l.title === titleFor(building))).toHaveLength(1);
    // The reset keeps the contact details and clears the rest.
    await expect(main(page).getByLabel('Your name')).toHaveValue(user.name);
    await expect(main(page).getByLabel('Building / project')).toHaveValue('');
    await expect(main(page).getByText('0 / 15')).toBeVisible();
  });
});

test.describe('posting: sign-in detour', () => {
  test.use(asClient(14));
  test('an anonymous PG submit keeps the draft, goes to /login?next=…resume=1, and the form resumes after sign-in', async ({
    page,
    request,
  }) => {
    const user = newUser('Tara');
    await page.goto('/post-pg');
    const form = main(page);
    await fillContact(page, user);
    await form.getByLabel('PG / residence name').fill('Sunrise Residency');
    await form.getByLabel('City').selectOption('Noida');
    await form.getByLabel('Locality').fill('Sector 62');
    await form.getByLabel('Rent per month (₹)').fill('9500');
    await form.getByLabel(/^Photos/).setInputFiles([await makePhoto(page, 'room.jpg')]);
    await expect(form.getByText('1 / 10')).toBeVisible();
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/login\?next=%2Fpost-pg%3Fresume%3D1%26draft%3D/);
    await signInOnPage(page, user, false);
    await expect(page).toHaveURL(/\/post-pg\?resume=1&draft=/);
    const resumed = main(page);
    await expect(resumed.getByLabel('PG / residence name')).toHaveValue('Sunrise Residency');
    await expect(resumed.getByText('1 / 10')).toBeVisible();
    await resumed.getByRole('button', { name: 'Submit' }).click();
    await expect(
      resumed.getByText('Your PG listing was submitted. It will be visible after verification.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    const token = (await tokenInPage(page))!;
    const mine = await myListings(request, token);
    expect(mine.map((l) => [l.title, l.status])).toEqual([
      ['Sunrise Residency in Sector 62, Noida', 'pending'],
    ]);
  });
});

test.describe('posting: the /sell/post wizard', () => {
  test.use(asClient(15));
  test('a plot for sale, step by step, arrives pending with its auto-built title', async ({
    page,
    request,
  }) => {
    const user = newUser('Dev');
    await signInOnPage(page, user);
    await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();
    await page.goto('/post-property'); // redirects to the wizard
    await expect(page).toHaveURL('/sell/post');
    const form = main(page);
    await expect(form.getByText('Step 1 of 5: The property')).toBeVisible();
    await form.getByLabel('Property type').selectOption('Plot');
    await expect(form.getByLabel('Bedrooms (BHK)')).toHaveCount(0); // a plot has no bedrooms
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('City').selectOption('Gurgaon');
    await form.getByLabel('Locality').fill('Sector 57');
    // The city's projects are offered (optional): the listing's page will link the one chosen.
    const projectSelect = form.getByLabel('Project (optional)');
    await expect(projectSelect.locator('option').nth(1)).toBeAttached();
    const project = (await projectSelect.locator('option').nth(1).getAttribute('value')) ?? '';
    await projectSelect.selectOption(project);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Plot area').fill('200');
    await form.getByLabel('Unit').selectOption('sq yd');
    await form.getByLabel('Sale price (₹)').fill('30000000');
    await form.getByRole('button', { name: 'Next' }).click();
    await fillContact(page, user);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Step 5 of 5: Photos and description')).toBeVisible();
    await form.getByLabel(/^Photos/).setInputFiles([await makePhoto(page, 'plot.jpg')]);
    await expect(form.getByText('1 / 15')).toBeVisible();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(
      form.getByText('Your property was submitted. It will be visible after verification.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    const token = (await tokenInPage(page))!;
    expect((await myListings(request, token)).map((l) => [l.title, l.status])).toEqual([
      ['200 sq yd Residential Plot for Sale in Sector 57, Gurgaon', 'pending'],
    ]);
    const [posted] = await myListings(request, token);
    const detail = (await (
      await request.get(`/api/user-properties/${posted!.id}`, { headers: bearer(token) })
    ).json()) as { project: { slug: string } | null };
    expect(detail.project?.slug).toBe(project);
    await page.goto('/my/listings');
    await expect(main(page).locator('.my-listing').first()).toContainText('Pending verification', {
      timeout: 30_000,
    });
    await page.screenshot({ path: test.info().outputPath('my-listings.png') });
  });
});
