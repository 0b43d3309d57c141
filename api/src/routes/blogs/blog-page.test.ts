/**
 * The article page's HTML (routes/blogs/blog-page.ts through servePwa), on the PWA's real
 * index.html: a published article gets its title, description, canonical, JSON-LD Article, the
 * rendered body in <main> (hostile Markdown inert) and the embedded API answer; a draft gets none.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ANSWER_ID } from '../../http/page-shell';
import { articleFields, articles } from '../../services/blogs/article-store';
import { type AuthKit, authKit } from '../auth/auth-test-kit';

const dist = mkdtempSync(join(tmpdir(), 'propai-blog-page-'));
copyFileSync(join(__dirname, '../../../../pwa/index.html'), join(dist, 'index.html'));

const fields = (slug: string, status: 'draft' | 'published') =>
  articleFields(
    {
      slug,
      title: 'Noida guide </title><script>alert(1)</script>',
      description: 'Read "this" & that.',
      body: '## Heading\n\n<script>alert(2)</script>\n\n[bad](javascript:alert(3)) [site](https://example.com)',
      city: 'Noida',
      category: 'Guide',
      authorName: 'Demo Editor',
      status,
    },
    new Date('2026-11-20T10:00:00Z'),
  );

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit({ PWA_DIST: dist, PUBLIC_URL: 'https://propai.example' });
  const now = new Date();
  await articles(kit.store).insertMany([
    { ...fields('noida-guide', 'published'), createdAt: now },
    { ...fields('noida-draft', 'draft'), createdAt: now },
  ]);
});
afterAll(async () => {
  await kit.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (path: string) => kit.get(path, { Accept: 'text/html' });

describe('a published article page', () => {
  it('carries title, description, canonical, JSON-LD and the safely rendered article', async () => {
    const res = await page('/blogs/noida-guide');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(
      '<title>Noida guide &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | PropAI</title>',
    );
    expect(html).toContain('<meta name="description" content="Read &quot;this&quot; &amp; that." />');
    expect(html).toContain('<link rel="canonical" href="https://propai.example/blogs/noida-guide" />');

    const ld = /<script type="application\/ld\+json" data-page-jsonld="">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(ld![1]!)).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Noida guide </title><script>alert(1)</script>',
        url: 'https://propai.example/blogs/noida-guide',
        datePublished: '2026-11-20T10:00:00.000Z',
        author: { '@type': 'Person', name: 'Demo Editor' },
      }),
    ]);

    const main = /<main class="shell-main shell-article"[\s\S]*?<\/main>/.exec(html)![0];
    expect(main).toContain('<h2>Heading</h2>');
    expect(main).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(main).toContain('<a>bad</a>');
    expect(main).toContain('<a href="https://example.com" rel="noopener nofollow">site</a>');
    expect(main).toContain('Demo Editor · 20 Nov 2026 · 1 min read');
    // Only the shell's own scripts: nothing from the article.
    expect(html).not.toContain('<script>alert');

    const answer = new RegExp(
      `<script type="application/json" id="${EMBEDDED_ANSWER_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(JSON.parse(answer![1]!)).toMatchObject({
      url: '/api/blogs/noida-guide',
      data: { slug: 'noida-guide' },
    });
  });

  it('gives a draft the plain shell', async () => {
    const html = await (await page('/blogs/noida-draft')).text();
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('Noida guide');
  });
});
