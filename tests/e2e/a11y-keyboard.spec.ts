import { expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import { expectFocusVisible, type FocusStop, invisibleStops, tabTo } from './support/keyboard';
import { otpCodesInLog, readOtpFromLog } from './support/otp-from-log';
import { main, makePhoto, newUser, signInOnPage } from './support/posting';

/**
 * Keyboard alone (issue 13): signing in and posting a PG listing with Tab, Shift+Tab, Enter and
 * typing only, on a phone-sized page. Every control passed must show a focus indicator; the submit
 * buttons are asserted one by one. The sign-in drives the UI only (never the API), so it holds
 * whatever the request-otp/verify exchange carries.
 */

test.describe.configure({ timeout: 120_000 });

test.describe('keyboard alone', () => {
  test.use(asClient(51));

  test('signs in from the page: menu → Sign In → details → Get OTP → code → Verify', async ({ page }) => {
    const user = newUser('Ishaan');
    const stops: FocusStop[] = [];
    await page.goto('/explore');
    await expect(page.locator('h1:visible').first()).toHaveText('Explore projects', { timeout: 30_000 });

    await tabTo(page, page.getByRole('button', { name: 'Open menu' }), stops);
    await page.keyboard.press('Enter');
    const drawer = page.locator('ion-menu');
    await expect(drawer).toHaveClass(/show-menu/);
    await tabTo(page, drawer.getByRole('button', { name: 'Sign In' }), stops);
    await page.keyboard.press('Enter');

    const modal = page.locator('ion-modal.sign-in-modal');
    await expect(modal.getByLabel('Full name')).toBeVisible();
    await tabTo(page, modal.getByLabel('Full name'), stops);
    await page.keyboard.type(user.name);
    await tabTo(page, modal.getByLabel('Mobile number'), stops);
    await page.keyboard.type(user.mobile);
    await tabTo(page, modal.getByLabel('Email'), stops);
    await page.keyboard.type(user.email);
    const getOtp = modal.getByRole('button', { name: 'Get OTP' });
    await expect(getOtp).toBeEnabled();
    await tabTo(page, getOtp, stops);
    await expectFocusVisible(page, 'Get OTP');
    const before = (await otpCodesInLog(user.email)).length;
    await page.keyboard.press('Enter');

    const code = modal.getByLabel('6-digit code');
    await expect(code).toBeVisible();
    const otp = await readOtpFromLog(user.email, { after: before });
    // The code field takes focus when it appears (autofocus); tabTo then presses nothing.
    await tabTo(page, code, stops);
    await page.keyboard.type(otp);
    const verify = modal.getByRole('button', { name: 'Verify' });
    await tabTo(page, verify, stops);
    await expectFocusVisible(page, 'Verify');
    await page.keyboard.press('Enter');

    await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();
    expect(invisibleStops(stops), 'controls that took focus without showing it').toEqual([]);
  });

  test('posts a PG listing up to its submitted state', async ({ page }) => {
    const user = newUser('Lata');
    await signInOnPage(page, user); // set-up only: the keyboard sign-in is the test above
    await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();

    const stops: FocusStop[] = [];
    await page.goto('/post-pg');
    await expect(page.locator('h1:visible').first()).toHaveText('Post a PG listing', { timeout: 30_000 });
    const form = main(page);
    const typeInto = async (label: string | RegExp, text: string) => {
      await tabTo(page, form.getByLabel(label, { exact: typeof label === 'string' }), stops);
      await page.keyboard.type(text);
    };
    await typeInto('Your name', user.name);
    await typeInto('Mobile number', user.mobile);
    await typeInto('Email', user.email);
    await typeInto('PG / residence name', 'Keyboard Residency');
    // A closed <select> takes typed letters as a search for its option.
    await typeInto('City', 'Noida');
    await expect(form.getByLabel('City', { exact: true })).toHaveValue('Noida');
    await typeInto('Locality', 'Sector 62');
    await typeInto('Rent per month (₹)', '9500');
    // Choosing a file opens the system picker, which no keyboard test can drive: the photo (the
    // form requires one) is the one step done with setInputFiles.
    await form.getByLabel(/^Photos/).setInputFiles([await makePhoto(page, 'room.jpg')]);
    await expect(form.getByText('1 / 10')).toBeVisible();

    const submit = form.getByRole('button', { name: 'Submit' });
    await tabTo(page, submit, stops, { max: 120 });
    await expectFocusVisible(page, 'Submit');
    await page.keyboard.press('Enter');
    await expect(
      form.getByText('Your PG listing was submitted. It will be visible after verification.'),
    ).toBeVisible({ timeout: 30_000 });
    expect(invisibleStops(stops), 'controls that took focus without showing it').toEqual([]);
  });
});
