/**
 * Lets the app tell a cached API answer from a fresh one, so a screen can say
 * 'offline — updated {time}' honestly:
 * - when a response is stored, it is copied with `x-propai-cached-at: <ISO time>`;
 * - when the cached copy is served instead of the network, it carries `x-propai-cache: hit`.
 * Fresh network answers pass through untouched.
 */
import type { WorkboxPlugin } from 'workbox-core';

export const CACHED_AT_HEADER = 'x-propai-cached-at';
export const CACHE_HIT_HEADER = 'x-propai-cache';

async function withHeaders(response: Response, extra: Record<string, string>): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export function cacheStamp(now: () => Date = () => new Date()): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      withHeaders(response, { [CACHED_AT_HEADER]: now().toISOString() }),
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse ? withHeaders(cachedResponse, { [CACHE_HIT_HEADER]: 'hit' }) : cachedResponse,
  };
}
