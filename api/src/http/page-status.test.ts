/**
 * Issue 16 point 25: the server tells the truth about pages. Through the whole app (createApp) on a
 * real embedded store: paths outside the build's route table, and project/listing pages whose
 * document is not stored, answer 404 with the app's index.html; real pages answer 200.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { openTestStore } from '../test-support/test-store';
import type { Store } from '../store/types';
import { compileRoutePatterns } from './route-patterns';
import { articleFields, articles } from '../services/blogs/article-store';

const INDEX =
  '<!doctype html><head><title>PropAI</title><meta name="description" content="" /></head><div id="root"></div>';
const PATTERNS = [
  '/post-property',
  '/',
  '/home',
  '/explore',
  '/project/:id',
  '/projects/:id',
  '/projects/:id/reports',
  '/reports/find',
  '/reports/:id',
  '/listing/:slugOrId',
  '/user-property/:id',
  '/blogs',
  '/blogs/pulse',
  '/blogs/:slug',
];

let tmp: string;
let store: Store;
let app: ReturnType<typeof createApp>;
const PROJECT_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const LIVE_ID = 'b1b2c3d4e5f6a1b2c3d4e5f6';
const PENDING_ID = 'c1b2c3d4e5f6a1b2c3d4e5f6';
const REPORT_ID = 'e1b2c3d4e5f6a1b2c3d4e5f6';
const PENDING_REPORT_ID = 'f1b2c3d4e5f6a1b2c3d4e5f6';

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'propai-page-status-'));
  const dist = join(tmp, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'route-patterns.json'), JSON.stringify({ patterns: PATTERNS }));
  store = await openTestStore();
  await store
    .collection('projects')
    .insertOne({ _id: PROJECT_ID, slug: 'aster-square', name: 'Aster Square' });
  await store.collection('reports').insertMany([
    { _id: REPORT_ID, title: 'Possession pushed again', description: 'Two quarters late.' },
    { _id: PENDING_REPORT_ID, title: 'Awaiting review', description: 'x', status: 'pending' },
  ]);
  await store.collection('listings').insertMany([
    { _id: LIVE_ID, slug: '2-bhk-in-sector-137-noida', status: 'live', authorId: 'u1' },
    { _id: PENDING_ID, status: 'pending', authorId: 'u2' },
  ]);
  const article = (slug: string, status: 'draft' | 'published') => ({
    ...articleFields(
      { slug, title: slug, description: '-', body: '-', category: '-', authorName: '-', status },
      new Date(),
    ),
    createdAt: new Date(),
  });
  await articles(store).insertMany([
    article('buying-in-noida-2025', 'published'),
    article('a-draft-article', 'draft'),
  ]);
  app = createApp({ store, env: loadEnv({ LOG_LEVEL: 'silent', PWA_DIST: dist }), version: '9.9.9' });
});

afterAll(async () => {
  await store.close();
  rmSync(tmp, { recursive: true, force: true });
});

const page = (path: string) => app.request(path, { headers: { Accept: 'text/html' } });

describe('page statuses', () => {
  it.each([
    '/explore',
    '/Explore/',
    '/post-property',
    `/projects/${PROJECT_ID}`,
    '/projects/aster-square',
    '/project/Aster-Square',
    '/projects/aster-square/reports',
    `/reports/${REPORT_ID}`,
    '/reports/find',
    `/listing/${LIVE_ID}`,
    '/listing/2-bhk-in-sector-137-noida',
    `/user-property/${LIVE_ID}`,
    // Pending: only its author may see it, and the HTML request carries no session. Still a page.
    `/listing/${PENDING_ID}`,
    `/user-property/${PENDING_ID}`,
    '/blogs/buying-in-noida-2025',
    '/blogs/pulse',
  ])('answers 200 with the app for %s', async (path) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    // The app's shell; a live listing's page also gets its own head tags (listing-page.ts).
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it.each([
    '/this-does-not-exist',
    '/no-such-page',
    '/explore/extra',
    '/projects/no-such-project',
    '/project/no-such-project',
    '/projects/no-such-project/reports',
    `/reports/${PENDING_REPORT_ID}`,
    '/reports/no-such-report',
    '/projects/not%20a%20ref',
    '/listing/no-such-listing',
    '/user-property/d1b2c3d4e5f6a1b2c3d4e5f6',
    // An article page: unknown, a draft (not published yet), or more than one segment.
    '/blogs/no-such-article',
    '/blogs/a-draft-article',
    '/blogs/a/b',
    '/page.html',
  ])('answers 404 with the app (its not-found page) for %s', async (path) => {
    const res = await page(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('gives a published report its own title, description and canonical', async () => {
    const html = await (await page(`/reports/${REPORT_ID}`)).text();
    expect(html).toContain('<title>Possession pushed again | PropAI</title>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8080/reports/${REPORT_ID}" />`);
    expect(html).toContain('<meta name="description" content="Report: Two quarters late." />');
  });

  it('answers HEAD with the same status', async () => {
    expect((await app.request('/this-does-not-exist', { method: 'HEAD' })).status).toBe(404);
    expect((await app.request('/explore', { method: 'HEAD' })).status).toBe(200);
  });

  it('leaves the API and missing files alone', async () => {
    expect((await app.request('/api/health')).status).toBe(200);
    const missing = await app.request('/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
  });
});

describe('compileRoutePatterns', () => {
  const match = compileRoutePatterns(['/projects/:id', '/blogs/*', '/']);
  it('reads parameters and splats as react-router does', () => {
    expect(match('/projects/abc')).toEqual({ pattern: '/projects/:id', params: { id: 'abc' } });
    expect(match('/blogs')).toEqual({ pattern: '/blogs/*', params: {} });
    expect(match('/blogs/a/b')).toEqual({ pattern: '/blogs/*', params: {} });
    expect(match('/')).toEqual({ pattern: '/', params: {} });
    expect(match('/projects')).toBeNull();
    expect(match('/projects/a/b')).toBeNull();
  });
});
