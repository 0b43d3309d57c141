/**
 * Which requests the service worker handles, and how, as pure functions of the request (so they can
 * be unit-tested in Node and read in one place). The strategies live in runtime-caching.ts and request-retry-queue.ts.
 */
import { IDEMPOTENCY_HEADER, OUTBOX_BYPASS_HEADER } from '@propai/api/domain/http-headers';
import { isFramedPagePath } from '@propai/api/domain/pages/framed-pages';

/** Same-origin API prefix served by the Hono server. */
export const API_PREFIX = '/api/';
/** Uploaded photos and documents: content never changes under a URL, so cache-first is safe. */
export const FILES_PREFIX = '/api/files/';
/** Session and OTP endpoints never go into Cache Storage (tokens must not outlive a sign-out). */
export const AUTH_PREFIX = '/api/auth/';
/** The account's data export: all of a person's data in one answer, never kept on the device. */
export const EXPORT_PATH = '/api/account/export';
/**
 * The project editors' admin reads (/api/projects/{id}/admin/…) and the admin project list: an
 * editor must load what is stored now, and an admin's view must not outlive their session.
 */
export const PROJECT_ADMIN_PATH = /^\/api\/projects\/[^/]+\/admin(\/|$)/;
export const ADMIN_PROJECTS_PATH = /^\/api\/admin\/projects(\/|$)/;
/** Writes carrying this header may be queued and replayed: the server de-duplicates on it. */
export { IDEMPOTENCY_HEADER } from '@propai/api/domain/http-headers';
/**
 * Writes whose sender keeps its own queue (the outbox, pwa/src/lib/outbox) carry this header:
 * queuing them here too could send a listing from two queues.
 */
export { OUTBOX_BYPASS_HEADER } from '@propai/api/domain/http-headers';

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface RequestLike {
  readonly method: string;
  readonly mode?: string;
  readonly destination?: string;
  readonly headers: { has(name: string): boolean };
}

function isSameOriginApi(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(API_PREFIX);
}

/** Images: uploaded files, or anything the page loads as an image (including map tiles). */
export function isImageRequest(url: URL, request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET') return false;
  if (url.origin === origin && url.pathname.startsWith(FILES_PREFIX)) return true;
  return request.destination === 'image' && !isSameOriginApi(url, origin);
}

/** API reads that are cached for offline use (network first). */
export function isCachedApiRead(url: URL, request: RequestLike, origin: string): boolean {
  return (
    request.method === 'GET' &&
    isSameOriginApi(url, origin) &&
    !url.pathname.startsWith(FILES_PREFIX) &&
    !url.pathname.startsWith(AUTH_PREFIX) &&
    url.pathname !== EXPORT_PATH &&
    !PROJECT_ADMIN_PATH.test(url.pathname) &&
    !ADMIN_PROJECTS_PATH.test(url.pathname)
  );
}

/**
 * API writes that go through the request-retry queue (request-retry-queue.ts): same-origin, a write
 * method, an idempotency key, and not marked as queued by their sender already (the outbox's writes).
 */
export function isKeyedWrite(url: URL, request: RequestLike, origin: string): boolean {
  return (
    (WRITE_METHODS as readonly string[]).includes(request.method) &&
    isSameOriginApi(url, origin) &&
    request.headers.has(IDEMPOTENCY_HEADER) &&
    !request.headers.has(OUTBOX_BYPASS_HEADER)
  );
}

/**
 * A page opened (typed, a link, a reload, the home-screen icon) at an address the server paints a
 * first frame for: network first (framed-navigation.ts). Other navigations get the shell at once.
 */
export function isFramedNavigation(url: URL, request: RequestLike, origin: string): boolean {
  return (
    request.mode === 'navigate' &&
    request.method === 'GET' &&
    url.origin === origin &&
    !isSameOriginApi(url, origin) &&
    isFramedPagePath(url.pathname)
  );
}
