/**
 * Driving a page with the keyboard alone: Tab (or Shift+Tab) until a given control has focus,
 * noting on the way every control that got focus without a visible focus indicator.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What got focus while tabbing, and whether it showed it. */
export interface FocusStop {
  what: string;
  visible: boolean;
}

/**
 * True when the focused element shows focus: an outline or a box-shadow on it or on one of its two
 * nearest ancestors (custom radios and checkboxes draw the ring on their label with :focus-within,
 * Ionic on its host). Focus inside shadow roots is followed to the innermost element.
 */
function focusIndicator(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return { what: 'body', visible: false };
    const shows = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    let visible = false;
    let el: Element | null = active;
    for (let depth = 0; el && depth < 3 && !visible; depth++) {
      visible = shows(el);
      el = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null;
    }
    const name =
      active.getAttribute('aria-label') ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent?.trim().slice(0, 40) ??
      '';
    return { what: `${active.tagName.toLowerCase()} "${name}"`, visible };
  });
}

/** Whether `target` (or something inside it) has focus, through shadow roots. */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) {
      if (active === el) return true;
      active = active.shadowRoot.activeElement;
    }
    return !!active && (active === el || el.contains(active));
  });
}

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has focus, at most `max` times, and
 * records each control it passes in `stops`.
 *
 * @example await tabTo(page, form.getByLabel('Email'), stops); await page.keyboard.type(email);
 */
export async function tabTo(
  page: Page,
  target: Locator,
  stops: FocusStop[],
  options: { back?: boolean; max?: number } = {},
): Promise<void> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (options.max ?? 80); i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
    stops.push(await focusIndicator(page));
  }
  expect(await hasFocus(target), `${key} never reached ${String(target)}`).toBe(true);
}

/** The focused control must show focus (outline or box-shadow, not none). */
export async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const stop = await focusIndicator(page);
  expect(stop.visible, `${what}: no visible focus indicator on ${stop.what}`).toBe(true);
}

/** The controls that got focus without showing it. */
export const invisibleStops = (stops: FocusStop[]) =>
  stops.filter((s) => !s.visible && s.what !== 'body').map((s) => s.what);
