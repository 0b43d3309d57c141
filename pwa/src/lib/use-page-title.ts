import { useEffect, useState } from 'react';

export const APP_NAME = 'PropAI';

/** '{page} | PropAI', or just 'PropAI' without a page name (spec: '{page} | product'). */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${APP_NAME}` : APP_NAME;
}

// Title of each page by the path it was opened at. Ionic keeps visited pages mounted and shows
// them again without re-running their effects (or always firing view lifecycle events), so the
// shell restores the title from here on every navigation.
const titlesByPath = new Map<string, string>();

/** Sets the document title while a page is shown; call it once in every page. */
export function usePageTitle(page?: string): void {
  const title = pageTitle(page);
  // No window where the landing frame is pre-rendered at build time (it renders `/`).
  const [path] = useState(() => (typeof window === 'undefined' ? '/' : window.location.pathname));
  useEffect(() => {
    titlesByPath.set(path, title);
    if (window.location.pathname === path) document.title = title;
  }, [path, title]);
}

/** Called by the shell after each navigation: the title of the page at `pathname`, if it is known. */
export function restorePageTitle(pathname: string): void {
  document.title = titlesByPath.get(pathname) ?? APP_NAME;
}
