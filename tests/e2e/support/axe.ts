/**
 * Accessibility checks with axe-core (through @axe-core/playwright) for the e2e suite: run the WCAG
 * 2.0/2.1 A and AA rules on what the page shows now, and keep every finding so a failing run names
 * the rule, the route and the element, and a passing run still records the minor/moderate ones.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { writeFile } from 'node:fs/promises';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One rule broken on one screen: where, how badly, and the first few elements that break it. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: number;
  help: string;
  targets: string[];
}

const blocking = new Set(['serious', 'critical']);

export const isBlocking = (f: Finding) => blocking.has(f.impact);

/** Runs axe on the whole document (Ionic's shadow roots included) and returns its violations. */
export async function checkScreen(page: Page, screen: string): Promise<Finding[]> {
  // resultTypes: only violations get their full node lists; passes are not collected (faster).
  // options() replaces the whole options object, so it must come before withTags() sets runOnly.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    nodes: v.nodes.length,
    help: v.help,
    targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)),
  }));
}

/** A short, readable list for the failure message: one line per rule and screen. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.impact} ${f.rule} on ${f.screen} (${f.nodes}×): ${f.help} — ${f.targets.join(' ')}`)
    .join('\n');
}

/**
 * Attaches every finding (all impacts) as JSON to the test, then fails on the serious and critical
 * ones, listing them all at once rather than stopping at the first screen.
 */
export async function expectNoBlockingFindings(findings: Finding[], testInfo: TestInfo): Promise<void> {
  // A file in the test's output folder outlives the run (test-results/), for before/after counts.
  const file = testInfo.outputPath('axe-findings.json');
  await writeFile(file, JSON.stringify(findings, null, 2));
  await testInfo.attach('axe-findings.json', { path: file, contentType: 'application/json' });
  const serious = findings.filter(isBlocking);
  expect(serious, describeFindings(serious)).toEqual([]);
}

/**
 * Waits until the page shows its content rather than a placeholder: a visible, non-empty heading
 * (or the `ready` element of a screen without one),
 * and no loading status, busy region, skeleton card or spinner on screen. Then scrolls every
 * scroller to its end so sections built only when scrolled near (RenderWhenNear) exist too, and
 * waits again for what they load.
 */
export async function waitForContent(page: Page, screen: string, ready = 'h1:visible'): Promise<void> {
  await expect(page.locator(ready).first(), screen).toHaveText(/\S/, { timeout: 30_000 });
  const loading = page.locator(
    '.page-loading:visible, [aria-busy="true"]:visible, ion-spinner:visible, [data-testid="card-skeleton"]:visible',
  );
  await expect(loading, screen).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => scrollEveryScrollerToEnd(page), {
      message: `${screen}: sections still waiting to be scrolled near`,
      timeout: 30_000,
      intervals: [100, 250, 500],
    })
    .toBe(0);
  await expect(loading, screen).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Scrolls each vertical scroller (IonContent's inner one too) to its end; returns how
 * many deferred sections are still unbuilt on screen.
 */
function scrollEveryScrollerToEnd(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scrollers: Element[] = [document.scrollingElement ?? document.documentElement];
    for (const content of Array.from(document.querySelectorAll('ion-content'))) {
      const inner = content.shadowRoot?.querySelector('.inner-scroll');
      if (inner) scrollers.push(inner);
    }
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(el);
      if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight) scrollers.push(el);
    }
    for (const el of scrollers) el.scrollTop = el.scrollHeight;
    // Sections that hold a placeholder's place; a sideways rail's deferred cards have none (they are
    // more of the cards already on screen) and are not waited for.
    return Array.from(document.querySelectorAll('.render-when-near')).filter(
      (el) => (el as HTMLElement).offsetParent !== null && el.children.length > 1,
    ).length;
  });
}
