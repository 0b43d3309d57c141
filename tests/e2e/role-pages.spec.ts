/**
 * The Rent and Agents menus' role pages against the real server: the tenant view signed out (the
 * public parts and a sign-in card) and signed in (a saved rental, a saved rental search and a
 * callback request sent, each listed); the agent dashboard of a user who never registered (the
 * "not registered" state with the way to register, and their counted listings and leads); the
 * landlord view at /rentals/landlord with its Beta notice; the Leads page reached from the Agents
 * menu. Screenshots at 390×844 and 1280×800.
 */
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { asClient } from './support/client-address';
import { bearer, heading, main, newUser, signInOnPage, tokenInPage } from './support/posting';
import { watchErrors } from './support/shell';

test.use(asClient(203));

const wide = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function both(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, `${name}-phone.png`);
  await page.setViewportSize(wide);
  await shot(page, testInfo, `${name}-wide.png`);
  await page.setViewportSize(phone);
}

test('tenant view, agent dashboard, landlord view and leads read right for a new user', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchErrors(page);

  // Signed out: the public parts show, the personal ones ask to sign in.
  await page.goto('/rentals/tenant');
  await expect(heading(page)).toHaveText('For tenants');
  const tenant = main(page);
  await expect(tenant.getByTestId('tenant-sign-in')).toContainText(
    'Sign in to see the homes and PGs you saved',
  );
  await expect(tenant.getByRole('link', { name: /Homes for rent/ })).toHaveAttribute(
    'href',
    '/browse/listings?category=rent',
  );
  await expect(tenant.getByRole('link', { name: /PG and co-living/ })).toHaveAttribute('href', '/pg');
  await expect(tenant.getByRole('link', { name: /Your rental application/ })).toHaveAttribute(
    'href',
    '/tools/application',
  );
  await expect(tenant.getByTestId('tenant-checklist')).toContainText('Police verification');
  await expect(tenant.getByRole('link', { name: 'Manage your rentals as a landlord' })).toHaveAttribute(
    'href',
    '/rentals/landlord',
  );
  await both(page, testInfo, 'tenant-signed-out');

  // A new user signs in, then saves a rental, saves a rental search and asks for a callback.
  const user = newUser('Tanvi');
  await signInOnPage(page, user);
  await expect(page.getByText('Welcome, Tanvi!')).toBeVisible();
  const token = await tokenInPage(page);
  expect(token).toBeTruthy();
  const auth = (key: string) => ({ ...bearer(token!), 'Idempotency-Key': `${key}-${crypto.randomUUID()}` });

  // The agent dashboard of someone who never registered.
  await page.goto('/agents/dashboard');
  await expect(heading(page)).toHaveText('Agent dashboard');
  const dash = main(page);
  await expect(dash.getByTestId('agent-status')).toContainText('Not registered');
  await expect(
    dash.getByTestId('agent-status').getByRole('link', { name: 'Register as an agent' }),
  ).toHaveAttribute('href', '/agents/register');
  await expect(dash.getByTestId('agent-listings')).toContainText('You have not posted a listing yet.');
  await expect(dash.getByTestId('agent-leads')).toContainText('No callback requests yet.');
  await expect(dash.getByRole('link', { name: 'Post a listing' })).toHaveAttribute('href', '/sell/post');
  await both(page, testInfo, 'agent-dashboard');

  const found = (await (await request.get('/api/listings?category=rent&limit=1')).json()) as {
    items: { id: string; title: string }[];
  };
  const home = found.items[0]!;
  const saved = await request.post(`/api/favorites/listing/${home.id}`, {
    headers: auth('fav'),
    data: { saved: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const searchName = `Rentals in Noida ${Date.now() % 1e6}`;
  const search = await request.post('/api/saved-searches', {
    headers: auth('search'),
    data: {
      name: searchName,
      kind: 'listings',
      url: '/browse/listings?category=rent&city=Noida',
      filters: { category: 'rent', city: 'Noida' },
    },
  });
  expect(search.status(), await search.text()).toBe(201);
  const lead = await request.post('/api/leads', {
    headers: auth('lead'),
    data: { targetType: 'listing', targetId: home.id, name: user.name, phone: user.mobile },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  await page.goto('/rentals/tenant');
  await expect(heading(page)).toHaveText('For tenants');
  await expect(tenant.getByTestId('tenant-sign-in')).toHaveCount(0);
  await expect(tenant.getByTestId('tenant-saved-list')).toContainText(home.title);
  const searches = tenant.getByTestId('tenant-search-list');
  await expect(searches).toContainText(searchName);
  await expect(searches.getByRole('link', { name: new RegExp(searchName) })).toHaveAttribute(
    'href',
    '/browse/listings?category=rent&city=Noida',
  );
  await expect(tenant.getByTestId('tenant-enquiry-list')).toContainText(home.title);
  await expect(tenant.getByTestId('tenant-enquiry-list')).toContainText('waiting for a call back');
  await both(page, testInfo, 'tenant-signed-in');

  // The landlord view by the tenant view's link: the same dashboard, its Beta notice, the way back.
  await main(page).getByRole('link', { name: 'Manage your rentals as a landlord' }).click();
  await expect(page).toHaveURL('/rentals/landlord');
  await expect(heading(page)).toHaveText('Manage Rentals');
  await expect(page.getByTestId('rentals-beta-overlay').filter({ visible: true })).toContainText(
    'Rental management is in beta',
  );
  await shot(page, testInfo, 'landlord-phone.png');
  await main(page).getByRole('link', { name: 'Go to the tenant view' }).click();
  await expect(page).toHaveURL('/rentals/tenant');
  await expect(heading(page)).toHaveText('For tenants');

  // Wide, through the top menu: Rent → For landlords.
  await page.setViewportSize(wide);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Rent', exact: true })
    .hover();
  await page
    .locator('#top-menu-rent')
    .getByRole('link', { name: /For landlords/ })
    .click();
  await expect(page).toHaveURL('/rentals/landlord');
  await expect(heading(page)).toHaveText('Manage Rentals');
  await shot(page, testInfo, 'landlord-wide.png');

  // Leads from the agent dashboard: its heading, and the way back.
  await page.goto('/agents/dashboard');
  await expect(heading(page)).toHaveText('Agent dashboard');
  await main(page).getByRole('link', { name: 'All leads' }).click();
  await expect(page).toHaveURL('/agents/leads');
  await expect(heading(page)).toHaveText('Leads');
  await expect(main(page).locator('.page-eyebrow')).toHaveText('Agents');
  await expect(main(page).getByTestId('leads-empty')).toBeVisible();
  await shot(page, testInfo, 'agents-leads-wide.png');
  await main(page).getByRole('link', { name: '← Agent dashboard' }).click();
  await expect(page).toHaveURL('/agents/dashboard');
  await expect(heading(page)).toHaveText('Agent dashboard');

  expect(errors).toEqual([]);
});
