/**
 * Who may call what, table-driven from /api/openapi.json so a route added later is covered the day
 * it is added: every operation must carry `x-access` (set only by defineRoute, which also installs
 * the matching session middleware), every API route the app serves must be in the document, and
 * each operation is called as anonymous, a user, another user and an admin on a seeded store with
 * real ids in its path, so the request reaches the handler:
 *
 * - public: never 401/403 for anonymous;
 * - user:   401 anonymous; not 401/403 for a user;
 * - owner:  401 anonymous; 403 or 404 for another user on the owner's resource; not 401/403 for the owner;
 * - admin:  401 anonymous; 403 for a user; not 401/403 for an admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from '../../http/define-route';
import { bearer } from '../auth/auth-test-kit';
import type { SeededKit } from './openapi-test-kit';
import { seededKit } from './openapi-test-kit';

let t: SeededKit;
beforeAll(async () => {
  t = await seededKit();
}, 120_000);
afterAll(() => t.kit.close());

const operations = () => t.operations();

function call(method: string, path: string, token?: string) {
  const params = t.paramsFor(path);
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'missing');
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return t.kit.app.request(url, {
    method,
    headers: {
      'X-Forwarded-For': '10.77.0.1',
      ...(token ? bearer(token) : {}),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: '{}' } : {}),
  });
}

describe('every operation declares who may call it', () => {
  it('carries x-access and the matching security in /api/openapi.json', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    for (const { method, path, op } of ops) {
      const access = op['x-access'];
      expect([method, path, ACCESS_LEVELS.includes(access!)]).toEqual([method, path, true]);
      const expected = access === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
      expect([method, path, op.security]).toEqual([method, path, expected]);
    }
  });

  it('lists every API route the app serves (no route outside the document)', () => {
    const documented = new Set(
      operations().map(({ method, path }) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const served = t.kit.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== '/api/openapi.json')
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(served)].filter((r) => !documented.has(r))).toEqual([]);
  });
});

describe('access is enforced as declared', () => {
  it('answers anonymous, user, another user and admin as the declaration says', async () => {
    const seen: string[] = [];
    for (const { method, path, op } of operations()) {
      const access = op['x-access']!;
      const at = `${access} ${method} ${path}`;
      const anonymous = (await call(method, path)).status;
      if (access === 'public') {
        expect([at, anonymous === 401 || anonymous === 403]).toEqual([at, false]);
      } else {
        expect([at, anonymous]).toEqual([at, 401]);
      }
      if (access === 'user') {
        const user = (await call(method, path, t.tokens.owner)).status;
        expect([at, user === 401 || user === 403]).toEqual([at, false]);
      }
      if (access === 'owner') {
        const other = (await call(method, path, t.tokens.other)).status;
        expect([at, other === 403 || other === 404]).toEqual([at, true]);
        const owner = (await call(method, path, t.tokens.owner)).status;
        expect([at, owner === 401 || owner === 403]).toEqual([at, false]);
      }
      if (access === 'admin') {
        expect([at, (await call(method, path, t.tokens.other)).status]).toEqual([at, 403]);
        const admin = (await call(method, path, t.tokens.admin)).status;
        expect([at, admin === 401 || admin === 403]).toEqual([at, false]);
      }
      seen.push(access);
    }
    // The walk covered every level the app uses (owner: the enrich route).
    expect(new Set(seen)).toEqual(new Set(ACCESS_LEVELS));
  });
});
