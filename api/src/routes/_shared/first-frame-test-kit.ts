/**
 * For tests of the first frames the server paints into the PWA's HTML (servePwa): a real server
 * (posting-test-kit) serving a temporary copy of the PWA's real index.html, a reader of pages that
 * checks what every such page must be (200, never cached unasked), and the parser of the API
 * answer a page embeds. Used by the project, listing and discovery frame tests.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { EMBEDDED_ANSWER_ID, EMBEDDED_MORE_ID } from '../../http/page-shell';
import { type PostingKit, postingKit } from './posting-test-kit';

const PWA_INDEX = join(__dirname, '../../../../pwa/index.html');

export interface FirstFrameKit extends PostingKit {
  /** GET `path` as a browser opening it; the page must be 200 and `no-cache`. */
  html(path: string): Promise<string>;
}

export async function firstFrameKit(name: string): Promise<FirstFrameKit> {
  const dist = mkdtempSync(join(tmpdir(), `propai-${name}-`));
  copyFileSync(PWA_INDEX, join(dist, 'index.html'));
  const kit = await postingKit({ PWA_DIST: dist, PUBLIC_URL: 'https://propai.example' });
  const closeServer = kit.close.bind(kit);
  return Object.assign(kit, {
    async html(path: string) {
      const res = await kit.get(path, { Accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      return res.text();
    },
    async close() {
      await closeServer();
      rmSync(dist, { recursive: true, force: true });
    },
  });
}

/** The API answer a page carries for the app to start from; throws when there is none. */
export function embeddedAnswer(page: string): {
  url: string;
  fetchedAt: number;
  data: Record<string, unknown>;
} {
  const m = new RegExp(`<script type="application/json" id="${EMBEDDED_ANSWER_ID}">([^<]*)</script>`).exec(
    page,
  );
  if (!m) throw new Error('no embedded answer');
  return JSON.parse(m[1]!) as { url: string; fetchedAt: number; data: Record<string, unknown> };
}

/** The further answers a page carries (a project page's sections); an empty list when there are none. */
export function embeddedMoreAnswers(page: string): Array<{ url: string; fetchedAt: number; data: unknown }> {
  const m = new RegExp(`<script type="application/json" id="${EMBEDDED_MORE_ID}">([^<]*)</script>`).exec(
    page,
  );
  return m ? (JSON.parse(m[1]!) as Array<{ url: string; fetchedAt: number; data: unknown }>) : [];
}
