/**
 * Request body size limits: 1 MB for everything under /api by default, more only where a route
 * asks for it.
 *
 * The default limiter runs before routing reaches a route's own middleware, so a route cannot
 * raise the limit after the fact. Instead a route puts `allowBodyUpTo(n)` in its middleware; the
 * default limiter sees that marked handler among the request's matched routes, steps aside, and
 * the route's own limiter enforces the larger size. Oversized bodies answer 413 in the error shape.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { ApiError } from './errors';
import { checkJsonKeys } from './json-keys';

export const MB = 1024 * 1024;
export const DEFAULT_BODY_LIMIT = 1 * MB;

const RAISED = Symbol('propai.bodyLimitRaised');
type Marked = MiddlewareHandler & { [RAISED]?: number };

function limiter(maxSize: number, message?: string): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      const mb = Math.round((maxSize / MB) * 10) / 10;
      throw new ApiError(413, 'payload_too_large', message ?? `The request body is larger than ${mb} MB.`);
    },
  });
}

/**
 * Route middleware that lets a route (uploads) accept bodies up to `maxBytes`.
 *
 * @example
 *   createRoute({ method: 'post', path: '/', middleware: [allowBodyUpTo(12 * MB)] as const, ... })
 *   allowBodyUpTo(11 * MB, 'The photo is larger than 10 MB.') // the 413 says what the user sent
 */
export function allowBodyUpTo(maxBytes: number, message?: string): MiddlewareHandler {
  const limit = limiter(maxBytes, message);
  // The app-wide key check (safe-json-keys.ts) steps aside here too, since reading the body before
  // this limiter would bypass it; so the check runs right after the limit instead.
  const handler: Marked = (c, next) =>
    limit(c, async () => {
      await checkJsonKeys(c);
      await next();
    });
  handler[RAISED] = maxBytes;
  return handler;
}

/** True when the matched route raised the limit with allowBodyUpTo (its limiter has not run yet). */
export function isBodyLimitRaised(c: Context): boolean {
  return matchedRoutes(c).some((r) => (r.handler as Marked)[RAISED] !== undefined);
}

/** The app-wide limiter (mounted on /api/*). */
export function defaultBodyLimit(maxBytes = DEFAULT_BODY_LIMIT): MiddlewareHandler {
  const limit = limiter(maxBytes);
  return async (c, next) => {
    if (isBodyLimitRaised(c)) return next();
    return limit(c, next);
  };
}
