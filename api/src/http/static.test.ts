import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE, servePwa } from './static';

const INDEX = '<!doctype html><title>PropAI</title>';
const HOME = '<!doctype html><title>PropAI</title><h1>hero</h1>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const BIG_CSS = `body{color:red}\n`.repeat(300);

let tmp: string;
let app: Hono;

function file(rel: string, content: string) {
  const path = join(tmp, rel);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'propai-static-'));
  file('secret.txt', 'outside the dist folder');
  file('dist/index.html', INDEX);
  file('dist/home.html', HOME);
  file('dist/sw.js', 'self.addEventListener("fetch", () => {});');
  file('dist/registerSW.js', 'navigator.serviceWorker.register("/sw.js")');
  file('dist/manifest.webmanifest', '{"name":"PropAI"}');
  file('dist/workbox-1a2b3c.js', 'workbox');
  file('dist/icon-192.png', 'png-bytes');
  file('dist/.env', 'SECRET=1');
  file('dist/assets/index-abc123.js', BIG_JS);
  file('dist/assets/index-abc123.js.br', 'BROTLI-SIBLING');
  file('dist/assets/index-abc123.js.gz', 'GZIP-SIBLING');
  file('dist/assets/style-def456.css', BIG_CSS);
  app = new Hono();
  app.use('*', servePwa({ root: join(tmp, 'dist') }));
  app.notFound((c) => c.json({ error: 'not_found' }, 404));
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('servePwa cache headers', () => {
  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(BIG_JS);
  });

  it.each([
    '/',
    '/index.html',
    '/sw.js',
    '/registerSW.js',
    '/manifest.webmanifest',
    '/workbox-1a2b3c.js',
    '/icon-192.png',
  ])('revalidates unhashed %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/sw.js');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const second = await get('/sw.js', { 'If-None-Match': etag! });
    expect(second.status).toBe(304);
  });

  it('answers HEAD with headers only', async () => {
    const res = await app.request('/index.html', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Length')).toBe(String(INDEX.length));
    expect(await res.text()).toBe('');
  });
});

describe('servePwa compression', () => {
  it('prefers the precompressed .br sibling', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe('BROTLI-SIBLING');
  });

  it('falls back to the .gz sibling when br is not accepted', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(await res.text()).toBe('GZIP-SIBLING');
  });

  it('sends the plain file when nothing is accepted, still with Vary', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('compresses text on the fly when there is no sibling', async () => {
    const br = await get('/assets/style-def456.css', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(BIG_CSS);
    const gz = await get('/assets/style-def456.css', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_CSS);
    expect(br.headers.get('ETag')).not.toBe(gz.headers.get('ETag'));
  });

  it('leaves small files and images alone', async () => {
    expect(
      (await get('/index.html', { 'Accept-Encoding': 'br' })).headers.get('Content-Encoding'),
    ).toBeNull();
    const png = await get('/icon-192.png', { 'Accept-Encoding': 'br' });
    expect(png.headers.get('Content-Encoding')).toBeNull();
    expect(png.headers.get('Vary')).toBeNull();
  });
});

describe('servePwa routing', () => {
  it.each(['/explore', '/projects/abc', '/listing/3-bhk-in-sector-62'])(
    'serves the app shell for %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it.each(['/', '/home'])(
    'serves the home shell (home.html) for %s, uncached like index.html',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(HOME);
    },
  );

  it('still serves index.html itself by name (the service worker precaches it)', async () => {
    expect(await (await get('/index.html')).text()).toBe(INDEX);
  });

  it('answers 404 for a missing file instead of the shell', async () => {
    const res = await get('/assets/missing-000.js');
    expect(res.status).toBe(404);
  });

  it('leaves /api and non-GET requests to the API', async () => {
    expect(await (await get('/api/nothing')).json()).toEqual({ error: 'not_found' });
    expect((await app.request('/explore', { method: 'POST' })).status).toBe(404);
  });

  it.each([
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/.env',
  ])('blocks %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('outside the dist folder');
  });

  it('answers 503 with a hint when the app is not built', async () => {
    const empty = new Hono();
    empty.use('*', servePwa({ root: join(tmp, 'no-such-dist') }));
    const res = await empty.request('/explore');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(NOT_BUILT_MESSAGE);
  });
});
