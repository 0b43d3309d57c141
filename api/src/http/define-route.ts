/**
 * Every route says who may call it where it is declared, and that one word decides its session
 * middleware, its OpenAPI `security` and an `x-access` extension on the operation, so what the
 * document promises and what the server enforces cannot drift apart (issue 13). A route without an
 * `access` does not compile, and `routes/openapi/access.test.ts` fails for any operation in
 * /api/openapi.json without `x-access` and walks every operation as anonymous, user, another user
 * and admin.
 *
 * - `public`: anyone; a valid session is still read (optionalSession) so the handler may know the
 *   caller, an invalid one is ignored.
 * - `user`: a signed-in user acting on their own account (401 without a session).
 * - `owner`: signed in, and the handler answers 403 or 404 unless the caller owns the resource
 *   named in the path (or is an admin where the route allows it).
 * - `admin`: an admin session (401 without a session, 403 without the role).
 *
 * The session middlewares need the store; routes are declared at module level as well as inside
 * `xRoutes(deps)` factories, so the store reaches them through the request context, set once by
 * `accessContext(store)` on /api/* in app.ts. Extra middleware (idempotency, adminKey, a raised
 * body limit) is listed in `middleware` and runs after the access check.
 */
import { createRoute } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { optionalSession, requireAdmin, requireSession } from '../auth/session-middleware';
import type { AuthEnv, OptionalAuthEnv } from '../auth/session-middleware';
import type { Store } from '../store/types';

export const ACCESS_LEVELS = ['public', 'user', 'owner', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

type AccessEnv<A extends Access> = A extends 'public' ? OptionalAuthEnv : AuthEnv;
type StoreEnv = { Variables: { accessStore?: Store } };

/** Sets the store the access middleware reads sessions from; app.ts mounts it on /api/*. */
export function accessContext(store: Store): MiddlewareHandler<StoreEnv> {
  return async (c, next) => {
    c.set('accessStore', store);
    await next();
  };
}

const MAKERS: Record<Access, (deps: { store: Store }) => MiddlewareHandler> = {
  public: optionalSession,
  user: requireSession,
  owner: requireSession,
  admin: requireAdmin,
};

/** One middleware per level, built per store once (tests build many apps in one process). */
const built = new WeakMap<Store, Map<Access, MiddlewareHandler>>();
function accessMiddleware<A extends Access>(access: A): MiddlewareHandler<AccessEnv<A>> {
  return createMiddleware<AccessEnv<A>>(async (c, next) => {
    const store = (c as unknown as { get(key: 'accessStore'): Store | undefined }).get('accessStore');
    // A programming error, not a client one: the router was mounted outside createApp.
    if (!store) throw new Error('defineRoute: accessContext(store) is not mounted on this app.');
    let perStore = built.get(store);
    if (!perStore) built.set(store, (perStore = new Map<Access, MiddlewareHandler>()));
    let mw = perStore.get(access);
    if (!mw) perStore.set(access, (mw = MAKERS[access]({ store })));
    return mw(c, next);
  });
}

const BEARER = [{ bearerAuth: [] as string[] }];
/** `{}` first: the bearer token is optional on public routes (OpenAPI's "anonymous allowed"). */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [{}, ...BEARER],
  user: BEARER,
  owner: BEARER,
  admin: BEARER,
};

type DefineConfig = Omit<RouteConfig, 'path' | 'security' | 'middleware'> & {
  access: Access;
  middleware?: readonly MiddlewareHandler[];
};
type Extra<R> = R extends { middleware: infer M extends readonly MiddlewareHandler[] } ? M : [];
type Defined<P extends string, R extends DefineConfig> = Omit<R, 'access' | 'middleware'> & {
  path: P;
  security: Record<string, string[]>[];
  'x-access': R['access'];
  middleware: [MiddlewareHandler<AccessEnv<R['access']>>, ...Extra<R>];
};

/**
 * `createRoute` plus who may call it (see the header).
 *
 * @example
 *   const route = defineRoute({
 *     access: 'owner', method: 'post', path: '/user-properties/{id}/enrich',
 *     middleware: [idempotency(deps)] as const, request: { ... }, responses: { ... },
 *   });
 *   createRouter<AuthEnv>().openapi(route, (c) => c.json({ by: c.var.user._id }, 200));
 */
export function defineRoute<P extends string, R extends DefineConfig & { path: P }>(config: R) {
  const { access, middleware = [], ...rest } = config;
  const route = {
    ...rest,
    security: SECURITY[access],
    'x-access': access,
    middleware: [accessMiddleware(access), ...middleware],
  };
  return createRoute<P, Defined<P, R>>(route as unknown as Defined<P, R>);
}
