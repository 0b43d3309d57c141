/**
 * One log line per request: `GET /api/health 200 3ms`.
 *
 * Only method, path (no query string: it can carry emails or tokens), status and time; never
 * bodies or headers. Skipped entirely at LOG_LEVEL=silent/error/warn.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger';

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
