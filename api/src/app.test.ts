/**
 * The app end to end through app.request(), on a real embedded store in a temp folder.
 * Test-only routes (echo, throwers) are mounted on the test's own app instance, never shipped.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadEnv } from './env';
import { allowBodyUpTo, MB } from './http/body-limit';
import { ApiError } from './http/errors';
import type { Logger } from './http/logger';
import { createRouter } from './http/validation';
import { openTestStore } from './test-support/test-store';
import type { Store } from './store/types';

let tmp: string;
let store: Store;
let app: ReturnType<typeof createApp>;
const logged: string[] = [];
const log: Logger = {
  error: (m, e) => logged.push(`error ${m} ${e instanceof Error ? (e.stack ?? '') : ''}`),
  warn: (m) => logged.push(`warn ${m}`),
  info: (m) => logged.push(m),
  debug: () => undefined,
};

const echoRoute = createRoute({
  method: 'post',
  path: '/echo',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            email: z.email('Enter a valid email address.'),
            name: z.string().min(2, 'Enter your name.').optional(),
          }),
        },
      },
    },
  },
  responses: { 200: { description: 'echo' } },
});
const uploadRoute = createRoute({
  method: 'post',
  path: '/upload',
  middleware: [allowBodyUpTo(3 * MB)] as const,
  responses: { 200: { description: 'size' } },
});

function testRoutes(s: Store) {
  const items = s.collection('test_items');
  return createRouter()
    .openapi(echoRoute, (c) => c.json(c.req.valid('json'), 200))
    .openapi(uploadRoute, async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }, 200))
    .post('/items', async (c) => c.json(await items.insertOne(await c.req.json<{ key: string }>()), 201))
    .get('/unauthorized', () => {
      throw ApiError.unauthorized();
    })
    .get('/forbidden', () => {
      throw ApiError.forbidden('Admins only.');
    })
    .get('/limited', () => {
      throw ApiError.rateLimited(42);
    })
    .get('/boom', () => {
      throw new Error('secret internals at /srv/propai/db.ts');
    });
}

function makeDist(withIndex: boolean): string {
  const dist = join(tmp, withIndex ? 'dist' : 'empty-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  if (withIndex) writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PropAI</title>');
  return dist;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'propai-app-'));
  store = await openTestStore(); // MongoDB on the MongoDB run, so /api/files and the 409 run on GridFS too
  await store.collection('test_items').createIndex({ fields: { key: 1 }, unique: true });
  const env = loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: join(tmp, 'data'), PWA_DIST: makeDist(true) });
  app = createApp({ store, env, version: '9.9.9', log });
  app.route('/api/test', testRoutes(store));
});

afterAll(async () => {
  await store.close();
  rmSync(tmp, { recursive: true, force: true });
});

const post = (path: string, body: string, type = 'application/json') =>
  app.request(path, { method: 'POST', body, headers: { 'Content-Type': type } });

describe('system routes', () => {
  it('GET /api/health', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, store: store.kind, version: '9.9.9', ready: true });
  });

  it('GET /api/openapi.json documents the routes', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'PropAI API', version: '9.9.9' });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/files/{id}']));
  });

  it('compresses API JSON when the client accepts it', async () => {
    const res = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
  });

  it('logs one line per request, without bodies', async () => {
    logged.length = 0;
    await post('/api/test/echo', JSON.stringify({ email: 'private@example.com' }));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^POST \/api\/test\/echo 200 \d+ms$/);
  });
});

describe('the one error shape', () => {
  it('404 for unknown API routes, as JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/no-such-thing', { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: 'not_found',
        message: `No route for ${method} /api/no-such-thing.`,
      });
    }
  });

  it('400 validation_failed names each field', async () => {
    const res = await post('/api/test/echo', JSON.stringify({ email: 'nope', name: 'x' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'validation_failed',
      message: 'Invalid request: email — Enter a valid email address; name — Enter your name.',
      fields: { email: 'Enter a valid email address.', name: 'Enter your name.' },
    });
    const one = (await (await post('/api/test/echo', '{"email":"x"}')).json()) as { message: string };
    expect(one.message).toBe('Invalid request: email — Enter a valid email address.');
  });

  it('400 validation_failed for bad path params', async () => {
    const res = await app.request('/api/files/not-an-id');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'validation_failed',
      fields: { id: 'Enter a valid file id.' },
    });
  });

  it('400 malformed_json', async () => {
    const res = await post('/api/test/echo', '{"email": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'malformed_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it('401, 403 and 429 with Retry-After', async () => {
    const r401 = await app.request('/api/test/unauthorized');
    expect([r401.status, ((await r401.json()) as { error: string }).error]).toEqual([401, 'unauthorized']);
    const r403 = await app.request('/api/test/forbidden');
    expect([r403.status, await r403.json()]).toEqual([403, { error: 'forbidden', message: 'Admins only.' }]);
    const r429 = await app.request('/api/test/limited');
    expect(r429.status).toBe(429);
    expect(r429.headers.get('Retry-After')).toBe('42');
    expect(((await r429.json()) as { error: string }).error).toBe('rate_limited');
  });

  it('409 conflict from the store’s DuplicateKeyError', async () => {
    expect((await post('/api/test/items', '{"key":"a"}')).status).toBe(201);
    const res = await post('/api/test/items', '{"key":"a"}');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'conflict', message: 'That already exists.' });
  });

  it('413 payload_too_large over 1 MB, unless the route allows more', async () => {
    const big = JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(1.1 * MB) });
    const res = await post('/api/test/echo', big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('payload_too_large');
    const upload = await post('/api/test/upload', 'y'.repeat(2 * MB), 'application/octet-stream');
    expect(await upload.json()).toEqual({ bytes: 2 * MB });
    expect((await post('/api/test/upload', 'y'.repeat(4 * MB), 'application/octet-stream')).status).toBe(413);
  });

  it('415 unsupported_media_type for a JSON route given another type', async () => {
    const res = await post('/api/test/echo', 'email=a@b.co', 'text/plain');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe('unsupported_media_type');
  });

  it('500 internal_error with no internals, stack logged server-side', async () => {
    logged.length = 0;
    const res = await app.request('/api/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'internal_error', message: expect.any(String) as string });
    expect(text).not.toMatch(/secret|srv|at .*\.ts/);
    expect(
      logged.some((l) => l.startsWith('error 500 GET /api/test/boom') && l.includes('secret internals')),
    ).toBe(true);
  });
});

describe('headers', () => {
  it('sends security headers on API and app responses', async () => {
    for (const path of ['/api/health', '/explore']) {
      const res = await app.request(path);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('sends no CORS headers, even to a cross-origin preflight', async () => {
    const headers = { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' };
    for (const method of ['GET', 'OPTIONS']) {
      const res = await app.request('/api/health', { method, headers });
      expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('GET /api/files/:id', () => {
  it('serves a stored file with its type, a year of cache and an ETag', async () => {
    const info = await store.files.put({
      filename: 'a.webp',
      contentType: 'image/webp',
      data: Buffer.from('RIFFwebp'),
    });
    const res = await app.request(`/api/files/${info.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFFwebp');
    const etag = res.headers.get('ETag')!;
    expect((await app.request(`/api/files/${info.id}`, { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
  });

  it('404 in the error shape for an unknown id', async () => {
    const res = await app.request('/api/files/0123456789abcdef01234567');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'File not found.' });
  });
});

describe('the PWA', () => {
  it('serves the app shell for client routes', async () => {
    for (const path of ['/', '/explore', '/projects/abc']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/html');
    }
  });

  it('answers 503 when not built, while the API still works', async () => {
    const env = loadEnv({ LOG_LEVEL: 'silent', PWA_DIST: makeDist(false) });
    const bare = createApp({ store, env, version: '9.9.9' });
    const res = await bare.request('/explore');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('The app is not built: run npm run build');
    expect((await bare.request('/api/health')).status).toBe(200);
  });
});
