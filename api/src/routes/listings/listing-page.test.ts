/**
 * The listing detail page's HTML (routes/listings/listing-page.ts through servePwa): a live listing
 * gets its head tags, a first frame with the cover and the embedded API answer, all escaped;
 * pending, rejected and unknown listings get the plain shell; the page is never cached unasked.
 * The shell is the PWA's real index.html (its <title>, description and skeleton <main>).
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureListing as L } from '../_shared/listing-fixtures';
import { EMBEDDED_ANSWER_ID } from '../../http/page-shell';
import {
  embeddedAnswer as embedded,
  type FirstFrameKit,
  firstFrameKit,
} from '../_shared/first-frame-test-kit';

const photo = '/api/files/65f0c0ffee0000000000abcd';
const LIVE = L({
  title: 'Sunny 3 BHK </script><script>alert(1)</script> & "views"',
  description: 'Corner flat <b>near</b> the metro.',
  price: 12_500_000,
  areaSqft: 1500,
  photos: [photo, '/api/files/65f0c0ffee0000000000abce'],
});
const RENT = L({ category: 'rent', listingType: 'Rent', pricePerMonth: 40_000, photos: [] });
const PENDING = L({ status: 'pending' });
const REJECTED = L({ status: 'rejected' });

let kit: FirstFrameKit;
beforeAll(async () => {
  kit = await firstFrameKit('listing-page');
  await kit.store.collection('listings').insertMany([LIVE, RENT, PENDING, REJECTED]);
}, 60_000);
afterAll(() => kit.close());

const page = (path: string, headers: Record<string, string> = {}) =>
  kit.get(path, { Accept: 'text/html', ...headers });

describe('a live listing', () => {
  it('gets its title, tags, JSON-LD and the first frame, escaped, at both addresses', async () => {
    for (const path of [`/listing/${String(LIVE.slug)}`, `/user-property/${LIVE._id}`]) {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      // The title is escaped everywhere: no markup from a listing ever runs.
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain(
        '<title>Sunny 3 BHK &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;views&quot; | PropAI</title>',
      );
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).toContain('content="₹1.3 Cr · Sector 45, Gurgaon. Corner flat &lt;b&gt;near&lt;/b&gt;');
      const canonical = `https://propai.example/user-property/${LIVE._id}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html).toContain(`<meta property="og:image" content="https://propai.example${photo}" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      const ld = /<script type="application\/ld\+json" data-page-jsonld="">([^<]*)<\/script>/.exec(html);
      const [item] = JSON.parse(ld![1]!) as Array<Record<string, unknown>>;
      expect(item).toMatchObject({ '@type': 'RealEstateListing', url: canonical, name: LIVE.title });
      expect(item!.offers).toMatchObject({ price: 12_500_000, priceCurrency: 'INR' });

      // The first frame replaces the skeleton: the cover at the gallery's sizes, title and price.
      expect(html).not.toContain('class="sk sk-title"');
      expect(html).toContain(
        `<img class="shell-cover" src="${photo}?w=800" srcset="${photo}?w=480 480w, ${photo}?w=800 800w" sizes="100vw"`,
      );
      expect(html).toContain('fetchpriority="high"');
      expect(html).toContain('<p class="shell-listing-price">₹1.3 Cr</p>');

      // The API's anonymous answer, for the address the app reads.
      const answer = embedded(html);
      const ref = path.split('/')[2]!;
      expect(answer.url).toBe(`/api/listings/${ref}`);
      const api = (await (await kit.get(answer.url)).json()) as Record<string, unknown>;
      expect(answer.data).toEqual(api);
      expect(answer.data.viewer).toEqual({ isAuthor: false, canEdit: false });
    }
  });

  it('is compressed for the client', async () => {
    const res = await page(`/listing/${String(LIVE.slug)}`, { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(embedded(html).data.id).toBe(LIVE._id);
  });

  it('without photos: a summary card, title and monthly price, no cover', async () => {
    const html = await (await page(`/listing/${String(RENT.slug)}`)).text();
    expect(html).not.toContain('class="shell-cover');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<p class="shell-listing-price">₹40,000 /month</p>');
  });
});

describe('anything else gets the plain shell', () => {
  it.each([
    ['pending', `/listing/${String(PENDING.slug)}`],
    ['rejected', `/user-property/${REJECTED._id}`],
    ['unknown', '/listing/no-such-listing'],
    ['another route', '/explore'],
  ])('%s', async (_name, path) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>PropAI</title>');
    expect(html).toContain('class="sk sk-title"');
    expect(html).not.toContain(EMBEDDED_ANSWER_ID);
    expect(html).not.toContain('og:title');
  });
});
