import { expect, type Locator, type Page, test } from '@playwright/test';
import { asClient } from './support/client-address';
import {
  ADMIN,
  apiSignIn,
  heading,
  main,
  makePhoto,
  newUser,
  pendingForAdmin,
  signInOnPage,
  type TestPhoto,
  type User,
} from './support/posting';

/**
 * The posting forms' photo picker on a phone (issue 16 point 1): no raw file input, an Add tile that
 * offers the camera or the gallery, square thumbnails with a cover, move and remove; the order is
 * kept in the draft through a reload and is the order the listing's photos arrive in; each photo
 * shows its part while sending, and a photo that failed to compress or upload is marked with a retry.
 */

// Sign-ins, photo compression and uploads on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 150_000 });
// Without the worker the page sends the draft itself, so page.route sees every upload.
test.use({ serviceWorkers: 'block' });

const SUCCESS = 'Your PG listing was submitted. It will be visible after verification.';

async function fillPg(page: Page, user: User, name: string) {
  const form = main(page);
  await form.getByLabel('Your name').fill(user.name);
  await form.getByLabel('Mobile number').fill(user.mobile);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('PG / residence name').fill(name);
  await form.getByLabel('City').selectOption('Noida');
  await form.getByLabel('Locality').fill('Sector 62');
  await form.getByLabel('Rent per month (₹)').fill('9500');
}

/** Picks files the way a phone user does: Add tile → Choose from gallery → the system chooser. */
async function chooseFromGallery(form: Locator, page: Page, files: TestPhoto[]) {
  await form.getByRole('button', { name: 'Add photos' }).click();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Choose from gallery' }).click();
  const picked = await chooser;
  expect(picked.isMultiple()).toBe(true);
  await picked.setFiles(files);
}

/** The names on the thumbnails, in grid order ('Photo 1: hall.jpg' → 'hall.jpg'). */
async function tileNames(form: Locator): Promise<string[]> {
  const alts = await form
    .getByRole('img', { name: /^Photo \d+: / })
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
  return alts.map((alt) => alt.replace(/^Photo \d+: /, ''));
}

