/**
 * Middleware other routes use to know who is calling. Admin rights come from the stored role on
 * every request (never from the client, never cached), so a demoted admin loses access at once.
 *
 * @example
 *   const route = createRoute({
 *     method: 'get', path: '/queue', tags: ['admin'], security: [{ bearerAuth: [] }],
 *     middleware: [requireAdmin(deps)] as const, responses: { ... },
 *   });
 *   createRouter<AuthEnv>().openapi(route, (c) => c.json({ by: c.var.user._id }, 200));
 *
 * - `requireSession(deps)`: 401 'Sign in to continue.' without a valid session; sets c.var.user
 *   and c.var.session.
 * - `requireAdmin(deps)`: as requireSession, then 403 unless the user's role is 'admin'.
 * - `optionalSession(deps)`: sets c.var.user / c.var.session when a valid session is presented,
 *   carries on anonymously otherwise (an invalid token is treated as none).
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../http/errors';
import type { Store } from '../store/types';
import type { SessionRecord } from './sessions';
import { bearerToken, resolveSession } from './sessions';
import type { UserRecord } from './users';

export interface AuthVariables {
  user: UserRecord;
  session: SessionRecord;
}
export interface OptionalAuthVariables {
  user?: UserRecord;
  session?: SessionRecord;
}
export type AuthEnv = { Variables: AuthVariables };
export type OptionalAuthEnv = { Variables: OptionalAuthVariables };

type Deps = { store: Store };

export function requireSession({ store }: Deps) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const active = token ? await resolveSession(store, token) : null;
    if (!active) throw ApiError.unauthorized();
    c.set('user', active.user);
    c.set('session', active.session);
    await next();
  });
}

export function requireAdmin(deps: Deps) {
  const session = requireSession(deps);
  return createMiddleware<AuthEnv>(async (c, next) => {
    await session(c, async () => {
      if (c.var.user.role !== 'admin') throw ApiError.forbidden('Admins only.');
      await next();
    });
  });
}

export function optionalSession({ store }: Deps) {
  return createMiddleware<OptionalAuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const active = token ? await resolveSession(store, token) : null;
    if (active) {
      c.set('user', active.user);
      c.set('session', active.session);
    }
    await next();
  });
}
