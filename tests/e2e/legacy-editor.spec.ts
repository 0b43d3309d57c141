/**
 * The legacy project editor against the real server (issue 19, "Legacy editor"): an admin opens
 * /projects/{id}/edit for a seeded project on a phone and on a desktop, edits the name, a tower's
 * progress and a rating across three tabs, saves, and lands on /projects/{id} showing the new name;
 * the API then holds the edits. A signed-in non-admin is sent to / and a visitor to sign-in.
 */
import { type APIRequestContext, type Page, type TestInfo, expect, test } from '@playwright/test';
import { type Finding, checkScreen, expectNoBlockingFindings } from './support/axe';
import { asClient } from './support/client-address';
import { ADMIN, apiSignIn, bearer, heading, main, newUser, signInOnPage } from './support/posting';

async function seededProjects(request: APIRequestContext): Promise<Array<{ id: string }>> {
  const answer = (await (await request.get('/api/projects/query?limit=3')).json()) as {
    projects: Array<{ id: string }>;
  };
  if (answer.projects.length < 3) throw new Error('the e2e seed has fewer than 3 projects');
  return answer.projects;
}

/** axe (WCAG A/AA) on a few tabs with lists, switches and selects: no serious or critical finding. */
async function checkTabs(page: Page, testInfo: TestInfo) {
  const findings: Finding[] = [];
  for (const name of ['Basic Info', 'Amenities', 'Unit Mix', 'Payment Plans']) {
    await main(page).getByRole('tab', { name }).click();
    findings.push(...(await checkScreen(page, `legacy editor: ${name}`)));
  }
  await main(page).getByRole('tab', { name: 'Basic Info' }).click();
  await expectNoBlockingFindings(findings, testInfo);
}

async function editAndSave(
  page: Page,
  request: APIRequestContext,
  projectId: string,
  label: string,
  testInfo?: TestInfo,
) {
  await signInOnPage(page, ADMIN);
  await expect(heading(page)).not.toHaveText('Sign in', { timeout: 15_000 });
  await page.goto(`/projects/${projectId}/edit`);
  await expect(heading(page)).toHaveText('Edit Project', { timeout: 20_000 });
  if (testInfo) await checkTabs(page, testInfo);
  const editor = main(page);
  const newName = `Legacy Edit ${label} ${Date.now() % 100_000}`;

  await editor.getByLabel('Project name').fill(newName);

  await editor.getByRole('tab', { name: 'Overview' }).click();
  const tower = editor.getByRole('group', { name: 'Tower 1' });
  await tower.getByLabel('Tower progress').fill('77');

  await editor.getByRole('tab', { name: 'Community & Insights' }).click();
  await editor.getByLabel('Overall rating').fill('4.3');

  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.locator('[data-testid="project-name"]:visible')).toContainText(newName);

  // The server holds all three edits.
  const token = await apiSignIn(request, ADMIN);
  const saved = (await (
    await request.get(`/api/projects/${projectId}/admin/legacy`, { headers: bearer(token) })
  ).json()) as {
    project: {
      name: string;
      construction?: { towers?: Array<{ progressPct: number }> };
      community?: { ratings?: { overall?: number } };
    };
  };
  expect(saved.project.name).toBe(newName);
  expect(saved.project.construction?.towers?.[0]?.progressPct).toBe(77);
  expect(saved.project.community?.ratings?.overall).toBe(4.3);
}

test.describe('on a phone', () => {
  test.use(asClient(170));
  test('an admin edits a project in three tabs and lands on its page', async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // two sign-ins, an accessibility check and a save
    const [project] = await seededProjects(request);
    await editAndSave(page, request, project!.id, 'phone', testInfo);
  });
});

test.describe('on a desktop', () => {
  test.use({ ...asClient(171), viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test('an admin edits a project in three tabs and lands on its page', async ({ page, request }) => {
    test.slow();
    const projects = await seededProjects(request);
    await editAndSave(page, request, projects[1]!.id, 'desktop');
  });
});

test.describe('without admin rights', () => {
  test.use(asClient(172));
  test('a signed-in non-admin is sent to the home page, a visitor to sign-in', async ({ page, request }) => {
    const [project] = await seededProjects(request);
    await page.goto(`/projects/${project!.id}/edit`);
    await expect(page).toHaveURL(/\/login\?next=/);

    await signInOnPage(page, newUser('Kabir'));
    await expect(heading(page)).not.toHaveText('Sign in', { timeout: 15_000 });
    await page.goto(`/projects/${project!.id}/edit`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Edit Project')).toHaveCount(0);
  });
});
