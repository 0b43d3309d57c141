/**
 * Security headers for every response, with a Content-Security-Policy the PWA can live with.
 *
 * Why each relaxation: Ionic sets inline styles on its components ('unsafe-inline' for styles
 * only; scripts stay 'self'); photos previewed before upload are blob: URLs and small icons may be
 * data: URLs; the service worker, manifest and API all come from this origin. No CORS middleware
 * is installed, so no Access-Control-Allow-* header is ever sent: the API is same-origin only.
 * `overwrite: false` lets a route set a stricter header of its own (files use a sandbox CSP).
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Exported so a feature that needs another origin (map tiles) adds it here, in one place. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** `extraImgSrc`: origins images may also come from (the map's tile server, MAP_TILE_URL). */
export function securityHeaders(extraImgSrc: readonly string[] = []): MiddlewareHandler {
  const imgSrc = [...CSP_DIRECTIVES.imgSrc, ...extraImgSrc.filter((s) => s !== '')];
  return secureHeaders({
    contentSecurityPolicy: { ...CSP_DIRECTIVES, imgSrc },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [], payment: [] },
    overwrite: false,
  });
}
