/**
 * /settings on a phone against the real server (issue 17): a notification switch is saved on the
 * account, "Download my data" gives a JSON file of the account, and Delete account — confirmed with
 * the code mailed (printed) to the account's address — signs the app out, says the account is
 * deleted, and the old session no longer works. Outcomes only, no timings.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import { otpCodesInLog, readOtpFromLog } from './support/otp-from-log';
import { bearer, main, newUser, signInOnPage, tokenInPage } from './support/posting';

test.use(asClient(110));

test('toggle a notification, download my data, delete the account with its code', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // a sign-in and a deletion code
  const user = newUser('Tara');
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // Signed out: the page asks for sign-in and comes back.
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?next=%2Fsettings');
  await signInOnPage(page, user, false);
  await expect(page).toHaveURL('/settings', { timeout: 15_000 });
  const settings = main(page);
  await expect(settings.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(settings.getByTestId('settings-saved-searches')).toContainText('0');

  // Email for saved-search matches is off by default; turn it on: the account stores it.
  const email = settings.getByRole('switch', { name: 'New matches for your saved searches: email' });
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await email.click();
  await expect(email).toHaveAttribute('aria-checked', 'true');
  const token = (await tokenInPage(page))!;
  await expect
    .poll(async () => {
      const prefs = (await (
        await request.get('/api/account/notification-preferences', { headers: bearer(token) })
      ).json()) as { groups: { items: { type: string; email: boolean }[] }[] };
      return prefs.groups.flatMap((g) => g.items).find((i) => i.type === 'saved_search_match')?.email;
    })
    .toBe(true);
  await shot('settings');

  // Download my data: a JSON file of this account.
  const downloading = page.waitForEvent('download');
  await settings.getByTestId('download-data').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^propai-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    profile: { email: string };
    notificationPreferences: Record<string, { email: boolean }>;
  };
  expect(data.profile.email).toBe(user.email);
  expect(data.notificationPreferences.saved_search_match?.email).toBe(true);

  // Delete account: the sheet explains, a code goes to the account's address, verifying deletes.
  await settings.getByRole('button', { name: 'Delete account' }).click();
  const sheet = page.locator('ion-modal');
  await expect(sheet.getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
  await expect(sheet.getByText('Your listings are taken down')).toBeVisible();
  await shot('delete-sheet');
  const before = (await otpCodesInLog(user.email)).length;
  await sheet.getByRole('button', { name: 'Email me a code' }).click();
  const code = await readOtpFromLog(user.email, { after: before });
  await sheet.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await sheet.getByRole('button', { name: 'Verify' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Invalid code.');
  await sheet.getByLabel('6-digit code').fill(code);
  await shot('delete-code');
  await sheet.getByRole('button', { name: 'Verify' }).click();

  await expect(main(page).getByRole('status')).toHaveText(
    'Your account has been deleted. You have been signed out.',
  );
  await shot('deleted');
  expect(await tokenInPage(page)).toBeNull();
  expect((await request.get('/api/auth/me', { headers: bearer(token) })).status()).toBe(401);
  await main(page).getByTestId('deleted-home').click();
  await expect(page).toHaveURL('/');
});
