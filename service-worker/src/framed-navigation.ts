/**
 * Navigations to the pages the server paints a first frame for (api/src/domain/pages/framed-pages.ts:
 * home, listing, project, report and blog pages, Explore, Browse, the heading pages): network
 * first, so a repeat visit paints the page's heading, cover and first result from HTML before any
 * script has run (bench:web's warm visit), with the precached shell as the answer when the network
 * fails (offline: at once) or has not answered in NAVIGATION_TIMEOUT_MS (weak signal: the shell,
 * the cached scripts and the last good API answers serve the page, as for every other route).
 *
 * Why a short wait and not Workbox's pageCache recipe (3 s): our shell opens every route offline,
 * and the page's own API read already waits up to 4 s (runtime-caching.ts); a longer wait here
 * would only add to that on a signal that carries nothing.
 */
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';

export const NAVIGATION_TIMEOUT_MS = 1_500;
export const SHELL_URL = '/index.html';

/**
 * The network's answer, or null when it failed or took longer than `ms`. At the timeout the request
 * is aborted: the shell answers the page, and a weak signal should not keep carrying a page nobody
 * will see. Only the wait for the answer's headers is limited; a body already coming is not cut.
 */
async function networkWithin(request: Request, ms: number): Promise<Response | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(request, { signal: controller.signal });
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A 5xx (a deploy in progress, a crashed store) is not an answer worth showing when the shell can
 * open the page; a 404 is (the server's honest not-found carries the app too).
 */
export const framedNavigation: RouteHandlerCallback = async ({ request }) => {
  const fromNetwork = await networkWithin(request, NAVIGATION_TIMEOUT_MS);
  if (fromNetwork && fromNetwork.status < 500) return fromNetwork;
  return (await matchPrecache(SHELL_URL)) ?? fromNetwork ?? Response.error();
};
