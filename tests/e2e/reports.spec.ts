/**
 * Community reports on a phone against the real server (issue 18, read side): the summary tiles and
 * the three tabs (changing the tab reloads the list and keeps it in the address); a report opened
 * from the list; an up-vote tapped signed out, cast on the way back from sign-in; changed to a
 * down-vote offline, shown as waiting, and counted exactly once when the phone is online again
 * (also after a reload); Save, and the report on /favorites; the report
 * found on /reports/find by its project and category; and reached from its project's page through
 * 'Community reports (N)'. Outcomes only, no timings.
 */
import { expect, type Page, test } from '@playwright/test';
import { asClient } from './support/client-address';
import { bearer, newUser, signInOnPage, tokenInPage } from './support/posting';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use(asClient(120));

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
const heading = (page: Page) => page.locator('h1:visible').first();

interface ApiReport {
  id: string;
  title: string;
  score: number;
  upVotes: number;
  downVotes: number;
  category: string | null;
  projectName: string | null;
  projectSlug: string | null;
}

test('browse the tabs, open a report, vote through sign-in, change it offline (counted once), save it, find it, reach it from its project', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a sign-in, an offline round trip and six pages
  const summary = (await (await request.get('/api/reports/summary')).json()) as {
    activeReports: number;
    totalUpvotes: number;
  };

  // /reports: the tiles are the API's counts; Top Rated shows scores of 5 and more.
  await page.goto('/reports');
  await expect(heading(page)).toHaveText('Project Reports');
  await expect(visible(page, 'tile-reports')).toContainText(String(summary.activeReports));
  await expect(visible(page, 'tile-upvotes')).toContainText(summary.totalUpvotes.toLocaleString('en-IN'));
  const cards = visible(page, 'report-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  for (const text of await cards.locator('.report-score').allInnerTexts()) {
    expect(Number(text.replace('Score ', ''))).toBeGreaterThanOrEqual(5);
  }

  // Trending, then Recent: each tab reloads the list and is kept in the address.
  await visible(page, 'tab-trending').click();
  await expect(page).toHaveURL('/reports?tab=trending');
  await expect(cards.first()).toBeVisible();
  await visible(page, 'tab-recent').click();
  await expect(page).toHaveURL('/reports?tab=recent');
  const newest = (
    (await (await request.get('/api/reports?sort=recent&limit=1')).json()) as { items: ApiReport[] }
  ).items[0]!;
  await expect(cards.first().getByRole('link', { name: newest.title })).toBeVisible();

  // Open it from the list.
  await cards.first().getByRole('link', { name: newest.title }).click();
  await expect(page).toHaveURL(`/reports/${newest.id}`);
  await expect(heading(page)).toHaveText(newest.title);
  const detail = visible(page, 'report-detail');
  await expect(detail.getByTestId('up-count')).toHaveText(String(newest.upVotes));

  // Signed out, a vote asks for sign-in, comes back to the report and is cast there.
  await detail.getByTestId('vote-up').click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/reports/${newest.id}?vote=up`)}`);
  await signInOnPage(page, newUser('Rhea'), false);
  await expect(page).toHaveURL(`/reports/${newest.id}`, { timeout: 15_000 });
  const up = visible(page, 'vote-up');
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(visible(page, 'up-count')).toHaveText(String(newest.upVotes + 1));
  const token = (await tokenInPage(page))!;
  const onServer = async () =>
    (await (await request.get(`/api/reports/${newest.id}`, { headers: bearer(token) })).json()) as {
      upVotes: number;
      downVotes: number;
      myVote: string | null;
    };
  await expect.poll(async () => (await onServer()).myVote).toBe('up');

  // Offline: a changed vote is shown at once and waits on the phone.
  await context.setOffline(true);
  const down = visible(page, 'vote-down');
  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(visible(page, 'up-count')).toHaveText(String(newest.upVotes));
  await expect(visible(page, 'down-count')).toHaveText(String(newest.downVotes + 1));
  await expect(visible(page, 'vote-waiting')).toBeVisible();

  // Online again: sent once, and the server counts it once.
  await context.setOffline(false);
  await expect(visible(page, 'vote-waiting')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => (await onServer()).downVotes).toBe(newest.downVotes + 1);
  expect(await onServer()).toMatchObject({ upVotes: newest.upVotes, myVote: 'down' });
  await page.reload();
  await expect(visible(page, 'down-count')).toHaveText(String(newest.downVotes + 1));
  await expect(visible(page, 'vote-down')).toHaveAttribute('aria-pressed', 'true');

  // Save it, and see it on /favorites.
  const save = visible(page, 'report-detail').getByTestId('save-button');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  await expect(heading(page)).toHaveText('Saved reports');
  await expect(visible(page, 'saved-report').filter({ hasText: newest.title })).toHaveCount(1, {
    timeout: 15_000,
  });

  // /reports/find: by its project and category.
  await page.goto('/reports/find');
  await expect(heading(page)).toHaveText('Find reports');
  const form = page.locator('form.find-form:visible');
  await form.getByLabel('Project').fill(newest.projectName!);
  await form.getByRole('button', { name: newest.category! }).click();
  await expect(page).toHaveURL(/\/reports\/find\?project=.+&category=/);
  await expect(page.locator(`main.page:visible a[href="/reports/${newest.id}"]`)).toBeVisible({
    timeout: 15_000,
  });

  // From its project's page: 'Community reports (N)' → the project's reports list it.
  await page.goto(`/projects/${newest.projectSlug}`);
  const link = visible(page, 'project-reports-link');
  await expect(link).toHaveText(/^Community reports \(\d+\)$/);
  await link.click();
  await expect(page).toHaveURL(`/projects/${newest.projectSlug}/reports`);
  await expect(heading(page)).toHaveText(`Reports on ${newest.projectName}`);
  await expect(page.locator(`main.page:visible a[href="/reports/${newest.id}"]`)).toBeVisible();
});

test('an unknown report says so, and find names a bad field', async ({ page }) => {
  await page.goto('/reports/find?project=%24ne');
  await expect(page.getByRole('alert').filter({ visible: true })).toContainText('project — Use letters');
  const res = await page.goto('/reports/no-such-report');
  expect(res?.status()).toBe(404);
});
