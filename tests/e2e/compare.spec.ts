/**
 * The comparison tray and overlay (spec part 1 §2.5, §4, §9) on a phone, against the real server:
 * five adds keep the newest four; the tray survives a reload and an offline reload (Dexie + the
 * service worker's shell); the three views; best values land on the cells the API data says;
 * removing down to one shows the hint; Clear All hides the tray; a shared link reopens the same
 * comparison; signed out, the save heart asks for sign-in. Outcomes only, no timings.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { otpCodesInLog, readOtpFromLog } from './support/otp-from-log';
import { asClient } from './support/client-address';
import { waitForControllingWorker } from './support/service-worker';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const tray = (page: Page) => page.getByTestId('compare-tray');
const overlay = (page: Page) => page.getByTestId('compare-overlay');

/** Taps a card's "Add to compare" with the card at the top of the scroller (the tray floats at the bottom). */
async function addCard(card: Locator): Promise<void> {
  const toggle = card.getByTestId('compare-toggle');
  await toggle.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** The tray's keys, oldest first, straight from IndexedDB. */
function trayKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('propai');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const store = open.result.transaction('compareTray').objectStore('compareTray');
          const req = store.index('addedAt').getAllKeys();
          req.onsuccess = () => {
            resolve(req.result as string[]);
            open.result.close();
          };
        };
      }),
  );
}

interface Summary {
  id: string;
  name: string;
  startingPrice: number | null;
  areaRangeSqft: { min: number } | null;
  aiInsights: { locationScore: number | null } | null;
}

/** Index of the best value, or null when fewer than two differ (the rule under test, restated). */
function bestIndex(values: (number | null)[], lowest: boolean): number | null {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || known.every((v) => v === known[0])) return null;
  const best = lowest ? Math.min(...known) : Math.max(...known);
  return values.indexOf(best);
}

async function expectBestCell(table: Locator, row: string, index: number | null) {
  const cells = table
    .locator('tbody tr', { has: table.page().locator(`th:text-is("${row}")`) })
    .locator('td');
  const flagged = await cells.evaluateAll((tds) =>
    tds.flatMap((td, i) => (td.classList.contains('cmp-best') ? [i] : [])),
  );
  if (index === null) expect(flagged).toEqual([]);
  else expect(flagged).toContain(index);
}

interface User {
  name: string;
  email: string;
  mobile: string;
}

