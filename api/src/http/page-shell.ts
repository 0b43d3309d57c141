/**
 * Pages the server fills in before sending the app shell (index.html). A client route normally
 * gets the same index.html for every URL; a page shell may add, for its own URLs, what a crawler,
 * a link preview and a phone's first paint need before any script runs: the page's title and
 * description, more head tags (canonical, social tags, JSON-LD), a first frame inside the shell's
 * <main>, and the API answer the page will read (embedded, so the app does not fetch it again on
 * its first render: pwa/src/lib/embedded-answer.ts).
 *
 * The HTML is made per request and never cached by the browser without asking (`no-cache`): it
 * carries live data (a listing may be sold or hidden a minute later).
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { asBody } from './bytes';

/** The id of the <script type="application/json"> that carries a page's API answer. */
export const EMBEDDED_ANSWER_ID = 'propai-page-answer';
/** The id of the one that carries the further answers the page reads as it renders (a list). */
export const EMBEDDED_MORE_ID = 'propai-page-answers';

export interface EmbeddedAnswer {
  /** The API address the app reads (`/api/listings/abc`), as the app writes it. */
  url: string;
  /** Epoch ms when the answer was made. */
  fetchedAt: number;
  data: unknown;
}

export interface PageAdditions {
  /** Replaces the shell's <title>. Plain text: escaped here. */
  title?: string;
  /** Replaces the shell's meta description. Plain text: escaped here. */
  description?: string;
  /** Extra tags for <head>, already escaped HTML. */
  head?: string;
  /** Replaces the shell's skeleton <main> (already escaped HTML). */
  main?: string;
  answer?: EmbeddedAnswer;
  /**
   * Further answers the page reads on its first render (a project page's sections), so it makes
   * no request and renders once instead of once per answer.
   */
  moreAnswers?: EmbeddedAnswer[];
}

/**
 * One kind of page: returns its additions for a URL it owns, or null (not its URL, or nothing to
 * add: a listing that is not live gets the plain shell). `path` is decoded.
 */
export type PageShell = (path: string, c: Context) => Promise<PageAdditions | null>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML element or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/**
 * JSON for a <script> element: `<` escaped as \u003c, so no `</script>` or `<!--` inside a value can
 * end the element (the JSON means the same).
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The canonical link and the Open Graph / Twitter tags of a page, with the attributes the app's
 * useDocumentHead looks for (so it updates these tags rather than adding more). `url` absolute.
 */
export function socialHeadTags(t: {
  url: string;
  title: string;
  description: string;
  type: 'website' | 'article';
  image?: string;
}): string[] {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(t.url)}" />`,
    meta('property', 'og:title', t.title),
    meta('property', 'og:description', t.description),
    meta('property', 'og:url', t.url),
    meta('property', 'og:type', t.type),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:site_name', 'PropAI'),
    ...(t.image ? [meta('property', 'og:image', t.image), meta('name', 'twitter:image', t.image)] : []),
    meta('name', 'twitter:card', t.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', t.title),
    meta('name', 'twitter:description', t.description),
  ];
}

/** What a page tells link previews and crawlers about itself (shareHeadTags). */
export interface ShareHead {
  /** Absolute. */
  url: string;
  title: string;
  description: string;
  /** Absolute; a large-image card when given. */
  image?: string;
  type: 'website' | 'article';
  jsonLd: unknown[];
}

/** socialHeadTags and the page's JSON-LD block, as one piece of the head. */
export function shareHeadTags(h: ShareHead): string {
  return [
    ...socialHeadTags(h),
    `<script type="application/ld+json" data-page-jsonld="">${scriptJson(h.jsonLd)}</script>`,
  ].join('\n');
}

/** The shell's HTML with a page's additions; parts the shell lacks are left as they are. */
export function withPageAdditions(html: string, additions: PageAdditions): string {
  let out = html;
  if (additions.title !== undefined) {
    const title = escapeHtml(additions.title);
    out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  }
  if (additions.description !== undefined) {
    const description = escapeHtml(additions.description);
    out = out.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    );
  }
  if (additions.head) {
    const head = additions.head;
    out = out.replace('</head>', () => `${head}\n</head>`);
  }
  if (additions.main !== undefined) {
    const main = additions.main;
    out = out.replace(/<main class="shell-main"[^>]*>[\s\S]*?<\/main>/, () => main);
  }
  if (additions.answer) {
    const script = `<script type="application/json" id="${EMBEDDED_ANSWER_ID}">${scriptJson(additions.answer)}</script>`;
    out = out.replace('</body>', () => `${script}\n</body>`);
  }
  if (additions.moreAnswers?.length) {
    const script = `<script type="application/json" id="${EMBEDDED_MORE_ID}">${scriptJson(additions.moreAnswers)}</script>`;
    out = out.replace('</body>', () => `${script}\n</body>`);
  }
  return out;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
let shellCache: { path: string; mtimeMs: number; html: string } | null = null;

/**
 * The shell at `shellPath` with a page's additions, as a response: `no-cache`, compressed for the
 * client (brotli at quality 5 or gzip: made per request, so a fast level; the page is ~15 kB).
 */
export async function pageResponse(
  c: Context,
  shellPath: string,
  shellMtimeMs: number,
  additions: PageAdditions,
  encodings: readonly ('br' | 'gzip')[],
): Promise<Response> {
  if (shellCache?.path !== shellPath || shellCache.mtimeMs !== shellMtimeMs) {
    shellCache = { path: shellPath, mtimeMs: shellMtimeMs, html: await readFile(shellPath, 'utf8') };
  }
  const raw = Buffer.from(withPageAdditions(shellCache.html, additions));
  const encoding = encodings[0];
  const body =
    encoding === 'br'
      ? await brotli(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : encoding === 'gzip'
        ? await gz(raw, { level: 6 })
        : raw;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(asBody(body), 200, headers);
}
