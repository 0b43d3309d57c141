/**
 * Explore's and Browse's first frame (http/discovery-frames.ts, through servePwa on the PWA's real
 * index.html): the heading block and the first card's photo and name — the very first result the
 * page's own request gets (Featured first where it leads) — or the plain shell when there is none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exploreApiQuery, parseExploreParams } from '../domain/discovery/explore-filters';
import { projectDerivedFields } from '../domain/search/project-fields';
import { fixtureListing as L } from '../routes/_shared/listing-fixtures';
import { type FirstFrameKit, firstFrameKit } from '../routes/_shared/first-frame-test-kit';

const photoA = '/api/files/65f0c0ffee000000000000a1';
const photoB = '/api/files/65f0c0ffee000000000000b2';
const FEATURED = {
  _id: '65f0c0ffee0000000000f001',
  slug: 'featured-towers',
  name: 'Featured <Towers>',
  city: 'Gurgaon',
  featured: true,
  coverImage: photoA,
  score: 5,
};
const NOIDA = {
  _id: '65f0c0ffee0000000000f002',
  slug: 'noida-greens',
  name: 'Noida Greens',
  city: 'Noida',
  coverImage: photoB,
  score: 9,
};
const LISTING = L({ title: 'Sunny 2 BHK', photos: [photoB] });

let kit: FirstFrameKit;
beforeAll(async () => {
  kit = await firstFrameKit('discovery-frames');
  // Stored as the app stores projects: with their derived search fields.
  const now = new Date();
  await kit.store.collection('projects').insertMany(
    [FEATURED, NOIDA].map((p) => ({
      ...p,
      ...projectDerivedFields(p, { developer: undefined, reports: [] }, now),
    })),
  );
  await kit.store.collection('listings').insertMany([LISTING]);
}, 60_000);
afterAll(() => kit.close());

const html = (path: string) => kit.html(path);

const cardPhoto = (photo: string) =>
  `<img class="shell-card-photo" src="${photo}?w=800" srcset="${photo}?w=480 480w, ${photo}?w=800 800w" sizes="(min-width: 1100px) 33vw, (min-width: 600px) 50vw, 100vw"`;

describe('the first frame of /explore', () => {
  it('unfiltered: the heading and the first featured project, which leads the list', async () => {
    for (const path of ['/explore', '/explore-projects']) {
      const page = await html(path);
      expect(page).not.toContain('class="sk sk-title"');
      expect(page).toContain('<title>Explore projects | PropAI</title>');
      expect(page).toContain(
        '<p class="page-eyebrow">Discover</p><h1 class="page-title">Explore projects</h1>',
      );
      expect(page).toContain(cardPhoto(photoA));
      expect(page).toContain('<p class="shell-card-title">Featured &lt;Towers&gt;</p>');
      expect(page).toContain('fetchpriority="high"');
    }
  });

  it('filtered by city: the first result of the page’s own query', async () => {
    const q = new URLSearchParams(
      Object.entries(exploreApiQuery(parseExploreParams(new URLSearchParams('city=Noida')), 0)).flatMap(
        ([k, v]): Array<[string, string]> => (v === undefined || v === '' ? [] : [[k, String(v)]]),
      ),
    );
    const api = (await (await kit.get(`/api/projects/query?${q.toString()}`)).json()) as {
      projects: Array<{ name: string }>;
    };
    expect(api.projects[0]?.name).toBe('Noida Greens');
    const page = await html('/explore?city=Noida');
    expect(page).toContain(cardPhoto(photoB));
    expect(page).toContain('<p class="shell-card-title">Noida Greens</p>');
  });

  it('no result: the plain shell, no card', async () => {
    const page = await html('/explore?city=Faridabad');
    expect(page).toContain('class="sk sk-title"');
    expect(page).not.toContain('class="shell-card"');
  });
});

describe('the first frame of /browse/listings', () => {
  it('the heading and the first listing’s photo and title', async () => {
    const page = await html('/browse/listings');
    expect(page).toContain('<title>Browse listings | PropAI</title>');
    expect(page).toContain('<h1 class="page-title">Browse listings</h1>');
    expect(page).toContain(cardPhoto(photoB));
    expect(page).toContain('<p class="shell-card-title">Sunny 2 BHK</p>');
  });

  it('a category with no listing keeps the plain shell', async () => {
    const page = await html('/browse/listings?category=plot');
    expect(page).toContain('class="sk sk-title"');
  });
});
