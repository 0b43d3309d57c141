/**
 * The admin dashboard on a phone against the real server (issue 19, its first part): the figures
 * on the page are the API's figures, each tile opens the tool that acts on it with its filter, and
 * a signed-in non-admin is turned away by the guard.
 */
import { expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import { ADMIN, apiSignIn, bearer, heading, main, newUser, signInOnPage } from './support/posting';

test.use(asClient(102));

type Dashboard = {
  listings: {
    pending: number;
    live: number;
    onMarket: number;
    closed: number;
    rejected: number;
    stale: number;
  };
  reports: { pending: number };
  week: { newUsers: number };
};

test('the dashboard shows the API’s figures and each opens its tool', async ({ page, request }) => {
  test.slow(); // two sign-ins
  await signInOnPage(page, ADMIN);
  await expect(heading(page)).not.toHaveText('Sign in', { timeout: 15_000 });
  await page.goto('/admin-dashboard');
  await expect(heading(page)).toHaveText('Admin dashboard');

  const token = await apiSignIn(request, ADMIN);
  // One account made this week, so the new-accounts list has a row to show.
  const fresh = newUser('Nisha');
  await apiSignIn(request, fresh);
  const figures = (await (
    await request.get('/api/admin/dashboard', { headers: bearer(token) })
  ).json()) as Dashboard;
  const tile = (label: string) => main(page).getByRole('link', { name: new RegExp(`^[\\d,]+ ${label}$`) });
  await expect(tile('listings to review')).toHaveText(
    `${figures.listings.pending.toLocaleString('en-IN')}listings to review`,
  );
  await expect(tile('live and on the market')).toContainText(
    figures.listings.onMarket.toLocaleString('en-IN'),
  );
  await expect(tile('live, marked sold or rented')).toContainText(
    figures.listings.closed.toLocaleString('en-IN'),
  );
  await expect(tile('rejected')).toContainText(String(figures.listings.rejected));
  await expect(tile('community reports to check')).toContainText(String(figures.reports.pending));

  // Every admin tool is listed.
  for (const tool of [
    'Listing moderation',
    'Community report check',
    'Sign-in audit',
    'Survey analytics',
    'Survey leads',
  ])
    await expect(main(page).getByRole('link', { name: new RegExp(`^${tool}`) })).toBeVisible();

  // The two live tiles open the queue's live listings on the market, and those marked sold or rented.
  await tile('live and on the market').click();
  await expect(page).toHaveURL(/\/admin\/listings\?status=live&market=open$/);
  await expect(main(page).getByRole('button', { name: 'Live', pressed: true })).toBeVisible();
  await expect(main(page).getByText(`${figures.listings.onMarket} live, on the market`)).toBeVisible();
  await page.goto('/admin-dashboard');
  await tile('live, marked sold or rented').click();
  await expect(page).toHaveURL(/\/admin\/listings\?status=live&market=closed$/);
  await expect(main(page).getByText(`${figures.listings.closed} live, marked sold or rented`)).toBeVisible();
  await page.goto('/admin/listings?status=live');
  await expect(main(page).getByText(`${figures.listings.live} live`)).toBeVisible();
  await main(page).getByRole('button', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/\/admin\/listings$/);
  await expect(main(page).getByText(`${figures.listings.pending} pending`)).toBeVisible();

  // The stale tile opens the queue's "unconfirmed" filter, listing as many as the tile counts.
  await page.goto('/admin-dashboard');
  await tile('live but unconfirmed past their freshness period').click();
  await expect(page).toHaveURL(/\/admin\/listings\?status=live&stale=true$/);
  await expect(
    main(page).getByRole('button', { name: 'Unconfirmed past freshness', pressed: true }),
  ).toBeVisible();
  await expect(
    main(page).getByText(`${figures.listings.stale} live, unconfirmed past their freshness period`),
  ).toBeVisible();

  // The new-accounts tile opens the list of the week's new accounts: its total is the tile's.
  await page.goto('/admin-dashboard');
  await tile('new accounts in the last 7 days').click();
  await expect(page).toHaveURL(/\/admin\/new-accounts$/);
  await expect(heading(page)).toHaveText('New accounts');
  const n = figures.week.newUsers;
  await expect(main(page).getByTestId('new-accounts-count')).toHaveText(
    `${n.toLocaleString('en-IN')} ${n === 1 ? 'account' : 'accounts'} created in the last 7 days`,
  );
  await expect(main(page).getByTestId('new-account')).toHaveCount(Math.min(n, 50));
  await expect(main(page).getByTestId('new-account').filter({ hasText: fresh.name })).toHaveCount(1);
});

test('a signed-in buyer is turned away', async ({ page }) => {
  await signInOnPage(page, newUser('Ritu'));
  await expect(heading(page)).not.toHaveText('Sign in', { timeout: 15_000 });
  await page.goto('/admin-dashboard');
  await expect(heading(page)).toHaveText('Admins only');
  await expect(main(page).getByRole('link', { name: /listings to review/ })).toHaveCount(0);
});
