/**
 * Issue 16 point 2, for every route: a page entered cold must have in its document the stylesheets
 * for the classes it uses. Checked during the accessibility sweep (a11y-axe.spec.ts), which already
 * opens every public route cold and waits for its content, so the routes are not loaded twice.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The build's stylesheets, as the service worker's precache lists them. */
export async function buildStylesheets(request: APIRequestContext): Promise<string[]> {
  const sw = await (await request.get('/sw.js')).text();
  const files = [...new Set(sw.match(/assets\/[\w.-]+\.css/g) ?? [])];
  expect(files.length).toBeGreaterThan(3);
  return Promise.all(files.map(async (f) => (await request.get(`/${f}`)).text()));
}

/**
 * Class names that some stylesheet of the build styles, but that no stylesheet in the document
 * mentions, among the classes the page's elements carry. A class the build styles only in another
 * chunk's CSS is exactly the cold-entry defect; classes no stylesheet mentions at all are hooks.
 */
export async function unstyledClasses(page: Page, buildCss: string[]): Promise<string[]> {
  return page.evaluate((texts) => {
    const classesOf = (rules: CSSRuleList, into: Set<string>) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const m of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) into.add(m[1]!);
        }
        if ('cssRules' in rule) classesOf((rule as CSSGroupingRule).cssRules, into);
      }
    };
    const built = new Set<string>();
    for (const text of texts) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      classesOf(sheet.cssRules, built);
    }
    const loaded = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      if (!sheet.disabled) classesOf(sheet.cssRules, loaded);
    }
    const used = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('body [class]'))) {
      el.classList.forEach((c) => used.add(c));
    }
    return [...used].filter((c) => built.has(c) && !loaded.has(c)).sort();
  }, buildCss);
}
