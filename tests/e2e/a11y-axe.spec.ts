import { type Browser, expect, type Page, test } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkScreen, expectNoBlockingFindings, type Finding, waitForContent } from './support/axe';
import { asClient } from './support/client-address';
import { buildStylesheets, unstyledClasses } from './support/cold-styles';
import { adminRoutes, publicRoutes, readyMarker, userRoutes } from './support/routes';
import { seeded } from './support/seeded';
import { ADMIN, newUser, signInOnPage, type User } from './support/posting';

/**
 * Accessibility by construction (issue 13): axe-core's WCAG 2.0/2.1 A+AA rules on every route of
 * the route table (pwa/src/app/routes/route-table.ts) at phone size, each checked once its content
 * has loaded, plus the open states a phone user meets (drawer, sign-in modal, filter sheet,
 * comparison overlay). Serious and critical findings fail; all findings are attached as JSON.
 * Signed-in and admin pages are checked signed in, with one stored session per role.
 */

// Each group loads ~14 screens cold and analyses them: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

/**
 * Opens each path cold, waits for its content and runs axe. With `buildCss` (the build's
 * stylesheets) it also records, per path, the classes the page uses that only another chunk's
 * stylesheet styles (issue 16 point 2: support/cold-styles.ts).
 */
async function sweep(
  page: Page,
  paths: string[],
  buildCss?: string[],
): Promise<{ findings: Finding[]; unstyled: Record<string, string[]> }> {
  const findings: Finding[] = [];
  const unstyled: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await waitForContent(page, path, readyMarker[path]);
    findings.push(...(await checkScreen(page, path)));
    if (buildCss) {
      const classes = await unstyledClasses(page, buildCss);
      if (classes.length) unstyled[path] = classes;
    }
  }
  return { findings, unstyled };
}

/** Where a role's signed-in storage state is kept: the run's own data folder (set by playwright.config.ts). */
const statePath = (role: string) => join(process.env.E2E_DATA_DIR ?? tmpdir(), `a11y-${role}.json`);

/** Signs `user` in through the /login page once and keeps the session (IndexedDB) as a storage state. */
async function saveSignedInState(browser: Browser, baseURL: string | undefined, user: User, role: string) {
  // storageState given explicitly: the runner would otherwise lend this context the state of the
  // test that triggered beforeAll, which is the very file being made here.
  const context = await browser.newContext({
    baseURL,
    ...asClient(50),
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signInOnPage(page, user);
  await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}!`)).toBeVisible();
  await context.storageState({ path: statePath(role), indexedDB: true });
  await context.close();
}

/** The public routes in groups of this many, one test each: a failure names its group, and each fits the timeout. */
const GROUP = 14;

test.describe('axe: signed out', () => {
  // Tests are declared before the server answers, so the count comes from blank ids (ids do not
  // change how many routes there are); each test reads the real ids when it runs.
  const groups = Math.ceil(
    publicRoutes({
      projectId: '',
      projectSlug: '',
      listingId: '',
      listingSlug: null,
      reportId: '',
      articleSlug: '',
    }).length / GROUP,
  );
  for (let g = 0; g < groups; g++) {
    test(`public routes of the route table, group ${g + 1} of ${groups}, with their stylesheets cold`, async ({
      page,
      request,
    }, testInfo) => {
      const paths = publicRoutes(await seeded(request)).slice(g * GROUP, (g + 1) * GROUP);
      const { findings, unstyled } = await sweep(page, paths, await buildStylesheets(request));
      expect(unstyled, 'classes styled only by a stylesheet this cold page lacks').toEqual({});
      await expectNoBlockingFindings(findings, testInfo);
    });
  }

  test('open states: drawer, sign-in modal, filter sheet, comparison overlay', async ({
    page,
    request,
  }, testInfo) => {
    const findings: Finding[] = [];
    await page.goto('/explore');
    await waitForContent(page, '/explore');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('ion-menu');
    await expect(drawer).toHaveClass(/show-menu/);
    await drawer.locator('ion-accordion ion-item[slot=header]', { hasText: 'Reports' }).click();
    await expect(drawer.getByRole('link', { name: 'Find reports' })).toBeVisible();
    findings.push(...(await checkScreen(page, 'drawer')));

    await drawer.getByRole('button', { name: 'Sign in' }).click();
    const modal = page.locator('ion-modal', { hasText: 'Sign in to PropAI' });
    await expect(modal.getByLabel('Email')).toBeVisible();
    findings.push(...(await checkScreen(page, 'sign-in modal')));
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.locator('ion-modal.filter-sheet');
    await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeVisible();
    findings.push(...(await checkScreen(page, 'explore filter sheet')));
    await sheet.getByRole('tab', { name: 'Unit Type' }).click();
    findings.push(...(await checkScreen(page, 'explore filter sheet, Unit Type')));
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    const s = await seeded(request);
    const projects = (await (await request.get('/api/projects/query?limit=2')).json()) as {
      projects: Array<{ id: string }>;
    };
    const ids = [...projects.projects.map((p) => `project:${p.id}`), `listing:${s.listingId}`];
    await page.goto(`/compare?ids=${ids.join(',')}`);
    const overlay = page.getByTestId('compare-overlay');
    await expect(overlay.getByTestId('compare-card')).toHaveCount(3, { timeout: 30_000 });
    for (const view of ['Overview', 'Detailed', 'Ai']) {
      await overlay.getByRole('tab', { name: view, exact: true }).click();
      await expect(overlay.getByRole('tab', { name: view, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      findings.push(...(await checkScreen(page, `comparison overlay, ${view}`)));
    }
    await expectNoBlockingFindings(findings, testInfo);
  });
});

test.describe('axe: signed in', () => {
  test.use(asClient(50));
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL } = testInfo.project.use;
    await saveSignedInState(browser, baseURL, newUser('Kiran'), 'user');
    await saveSignedInState(browser, baseURL, ADMIN, 'admin');
  });

  test.describe('as a user', () => {
    test.use({ storageState: statePath('user') });
    test('pages of a signed-in user', async ({ page }, testInfo) => {
      await expectNoBlockingFindings((await sweep(page, userRoutes)).findings, testInfo);
    });
  });

  test.describe('as the demo admin', () => {
    test.use({ storageState: statePath('admin') });
    test('admin pages', async ({ page, request }, testInfo) => {
      const { findings } = await sweep(page, adminRoutes(await seeded(request)));
      await expectNoBlockingFindings(findings, testInfo);
    });
  });
});
