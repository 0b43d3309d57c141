import { expect, type Page, type TestInfo } from '@playwright/test';

/** Shared by the shell specs (shell.spec.ts, shell-navigation.spec.ts). */
export const HOME = 'Find a home in Delhi NCR you can trust';

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** The landing frame's bottom bar: a visit that opens at `/` starts there (plain links, no Ionic). */
export const landingBar = (page: Page) => page.getByRole('navigation', { name: 'Tabs' });

/** A slot of the landing frame's bottom bar, by its label. */
export const landingTab = (page: Page, label: string) =>
  landingBar(page).getByRole('link').filter({ hasText: label });

export const visibleHeading = (page: Page) => page.locator('h1:visible').first();

/**
 * Waits until React has adopted the pre-rendered landing frame of `/` (home.html): before that the
 * page is plain HTML, and a history change or a click is not seen by the app's router.
 */
export async function waitForLandingHydrated(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const input = document.getElementById('home-search-input');
      return !!input && Object.keys(input).some((key) => key.startsWith('__reactProps'));
    },
    undefined,
    { timeout },
  );
}

/**
 * The home page's footer, as a reader reaches it: by scrolling down. It is built only when scrolled
 * near (home-below-fold.tsx: RenderWhenNear), so a link in it does not exist until then; whether it
 * was built without a scroll depended on which came first, the observer's first look or the sale
 * rail's cards pushing it down.
 */
export async function scrollToHomeFooter(page: Page) {
  const footer = page.locator('footer.home-footer');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          const scrollers: Element[] = [document.scrollingElement ?? document.documentElement];
          for (const el of Array.from(document.querySelectorAll('body *'))) {
            const style = getComputedStyle(el);
            if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight)
              scrollers.push(el);
          }
          for (const el of scrollers) el.scrollTop = el.scrollHeight;
        });
        return footer.count();
      },
      { message: 'the home footer, built once scrolled near', intervals: [100, 250, 500] },
    )
    .toBe(1);
  return footer;
}
