import { expect, test, type Page } from '@playwright/test';
import { asClient } from './support/client-address';
import { ADMIN, apiSignIn, bearer, main, makePhoto, newUser, signInOnPage } from './support/posting';
import { seeded } from './support/seeded';
import { waitForControllingWorker } from './support/service-worker';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Community reports, submitted from a phone (issue 18): a report written OFFLINE with two photos
 * survives a reload, is sent once by the outbox when the phone is back online (exactly one pending
 * report on the server), an admin approves it on /admin/check-report, the author sees the
 * notification that links it; then, as the journey goes on, it is under Recent and on its
 * project's reports page, another user up-votes it (counted once), and /reports/find finds it.
 */

// Two sign-ins, photo compression and an outbox replay on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

interface PendingReport {
  id: string;
  title: string;
  photos: string[];
  projectName: string | null;
}

async function pendingReports(page: Page, token: string): Promise<PendingReport[]> {
  const res = await page.request.get('/api/admin/reports', { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: PendingReport[] }).items;
}

test.describe('report: offline draft, sent once, approved, notified', () => {
  test.use(asClient(130));
  test('written offline with two photos, it arrives once, is approved, notifies, shows, takes a vote and is found', async ({
    browser,
    context,
    page,
    request,
  }) => {
    const author = newUser('Ritu');
    await signInOnPage(page, author);
    await expect(page.getByText(`Welcome, ${author.name.split(' ')[0]}!`)).toBeVisible();
    const adminToken = await apiSignIn(request, ADMIN);
    const { projectSlug } = await seeded(request);

    await page.goto(`/report?project=${projectSlug}`);
    await waitForControllingWorker(page);
    const form = main(page);
    await expect(form.getByTestId('report-project')).not.toContainText('Loading');
    const title = `Tower C handover slipped again ${Date.now() % 1e6}`;
    const description =
      'The builder told buyers in writing that Tower C would be handed over in March; it is now December and no date is given.';
    await form.getByRole('button', { name: 'Possession Delay' }).click();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill(description);
    await form
      .getByLabel('Evidence photos (optional)', { exact: true })
      .setInputFiles([await makePhoto(page, 'site.jpg', 2000, 1500), await makePhoto(page, 'letter.jpg')]);
    await expect(form.getByText('2 / 6')).toBeVisible();
    await expect(form.getByText('Draft saved on this phone.')).toBeVisible();

    // Offline: the reload keeps the draft and its photos, and Submit queues it on the phone.
    await context.setOffline(true);
    await page.reload();
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expect(form.getByLabel('Description')).toHaveValue(description);
    await expect(form.getByRole('button', { name: 'Possession Delay' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(form.getByText('2 / 6')).toBeVisible();
    await form.getByRole('button', { name: 'Submit report' }).click();
    await expect(form.getByTestId('report-status')).toHaveText(
      'Saved on this phone. It will be sent once you are back online.',
    );
    expect((await pendingReports(page, adminToken)).filter((r) => r.title === title)).toHaveLength(0);

    // Online again: the outbox sends it once — photos, then the report.
    await context.setOffline(false);
    await expect(form.getByTestId('report-sent')).toContainText('is pending review', { timeout: 30_000 });
    await expect
      .poll(async () => (await pendingReports(page, adminToken)).filter((r) => r.title === title).length)
      .toBe(1);
    const pending = (await pendingReports(page, adminToken)).find((r) => r.title === title)!;
    expect(pending.photos).toHaveLength(2);
    // Pending is not public: no page, and not under Recent.
    expect((await request.get(`/api/reports/${pending.id}`)).status()).toBe(404);
    // An admin approves it on /admin/check-report.
    const adminContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ...asClient(131),
    });
    const admin = await adminContext.newPage();
    try {
      await signInOnPage(admin, ADMIN);
      await expect(admin.getByText('Welcome, PropAI!')).toBeVisible();
      await admin.goto('/admin/check-report');
      const card = main(admin).getByTestId('report-to-check').filter({ hasText: title });
      await expect(card).toContainText('Possession Delay');
      await expect(card.getByRole('img')).toHaveCount(2);
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect(main(admin).getByRole('status')).toContainText(`Approved “${title}”`);
    } finally {
      await adminContext.close();
    }

    // The author is notified, with a link to the published report, and it is public.
    await page.goto('/notifications');
    const note = main(page).getByTestId('notification').filter({ hasText: title });
    await expect(note).toContainText('Your report is published');
    await expect(note.getByRole('link', { name: 'Read your report' })).toHaveAttribute(
      'href',
      `/reports/${pending.id}`,
    );
    // A buyer who receives no callback requests is not offered a Leads list.
    await expect(main(page).getByTestId('leads-link')).toHaveCount(0);
    const recent = (await (await request.get('/api/reports?sort=recent&limit=50')).json()) as {
      items: { id: string; title: string }[];
    };
    expect(recent.items.filter((r) => r.id === pending.id)).toHaveLength(1);

    // Under Recent on /reports, and on its project's reports page.
    const cardLink = page.locator(`main.page:visible a[href="/reports/${pending.id}"]`);
    await page.goto('/reports?tab=recent');
    await expect(cardLink.first()).toBeVisible({ timeout: 20_000 });
    await page.goto(`/projects/${projectSlug}/reports`);
    await expect(cardLink.first()).toBeVisible({ timeout: 20_000 });

    // Another user up-votes it: counted once, however often the button state is re-sent.
    const voterContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ...asClient(132),
    });
    const voter = await voterContext.newPage();
    try {
      await signInOnPage(voter, newUser('Vikram'));
      await expect(voter.getByText('Welcome, Vikram!')).toBeVisible();
      await voter.goto(`/reports/${pending.id}`);
      const up = voter.getByTestId('vote-up').filter({ visible: true });
      await up.click();
      await expect(up).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(
          async () =>
            ((await (await request.get(`/api/reports/${pending.id}`)).json()) as { upVotes: number }).upVotes,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
    } finally {
      await voterContext.close();
    }

    // /reports/find finds it by its project and category.
    await page.goto(
      `/reports/find?project=${encodeURIComponent(pending.projectName ?? '')}&category=${encodeURIComponent('Possession Delay')}`,
    );
    await expect(cardLink.first()).toBeVisible({ timeout: 20_000 });
  });
});
