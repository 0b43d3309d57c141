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
  embeddedMoreAnswers,
  type FirstFrameKit,
  firstFrameKit,
} from '../_shared/first-frame-test-kit';
import { PAGE_SECTIONS } from '../../services/projects/section-answers';

const cover = '/api/files/65f0c0ffee0000000000beef';
const PROJECT = {
  _id: '65f0c0ffee00000000000001',
  slug: 'aster-heights',
  name: 'Aster <Heights> & "Co"',
  developer: 'Orbit Developers',
  city: 'Noida',
  coverImage: cover,
  developerId: 'dev-orbit',
  floorPlanKey: 'aster-2bhk',
  amenities: ['Pool', 'Gym'],
};
const DEVELOPER = { _id: 'dev-orbit', name: 'Orbit Developers', trustScore: 82 };
const BARE = { _id: '65f0c0ffee00000000000002', slug: 'bare-project', name: 'Bare' };

let kit: FirstFrameKit;
beforeAll(async () => {
  kit = await firstFrameKit('first-frames');
  await kit.store.collection('projects').insertMany([PROJECT, BARE]);
  await kit.store.collection('developers').insertOne(DEVELOPER);
  await kit.store
    .collection('floorplans')
    .insertOne({ _id: 'aster-2bhk', projectId: PROJECT._id, name: '2 BHK', bedrooms: 2 });
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

  it('carries every section the page reads, each equal to its route’s answer, read by the project id', async () => {
    for (const ref of [PROJECT.slug, PROJECT._id]) {
      const more = embeddedMoreAnswers(await html(`/projects/${ref}`));
      const base = `/api/projects/${PROJECT._id}`;
      expect(more.map((a) => a.url).sort()).toEqual(
        [...PAGE_SECTIONS, 'developer', 'floorplans'].map((s) => `${base}/${s}`).sort(),
      );
      for (const answer of more) {
        const res = await kit.get(answer.url);
        expect(res.status, answer.url).toBe(200);
        expect(answer.data, answer.url).toEqual(await res.json());
      }
      expect(more.find((a) => a.url.endsWith('/developer'))?.data).toMatchObject({ trustScore: 82 });
    }
    // No plan named: the page does not read the plans, so they are not carried.
    const bare = embeddedMoreAnswers(await html(`/projects/${BARE.slug}`)).map((a) => a.url);
    expect(bare).toHaveLength(PAGE_SECTIONS.length + 1);
    expect(bare.some((url) => url.endsWith('/floorplans'))).toBe(false);
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
