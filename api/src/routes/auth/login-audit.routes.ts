/**
 * GET /api/auth/admin/login-audit: the sign-in attempts, for admins. Needs an admin session and,
 * when ADMIN_KEY is configured, also the x-admin-key header (compared in constant time): the
 * spec's admin key kept as an extra factor, never instead of the session (DECISIONS.md).
 */
import { ADMIN_KEY_HEADER } from '../../domain/http-headers';
import { createMiddleware } from 'hono/factory';
import { listAudit } from '../../auth/login-audit';
import { secretEquals } from '../../auth/secrets';
import type { AuthEnv } from '../../auth/session-middleware';
import { digitsOf, normalEmail } from '../../auth/users';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { AuditAnswer, AuditQuery, json } from './auth.schemas';

export const ADMIN_KEY_MESSAGE = 'Enter admin key.';

function adminKey(expected: string | undefined) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (expected !== undefined && !secretEquals(c.req.header(ADMIN_KEY_HEADER) ?? '', expected)) {
      throw ApiError.forbidden(ADMIN_KEY_MESSAGE);
    }
    await next();
  });
}

const auditRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'admin',
    method: 'get',
    path: '/admin/login-audit',
    tags: ['admin'],
    summary: 'Sign-in attempts, newest first',
    middleware: [adminKey(deps.env.ADMIN_KEY)] as const,
    request: { query: AuditQuery },
    responses: { 200: json(AuditAnswer, 'Audit rows'), ...errorResponses(400, 401, 403) },
  });

const at = (s: string | undefined, endOfDay: boolean) =>
  s === undefined
    ? undefined
    : new Date(s.length === 10 ? `${s}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z` : s);

export function loginAuditRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>().openapi(auditRoute(deps), async (c) => {
    const q = c.req.valid('query');
    const since = at(q.since, false);
    const until = at(q.until, true);
    const rows = await listAudit(deps.store, {
      limit: q.limit,
      ...(q.outcome ? { outcome: q.outcome } : {}),
      ...(q.email ? { email: normalEmail(q.email) } : {}),
      ...(q.mobile ? { mobile: digitsOf(q.mobile) } : {}),
      ...(since ? { since } : {}),
      ...(until ? { until } : {}),
    });
    const items = rows.map((r) => ({
      emailTyped: r.emailTyped,
      mobileTyped: r.mobileTyped,
      attachedEmail: r.attachedEmail,
      outcome: r.outcome,
      createdAt: r.createdAt.toISOString(),
      matchedUserId: r.matchedUserId,
      ip: r.ip,
    }));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, items, message: `${items.length} attempt(s).` }, 200);
  });
}
