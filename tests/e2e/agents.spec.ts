/**
 * The agent directory on a phone against the real server (issue 20): a signed-in user reaches
 * /agents/register from the directory, applies as a property manager with a RERA number; the admin
 * approves it from the admin dashboard's tool; the applicant is notified and appears in the
 * directory under Property managers; a buyer requests a callback, which reaches the agent's leads.
 * Screenshots at 390×844 and 1280×800, cold and by navigation.
 */
import { type Browser, expect, type Page, test, type TestInfo } from '@playwright/test';
import { asClient } from './support/client-address';
import { ADMIN, main, newUser, signInOnPage, type User } from './support/posting';

test.use(asClient(181));

const shot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

/** A fresh signed-in tab of `user`, speaking as its own client. */
async function signedInTab(
  browser: Browser,
  client: number,
  user: User,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ ...asClient(client), ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signInOnPage(page, user);
  await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();
  return { page, close: () => context.close() };
}

test('an approved registration appears in the directory and receives a callback request', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // three people sign in
  const stamp = Date.now() % 1e6;
  const company = `Kohli Rentals ${stamp}`;
  const applicant = newUser('Kavya');

  // Applicant: from the directory to the registration form, by navigation.
  await signInOnPage(page, applicant);
  await expect(page.getByText('Welcome, Kavya!')).toBeVisible();
  await page.goto('/agents');
  await expect(page.locator('h1:visible').first()).toHaveText('Find an agent');
  await shot(page, testInfo, 'agents-phone.png');
  await main(page).getByRole('link', { name: 'Register with your RERA number' }).click();
  await expect(page).toHaveURL('/agents/register');
  const form = main(page).getByRole('form', { name: 'Register as an agent' });
  await form.getByRole('button', { name: 'Send for approval' }).click();
  await expect(form.getByText('Enter your company or firm name.')).toBeVisible();
  await form.getByRole('button', { name: 'Property manager' }).click();
  await form.getByLabel('Company or firm').fill(company);
  await form.getByLabel('RERA registration number').fill('HRERA-PKL-REA-4821-2024');
  await form
    .getByRole('group', { name: 'City you work in', exact: true })
    .last()
    .getByRole('button', { name: 'Gurgaon' })
    .click();
  await form.getByLabel(/Localities you work in/).fill('Sector 45');
  await form.getByRole('button', { name: 'Add' }).click();
  await form.getByLabel(/Localities you work in/).fill('Sector 46');
  await form.getByLabel(/Localities you work in/).press('Enter');
  await expect(form.getByRole('list', { name: 'Localities added' }).getByRole('listitem')).toHaveCount(2);
  await form.getByLabel(/Show my mobile/).check();
  await shot(page, testInfo, 'register-form-phone.png');
  await form.getByRole('button', { name: 'Send for approval' }).click();
  await expect(main(page).getByTestId('registration-status')).toContainText('Waiting for approval');

  // Admin: from the dashboard's tool list to the registrations, approve.
  const admin = await signedInTab(browser, 182, ADMIN);
  try {
    await admin.page.goto('/admin-dashboard');
    await main(admin.page)
      .getByRole('link', { name: /Agent registrations/ })
      .click();
    await expect(admin.page).toHaveURL('/admin/agents');
    const row = main(admin.page).getByTestId('agent-application').filter({ hasText: company });
    await expect(row).toContainText('Property manager');
    await expect(row).toContainText('RERA HRERA-PKL-REA-4821-2024');
    await shot(admin.page, testInfo, 'admin-agents-phone.png');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(
      main(admin.page).getByText(`Approved ${applicant.name}: listed in the directory now.`),
    ).toBeVisible();
  } finally {
    await admin.close();
  }

  // The applicant is told, and is in the directory under Property managers.
  await page.goto('/notifications');
  await expect(main(page).getByText('You are listed as a property manager')).toBeVisible();
  await page.goto('/agents/register');
  await expect(main(page).getByTestId('registration-status')).toContainText('You are in the directory');
  await main(page).getByRole('link', { name: 'See your entry' }).click();
  const card = main(page).getByTestId('agent-card').filter({ hasText: company });
  await expect(card).toContainText('Registered with PropAI');
  await expect(card).toContainText('Works in Sector 45, Sector 46');
  await expect(card.getByRole('link', { name: `Call ${applicant.mobile}` })).toBeVisible();

  // A buyer finds them by type, city and name, and asks for a callback.
  const buyer = newUser('Bharat');
  const tab = await signedInTab(browser, 183, buyer);
  try {
    await tab.page.goto('/agents');
    await main(tab.page)
      .getByRole('group', { name: 'Show' })
      .getByRole('button', { name: 'Property managers' })
      .click();
    await expect(tab.page.locator('h1:visible').first()).toHaveText('Find a property manager');
    await main(tab.page)
      .getByRole('group', { name: 'City' })
      .getByRole('button', { name: /^Gurgaon · / })
      .click();
    await main(tab.page).getByRole('searchbox', { name: 'Search by name or company' }).fill(company);
    const found = main(tab.page).getByTestId('agent-card');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(company);
    await found.getByRole('button', { name: 'Request a callback' }).click();
    const sheet = tab.page.getByTestId('agent-contact');
    await sheet.getByLabel('Message (optional)').fill('Looking for a 3 BHK to rent in Sector 45');
    await sheet.getByRole('button', { name: 'Request a callback' }).click();
    await expect(tab.page.getByTestId('agent-contact-sent')).toContainText('Callback requested.');
  } finally {
    await tab.close();
  }
  await page.goto('/my-listings/leads');
  await expect(main(page).getByTestId('lead-card').filter({ hasText: buyer.name })).toContainText(
    'Looking for a 3 BHK to rent in Sector 45',
  );

  // Wide screen, entered cold.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/agents?type=property-manager&city=Gurgaon');
  await expect(main(page).getByTestId('agent-card').first()).toBeVisible();
  await shot(page, testInfo, 'agents-wide.png');
  await page.goto('/agents/register');
  await expect(main(page).getByTestId('registration-status')).toContainText('You are in the directory');
  await shot(page, testInfo, 'register-status-wide.png');
});
