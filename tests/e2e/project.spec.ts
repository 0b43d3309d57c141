import { expect, test, type Page } from '@playwright/test';
import { waitForControllingWorker } from './support/service-worker';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Project pages on a phone (390×844): open a project from /explore, check each section against the
 * API's own answers, the floor plan in 3D (a real WebGL canvas, or the vector fallback when this
 * Chromium has no WebGL — the test records which), and an offline revisit with every section.
 */

const SECTIONS = [
  'pricing',
  'payment-plans',
  'price-check',
  'construction',
  'escrow',
  'legal',
  'quality',
  'developer',
  'buyers',
  'living',
  'location',
  'floor-plan',
  'alerts',
];

/** The GETs behind those sections (plus the detail itself), each cached by the service worker. */
const SECTION_GETS = [
  ...['', '/prices', '/payment-plans', '/construction', '/updates', '/escrow', '/legal', '/quality'],
  ...['/quality-audits', '/developer', '/buyers', '/living', '/alerts', '/floorplans'],
];

const section = (page: Page, id: string) => page.getByTestId(`section-${id}`).filter({ visible: true });

/** Every section shown and loaded; the floor plan's only where the project names one. */
async function expectSectionsLoaded(page: Page, floorPlanKey: unknown = 'yes') {
  for (const id of SECTIONS.filter((s) => floorPlanKey || s !== 'floor-plan')) {
    const s = section(page, id);
    await expect(s, id).toBeVisible();
    await expect(s.locator('.pd-section-title').first(), id).toBeVisible();
    await expect(s.getByText('Loading…', { exact: true }), id).toHaveCount(0);
  }
}

/** Opens the first /explore card whose project has a floor plan (so the offline 3D check has one). */
async function openFromExplore(page: Page): Promise<string> {
  await page.goto('/explore');
  const cards = page.getByTestId('project-card').filter({ visible: true });
  await expect(cards.first()).toBeVisible();
  let index = 0;
  for (const [i, href] of (
    await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))
  ).entries()) {
    const plans = (await (
      await page.request.get(`/api/projects/${href.split('/').pop() ?? ''}/floorplans`)
    ).json()) as { items?: unknown[] };
    if (plans.items?.length) {
      index = i;
      break;
    }
  }
  const card = cards.nth(index);
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(href);
  return decodeURIComponent(href.split('/').pop() ?? '');
}

