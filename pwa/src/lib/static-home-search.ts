/**
 * home.html paints a working search box (id `home-search-input`) before the app's JavaScript runs.
 * main.tsx starts this watcher at once, and the home search starts from what was typed: when React
 * hydrates the pre-rendered landing frame it adopts that very box, and its state must say the same
 * text; when the full app renders Home later (the Ionic page), the text and focus are carried over.
 */
export const HOME_SEARCH_INPUT_ID = 'home-search-input';

let typed = '';
let focused = false;

/** Follows the static box's text and focus until React removes it. */
export function watchStaticHomeSearch(doc: Document = document): void {
  const el = doc.getElementById(HOME_SEARCH_INPUT_ID);
  if (!(el instanceof HTMLInputElement)) return;
  typed = el.value;
  focused = doc.activeElement === el;
  el.addEventListener('input', () => (typed = el.value));
  el.addEventListener('focus', () => (focused = true));
  // Chrome reports a blur while React removes the focused box; only a blur after which the box is
  // still in the page (the user moved on) counts.
  el.addEventListener('blur', () =>
    setTimeout(() => {
      if (el.isConnected) focused = false;
    }, 0),
  );
}

/** What the user did in the static box (empty once `clearStaticHomeSearch` has run). */
export function readStaticHomeSearch(): { text: string; focused: boolean } {
  return { text: typed, focused };
}

/** Called once the React box has taken over, so a later visit to / starts empty. */
export function clearStaticHomeSearch(): void {
  typed = '';
  focused = false;
}
