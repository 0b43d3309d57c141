/**
 * Runtime caching for what is not precached:
 * - API reads: network first with a 4 s timeout (weak signal must not freeze a screen), the last
 *   good copy when the network fails or is too slow. Only 200s are stored, stamped with the time
 *   they were stored, and a copy served from cache says so (src/cache-stamp.ts).
 * - Images (uploaded files, any <img>, map tiles): cache first; a photo URL never changes content.
 *   Opaque (status 0) cross-origin images are allowed, with purgeOnQuotaError because browsers
 *   count them at a padded size.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheableStatuses } from './cacheable-statuses.js';
import { cacheStamp } from './cache-stamp.js';
import { isCachedApiRead, isImageRequest } from './route-matchers.js';

export const API_CACHE = 'api-cache';
export const IMAGE_CACHE = 'image-cache';
const DAY_SECONDS = 24 * 60 * 60;

export function registerRuntimeCaching(origin: string): void {
  // Images first: /api/files/ is under /api/ but belongs here.
  registerRoute(
    ({ url, request }) => isImageRequest(url, request, origin),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        cacheableStatuses([0, 200]),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );

  registerRoute(
    ({ url, request }) => isCachedApiRead(url, request, origin),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [
        cacheableStatuses([200]),
        cacheStamp(),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
