/**
 * Authorization, table-driven from the generated OpenAPI document: every operation tagged 'admin'
 * (so routes added later are covered automatically) answers 401 anonymously, 403 to a user, and
 * neither to an admin. Plus the ADMIN_KEY extra factor, ADMIN_EMAILS and admin:grant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../auth/admin-grants';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { prepareStore } from '../../startup';
import type { AuthKit } from './auth-test-kit';
import { authKit, bearer, freshEmail } from './auth-test-kit';

const BOSS = 'boss@propai.example';
let kit: AuthKit;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  kit = await authKit({ ADMIN_EMAILS: BOSS });
  userToken = (await kit.signIn(freshEmail('plain'))).token;
  adminToken = (await kit.signIn(BOSS)).token;
});
afterAll(() => kit.close());

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
}
async function adminOperations(): Promise<[string, string][]> {
  const doc = (await (await kit.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const ops: [string, string][] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op.tags?.includes('admin')) ops.push([method.toUpperCase(), path]);
    }
  }
  return ops;
}

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  kit.app.request(path.replace(/\{[^}]+\}/g, 'a'.repeat(24)), {
    method,
    headers: {
      'X-Forwarded-For': '10.9.9.9',
      ...headers,
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
  });

describe('every admin operation in the OpenAPI document', () => {
  it('includes the login audit, marked with bearer security', async () => {
    const ops = await adminOperations();
    expect(ops).toContainEqual(['GET', '/api/auth/admin/login-audit']);
    const doc = (await (await kit.get('/api/openapi.json')).json()) as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [method, path] of ops) {
      expect(doc.paths[path]![method.toLowerCase()]!.security).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('answers 401 / 403 / allowed for anonymous / user / admin', async () => {
    const ops = await adminOperations();
    expect(ops.length).toBeGreaterThan(0);
    for (const [method, path] of ops) {
      expect([method, path, (await call(method, path)).status]).toEqual([method, path, 401]);
      expect([method, path, (await call(method, path, bearer(userToken))).status]).toEqual([
        method,
        path,
        403,
      ]);
      const admin = (await call(method, path, bearer(adminToken))).status;
      expect([method, path, admin === 401 || admin === 403 || admin >= 500]).toEqual([method, path, false]);
    }
  });
});

describe('login audit', () => {
  it('lists attempts newest first with filters', async () => {
    const res = await kit.get(
      `/api/auth/admin/login-audit?outcome=verified&email=${BOSS.toUpperCase()}&limit=5`,
      bearer(adminToken),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; items: Record<string, unknown>[] };
    expect(body.items.length).toBe(1);
    expect(body.items[0]).toMatchObject({ emailTyped: BOSS, outcome: 'verified' });
    const future = await kit.get('/api/auth/admin/login-audit?since=2999-01-01', bearer(adminToken));
    expect(((await future.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it.each(['limit=0', 'limit=1001', 'outcome=hacked', 'since=yesterday'])('refuses %s', async (q) => {
    expect((await kit.get(`/api/auth/admin/login-audit?${q}`, bearer(adminToken))).status).toBe(400);
  });

  it('also needs x-admin-key when ADMIN_KEY is configured', async () => {
    const keyed = await authKit({ ADMIN_EMAILS: BOSS, ADMIN_KEY: 'k'.repeat(24) });
    try {
      const { token } = await keyed.signIn(BOSS);
      const none = await keyed.get('/api/auth/admin/login-audit', bearer(token));
      expect(none.status).toBe(403);
      expect(((await none.json()) as { message: string }).message).toBe('Enter admin key.');
      const wrong = await keyed.get('/api/auth/admin/login-audit', {
        ...bearer(token),
        'x-admin-key': 'nope',
      });
      expect(wrong.status).toBe(403);
      const right = await keyed.get('/api/auth/admin/login-audit', {
        ...bearer(token),
        'x-admin-key': 'k'.repeat(24),
      });
      expect(right.status).toBe(200);
      expect((await keyed.get('/api/auth/admin/login-audit', { 'x-admin-key': 'k'.repeat(24) })).status).toBe(
        401,
      );
    } finally {
      await keyed.close();
    }
  });
});

describe('granting admin', () => {
  it('ADMIN_EMAILS makes existing accounts admins at start-up', async () => {
    const email = freshEmail('promote');
    const { token } = await kit.signIn(email);
    await prepareStore(kit.store, loadEnv({ SEED: 'off', ADMIN_EMAILS: email }), silentLogger);
    const me = (await (await kit.get('/api/auth/me', bearer(token))).json()) as {
      user: { role: string; isAdmin: boolean };
    };
    expect(me.user).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('admin:grant promotes an account now and one created later', async () => {
    const email = freshEmail('granted');
    const { token } = await kit.signIn(email);
    expect(await grantAdmin(kit.store, email.toUpperCase())).toEqual({ accountFound: true });
    expect((await kit.get('/api/auth/admin/login-audit', bearer(token))).status).toBe(200);

    const later = freshEmail('later');
    expect(await grantAdmin(kit.store, later)).toEqual({ accountFound: false });
    const signed = await kit.signIn(later);
    expect((await kit.get('/api/auth/admin/login-audit', bearer(signed.token))).status).toBe(200);
  });
});
