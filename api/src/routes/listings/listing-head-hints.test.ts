/**
 * A live listing's page shell preloads its cover photo at the gallery's phone sizes; pending
 * listings, listings without a stored photo and other routes get the plain shell.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit } from '../auth/auth-test-kit';
import { fixtureListing as L } from '../_shared/listing-fixtures';

const SHELL =
  '<!doctype html><html><head><title>PropAI</title></head><body><div id="root"></div></body></html>';
const COVER = '/api/files/0123456789abcdef01234567';
const dist = mkdtempSync(join(tmpdir(), 'propai-hints-'));
let kit: AuthKit;
const live = L({ photos: [COVER, '/api/files/76543210fedcba9876543210'] });
const pending = L({ status: 'pending', photos: [COVER] });
const placeholder = L({ photos: ['https://example.com/a.jpg'] });

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), SHELL);
  kit = await authKit({ PWA_DIST: dist });
  await kit.store.collection('listings').insertMany([live, pending, placeholder]);
});
afterAll(async () => {
  await kit.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await kit.get(path, { Accept: 'text/html' });
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('listing page shell', () => {
  it('preloads the cover of a live listing at 480 and 800 px, by slug or id, at both routes', async () => {
    for (const path of [
      `/listing/${String(live.slug)}`,
      `/listing/${live._id}`,
      `/user-property/${live._id}`,
    ]) {
      const html = await page(path);
      expect(html, path).toContain(
        `<link rel="preload" as="image" href="${COVER}?w=800" imagesrcset="${COVER}?w=480 480w, ${COVER}?w=800 800w" imagesizes="100vw" media="(max-width: 1023px)" fetchpriority="high"></head>`,
      );
    }
  });

  it('gives everything else the plain shell', async () => {
    for (const path of [
      `/listing/${String(pending.slug)}`,
      `/listing/${String(placeholder.slug)}`,
      '/listing/no-such-listing',
      '/listing/%3Cscript%3E',
      '/projects/some-project',
      `/listing/${String(live.slug)}/extra`,
    ])
      expect(await page(path), path).toBe(SHELL);
  });
});