/** /login → code from the server log → Verify; ends back on `next`. */
async function signIn(page: Page, user: User, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const form = page.locator('main.page:visible');
  await form.getByLabel('Full name').fill(user.name);
  await form.getByLabel('Mobile number').fill(user.mobile);
  await form.getByLabel('Email').fill(user.email);
  const before = (await otpCodesInLog(user.email)).length;
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await form.getByLabel('6-digit code').fill(await readOtpFromLog(user.email, { after: before }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(next, { timeout: 10_000 });
}

test.describe('comparison', () => {
  test.use(asClient(30));
  test('tray: five adds keep four, survives reload and offline, views, highlights, hint, Clear All', async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // several reloads and an offline round trip
    await page.goto('/explore');
    const cards = page.locator('.pcard-wrap:has([data-testid="project-card"]):visible');
    await expect(cards.nth(4)).toBeVisible({ timeout: 20_000 });
    const titles = await cards.locator('.pcard-title').allInnerTexts();

    for (let i = 0; i < 5; i++) await addCard(cards.nth(i));
    await expect(tray(page).getByTestId('compare-count')).toHaveText('4 properties selected');
    const items = tray(page).getByTestId('compare-tray-item');
    await expect(items).toHaveCount(4);
    await expect(items.locator('strong')).toHaveText(titles.slice(1, 5));
    // The first card is no longer in the tray, and its control says so.
    await expect(cards.nth(0).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'false');
    const keys = await trayKeys(page);
    expect(keys).toHaveLength(4);

    // Reload, then reload offline: the same four, from IndexedDB and the cached app shell.
    await waitForControllingWorker(page);
    await page.reload();
    await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(4);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(tray(page).getByTestId('compare-count')).toHaveText('4 properties selected');
      await expect(tray(page).getByTestId('compare-tray-item').locator('strong')).toHaveText(
        titles.slice(1, 5),
      );
    } finally {
      await context.setOffline(false);
    }

    // The overlay: Overview first, then Detailed and Ai.
    await tray(page).getByRole('button', { name: 'Compare Now' }).click();
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(overlay(page).getByTestId('compare-card')).toHaveCount(4);
    await expect(overlay(page).getByText('Best values are highlighted in green')).toBeVisible();

    await overlay(page).getByRole('tab', { name: 'Detailed' }).click();
    const table = overlay(page).getByTestId('compare-table');
    await expect(table.locator('thead th')).toHaveText([
      'Feature',
      /^Property 1/,
      /^Property 2/,
      /^Property 3/,
      /^Property 4/,
    ]);
    await expect(table.locator('tbody th')).toHaveText(['Price', 'Area', 'Price per sqft', 'Configuration']);

    await overlay(page).getByRole('tab', { name: 'Ai', exact: true }).click();
    await expect(table.locator('tbody th')).toHaveText([
      'Price',
      'Area',
      'Price per sqft',
      'Configuration',
      'Location Score',
      'Investment Potential',
      'Price Growth Forecast',
    ]);

    // Highlights: recompute the best cells from the API's own data for the same four projects.
    const ids = keys.map((k) => k.replace(/^project:/, ''));
    const res = await request.get(`/api/projects/bulk?ids=${ids.join(',')}`);
    const byId = new Map(((await res.json()) as { items: Summary[] }).items.map((s) => [s.id, s]));
    const rows = ids.map((id) => byId.get(id)!);
    await expectBestCell(
      table,
      'Price',
      bestIndex(
        rows.map((r) => r.startingPrice),
        true,
      ),
    );
    await expectBestCell(
      table,
      'Area',
      bestIndex(
        rows.map((r) => r.areaRangeSqft?.min ?? null),
        false,
      ),
    );
    await expectBestCell(
      table,
      'Location Score',
      bestIndex(
        rows.map((r) => r.aiInsights?.locationScore ?? null),
        false,
      ),
    );
    // No sourced figure exists for growth or potential: N/A in every column, with the note.
    for (const label of ['Investment Potential', 'Price Growth Forecast'])
      await expect(table.locator('tbody tr', { hasText: label }).locator('td')).toHaveText(
        ids.map(() => 'N/A'),
      );
    await expect(overlay(page).getByTestId('compare-ai-note')).toContainText('No sourced figure exists');
    // A missing AI value is N/A, never a number made up.
    for (const [i, r] of rows.entries()) {
      if (r.aiInsights?.locationScore == null) {
        await expect(
          table.locator('tbody tr', { hasText: 'Location Score' }).locator('td').nth(i),
        ).toHaveText('N/A');
      }
    }

    await overlay(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(overlay(page)).toBeHidden();

    // Remove down to one: the hint; Compare Now stays enabled.
    for (let n = 4; n > 1; n--) {
      await tray(page)
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(n - 1);
    }
    await expect(tray(page).getByTestId('compare-count')).toHaveText('1 property selected');
    await expect(tray(page).getByText('Add at least 2 properties to compare')).toBeVisible();
    await expect(tray(page).getByRole('button', { name: 'Compare Now' })).toBeEnabled();

    await tray(page).getByRole('button', { name: 'Clear All' }).click();
    await expect(tray(page)).toBeHidden();
    expect(await trayKeys(page)).toEqual([]);
  });

  test('the tray stays in step across open tabs', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/saved-properties');
    await page.goto('/explore');
    const cards = page.locator('.pcard-wrap:has([data-testid="project-card"]):visible');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await addCard(cards.first());
    await expect(tray(other).getByTestId('compare-count')).toHaveText('1 property selected', {
      timeout: 20_000,
    });
    await tray(other).getByRole('button', { name: 'Clear All' }).click();
    await expect(tray(page)).toBeHidden();
    await expect(cards.first().getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'false');
    await other.close();
  });

  test('a shared link reopens the comparison; the save heart signed out, and the empty state', async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/projects?limit=2');
    const { items } = (await res.json()) as { items: { id: string; name: string }[] };
    expect(items.length).toBe(2);
    await page.goto(`/compare?ids=${items.map((p) => `project:${p.id}`).join(',')}`);
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).getByTestId('compare-card').locator('h3')).toHaveText(
      items.map((p) => p.name),
    );

    // The heart is the account's saved state (the same as on cards and detail pages): signed out,
    // it asks for sign-in and brings the user back to this comparison (favorites.spec.ts saves).
    const link = `/compare?ids=${items.map((p) => `project:${p.id}`).join(',')}`;
    const heart = overlay(page).getByRole('button', { name: `Save ${items[0]!.name}`, exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(link)}`);

    // Close on a link opened from outside the app goes home, not back to a blank tab.
    await page.goto(`/compare?ids=project:${items[1]!.id}`);
    await overlay(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(overlay(page)).toBeHidden();

    await page.goto('/compare?ids=');
    await expect(page.getByText('No Properties to Compare')).toBeVisible();
    await expect(page.getByText('Add properties to your comparison list to see them here.')).toBeVisible();
  });

  test('Contact sends a callback request that the admins see from /notifications on the Leads list', async ({
    page,
    browser,
    request,
  }) => {
    test.slow(); // two sign-ins
    const res = await request.get('/api/projects?limit=1');
    const project = ((await res.json()) as { items: { id: string; name: string }[] }).items[0]!;
    const stamp = `${Date.now() % 1e7}`.padStart(7, '0');
    const buyer = { name: 'Neha Kapoor', email: `e2e.cmp.${stamp}@example.com`, mobile: `8${stamp}42` };
    const link = `/compare?ids=project:${project.id}`;

    // Signed out, Contact asks for sign-in first.
    await page.goto(link);
    await overlay(page).getByRole('button', { name: 'Contact' }).click();
    await expect(page.getByRole('button', { name: 'Get OTP' }).first()).toBeVisible();

    await signIn(page, buyer, link);
    await overlay(page).getByRole('button', { name: 'Contact' }).click();
    const form = page.getByRole('dialog', { name: 'Request a callback' });
    await expect(form.getByLabel('Name')).toHaveValue(buyer.name);
    await expect(form.getByLabel('Mobile')).toHaveValue(buyer.mobile);
    await form.getByLabel('Message (optional)').fill('Weekday evenings please');
    await form.getByRole('button', { name: 'Request callback' }).click();
    await expect(page.getByTestId('callback-sent')).toBeVisible();

    // The demo admin (projects' leads go to admins) sees the notification and the request.
    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const admin = await adminContext.newPage();
    try {
      await signIn(
        admin,
        { name: 'PropAI Admin', mobile: '9876500000', email: 'admin@propai.example' },
        '/notifications',
      );
      await expect(admin.getByTestId('notification-list')).toContainText(
        `Callback requested: ${project.name}`,
      );
      // The request itself is on the Leads list (/my-listings/leads), which the notification opens.
      await admin.getByRole('link', { name: 'Open leads' }).first().click();
      await expect(admin).toHaveURL('/my-listings/leads');
      await admin.locator('main.page:visible').getByRole('button', { name: 'All' }).click();
      const lead = admin.getByTestId('lead-list').locator('li', { hasText: buyer.name }).first();
      await expect(lead).toContainText(buyer.mobile);
      await expect(lead).toContainText('Weekday evenings please');
    } finally {
      await adminContext.close();
    }
  });
});
