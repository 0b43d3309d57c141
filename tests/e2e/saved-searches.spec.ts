/**
 * Saved searches on a phone against the real server (issue 17): signed out, "Save this search" on
 * /search asks for sign-in and comes back; signed in, a sheet names the search and saves it; a
 * matching listing approved by the admin gives one notification linking to the results; the list
 * (reached from /profile) renames and pauses it. Outcomes only, no timings.
 */
import { expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import {
  apiSignIn,
  bearer,
  main,
  newUser,
  postLiveListing,
  signInOnPage,
  tokenInPage,
} from './support/posting';

test.use(asClient(96));

const SEARCH = '/search?type=buy&city=Gurgaon&max=30000000';

test('save a search, get one alert for a matching approved listing, manage it from the profile', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // two sign-ins and a listing approved by the admin
  const user = newUser('Sana');
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

  await page.goto(SEARCH);
  const save = page.getByRole('button', { name: /Save this search/ }).filter({ visible: true });
  await save.click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(SEARCH)}`);
  await signInOnPage(page, user, false);
  await expect(page).toHaveURL(SEARCH, { timeout: 15_000 });

  await page
    .getByRole('button', { name: /Save this search/ })
    .filter({ visible: true })
    .click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Buy in Gurgaon');
  await name.fill('Gurgaon homes under 3 Cr');
  await shot('save-sheet');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // Another user's matching listing goes live: one alert, linking to the saved results.
  const lister = newUser('Lalit');
  const listerToken = await apiSignIn(request, lister);
  for (const title of ['Bright 3 BHK in Sector 45', 'Corner 3 BHK in Sector 46'])
    await postLiveListing(page, request, lister, listerToken, {
      title,
      listingType: 'Sell',
      propertyType: 'Apartment',
      city: 'Gurgaon',
      locality: 'Sector 45',
      bhk: 3,
      bathrooms: 2,
      area: 1650,
      price: 21_500_000,
    });
  const token = (await tokenInPage(page))!;
  const notes = (await (await request.get('/api/notifications', { headers: bearer(token) })).json()) as {
    items: { type: string; title: string; link: string }[];
  };
  const alerts = notes.items.filter((n) => n.type === 'saved_search_match');
  expect(alerts).toEqual([
    expect.objectContaining({ title: '1 new home for sale in Gurgaon', link: SEARCH }),
  ]);

  // From the profile to the list: rename and pause.
  await page.goto('/profile');
  await page.getByTestId('profile-saved-searches').filter({ visible: true }).click();
  await expect(page).toHaveURL('/saved-searches');
  const item = main(page).getByTestId('saved-search');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: 'Gurgaon homes under 3 Cr' })).toBeVisible();
  await item.getByRole('button', { name: 'Pause alerts' }).click();
  await expect(item.getByText('Paused')).toBeVisible();
  await item.getByRole('button', { name: /^Rename/ }).click();
  await item.getByRole('textbox').fill('Gurgaon, paused for now');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByRole('link', { name: 'Gurgaon, paused for now' })).toBeVisible();
  await shot('saved-searches-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot('saved-searches-wide');
  await page.goto(SEARCH);
  await expect(
    page.getByRole('button', { name: /Save this search/ }).filter({ visible: true }),
  ).toBeVisible();
  await shot('search-wide');

  // The server kept both changes.
  const listed = (await (await request.get('/api/saved-searches', { headers: bearer(token) })).json()) as {
    items: { name: string; active: boolean }[];
  };
  expect(listed.items).toEqual([expect.objectContaining({ name: 'Gurgaon, paused for now', active: false })]);
});
