/**
 * The /api/* middleware that refuses `$`-prefixed or dotted JSON keys and over-deep bodies with a
 * 400 naming each path (rules and reasons in json-keys.ts). Mounted in app.ts after the body limit.
 */
import type { MiddlewareHandler } from 'hono';
import { isBodyLimitRaised } from './body-limit';
import { checkJsonKeys } from './json-keys';

/**
 * The /api/* middleware (see the header). A route that raised its body limit (uploads) runs the
 * same check inside its own limiter instead, since reading the body here would skip that limit.
 */
export function safeJsonKeys(): MiddlewareHandler {
  return async (c, next) => {
    if (!isBodyLimitRaised(c)) await checkJsonKeys(c);
    await next();
  };
}
