/**
 * The landing frame's menu button asks for the drawer before the full app (Ionic) has loaded; the
 * full app's shell takes the request once it mounts. Imports nothing (see handover.ts).
 */
let menuRequested = false;

/** The landing's menu button: the drawer is Ionic's, so it opens once the full app has mounted. */
export function requestMenuOnStart(): void {
  menuRequested = true;
}

/** Read once by the full app's shell on mount. */
export function takeMenuRequest(): boolean {
  const requested = menuRequested;
  menuRequested = false;
  return requested;
}
