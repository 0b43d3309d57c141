/**
 * Valuation on a phone against the real server (issue 20): six 3 BHK apartments posted and approved
 * in a locality of their own, one of them then marked sold; the owner values a 1,500 sq ft 3 BHK
 * there with the form's chips and fields, sees the sale range from the six comparables (one sold)
 * with the figures the API computed, opens a comparable, saves the valuation and posts the property
 * with the form prefilled. Screenshots at 390×844 and 1280×800, cold and by navigation.
 */
import { expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import { postApproved } from './support/live-listings';
import { ADMIN, apiSignIn, bearer, main, newUser, signInOnPage } from './support/posting';

test.use(asClient(180));

const money = (v: number) => `₹${(v / 1e7).toFixed(2)} Cr`;

test('a valuation lists its comparables, saves, and posts the property prefilled', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // seven listings posted and approved, two sign-ins
  const shot = async (name: string) => {
    const path = testInfo.outputPath(name);
    await page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  };
  const locality = `Valuation Vihar ${Date.now() % 1e6}`;
  await page.goto('/');
  const lister = newUser('Lata');
  const poster = { user: lister, token: await apiSignIn(request, lister) };
  const admin = await apiSignIn(request, ADMIN);
  const homes = [];
  for (const [i, psf] of [9000, 9500, 10_000, 10_500, 11_000, 12_000].entries()) {
    homes.push(
      await postApproved(page, request, poster, admin, {
        title: `Comparable ${i + 1} in ${locality}`,
        listingType: 'Sell',
        propertyType: 'Apartment',
        city: 'Gurgaon',
        locality,
        bhk: 3,
        bathrooms: 2,
        area: 1500,
        areaUnit: 'sq ft',
        floorNo: i + 1,
        price: psf * 1500,
      }),
    );
  }
  // The last one sells: it counts as a closed comparable at its last asking price.
  const sold = await request.post(`/api/my/listings/${homes[5]!.id}/availability`, {
    headers: bearer(poster.token),
    data: { status: 'sold' },
  });
  expect(sold.status(), await sold.text()).toBe(200);

  const owner = newUser('Omkar');
  await signInOnPage(page, owner);
  await expect(page.getByText('Welcome, Omkar!')).toBeVisible();
  await page.goto('/valuation');
  const form = main(page).getByRole('form', { name: 'What to value' });
  await form.getByRole('button', { name: 'Estimate its value' }).click();
  await expect(form.getByText('Choose a city in Delhi NCR.')).toBeVisible(); // the API's words, at once
  await form
    .getByRole('group', { name: 'City', exact: true })
    .last()
    .getByRole('button', { name: 'Gurgaon' })
    .click();
  await form.getByLabel('Locality').fill(locality);
  await form
    .getByRole('group', { name: 'Bedrooms (BHK)', exact: true })
    .last()
    .getByRole('button', { name: '3', exact: true })
    .click();
  await form.getByLabel('Super built-up area').fill('1500');
  await form.getByRole('button', { name: 'One floor higher' }).click();
  await form.getByRole('button', { name: 'One floor higher' }).click();
  await expect(form.getByText('Floor 1')).toBeVisible();
  await form
    .getByRole('group', { name: 'Age of the property', exact: true })
    .getByRole('button', { name: '1-5 years' })
    .click();
  await shot('valuation-form-phone.png');
  await form.getByRole('button', { name: 'Estimate its value' }).click();

  // The figures are the API's, for the same question.
  const q = new URLSearchParams({
    city: 'Gurgaon',
    locality,
    propertyType: 'Apartment',
    bhk: '3',
    area: '1500',
    areaUnit: 'sq ft',
  });
  const api = (await (await request.get(`/api/valuation/estimate?${q.toString()}`)).json()) as {
    sale: { count: number; closed: number; low: number; high: number; step: number };
  };
  expect(api.sale).toMatchObject({ count: 6, closed: 1, step: 1 });
  await expect(page).toHaveURL(/\/valuation\?city=Gurgaon&locality=/);
  await expect(main(page).getByTestId('valuation-subject')).toHaveText(
    `3 BHK Apartment, 1,500 sq ft in ${locality}, Gurgaon`,
  );
  await expect(main(page).getByTestId('estimate-sale-range')).toContainText(
    `${money(api.sale.low)} – ${money(api.sale.high)}`,
  );
  await expect(main(page).getByTestId('estimate-sale-count')).toHaveText(
    'From 6 comparable listings: 5 on the market, 1 sold.',
  );
  await expect(main(page).getByTestId('estimate-rent-none')).toHaveText('Not enough comparable listings');
  const comparables = main(page).getByTestId('comparables-sale').getByRole('link');
  await expect(comparables).toHaveCount(6);
  await expect(main(page).getByTestId('comparables-sale')).toContainText('Sold');
  await shot('valuation-result-phone.png');

  // Save it: it is listed with the ranges the server computed.
  await main(page).getByRole('button', { name: 'Save this valuation' }).click();
  await expect(main(page).getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(main(page).getByTestId('saved-valuations')).toContainText(
    `3 BHK Apartment, 1,500 sq ft in ${locality}, Gurgaon`,
  );

  // A comparable opens its page; Back returns to the valuation.
  await comparables.filter({ hasText: 'Comparable 1 ' }).click();
  await expect(page).toHaveURL(homes[0]!.url);
  await expect(page.locator('h1:visible').first()).toHaveText(homes[0]!.title);
  await page.goBack();
  await expect(main(page).getByTestId('estimate-sale-range')).toBeVisible();

  // Post it for sale: a new draft of the posting form with the answers and the middle estimate.
  await main(page).getByRole('link', { name: 'Post it for sale' }).click();
  await expect(page).toHaveURL(/\/sell\/post\?draft=/);
  await expect(page.getByLabel('Property type').filter({ visible: true })).toHaveValue('Apartment');
  await expect(page.getByLabel('Bedrooms (BHK)').filter({ visible: true })).toHaveValue('3');
  await shot('posting-prefilled-phone.png');

  // Wide screen, entered cold.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/valuation?${q.toString()}`);
  await expect(main(page).getByTestId('estimate-sale-range')).toBeVisible();
  await shot('valuation-result-wide.png');
});
