import { expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import {
  ADMIN,
  apiSignIn,
  bearer,
  heading,
  main,
  makePhoto,
  myListings,
  newUser,
  oversizedUploadStatus,
  signInOnPage,
  upload,
} from './support/posting';

/**
 * Posting, the server's side seen from the app (issue #6): the same create request with the same
 * Idempotency-Key answers the same id, refused uploads and payloads keep nothing, and the admin
 * moderation queue's rejection reaches the poster's My Listings. The forms, drafts and outbox are in
 * posting.spec.ts.
 */

// Sign-ins and uploads on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 150_000 });

test.describe('posting: the server', () => {
  test.use(asClient(16));
  test('the same create request with the same key answers the same id; refusals keep nothing', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const user = newUser('Ravi');
    const token = await apiSignIn(request, user);
    const photo = await makePhoto(page, 'shop.jpg');

    // Refused uploads: too large (413), not an image whatever its name (415).
    const baseURL = test.info().project.use.baseURL!;
    expect(await oversizedUploadStatus(baseURL, token, 25 * 1024 * 1024)).toBe(413);
    const text = {
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('just some text, not a photo'),
    };
    const refused = await upload(request, token, text);
    expect(refused.status()).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toMatch(/JPEG|PNG|WebP/);

    const uploaded = await upload(request, token, photo, `manual-photo-${Date.now()}`);
    expect(uploaded.status()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const body = {
      contactName: user.name,
      contactPhone: user.mobile,
      contactEmail: user.email,
      city: 'Noida',
      locality: 'Sector 18',
      listingType: 'Rent',
      category: 'commercial',
      commercialSubType: 'retail',
      userType: 'owner',
      area: 400,
      areaUnit: 'sq ft',
      pricePerMonth: 80000,
      securityDeposit: 240000,
      photos: [url],
    };
    // Missing fields and 16 photos: 400 naming the fields, and nothing stored.
    const missing = await request.post('/api/commercial-listings', {
      headers: bearer(token),
      data: { ...body, contactName: '', pricePerMonth: undefined },
    });
    expect(missing.status()).toBe(400);
    const fields = ((await missing.json()) as { fields: Record<string, string> }).fields;
    expect(fields.contactName).toBe('Please fill your name, mobile and email.');
    expect(fields.pricePerMonth).toBe('Enter monthly rent.');
    const sixteen = await request.post('/api/commercial-listings', {
      headers: bearer(token),
      data: { ...body, photos: Array.from({ length: 16 }, () => url) },
    });
    expect(sixteen.status()).toBe(400);
    expect(Object.keys(((await sixteen.json()) as { fields: Record<string, string> }).fields)).toContain(
      'photos',
    );
    expect(await myListings(request, token)).toHaveLength(0);

    const key = `manual-listing-${Date.now()}`;
    const send = () =>
      request.post('/api/commercial-listings', {
        headers: { ...bearer(token), 'Idempotency-Key': key },
        data: body,
      });
    const first = await send();
    expect(first.status()).toBe(201);
    const second = await send();
    expect(second.status()).toBe(201);
    const a = (await first.json()) as { id: string; status: string };
    const b = (await second.json()) as { id: string };
    expect(a.status).toBe('pending');
    expect(b.id).toBe(a.id);
    expect(await myListings(request, token)).toHaveLength(1);
  });
});

test.describe('posting: moderation', () => {
  test.use(asClient(17));
  test('an admin rejects a pending listing with a reason on /admin/listings; the poster sees it in My Listings', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const user = newUser('Neha');
    const token = await apiSignIn(request, user);
    const photo = await makePhoto(page, 'plot.jpg');
    const { url } = (await (await upload(request, token, photo)).json()) as { url: string };
    const title = `Moderation Plot ${Date.now() % 1e6}`;
    const created = await request.post('/api/user-properties', {
      headers: { ...bearer(token), 'Idempotency-Key': `moderation-${Date.now()}` },
      data: {
        title,
        contactName: user.name,
        contactPhone: user.mobile,
        contactEmail: user.email,
        listingType: 'Sell',
        propertyType: 'Plot',
        city: 'Gurgaon',
        locality: 'Sector 57',
        userType: 'owner',
        area: 200,
        areaUnit: 'sq yd',
        price: 30000000,
        photos: [url],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await signInOnPage(page, ADMIN);
    await expect(page.getByText('Welcome, PropAI!')).toBeVisible();
    await page.goto('/admin/listings');
    await expect(heading(page)).toHaveText('Listings to verify');
    await expect(main(page).getByText(/\d+ pending/)).toBeVisible();
    const card = main(page).locator('.my-listing', { hasText: title });
    // The queue is oldest first: page on until the new listing shows.
    while ((await card.count()) === 0) {
      const next = main(page).getByRole('button', { name: 'Next' });
      await expect(next).toBeEnabled();
      const shown = await main(page).locator('.my-listing h2').first().textContent();
      await next.click();
      await expect(main(page).locator('.my-listing h2').first()).not.toHaveText(shown ?? '');
    }
    await expect(card.locator('img')).toHaveCount(1);
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(main(page).getByText('Enter a reason for the rejection.')).toBeVisible();
    await card.getByLabel(`Reason for rejecting ${title}`).fill('Photos do not show the plot.');
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(main(page).getByText(`Rejected “${title}”.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    const mine = await myListings(request, token);
    expect(mine).toEqual([
      expect.objectContaining({ title, status: 'rejected', rejectionReason: 'Photos do not show the plot.' }),
    ]);
  });
});
