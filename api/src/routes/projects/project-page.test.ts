/**
 * The first frames the server paints from HTML for issue 21's pages (through servePwa, on the
 * PWA's real index.html): a project page's cover, name and developer with GET
 * /api/projects/{ref}'s answer embedded (routes/projects/project-page.ts), and the heading block
 * of /reports, /insights and /post-pg (http/page-head-frame.ts) in the words the PWA renders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_HEAD, POST_PG_HEAD, REPORTS_HEAD } from '../../domain/pages/page-heads';
import { EMBEDDED_ANSWER_ID } from '../../http/page-shell';
import {
  embeddedAnswer as embedded,
  type FirstFrameKit,
  firstFrameKit,
} from '../_shared/first-frame-test-kit';

const cover = '/api/files/65f0c0ffee0000000000beef';
const PROJECT = {
  _id: '65f0c0ffee00000000000001',
  slug: 'aster-heights',
  name: 'Aster <Heights> & "Co"',
  developer: 'Orbit Developers',
  city: 'Noida',
  coverImage: cover,
};
const BARE = { _id: '65f0c0ffee00000000000002', slug: 'bare-project', name: 'Bare' };

let kit: FirstFrameKit;
beforeAll(async () => {
  kit = await firstFrameKit('first-frames');
  await kit.store.collection('projects').insertMany([PROJECT, BARE]);
}, 60_000);
afterAll(() => kit.close());

const html = (path: string) => kit.html(path);

describe('a project page', () => {
  it('paints the cover, name and developer from HTML, escaped, and embeds the API answer', async () => {
    for (const ref of [PROJECT.slug, PROJECT._id]) {
      const page = await html(`/projects/${ref}`);
      expect(page).not.toContain('class="sk sk-title"');
      expect(page).toContain('<title>Aster &lt;Heights&gt; &amp; &quot;Co&quot; | PropAI</title>');
      expect(page).toContain('<h1 class="page-title">Aster &lt;Heights&gt; &amp; &quot;Co&quot;</h1>');
      expect(page).not.toContain('<Heights>');
      expect(page).toContain('<p class="pd-dev">by Orbit Developers</p>');
      // The cover in the sizes the page asks for, first.
      expect(page).toContain(
        `<img class="pd-cover" src="${cover}?w=800" srcset="${cover}?w=480 480w, ${cover}?w=800 800w" sizes="(min-width: 1000px) 980px, 100vw"`,
      );
      expect(page).toContain('fetchpriority="high"');
      // The answer the app would read, for the address it reads.
      const answer = embedded(page);
      expect(answer.url).toBe(`/api/projects/${ref}`);
      const api = (await (await kit.get(answer.url)).json()) as Record<string, unknown>;
      expect(answer.data).toEqual(api);
    }
  });

  it('without a cover: no image, the name still painted', async () => {
    const page = await html(`/projects/${BARE.slug}`);
    expect(page).not.toContain('class="pd-cover"');
    expect(page).toContain('<h1 class="page-title">Bare</h1>');
  });

  it('an unknown project is the app’s not-found page, with no frame', async () => {
    const res = await kit.get('/projects/no-such-project', { Accept: 'text/html' });
    const page = await res.text();
    expect(page).not.toContain('data-shell-page');
    expect(page).not.toContain(EMBEDDED_ANSWER_ID);
  });
});

describe('pages whose heading block is their first frame', () => {
  it.each([
    ['/reports', REPORTS_HEAD],
    ['/reports/?tab=recent', REPORTS_HEAD],
    ['/insights', INSIGHTS_HEAD],
    ['/post-pg', POST_PG_HEAD],
  ])('%s', async (path, head) => {
    const page = await html(path);
    expect(page).not.toContain('class="sk sk-title"');
    expect(page).toContain(`<title>${head.title} | PropAI</title>`);
    expect(page).toContain(`<p class="page-eyebrow">${head.eyebrow}</p>`);
    expect(page).toContain(`<h1 class="page-title">${head.title}</h1>`);
    expect(page).toContain(`<p class="page-lead">${head.lead!.replace(/'/g, '&#39;')}</p>`);
    expect(page).toContain(`class="shell-main shell-page ${head.className}"`);
  });

  it('other routes keep the skeleton', async () => {
    const page = await html('/reports/weekly');
    expect(page).toContain('class="sk sk-title"');
    expect(page).toContain('<title>PropAI</title>');
  });
});
