/**
 * The project editors on a desktop against the real server (issue 19): an admin creates a project,
 * fills construction, Legal & Escrow (with the shorthands) and a cost sheet through the Admin
 * Editor, and the public project page shows them with "Updated today"; the modern editor refuses a
 * section with invalid JSON; the history shows the changes and a revert restores the page; a
 * signed-in non-admin gets the guard on both editor routes.
 */
import { expect, test, type Page } from '@playwright/test';
import { asClient } from './support/client-address';
import { ADMIN, heading, main, newUser, signInOnPage } from './support/posting';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const panel = (page: Page, title: string) => main(page).getByRole('region', { name: title, exact: true });

async function savePanel(page: Page, title: string, json: unknown, expected: string) {
  const box = panel(page, title);
  await box.getByRole('textbox').fill(typeof json === 'string' ? json : JSON.stringify(json));
  await box.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(box.getByRole('status')).toHaveText(expected);
}

test.describe('an admin', () => {
  test.use(asClient(160));

  test('creates a project, fills it through the editors, and reverts a change', async ({ page }) => {
    test.slow(); // a sign-in, a create, four saves, two page visits and a revert
    await signInOnPage(page, ADMIN);
    await expect(heading(page)).not.toHaveText('Sign in', { timeout: 15_000 });

    // Create: the list's button, the form, then straight into the Admin Editor.
    await page.goto('/admin/projects');
    await expect(heading(page)).toHaveText('Projects');
    await main(page).getByRole('link', { name: 'New project', exact: true }).click();
    await expect(heading(page)).toHaveText('New project');
    const name = `Editors Court ${Date.now() % 1e6}`;
    const form = main(page);
    await form.getByLabel('Project name').fill(name);
    await form.getByLabel('Developer').fill('Skyline Estates');
    await form.getByLabel('Locality').fill('Sector 65');
    await form.getByLabel('RERA registration number').fill('HRERA-PKL-GGM-778-2026');
    await form
      .getByRole('group', { name: 'City' })
      .getByRole('button', { name: 'Gurgaon', exact: true })
      .click();
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/admin$/, { timeout: 15_000 });
    await expect(heading(page)).toHaveText(name);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);

    await savePanel(
      page,
      'Construction',
      {
        constructionStatus: 'Under Construction',
        towers: [{ name: 'Tower A', progressPct: 40 }],
        possession: { year: 2028, quarter: 2 },
      },
      'Construction saved',
    );
    await savePanel(page, 'Legal & Escrow', {}, 'Nothing to update');
    await savePanel(
      page,
      'Legal & Escrow',
      {
        rera: 'HRERA-PKL-GGM-778-2026',
        bank: 'HDFC Bank',
        ifscCode: 'HDFC0001234',
        accountNumber: '123456789012',
      },
      'Legal/Escrow saved',
    );
    await savePanel(
      page,
      'Cost Sheet',
      {
        unitType: '3BHK',
        items: [
          { label: 'Basic sale price', amount: 15000000 },
          { label: 'PLC', amount: 500000 },
        ],
      },
      'Cost sheet saved',
    );
    // The escrow panel of the page reloads with the new account.
    await expect(main(page).getByTestId('masked-account')).toContainText('9012');

    // The public page shows what was saved, each section stamped today.
    await page.goto(`/projects/${id}`);
    await expect(heading(page)).toHaveText(name);
    for (const section of ['construction', 'escrow', 'legal', 'cost-sheet'])
      await expect(page.getByTestId(`updated-${section}`)).toHaveText('Updated today');
    await expect(page.getByTestId('section-construction')).toContainText('Tower A');
    await expect(page.getByTestId('section-escrow')).toContainText('HDFC Bank');
    await expect(page.getByTestId('rera-number')).toHaveText('HRERA-PKL-GGM-778-2026');
    await expect(page.getByTestId('cost-sheet-total')).toHaveText('₹1,55,00,000');
    await expect(page.getByTestId('cost-sheet-table')).toContainText('96.8%');

    // The modern editor: a changed section gets its dot; invalid JSON is refused by name.
    await main(page).getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(heading(page)).toHaveText(name);
    await main(page).getByRole('link', { name: 'Modern editor', exact: true }).click();
    await expect(heading(page)).toHaveText('Project editor');
    await main(page).getByRole('button', { name: 'pricing', exact: true }).click();
    await main(page).getByLabel('pricing JSON').fill('{ "startingPrice": 1.5 cr }');
    await expect(main(page).getByRole('button', { name: 'pricing (changed)' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main(page).getByRole('status')).toHaveText(
      '"pricing" has invalid JSON. Fix it and try again.',
    );
    await main(page).getByRole('button', { name: 'Cost Sheet', exact: true }).click();
    await expect(page).toHaveURL(/\?tab=costSheet$/);
    await expect(main(page).getByTestId('cost-total')).toContainText('₹1,55,00,000');

    // History: the cost-sheet change, reverted, takes the section off the public page.
    await page.goto(`/projects/${id}/admin`);
    const change = main(page)
      .getByTestId('history-item')
      .filter({ hasText: /^costSheet/ });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('Basic sale price');
    await change.getByRole('button', { name: 'Revert this change' }).click();
    await change
      .getByRole('group', { name: 'Confirm revert' })
      .getByRole('button', { name: 'Revert', exact: true })
      .click();
    await expect(main(page).getByTestId('history-item').first()).toContainText('Revert');
    await page.goto(`/projects/${id}`);
    await expect(heading(page)).toHaveText(name);
    await expect(page.getByTestId('section-construction')).toContainText('Tower A');
    await expect(page.getByTestId('section-cost-sheet')).toHaveCount(0);
  });
});

test.describe('a signed-in buyer', () => {
  test.use(asClient(161));

  test('is turned away from both editors', async ({ page }) => {
    await signInOnPage(page, newUser('Kabir'));
    await expect(heading(page)).not.toHaveText('Sign in', { timeout: 15_000 });
    for (const path of ['/projects/any-project/admin', '/modern-admin-editor/any-project']) {
      await page.goto(path);
      await expect(heading(page)).toHaveText('Admins only');
      await expect(main(page).getByRole('textbox')).toHaveCount(0);
    }
  });
});