/** Width × height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): string {
  for (let i = 2; i < bytes.length - 9;) {
    if (bytes[i] !== 0xff) throw new Error('not a JPEG marker');
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) return `${bytes.readUInt16BE(i + 7)}x${bytes.readUInt16BE(i + 5)}`;
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error('no frame header');
}

test.describe('photo picker', () => {
  test.use(asClient(70));
  test('photos picked on a phone are reordered and removed, survive a reload, and arrive in that order', async ({
    page,
    request,
  }) => {
    const user = newUser('Ira');
    await signInOnPage(page, user);
    await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();
    await page.goto('/post-pg');
    await expect(heading(page)).toHaveText('Post a PG listing', { timeout: 30_000 });
    const form = main(page);
    const name = `Picker House ${Date.now() % 1e6}`;
    await fillPg(page, user, name);

    // No browser file input on screen; the Add tile offers the camera or the gallery.
    await expect(form.locator('input[type="file"]:visible')).toHaveCount(0);
    await expect(form.getByText('0 / 10')).toBeVisible();
    await expect(form.getByLabel(/^Take photo: Photos/)).toHaveAttribute('capture', 'environment');
    await form.getByRole('button', { name: 'Add photos' }).click();
    await expect(form.getByRole('button', { name: 'Take photo' })).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByRole('button', { name: 'Take photo' })).toHaveCount(0);

    // Four shapes, so each photo can be told apart on the server by its size.
    await chooseFromGallery(form, page, [
      await makePhoto(page, 'wide.jpg', 800, 600),
      await makePhoto(page, 'tall.jpg', 600, 800),
      await makePhoto(page, 'square.jpg', 700, 700),
      await makePhoto(page, 'small.jpg', 400, 300),
    ]);
    await expect(form.getByText('4 / 10')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => tileNames(form)).toEqual(['wide.jpg', 'tall.jpg', 'square.jpg', 'small.jpg']);
    const tiles = form.locator('.post-thumb[data-photo-id]');
    await expect(tiles.first().getByText('Cover')).toBeVisible();

    await form.getByRole('button', { name: 'Move square.jpg earlier' }).click();
    await expect.poll(() => tileNames(form)).toEqual(['wide.jpg', 'square.jpg', 'tall.jpg', 'small.jpg']);
    await form.getByRole('button', { name: 'Move square.jpg earlier' }).click();
    await expect.poll(() => tileNames(form)).toEqual(['square.jpg', 'wide.jpg', 'tall.jpg', 'small.jpg']);
    await form.getByRole('button', { name: 'Remove small.jpg' }).click();
    await expect.poll(() => tileNames(form)).toEqual(['square.jpg', 'wide.jpg', 'tall.jpg']);
    await expect(form.getByText('3 / 10')).toBeVisible();
    await expect(tiles.first().getByText('Cover')).toBeVisible();
    await expect(form.getByText('Cover', { exact: true })).toHaveCount(1);

    // The order is the draft's: a reload (entered cold) shows it again.
    await expect(page).toHaveURL(/\/post-pg\?draft=/);
    await page.reload();
    await expect(form.getByLabel('PG / residence name')).toHaveValue(name, { timeout: 30_000 });
    await expect.poll(() => tileNames(form)).toEqual(['square.jpg', 'wide.jpg', 'tall.jpg']);
    await expect(tiles.first().getByText('Cover')).toBeVisible();

    // Hold the first upload to see each photo's part: the cover goes up, the others wait.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route('**/api/upload', async (route) => {
      if (first) {
        first = false;
        await held;
      }
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(tiles.nth(0)).toHaveAttribute('data-send-state', 'sending');
    await expect(tiles.nth(0).getByText('Sending…')).toBeVisible();
    await expect(tiles.nth(1)).toHaveAttribute('data-send-state', 'waiting');
    await expect(tiles.nth(2)).toHaveAttribute('data-send-state', 'waiting');
    await expect(form.getByText('0 of 3 photos sent')).toBeVisible();
    release();
    await expect(form.getByText(SUCCESS)).toBeVisible({ timeout: 30_000 });

    // On the server the listing's photos are in the picker's order: square (cover), wide, tall.
    const adminToken = await apiSignIn(request, ADMIN);
    const item = (await pendingForAdmin(request, adminToken)).find((l) => l.title.startsWith(name));
    expect(item?.photos).toHaveLength(3);
    const sizes: string[] = [];
    for (const url of item!.photos) sizes.push(jpegSize(await (await request.get(url)).body()));
    expect(sizes).toEqual(['700x700', '800x600', '600x800']);
  });

  test('a photo that cannot be read or fails to upload is marked, says why, and is removed or retried', async ({
    page,
  }) => {
    const user = newUser('Neel');
    await signInOnPage(page, user);
    await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();
    await page.goto('/post-pg');
    const form = main(page);
    await expect(heading(page)).toHaveText('Post a PG listing', { timeout: 30_000 });
    await fillPg(page, user, `Retry Residency ${Date.now() % 1e6}`);

    // Not a photo (a text file with a .jpg name): its tile is marked and the reason is given.
    const notAPhoto = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') };
    await chooseFromGallery(form, page, [await makePhoto(page, 'room.jpg'), notAPhoto]);
    const unread = form.locator('[data-intake-state="failed"]');
    await expect(unread.getByText('Not added')).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('alert')).toContainText(
      'notes.jpg was not added: “notes.jpg” is not a photo this browser can read',
    );
    await expect(form.getByText('1 / 10')).toBeVisible();
    await form.getByRole('button', { name: 'Remove notes.jpg' }).click();
    await expect(unread).toHaveCount(0);
    await expect(form.getByRole('alert')).toHaveCount(0);

    // The upload fails (a bad gateway): the tile says it was not sent and why; Retry sends it now.
    let failing = true;
    await page.route('**/api/upload', (route) =>
      failing
        ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"Bad gateway"}' })
        : route.continue(),
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    const tile = form.locator('.post-thumb[data-photo-id]').first();
    await expect(tile).toHaveAttribute('data-send-state', 'failed', { timeout: 30_000 });
    await expect(tile.getByText('Not sent')).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: 'room.jpg was not sent:' })).toContainText(
      'Bad gateway',
    );
    failing = false;
    await form.getByRole('button', { name: 'Retry room.jpg' }).click();
    await expect(form.getByText(SUCCESS)).toBeVisible({ timeout: 30_000 });
  });
});