test('a project opened from /explore shows every section from the seeded data, and again offline', async ({
  page,
  context,
}) => {
  const ref = await openFromExplore(page);
  const api = async <T>(path: string) =>
    (await (await page.request.get(`/api/projects/${ref}${path}`)).json()) as T;
  const detail = await api<{ name: string; developer: string; escrow: { maskedAccount: string } | null }>('');
  const legal = await api<{ rera: { number: string } | null; reraId: string | null }>('/legal');
  const construction = await api<{ towers: { progressPct: number }[] }>('/construction');
  const alerts = await api<{ items: { title: string }[] }>('/alerts');
  const dev = await api<{ trustScore: number | null }>('/developer');

  await expect(page.getByTestId('project-name').filter({ visible: true })).toHaveText(detail.name);
  await expect(page.getByText(`by ${detail.developer}`).first()).toBeVisible();
  await expectSectionsLoaded(page);

  await expect(section(page, 'legal').getByTestId('rera-number')).toHaveText(
    legal.rera?.number ?? legal.reraId ?? 'Not registered',
  );
  const towers = construction.towers.map((t) => t.progressPct);
  const overall = towers.length ? Math.round(towers.reduce((a, b) => a + b, 0) / towers.length) : 0;
  await expect(section(page, 'construction').getByTestId('overall-progress')).toHaveText(`${overall}%`);
  if (detail.escrow) {
    await expect(section(page, 'escrow').getByTestId('masked-account')).toHaveText(
      detail.escrow.maskedAccount,
    );
    expect(detail.escrow.maskedAccount).toMatch(/^X+\d{4}$/);
  } else {
    await expect(section(page, 'escrow')).toContainText('No escrow data yet.');
  }
  if (alerts.items[0]) await expect(section(page, 'alerts')).toContainText(alerts.items[0].title);
  else await expect(section(page, 'alerts')).toContainText('No alerts yet.');
  if (dev.trustScore !== null)
    await expect(section(page, 'developer').getByTestId('trust-score')).toHaveText(`${dev.trustScore}/100`);
  await expect(section(page, 'price-check').getByTestId('red-lines')).toBeVisible();

  // Offline: once the service worker controls the page, one online visit stored every section.
  await waitForControllingWorker(page);
  await page.reload();
  await expectSectionsLoaded(page);
  const id = (await api<{ id: string }>('')).id;
  const plans = await api<{ floorPlanKey: string | null; items: { key: string; imageUrl: string | null }[] }>(
    '/floorplans',
  );
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes('precache')) continue;
      for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    }
    return urls;
  });
  // Every section's GET went through the service worker during the online visit (none lazy), or
  // (the reload asks the network first for a project page) came embedded in the page's HTML, which
  // the app keeps as its offline copy of that read. The detail is read by the page's own ref (slug
  // or id), the sections by the project's id.
  const kept = (url: string) =>
    page.evaluate((key) => localStorage.getItem(key) !== null, `propai:last:${url}`);
  for (const url of SECTION_GETS.map((path) =>
    path ? `/api/projects/${id}${path}` : `/api/projects/${ref}`,
  )) {
    if (!cached.includes(url)) await expect.poll(() => kept(url), { message: url }).toBe(true);
  }
  const image = plans.items.find((p) => p.key === plans.floorPlanKey)?.imageUrl ?? plans.items[0]?.imageUrl;
  if (image) expect(cached, 'floor-plan image (cache first)').toContain(image);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('project-name').filter({ visible: true })).toHaveText(detail.name);
    await expect(page.getByTestId('offline-note').filter({ visible: true }).first()).toContainText(
      /^offline — updated /,
    );
    await expectSectionsLoaded(page);
    await expect(section(page, 'legal').getByTestId('rera-number')).toHaveText(
      legal.rera?.number ?? legal.reraId ?? 'Not registered',
    );
    await expect(section(page, 'construction').getByTestId('overall-progress')).toHaveText(`${overall}%`);
    if (alerts.items[0]) await expect(section(page, 'alerts')).toContainText(alerts.items[0].title);
    if (image) {
      const img = section(page, 'floor-plan').getByTestId('plan-image');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
    // The 3D viewer opens offline too: its three.js chunk is precached with the other JS.
    expect(plans.items.length, 'the opened project has a floor plan').toBeGreaterThan(0);
    await page.goto(`/floorplan/${id}?mode=3d&key=${encodeURIComponent(plans.items[0]!.key)}`);
    await expect(page.getByTestId('plan-3d-canvas').or(page.getByTestId('plan-3d-fallback'))).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the floor-plan viewer draws the plan in 3D (WebGL canvas or the vector fallback)', async ({ page }) => {
  const spot = (await (await page.request.get('/api/projects/query?limit=20')).json()) as {
    projects?: { id: string }[];
    items?: { id: string }[];
  };
  let projectId: string | null = null;
  let key = '';
  for (const p of spot.projects ?? spot.items ?? []) {
    const plans = (await (await page.request.get(`/api/projects/${p.id}/floorplans`)).json()) as {
      items: { key: string }[];
    };
    if (plans.items[0]) {
      projectId = p.id;
      key = plans.items[0].key;
      break;
    }
  }
  expect(projectId, 'a seeded project with a floor plan').not.toBeNull();

  await page.goto(`/floorplan/${projectId}?mode=3D&key=${key}`);
  await expect(page.getByRole('link', { name: '3D' })).toHaveAttribute('aria-current', 'true');
  const canvas = page.getByTestId('plan-3d-canvas');
  const fallback = page.getByTestId('plan-3d-fallback');
  await expect(canvas.or(fallback)).toBeVisible();
  const got = (await canvas.count()) > 0 ? 'webgl-canvas' : 'vector-fallback';
  test.info().annotations.push({ type: '3d-view', description: got });
  if (got === 'vector-fallback') await expect(fallback.locator('.fp-room').first()).toBeVisible();

  // Switching mode keeps the key.
  await page.getByRole('link', { name: '2D' }).click();
  await expect(page).toHaveURL(new RegExp(`mode=2d&key=${key}`));
  // The spec's debug panel is for development builds only; users never see it.
  await expect(page.locator('.fp-debug')).toHaveCount(0);
  await expect(page.getByText('Debug', { exact: true })).toHaveCount(0);

  await page.goto(`/floorplan/${projectId}?mode=3d&key=definitely-missing`);
  await expect(page.getByText('No floor plan found for “definitely-missing”.')).toBeVisible();
  await page.goto('/floorplan/no-such-project');
  await expect(page.getByText('Failed to load project.')).toBeVisible();
});

test('entered cold, a project page renders every section from its HTML: no section is asked for', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/projects/query?limit=1')).json()) as {
    projects?: { id: string; slug?: string }[];
  };
  const project = list.projects?.[0];
  expect(project, 'a seeded project').toBeTruthy();
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(`/api/projects/${project!.id}`)) asked.push(path);
  });
  await page.goto(`/projects/${project!.slug ?? project!.id}`);
  // (The floor plan is checked where a project is picked for having one: the first test.)
  await expectSectionsLoaded(page, null);
  // The legal section shows the record the API gives, though the page never asked for it.
  const legal = (await (await page.request.get(`/api/projects/${project!.id}/legal`)).json()) as {
    rera?: { number?: string } | null;
    reraId?: string | null;
  };
  await expect(section(page, 'legal').getByTestId('rera-number')).toHaveText(
    legal.rera?.number ?? legal.reraId ?? 'Not registered',
  );
  // Only the reads the HTML does not carry (the community-report count) go to the API.
  expect(asked.filter((path) => !path.endsWith('/reports'))).toEqual([]);
});

test('an unknown project says it is not found (issue 16), not that it failed to load', async ({ page }) => {
  await page.goto('/projects/no-such-project');
  await expect(page.getByRole('heading', { name: 'Project not found.' })).toBeVisible();
  await expect(page.getByText('Failed to load project')).toHaveCount(0);
});
