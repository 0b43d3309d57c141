/**
 * A Workbox plugin that lets only the given statuses into a cache (what workbox-cacheable-response's
 * CacheableResponsePlugin does, in six lines, without another dependency). Status 0 is an opaque
 * cross-origin response, e.g. a map tile loaded without CORS.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';

export function cacheableStatuses(statuses: readonly number[]): WorkboxPlugin {
  return {
    cacheWillUpdate: ({ response }) => Promise.resolve(statuses.includes(response.status) ? response : null),
  };
}
