/**
 * The installable, offline-first promises, checked in real Chromium against the real server:
 * a valid linked manifest with loadable icons; a service worker that activates and controls the
 * page; after one online visit the app, its client routes and its bottom-bar tabs open with the
 * network off, and an API read made online is answered from the cache; a keyed write made offline
 * is queued and replayed; hashed assets are immutable and served brotli-compressed.
 * No timings are asserted (phones and CI machines differ); only outcomes.
 */
import { expect, test, type Page } from '@playwright/test';
import { landingBar, landingTab } from './support/shell';
import { waitForControllingWorker } from './support/service-worker';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}
interface WebManifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The React app (not the static shell in index.html) is on screen: a page heading and a '… | PropAI' title. */
async function expectAppRendered(page: Page): Promise<void> {
  await expect(page.locator('#root .shell')).toHaveCount(0);
  // Ionic keeps visited pages in the DOM (hidden): look for a heading that is actually shown.
  await expect(page.locator('#root h1').filter({ visible: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(/\S \| PropAI$/);
}

/** Every <ion-*> element on the page is a defined custom element (guards the Ionic tree-shaking). */
async function undefinedIonicElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tags = new Set(Array.from(document.querySelectorAll('*'), (el) => el.localName));
    return [...tags].filter((tag) => tag.startsWith('ion-') && !customElements.get(tag));
  });
}

/** Clicks a slot of the full app's Ionic bottom bar by its label (spec §2.4: Home, Search, Post, Shortlist, Account). */
/** The bottom bar on screen: Ionic's, or a light frame's (a page opened cold: /, /explore …). */
async function tapBottomBar(page: Page, label: string): Promise<void> {
  const bar = page.locator('ion-tab-bar, [data-light-frame] .landing-tab-bar').first();
  await expect(bar).toBeVisible();
  await bar.getByText(label, { exact: true }).click();
}

test.describe('installable PWA', () => {
  test('links a valid web manifest whose icons load as PNG', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();

    const response = await request.get(new URL(href ?? '', page.url()).toString());
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'PropAI — Delhi NCR homes',
      short_name: 'PropAI',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      lang: 'en-IN',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const any192 = manifest.icons.find((i) => i.sizes === '192x192' && (i.purpose ?? 'any').includes('any'));
    const any512 = manifest.icons.find((i) => i.sizes === '512x512' && (i.purpose ?? 'any').includes('any'));
    const maskable = manifest.icons.find((i) => i.sizes === '512x512' && i.purpose?.includes('maskable'));
    for (const icon of [any192, any512, maskable]) {
      expect(icon, 'icon listed in the manifest').toBeDefined();
      const image = await request.get(new URL(icon?.src ?? '', page.url()).toString());
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toContain('image/png');
      const bytes = await image.body();
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  test('the service worker activates and controls the page', async ({ page }) => {
    await page.goto('/');
    await waitForControllingWorker(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((n) => n.includes('precache'));
      if (!precache) return [];
      const cache = await caches.open(precache);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(precached).toContain('/index.html');
    expect(precached).toContain('/manifest.webmanifest');
    expect(precached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true);
    // Each icon is precached exactly once (png kept out of globPatterns on purpose).
    expect(precached.filter((p) => p === '/icon-512.png')).toHaveLength(1);
  });

  test('opening a page with a first frame asks the network first; offline, the precached shell', async ({
    page,
    context,
  }) => {
    await page.goto('/reports');
    await waitForControllingWorker(page);

    // Online, through the worker: the server's HTML with the page's heading painted in it.
    const online = await page.goto('/reports');
    expect(online?.fromServiceWorker()).toBe(true);
    expect(await online!.text()).toContain('data-shell-page');

    await context.setOffline(true);
    try {
      // Offline: the precached shell (no server frame), and the app still renders the page.
      const offline = await page.goto('/reports');
      expect(offline?.fromServiceWorker()).toBe(true);
      expect(await offline!.text()).not.toContain('data-shell-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Project Reports' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('offline', () => {
  test('after one online visit the app, its routes and its tabs open with no network', async ({
    page,
    context,
  }) => {
    test.slow(); // many navigations: on a busy CI machine this needs more than the default minute
    await page.goto('/');
    await waitForControllingWorker(page);
    await page.reload();
    await expectAppRendered(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await expectAppRendered(page);
      await expect(landingBar(page)).toBeVisible();

      // The landing frame hands over to the full app offline too: its code comes from the cache.
      await landingTab(page, 'Search').click();
      await expect(page).toHaveURL(/\/explore/);
      await expectAppRendered(page);
      await expect(page.locator('ion-tab-bar')).toBeVisible();
      await expect(landingBar(page)).toHaveCount(0);
      expect(await undefinedIonicElements(page)).toEqual([]);

      await page.goto('/explore');
      await expectAppRendered(page);
      expect(new URL(page.url()).pathname).toBe('/explore');

      await tapBottomBar(page, 'Home');
      await expect(page).toHaveURL(/\/$/);
      await expectAppRendered(page);

      await tapBottomBar(page, 'Search');
      await expect(page).toHaveURL(/\/explore/);
      await expectAppRendered(page);

      await tapBottomBar(page, 'Shortlist');
      await expect(page).toHaveURL(/\/saved-properties/);
      await expectAppRendered(page);
      expect(await undefinedIonicElements(page)).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });

  test('an API read made online is answered from the cache offline', async ({ page, context }) => {
    await page.goto('/');
    await waitForControllingWorker(page);
    const online = await page.evaluate(() => fetch('/api/health').then((r) => r.json() as Promise<unknown>));
    expect(online).toMatchObject({ ok: true });

    await context.setOffline(true);
    try {
      const offline = await page.evaluate(async () => {
        const response = await fetch('/api/health');
        return { status: response.status, body: (await response.json()) as unknown };
      });
      expect(offline).toEqual({ status: 200, body: online });
    } finally {
      await context.setOffline(false);
    }
  });

  test('a keyed write made offline is queued, then replayed when asked', async ({ page, context }) => {
    await page.goto('/');
    await waitForControllingWorker(page);
    const countQueued = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('workbox-background-sync');
            open.onerror = () => reject(open.error ?? new Error('indexedDB open failed'));
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('requests')) return resolve(0);
              const count = db.transaction('requests').objectStore('requests').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error ?? new Error('count failed'));
            };
          }),
      );

    await context.setOffline(true);
    try {
      const queued = await page.evaluate(async () => {
        const response = await fetch('/api/e2e-outbox-probe', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ probe: true }),
        });
        return { status: response.status, outbox: response.headers.get('X-Outbox') };
      });
      expect(queued).toEqual({ status: 202, outbox: 'queued' });
      expect(await countQueued()).toBe(1);
    } finally {
      await context.setOffline(false);
    }

    // Back online: the page asks for a replay (what register-sw.ts does on `online`). The server's
    // answer (a 404 for this probe path) ends the request's retries, so the queue empties.
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_OUTBOX' }));
    await expect.poll(countQueued, { timeout: 20_000 }).toBe(0);
  });
});

test.describe('static delivery', () => {
  test('hashed assets are immutable and sent brotli-compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const css = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(entry, 'entry script in index.html').toBeTruthy();

    for (const path of [entry, css].filter((p): p is string => Boolean(p))) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('immutable');
      expect(response.headers()['content-encoding']).toBe('br');
    }

    const shell = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(shell.headers()['cache-control']).toContain('no-cache');
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toContain('no-cache');
  });
});
