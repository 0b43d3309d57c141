import { expect, test } from '@playwright/test';
import {
  HOME,
  attachScreenshot,
  landingBar,
  visibleHeading,
  waitForLandingHydrated,
  watchErrors,
} from './support/shell';

/**
 * The app shell's navigation: the phone bottom bar (the landing frame's on `/`, then Ionic's tabs)
 * and drawer, and the wide-screen 64 px top bar with its seven menus (spec part 1 §2.3–2.4).
 */

test.describe('phone shell (390×844)', () => {
  const tabs: Array<[string, string, string]> = [
    ['Search', '/explore', 'Explore projects'],
    ['Post', '/sell/post', 'Post a listing'],
    ['Shortlist', '/saved-properties', 'Saved properties'],
    ['Account', '/login', 'Sign in'],
    ['Home', '/', HOME],
  ];

  test('the bottom bar shows the five slots and each tap navigates', async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto('/');
    // A visit that opens at `/` starts in the landing frame: the same five slots as plain links,
    // Home selected, and no Ionic tab bar yet.
    const landing = landingBar(page);
    await expect(landing).toBeVisible();
    await expect(landing).toHaveAttribute('data-testid', 'bottom-bar');
    await expect(landing.getByRole('link')).toHaveCount(5);
    for (const label of ['Home', 'Search', 'Post', 'Shortlist', 'Account']) {
      await expect(landing.getByRole('link').filter({ hasText: label })).toBeVisible();
    }
    await expect(landing.getByRole('link', { name: 'Post listing' })).toHaveAttribute('href', '/sell/post');
    await expect(landing.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('ion-tab-bar')).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'phone-home.png');

    // The first slot followed hands over to the full app: its Ionic tab bar takes the bar's place.
    const [first, ...rest] = tabs;
    await landing.getByRole('link').filter({ hasText: first![0] }).click();
    await expect(page).toHaveURL(first![1]);
    await expect(visibleHeading(page)).toHaveText(first![2]);
    const bar = page.locator('ion-tab-bar');
    await expect(bar).toBeVisible();
    await expect(bar.locator('ion-tab-button')).toHaveCount(5);
    for (const label of ['Home', 'Search', 'Post', 'Shortlist', 'Account']) {
      await expect(bar.locator('ion-tab-button', { hasText: label })).toBeVisible();
    }
    await expect(landing).toHaveCount(0);
    for (const [label, url, heading] of rest) {
      await bar.locator('ion-tab-button', { hasText: label }).click();
      await expect(page).toHaveURL(url);
      await expect(visibleHeading(page)).toHaveText(heading);
      await expect(page).toHaveTitle(/ \| PropAI$/);
    }
    // Home is now the full app's page: the Ionic bar stays, the landing frame does not come back.
    await expect(bar).toBeVisible();
    await expect(landing).toHaveCount(0);
    // Returning to a page Ionic kept in its stack restores that page's title.
    await bar.locator('ion-tab-button', { hasText: 'Search' }).click();
    await expect(page).toHaveTitle('Explore projects | PropAI');
    expect(errors).toEqual([]);
  });

  test('the drawer repeats the menus and closes on navigation', async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto('/');
    // The landing frame has no drawer yet: its menu button hands over to the full app, whose
    // drawer then opens by itself.
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
    await expect(page.locator('ion-menu')).toHaveCount(0);
    await waitForLandingHydrated(page); // before that the button is plain HTML
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('ion-menu');
    await expect(drawer).toHaveClass(/show-menu/);
    await expect(drawer.getByRole('button', { name: 'Open' })).toBeVisible();
    for (const label of ['Buy', 'Mortgage', 'Rent', 'Sell', 'Agents', 'Insights', 'Reports']) {
      await expect(drawer.locator('ion-accordion ion-item[slot=header]', { hasText: label })).toBeVisible();
    }
    await expect(page).toHaveURL('/');
    await expect(page.locator('ion-tab-bar')).toBeVisible();
    await drawer.locator('ion-accordion ion-item[slot=header]', { hasText: 'Reports' }).click();
    await attachScreenshot(page, testInfo, 'phone-drawer.png');
    await drawer.getByRole('link', { name: 'Find reports' }).click();
    await expect(page).toHaveURL('/reports/find');
    await expect(visibleHeading(page)).toHaveText('Find reports');
    await expect(drawer).not.toHaveClass(/show-menu/);

    // In the full app the same button opens the drawer directly.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toHaveClass(/show-menu/);
    await expect(drawer.getByRole('button', { name: 'Open' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('wide shell (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  const menus = ['Buy', 'Mortgage', 'Rent', 'Sell', 'Agents', 'Insights', 'Reports'];

  test('the 64 px top bar shows the seven menus and no bottom bar', async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())?.height).toBe(64);
    for (const label of menus)
      await expect(bar.getByRole('button', { name: label, exact: true })).toBeVisible();
    for (const label of ['Home', 'Manage Rentals', 'AI Insights']) {
      await expect(bar.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(bar.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // `/` opens in the landing frame: its bottom bar is there but hidden at this width.
    await expect(page.getByTestId('bottom-bar')).toHaveCount(1);
    await expect(page.getByTestId('bottom-bar')).toBeHidden();
    await attachScreenshot(page, testInfo, 'wide-home.png');
    // After the handover to the full app, the Ionic tab bar is hidden at this width too.
    await bar.getByRole('link', { name: 'AI Insights', exact: true }).click();
    await expect(page).toHaveURL('/insights');
    await expect(visibleHeading(page)).toHaveText('Market insights');
    await expect(page.locator('ion-tab-bar')).toHaveCount(1);
    await expect(page.locator('ion-tab-bar')).toBeHidden();
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())?.height).toBe(64);
    expect(errors).toEqual([]);
  });

  test('hovering Buy opens its entries; an unbuilt item is disabled with its badge, built beta items are links', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('button', { name: 'Buy', exact: true }).hover();
    const panel = page.locator('#top-menu-buy');
    await expect(panel).toBeVisible();
    for (const label of [
      'Browse listings',
      'All homes for sale',
      'New launches',
      'Find an agent',
      'Affordability calculator',
      'Mortgage calculator',
    ]) {
      await expect(panel.getByRole('link', { name: label })).toBeVisible();
    }
    const sold = panel.locator('[aria-disabled="true"]', { hasText: 'Recently sold' });
    await expect(sold).toHaveAttribute('title', 'We are working on it');
    await expect(sold.locator('.nav-badge')).toHaveText('Beta');
    // The guide is built: a link now, not a disabled 'Coming Soon' entry.
    await expect(panel.getByRole('link', { name: 'Buying guide' })).toHaveAttribute(
      'href',
      '/resources/buying-guide',
    );
    await expect(panel.locator('[aria-disabled="true"]')).toHaveCount(1);
    await attachScreenshot(page, testInfo, 'wide-buy-menu.png');

    // Only one menu at a time; Escape and an outside click close it.
    await bar.getByRole('button', { name: 'Rent', exact: true }).hover();
    await expect(page.locator('#top-menu-rent')).toBeVisible();
    await expect(panel).toBeHidden();
    // Built pages the spec flags beta: open links that keep their badge.
    const landlords = page.locator('#top-menu-rent').getByRole('link', { name: /For landlords/ });
    await expect(landlords).toHaveAttribute('href', '/rentals/landlord');
    await expect(landlords.locator('.nav-badge')).toHaveText('Beta');
    await page.keyboard.press('Escape');
    await expect(page.locator('#top-menu-rent')).toBeHidden();
    await bar.getByRole('button', { name: 'Sell', exact: true }).focus();
    await expect(page.locator('#top-menu-sell')).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(page.locator('#top-menu-sell')).toBeHidden();
  });

  test('a menu entry navigates and the menu closes', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('button', { name: 'Insights', exact: true }).hover();
    const panel = page.locator('#top-menu-insights');
    await expect(panel.locator('.nav-badge', { hasText: 'Exclusive' })).toBeVisible();
    await panel.getByRole('link', { name: /Weekly market pulse/ }).click();
    await expect(page).toHaveURL('/blogs/pulse');
    await expect(visibleHeading(page)).toHaveText('Weekly market pulse');
    await expect(panel).toBeHidden();
  });
});
