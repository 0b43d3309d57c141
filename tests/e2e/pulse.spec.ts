import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asClient } from './support/client-address';
import { ownServerDir } from './support/servers';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The weekly market pulse on a phone (issue 18): the page shows the issue the server generated
 * from the demo data at start-up; subscribing prints one confirmation line in the server's log (email
 * is disabled in e2e); opening that line's link confirms, its unsubscribe link unsubscribes; offline,
 * the subscription waits in the outbox and goes once the phone is back online.
 */
test.use({ viewport: { width: 390, height: 844 }, ...asClient(145) });

type PulseList = { latest: { week: string; weekLabel: string; headline: string } | null; total: number };

/** The `[newsletter] for <email>: …` lines printed so far. */
async function newsletterLines(email: string): Promise<string[]> {
  const text = await readFile(join(ownServerDir(), 'server.log'), 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line.startsWith(`[newsletter] for ${email}: `));
}

/** The path and query of a link printed in the log (the page is opened on the test's own server). */
const pathOf = (line: string, pattern: RegExp) => {
  const url = pattern.exec(line)?.[1];
  if (!url) throw new Error(`no link in ${line}`);
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function subscribe(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

test('the pulse page shows the latest generated issue and the past ones', async ({ page, request }) => {
  const list = (await (await request.get('/api/pulse')).json()) as PulseList;
  expect(list.latest, 'the start-up job generated issues from the demo data').not.toBeNull();
  expect(list.total).toBeGreaterThan(1);
  await page.goto('/blogs/pulse');
  const latest = page.getByRole('article', { name: `Market pulse, ${list.latest!.weekLabel}` });
  await expect(latest.getByRole('heading', { name: list.latest!.headline })).toBeVisible();
  await expect(latest.getByText('min read')).toBeVisible();
  await expect(latest.getByRole('heading', { name: '₹/sqft by locality' })).toBeVisible();
  const past = page.getByRole('region', { name: 'Past issues' });
  const first = past.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(past.getByRole('article')).toHaveCount(1);
});

test('subscribing prints a confirmation line; its link confirms, the unsubscribe link unsubscribes', async ({
  page,
}) => {
  const email = `pulse.e2e.${Date.now().toString(36)}@example.com`;
  await page.goto('/blogs/pulse');
  await subscribe(page, email);
  await expect(page.getByText(`Check your inbox: we sent a confirmation link to ${email}`)).toBeVisible();
  await expect.poll(async () => (await newsletterLines(email)).length).toBe(1);
  const [line] = await newsletterLines(email);

  await page.goto(pathOf(line!, /: (\S+\?confirm=\S+) /));
  await expect(page.getByText(`Subscribed: ${email} will get the weekly market pulse.`)).toBeVisible();
  await expect(page).toHaveURL('/blogs/pulse'); // the spent token leaves the address bar

  await page.goto(pathOf(line!, /unsubscribe: (\S+)$/));
  await expect(page.getByText(`Unsubscribed: ${email} will get no more issues.`)).toBeVisible();
});

test('offline, the subscription waits on the phone and is sent once back online', async ({
  page,
  context,
}) => {
  const email = `pulse.offline.${Date.now().toString(36)}@example.com`;
  await page.goto('/blogs/pulse');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await context.setOffline(true);
  await subscribe(page, email);
  await expect(
    page.getByText(`You are offline: the subscription for ${email} is saved on this device`),
  ).toBeVisible();
  expect(await newsletterLines(email)).toHaveLength(0);
  await context.setOffline(false);
  await expect.poll(async () => (await newsletterLines(email)).length, { timeout: 20_000 }).toBe(1);
});
