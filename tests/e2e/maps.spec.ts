/**
 * The map pages on a phone, against the real server and its seeded store, with no tile server (the
 * default: these machines have no internet): markers on the shipped city outlines, online and after
 * one visit with the network off; a marker opens its popup and the popup its project page; the
 * interactive map's layer and kind chips, its legend and its list of what is in view.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, expectNoBlockingFindings } from './support/axe';
import { waitForControllingWorker } from './support/service-worker';
import { attachScreenshot, waitForLandingHydrated, watchErrors } from './support/shell';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const mapOf = (page: Page) => page.locator('.map-canvas:visible');
const pins = (page: Page) => mapOf(page).locator('.leaflet-marker-icon:has(.map-pin)');
const bubbles = (page: Page) => mapOf(page).locator('.leaflet-marker-icon:has(.map-bubble)');

/** Markers (pins or counted bubbles) are on the map, drawn over the outlines with no tiles. */
async function expectMarkersWithoutTiles(page: Page): Promise<void> {
  await expect(pins(page).or(bubbles(page)).first()).toBeVisible({ timeout: 20_000 });
  await expect(mapOf(page).locator('.leaflet-tile')).toHaveCount(0);
  // The six shipped outlines, labelled approximate.
  await expect(mapOf(page).locator('.leaflet-overlay-pane path')).toHaveCount(6);
  await expect(mapOf(page).locator('.leaflet-control-attribution')).toContainText('approximate');
  await expect(mapOf(page).locator('.map-city-label', { hasText: 'Noida' }).first()).toBeVisible();
}

/**
 * The index among `.leaflet-marker-icon`s holding `inner` of the first one wholly on screen, clear
 * of the map's corner buttons (Leaflet also draws markers just outside the view), or -1.
 */
function firstOnScreen(page: Page, inner: string): Promise<number> {
  return mapOf(page).evaluate((map, sel) => {
    const box = map.getBoundingClientRect();
    const icons = Array.from(map.querySelectorAll('.leaflet-marker-icon')).filter((el) =>
      el.querySelector(sel),
    );
    return icons.findIndex((el) => {
      const r = el.getBoundingClientRect();
      return (
        r.left >= box.left + 8 &&
        r.right <= box.right - 60 &&
        r.top >= box.top + 64 &&
        r.bottom <= box.bottom - 28
      );
    });
  }, inner);
}

/** Taps bubbles (each zooms in) until a single pin is on screen, then taps that pin. */
async function tapAPin(page: Page): Promise<string> {
  for (let i = 0; i < 6 && (await firstOnScreen(page, '.map-pin')) < 0; i += 1) {
    const bubble = await firstOnScreen(page, '.map-bubble');
    expect(bubble).toBeGreaterThanOrEqual(0);
    await bubbles(page).nth(bubble).click();
    // The zoom and the clusters' animations end before the markers are read again.
    await expect(mapOf(page)).not.toHaveClass(/leaflet-zoom-anim/);
    await expect(mapOf(page).locator('.leaflet-cluster-anim')).toHaveCount(0);
    await expect(pins(page).or(bubbles(page)).first()).toBeVisible();
  }
  const pin = pins(page).nth(await firstOnScreen(page, '.map-pin'));
  const name = (await pin.textContent())?.split(',')[0]?.trim() ?? '';
  await pin.click();
  return name;
}

test.describe('insights map', () => {
  test('shows project markers offline with no tiles, and a marker opens its project', async ({
    page,
    context,
  }) => {
    test.slow(); // a service worker install, a reload and an offline reload
    const errors = watchErrors(page);
    await page.goto('/insights/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights map' })).toBeVisible();
    await expectMarkersWithoutTiles(page);
    await waitForControllingWorker(page);
    await page.reload();
    await expectMarkersWithoutTiles(page);

    let name = '';
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Insights map' })).toBeVisible();
      await expectMarkersWithoutTiles(page);
      await expect(page.getByTestId('map-legend')).toContainText('Projects · ₹/sq ft');

      name = await tapAPin(page);
      const popup = page.locator('.leaflet-popup:visible');
      await expect(popup).toBeVisible();
      await expect(popup.locator('.map-popup-name')).toHaveText(name);
      await expect(popup.locator('.map-popup-figure')).toContainText('/sq ft');
      await attachScreenshot(page, test.info(), 'insights-map-offline-popup');
    } finally {
      await context.setOffline(false);
    }
    // Back online (the project page was never visited, so it has no offline copy), the popup's
    // link opens the project in the app.
    await page.locator('.leaflet-popup:visible').getByRole('link', { name: 'View project' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
    await expect(page.locator('h1:visible').first()).toContainText(name);
    expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});

test.describe('interactive map', () => {
  test('toggles layers and kinds, bands the legend and lists what is in view', async ({ page }) => {
    await page.goto('/insights/interactive-map');
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive map' })).toBeVisible();
    const legend = page.getByTestId('map-legend');
    await expect(legend).toContainText('Projects · ₹/sq ft');
    await expect(legend).toContainText('Sale listings · ₹/sq ft');
    await expectMarkersWithoutTiles(page);

    // The listing kind: rentals are coloured by rent per sq ft a month.
    await page
      .getByRole('group', { name: 'Kind of listing' })
      .getByRole('button', { name: 'For rent' })
      .click();
    await expect(page).toHaveURL(/kind=rent/);
    await expect(legend).toContainText('Rental listings · ₹/sq ft a month');

    // Projects off: only the listings' legend remains.
    const layers = page.getByRole('group', { name: 'Layers on the map' });
    await layers.getByRole('button', { name: 'Projects' }).click();
    await expect(layers.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-pressed', 'false');
    await expect(legend).not.toContainText('Projects · ₹/sq ft');

    // A band chip filters the layer; the status line counts what is in view.
    const chip = legend
      .getByRole('group', { name: /Filter rental listings/ })
      .getByRole('button')
      .first();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');

    // The city jump, then the list of what is in view, with links to the listings.
    await page
      .getByRole('group', { name: 'Jump to a city' })
      .getByRole('button', { name: 'Gurgaon' })
      .click();
    await expect(page).toHaveURL(/city=Gurgaon/);
    await page.getByRole('button', { name: 'List what is in view' }).click();
    const sheet = page.locator('ion-modal.in-view-sheet');
    await expect(sheet.getByRole('heading', { name: 'In view on the map' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: /Rental listings/ })).toBeVisible();
    await attachScreenshot(page, test.info(), 'interactive-map-list');
    // The sheet is an open state the route sweep (a11y-axe.spec.ts) does not reach.
    await expectNoBlockingFindings(await checkScreen(page, 'map: list of what is in view'), test.info());
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet.getByRole('heading', { name: 'In view on the map' })).toBeHidden();
  });

  test('is reached from the home page teaser and from the overview map', async ({ page }) => {
    await page.goto('/');
    await waitForLandingHydrated(page);
    // The teaser is below the fold, built when scrolled near.
    const teaser = page.locator('a[href="/insights/interactive-map"]').first();
    await expect(async () => {
      await page.mouse.wheel(0, 1200);
      await expect(teaser).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(teaser).toContainText('coloured by price per sq ft');
    await teaser.click();
    await expect(page).toHaveURL(/\/insights\/interactive-map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive map' })).toBeVisible();

    await page.goto('/insights/map');
    await page.getByRole('link', { name: 'open the interactive map' }).click();
    await expect(page).toHaveURL(/\/insights\/interactive-map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive map' })).toBeVisible();
    await expectMarkersWithoutTiles(page);
  });
});
