/**
 * The guides and the seller/agent pages on a phone (390×844) against the real server: each opens
 * cold with its heading and key content; a guide's table of contents jumps to a step (in view, its
 * anchor in the URL) and the footer's "Home loans" lands on that step; the services page switches
 * between "All services" and "Legal checks" through the URL, with Back; agent plans shows the
 * directory's real counts from GET /api/agents.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  attachScreenshot,
  scrollToHomeFooter,
  visibleHeading,
  waitForLandingHydrated,
  watchErrors,
} from './support/shell';

/** The page on screen (Ionic keeps earlier pages mounted, hidden). */
const shown = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)');

test('the buying guide opens cold, and its contents and the footer jump to a step', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await page.goto('/resources/buying-guide');
  await expect(visibleHeading(page)).toHaveText('Buying guide');
  const toc = shown(page).getByRole('navigation', { name: 'In this guide' });
  await expect(toc.getByRole('link')).toHaveCount(9);
  await attachScreenshot(page, testInfo, 'buying-guide-cold.png');

  const loanHeading = shown(page).getByRole('heading', { name: 'Step 6: Get the home loan' });
  await expect(loanHeading).not.toBeInViewport();
  await toc.getByRole('link', { name: 'Get the home loan' }).click();
  await expect(page).toHaveURL('/resources/buying-guide#home-loan');
  await expect(loanHeading).toBeInViewport();
  await expect(loanHeading).toBeFocused();
  await attachScreenshot(page, testInfo, 'buying-guide-home-loan.png');

  // Stamp duty: printed rates carry their source, an "as of" and "confirm before you pay".
  await toc.getByRole('link', { name: 'Pay stamp duty and register' }).click();
  const stamp = shown(page).locator('#stamp-duty');
  await expect(stamp.getByTestId('state-charges')).toHaveCount(3);
  await expect(
    shown(page).getByRole('heading', { name: 'Step 8: Pay stamp duty and register' }),
  ).toBeInViewport();
  await expect(stamp.getByTestId('rates-confirm')).toContainText('confirm with the sub-registrar');
  await stamp.getByTestId('rates-confirm').scrollIntoViewIfNeeded();
  await attachScreenshot(page, testInfo, 'buying-guide-stamp-duty.png');

  // The home footer's "Home loans" opens the guide at the same step.
  await page.goto('/');
  await waitForLandingHydrated(page);
  await (await scrollToHomeFooter(page)).getByRole('link', { name: 'Home loans' }).click();
  await expect(page).toHaveURL('/resources/buying-guide#home-loan');
  await expect(shown(page).getByRole('heading', { name: 'Step 6: Get the home loan' })).toBeInViewport();
  expect(errors).toEqual([]);
});

test("the seller's guide opens cold with its steps and the freshness rule", async ({ page }, testInfo) => {
  await page.goto('/resources/sellers-guide');
  await expect(visibleHeading(page)).toHaveText("Seller's guide");
  const toc = shown(page).getByRole('navigation', { name: 'In this guide' });
  await toc.getByRole('link', { name: 'Post the listing' }).click();
  await expect(page).toHaveURL('/resources/sellers-guide#post');
  const note = shown(page).getByRole('note').filter({ hasText: 'How PropAI keeps listings fresh' });
  await expect(note).toContainText('unconfirmed for 30 days, and sale listings for 60');
  await expect(shown(page).locator('#post').getByRole('link', { name: 'Post a listing' })).toHaveAttribute(
    'href',
    '/sell/post',
  );
  await attachScreenshot(page, testInfo, 'sellers-guide-post.png');
});

test('services switches between All services and Legal checks through the URL, and Back returns', async ({
  page,
}, testInfo) => {
  await page.goto('/monetization/services');
  await expect(visibleHeading(page)).toHaveText('Services');
  const tab = (name: string) => shown(page).getByRole('tab', { name });
  await expect(tab('All services')).toHaveAttribute('aria-selected', 'true');
  await expect(shown(page).getByRole('heading', { name: 'Everything PropAI offers is free' })).toBeVisible();
  await attachScreenshot(page, testInfo, 'services-all.png');

  await tab('Legal checks').click();
  await expect(page).toHaveURL('/monetization/services?type=legal');
  await expect(tab('Legal checks')).toHaveAttribute('aria-selected', 'true');
  await expect(
    shown(page).getByRole('heading', { name: 'PropAI does not list lawyers or sell legal services' }),
  ).toBeVisible();
  await expect(shown(page).getByTestId('rera-portal')).toHaveCount(3);
  await attachScreenshot(page, testInfo, 'services-legal.png');

  await page.goBack();
  await expect(page).toHaveURL('/monetization/services');
  await expect(tab('All services')).toHaveAttribute('aria-selected', 'true');

  // The Agents menu's "Legal checks" link, opened cold.
  await page.goto('/monetization/services?type=legal');
  await expect(tab('Legal checks')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Legal checks | PropAI');
});

test("agent plans says it is free and shows the directory's counts from the API", async ({
  page,
  request,
}, testInfo) => {
  const totals = await Promise.all(
    ['agent', 'property-manager', 'builder'].map(async (type) => {
      const answer = (await (await request.get(`/api/agents?type=${type}`)).json()) as { total: number };
      return answer.total;
    }),
  );
  await page.goto('/monetization/agent-plans');
  await expect(visibleHeading(page)).toHaveText('Agent plans');
  await expect(shown(page).getByRole('heading', { name: 'Every plan is free for now' })).toBeVisible();
  const counts = shown(page).getByTestId('directory-counts');
  await expect(counts.getByRole('link')).toHaveText([
    new RegExp(`^${totals[0]}agents?$`),
    new RegExp(`^${totals[1]}property managers?$`),
    new RegExp(`^${totals[2]}builders?$`),
  ]);
  await counts.scrollIntoViewIfNeeded();
  await attachScreenshot(page, testInfo, 'agent-plans-counts.png');
});
