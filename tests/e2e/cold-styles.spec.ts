import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 16 point 2: every page looks the same however it is entered. A stylesheet that arrives with
 * a lazy page chunk is in the document only once that chunk has loaded, so a page that relies on
 * another chunk's CSS (the shared `.btn` of cards.css, say) is styled after in-app navigation and
 * bare when opened in a fresh tab. This test opens the posting forms cold and compares; that every
 * route entered cold has the stylesheets for the classes it uses is checked by the accessibility
 * sweep, which opens them all anyway (a11y-axe.spec.ts, support/cold-styles.ts).
 */

test.describe.configure({ timeout: 240_000 });

/** Moves inside the running app (react-router listens to popstate), as a tap on a link would. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const STYLE_KEYS = [
  'background-color',
  'color',
  'border-top-left-radius',
  'border-top-style',
  'padding-left',
  'padding-top',
  'font-weight',
  'min-height',
] as const;

/** The computed look of the visible button named `name` (a plain <button>, not Ionic's). */
async function buttonStyle(page: Page, name: string): Promise<Record<string, string>> {
  const button = page.locator('main.page:visible').getByRole('button', { name, exact: true });
  await expect(button).toBeVisible({ timeout: 30_000 });
  return button.evaluate(
    (el, keys) => Object.fromEntries(keys.map((k) => [k, getComputedStyle(el).getPropertyValue(k)])),
    [...STYLE_KEYS],
  );
}

const postingPages = [
  { path: '/post-pg', buttons: ['Submit'] },
  { path: '/post-commercial', buttons: ['Submit'] },
  { path: '/sell/post', buttons: ['Next'] },
];

test('posting forms opened in a fresh tab style their buttons as they are after in-app navigation', async ({
  browser,
}) => {
  for (const { path, buttons } of postingPages) {
    const cold = await browser.newPage();
    await cold.goto(path);
    const navigated = await browser.newPage();
    await navigated.goto('/explore');
    await expect(navigated.locator('h1:visible').first()).toHaveText(/\S/, { timeout: 30_000 });
    // The app has started (the heading may be the server's first frame, plain HTML).
    await expect(navigated.locator('[data-light-frame], ion-app').first()).toBeAttached({ timeout: 30_000 });
    await navigateInApp(navigated, path);
    for (const name of buttons) {
      const coldStyle = await buttonStyle(cold, name);
      // A designed button, not the browser's grey default or plain text.
      expect(coldStyle['background-color'], `${path} ${name}`).not.toMatch(/^rgba?\(0, 0, 0(, 0)?\)$/);
      expect(coldStyle['border-top-left-radius'], `${path} ${name}`).not.toBe('0px');
      expect(coldStyle, `${path} ${name}: cold vs navigated`).toEqual(await buttonStyle(navigated, name));
    }
    // The wizard's Back appears from step 2 on.
    if (path === '/sell/post') {
      await cold.getByRole('button', { name: 'Next', exact: true }).click();
      await navigated.getByRole('button', { name: 'Next', exact: true }).click();
      expect(await buttonStyle(cold, 'Back'), `${path} Back`).toEqual(await buttonStyle(navigated, 'Back'));
    }
    await cold.close();
    await navigated.close();
  }
});
