// Measures taken in Chromium through playwright-core: the JavaScript a cold visit loads before the
// page is idle, and a repeat visit once the service worker holds the app (4× slowed CPU; offline).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => Math.round((bytes / 1000) * 10) / 10;
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

export async function launch(root, executablePath, args) {
  const require = createRequire(join(root, 'tests', 'package.json'));
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath, args });
}

/**
 * A first visit with the service worker blocked (its precache download after load is not the
 * page's cost): every same-origin script until the network has been idle for 500 ms, by count and
 * gzip -9 size of its body (the unit of the target; the server sends brotli, which is smaller).
 */
export async function coldScripts(browser, url) {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const target = new URL(response.url());
      const isJs = response.request().resourceType() === 'script' || /\.m?js$/.test(target.pathname);
      if (!isJs || target.origin !== new URL(url).origin) return;
      pending.push(
        response
          .body()
          .then((body) => ({ path: target.pathname, gzipKB: kb(gzipSync(body, { level: 9 }).length) }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter(Boolean);
    return {
      requests: scripts.length,
      gzipKB: kb(scripts.reduce((sum, s) => sum + s.gzipKB * 1000, 0)),
      scripts: scripts.sort((a, b) => b.gzipKB - a.gzipKB),
    };
  } finally {
    await context.close();
  }
}

/** The largest contentful paint of the page so far (ms from navigation start), or null. */
function readLcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last === null ? null : Math.round(last)), 300);
      }),
  );
}

/**
 * The repeat visit: a first visit installs the service worker (its precache complete when
 * `navigator.serviceWorker.ready` resolves), then the page is opened again in a new tab with the
 * CPU slowed 4× (CDP), and its largest contentful paint read once the network is idle; then the
 * same page offline, which must render its heading and not the "could not start" notice.
 */
export async function warmAndOffline(browser, url) {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.waitForLoadState('networkidle');
    await first.close();

    const warm = await context.newPage();
    const cdp = await context.newCDPSession(warm);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await warm.goto(url, { waitUntil: 'load' });
    await warm.waitForLoadState('networkidle');
    const lcpMs = await readLcp(warm);
    const fromWorker = await warm.evaluate(() => navigator.serviceWorker.controller !== null);
    await warm.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    let opensOffline = false;
    let heading = null;
    try {
      await offline.goto(url, { waitUntil: 'load', timeout: 15_000 });
      const h1 = offline.locator('h1:visible').first();
      await h1.waitFor({ timeout: 15_000 });
      heading = (await h1.innerText()).trim().slice(0, 60);
      opensOffline = (await offline.locator('.start-failure').count()) === 0;
    } catch {
      opensOffline = false;
    }
    return { warmLcpMs: lcpMs, fromWorker, opensOffline, offlineHeading: heading };
  } finally {
    await context.close();
  }
}
