/**
 * The blog through the real app on a real store: the admin CRUD and its guards (401 signed out,
 * 403 for a non-admin), validation naming the field, the unique slug (409 naming slug), and the
 * public list (published only, newest first, city filter, keyset paging) and article.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer, freshEmail } from '../auth/auth-test-kit';
import { articles } from '../../services/blogs/article-store';
import { SLUG_TAKEN } from './admin-blogs.routes';

const BOSS = 'blog-boss@propai.example';
let kit: AuthKit;
let admin: Record<string, string>;
let plain: Record<string, string>;
let seq = 0;

const article = (extra: Record<string, unknown> = {}) => ({
  title: 'Buying in Noida',
  slug: `buying-in-noida-${++seq}`,
  description: 'A short guide.',
  body: 'Hello **Noida** readers. '.repeat(10),
  city: 'Noida',
  category: 'Buying guide',
  authorName: 'Test Author',
  status: 'published',
  ...extra,
});

const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  kit.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

type Admin = { id: string; slug: string; status: string; publishedAt: string | null; readingMinutes: number };
type Page = {
  items: { slug: string; city: string | null; publishedAt: string }[];
  nextCursor: string | null;
};
type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

async function create(extra: Record<string, unknown> = {}): Promise<Admin> {
  const res = await send('POST', '/api/admin/blogs', article(extra), admin);
  expect(res.status).toBe(201);
  return (await res.json()) as Admin;
}

beforeAll(async () => {
  kit = await authKit({ ADMIN_EMAILS: BOSS });
  admin = bearer((await kit.signIn(BOSS)).token);
  plain = bearer((await kit.signIn(freshEmail('reader'))).token);
});

afterAll(async () => {
  await kit.close();
});

describe('admin guards', () => {
  it.each([
    ['GET', '/api/admin/blogs'],
    ['POST', '/api/admin/blogs'],
    ['GET', '/api/admin/blogs/some-slug'],
    ['PUT', '/api/admin/blogs/some-slug'],
    ['DELETE', '/api/admin/blogs/some-slug'],
  ])('%s %s: 401 signed out, 403 for a non-admin', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? article() : undefined;
    expect((await send(method, path, body, {})).status).toBe(401);
    expect((await send(method, path, body, plain)).status).toBe(403);
  });
});

describe('admin CRUD', () => {
  it('creates, reads, replaces, unpublishes and deletes an article', async () => {
    const created = await create({ status: 'draft', slug: 'crud-article' });
    expect(created).toMatchObject({
      slug: 'crud-article',
      status: 'draft',
      publishedAt: null,
      readingMinutes: 1,
    });

    // A draft is the admin's only: not in the public list, 404 publicly.
    expect((await kit.get('/api/blogs/crud-article')).status).toBe(404);
    const read = await send('GET', '/api/admin/blogs/crud-article', undefined, admin);
    expect(read.status).toBe(200);

    const long = 'word '.repeat(401);
    const put = await send(
      'PUT',
      '/api/admin/blogs/crud-article',
      article({ slug: 'crud-article-2', body: long }),
      admin,
    );
    expect(put.status).toBe(200);
    const published = (await put.json()) as Admin;
    expect(published).toMatchObject({
      id: created.id,
      slug: 'crud-article-2',
      status: 'published',
      readingMinutes: 3,
    });
    expect(published.publishedAt).not.toBeNull();
    expect((await send('GET', '/api/admin/blogs/crud-article', undefined, admin)).status).toBe(404);
    expect((await kit.get('/api/blogs/crud-article-2')).status).toBe(200);

    // Unpublish, then publish again: the first publication date is kept.
    await send(
      'PUT',
      '/api/admin/blogs/crud-article-2',
      article({ slug: 'crud-article-2', status: 'draft' }),
      admin,
    );
    expect((await kit.get('/api/blogs/crud-article-2')).status).toBe(404);
    const again = await send(
      'PUT',
      '/api/admin/blogs/crud-article-2',
      article({ slug: 'crud-article-2' }),
      admin,
    );
    expect(((await again.json()) as Admin).publishedAt).toBe(published.publishedAt);

    const list = await send('GET', '/api/admin/blogs', undefined, admin);
    expect(((await list.json()) as { items: Admin[] }).items.map((a) => a.slug)).toContain('crud-article-2');

    expect((await send('DELETE', '/api/admin/blogs/crud-article-2', undefined, admin)).status).toBe(200);
    expect((await send('DELETE', '/api/admin/blogs/crud-article-2', undefined, admin)).status).toBe(404);
    expect(await articles(kit.store).count({ _id: created.id })).toBe(0);
  });

  it('answers 409 naming slug when the slug is taken, on create and on rename', async () => {
    await create({ slug: 'taken-slug' });
    const dup = await send('POST', '/api/admin/blogs', article({ slug: 'taken-slug' }), admin);
    expect(dup.status).toBe(409);
    expect((await dup.json()) as ErrorBody).toMatchObject({ fields: { slug: SLUG_TAKEN } });

    const other = await create();
    const rename = await send(
      'PUT',
      `/api/admin/blogs/${other.slug}`,
      article({ slug: 'taken-slug' }),
      admin,
    );
    expect(rename.status).toBe(409);
    expect(((await rename.json()) as ErrorBody).fields).toEqual({ slug: SLUG_TAKEN });
    expect(await articles(kit.store).count({ slug: 'taken-slug' })).toBe(1);
  });

  it('creates one article for a repeated Idempotency-Key', async () => {
    const body = article();
    const headers = { ...admin, 'Idempotency-Key': `blog-${Date.now()}` };
    const first = await send('POST', '/api/admin/blogs', body, headers);
    const replay = await send('POST', '/api/admin/blogs', body, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(await articles(kit.store).count({ slug: body.slug })).toBe(1);
  });

  it.each([
    ['slug', { slug: 'Not A Slug' }],
    ['slug', { slug: 'double--hyphen' }],
    ['slug', { slug: 'a'.repeat(81) }],
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(121) }],
    ['description', { description: 'x'.repeat(301) }],
    ['body', { body: '   ' }],
    ['body', { body: 'x'.repeat(100_001) }],
    ['city', { city: 'Mumbai' }],
    ['category', { category: { $ne: '' } }],
    ['status', { status: 'archived' }],
    ['coverImage', { coverImage: 'javascript:alert(1)' }],
    ['authorName', { authorName: 42 }],
  ])('refuses a bad %s with 400 naming it', async (field, extra) => {
    const res = await send('POST', '/api/admin/blogs', article(extra), admin);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as ErrorBody;
    expect(answer.error).toBe('validation_failed');
    expect(Object.keys(answer.fields ?? {}).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
  });
});

describe('public list and article', () => {
  it('lists published articles newest first, filters by city and pages by cursor', async () => {
    const city = 'Faridabad';
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await create({ city })).slug);
    await create({ city, status: 'draft' });
    await create({ city: 'Ghaziabad' });

    const first = await kit.get(`/api/blogs?city=${city}&limit=3`);
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as Page;
    expect(page1.items.map((a) => a.slug)).toEqual(made.slice().reverse().slice(0, 3));
    expect(page1.items.every((a) => a.city === city)).toBe(true);
    expect(page1.nextCursor).toEqual(expect.any(String));

    const page2 = (await (
      await kit.get(`/api/blogs?city=${city}&limit=3&cursor=${page1.nextCursor}`)
    ).json()) as Page;
    expect(page2.items.map((a) => a.slug)).toEqual(made.slice().reverse().slice(3));
    expect(page2.nextCursor).toBeNull();
  });

  it('shows an article with its Markdown body, computed reading time and no admin fields', async () => {
    const { slug } = await create({ body: 'word '.repeat(250) });
    const res = await kit.get(`/api/blogs/${slug}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ slug, readingMinutes: 2, body: expect.stringContaining('word') as string });
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('id');
  });

  it.each([
    ['city', '?city=Mumbai'],
    ['limit', '?limit=0'],
    ['limit', '?limit=51'],
    ['cursor', '?cursor=bm9wZQ'],
    ['cursor', '?cursor=%24gt'],
  ])('refuses a bad %s with 400 naming it', async (field, query) => {
    const res = await kit.get(`/api/blogs${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).fields).toHaveProperty(field);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    expect((await kit.get('/api/blogs/no-such-article')).status).toBe(404);
    expect((await kit.get('/api/blogs/Bad%20Slug')).status).toBe(400);
  });
});
