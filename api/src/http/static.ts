/**
 * Serves the built PWA (PWA_DIST) next to the API, from the same process and origin.
 *
 * Guarantees:
 * - Hashed files under /assets/ are cached for a year (`immutable`); every unhashed file
 *   (index.html, sw.js, manifest, registerSW.js, workbox-*.js, icons) is `no-cache`, so a deploy is
 *   picked up on the next visit and the service worker can always update itself.
 * - Brotli/gzip: a precompressed `.br`/`.gz` sibling written by the build is sent when the client
 *   accepts it; otherwise text types are compressed on the fly once and kept in memory (dist files
 *   never change while the process runs, and the key includes the file's mtime anyway).
 * - Client routes (/explore, /projects/abc) get index.html; a missing *file* (/assets/x.js) gets a
 *   404 instead, so a stale page never executes HTML as JavaScript.
 * - Honest statuses: a path outside the app's route table (route-patterns.json in the build), or a
 *   page whose document does not exist (`pageExists`: /projects/{id} of no project), answers 404
 *   with index.html as the body, so a person sees the app's not-found page and a crawler or link
 *   checker sees a missing page. A build without route-patterns.json answers 200 as before.
 * - Paths are decoded and normalised; nothing outside the dist folder is ever read.
 * - Without a build (no index.html) every non-API GET answers 503 with a hint; the API still works.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { asBody } from './bytes';
import { contentTypeFor, isCompressible } from './mime';
import { type PageShell, pageResponse } from './page-shell';
import type { PageExists } from './page-exists';
import { routeTableOf } from './route-patterns';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const MIN_COMPRESS_BYTES = 1024;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
export const NOT_BUILT_MESSAGE = 'The app is not built: run npm run build';

type Encoding = 'br' | 'gzip';
interface FileInfo {
  size: number;
  mtimeMs: number;
}

async function statFile(path: string): Promise<FileInfo | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Encodings the client accepts (q > 0), best first: br, then gzip. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || accepted.has('*'));
}

const plain = (c: Context, status: 404 | 400 | 503, text: string) =>
  c.text(text, status, { 'Cache-Control': 'no-store' });

export interface ServePwaOptions {
  /** The built PWA (PWA_DIST). */
  root: string;
  /** Whether the document a matched route names exists (page-exists.ts); without it, every matched route does. */
  pageExists?: PageExists;
  /** Fill the shell in for their own URLs (http/page-shell.ts: the listing detail page). */
  pages?: readonly PageShell[];
}

/** Creates the middleware; mount with `app.use('*', servePwa({ root: env.PWA_DIST, pageExists }))`. */
export function servePwa(options: ServePwaOptions): MiddlewareHandler {
  const root = resolve(options.root);
  const routeTable = routeTableOf(root);
  const indexPath = resolve(root, 'index.html');
  // The start URL's own shell: index.html with the real home hero painted from HTML (the PWA build
  // writes it; see pwa/vite.config.ts homeShell). Optional: without it `/` gets index.html.
  const homePath = resolve(root, 'home.html');
  const compressed = new Map<string, Buffer>();
  let compressedBytes = 0;

  async function compressOnce(abs: string, file: FileInfo, encoding: Encoding): Promise<Buffer> {
    const key = `${abs}\0${file.mtimeMs}\0${encoding}`;
    const hit = compressed.get(key);
    if (hit) return hit;
    const raw = await readFile(abs);
    const out =
      encoding === 'br'
        ? await brotli(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : await gz(raw, { level: 9 });
    // Dist folders are small; if something odd fills the cache, start over rather than grow.
    if (compressedBytes + out.length > MAX_CACHE_BYTES) {
      compressed.clear();
      compressedBytes = 0;
    }
    compressed.set(key, out);
    compressedBytes += out.length;
    return out;
  }

  async function send(
    c: Context,
    abs: string,
    file: FileInfo,
    cacheControl: string,
    status: 200 | 404 = 200,
  ): Promise<Response> {
    const type = contentTypeFor(abs);
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl };
    let encoding: Encoding | undefined;
    let body: Buffer | undefined;
    let size = file.size;

    if (isCompressible(type)) {
      headers['Vary'] = 'Accept-Encoding';
      const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
      for (const candidate of accepted) {
        const sibling = await statFile(`${abs}${candidate === 'br' ? '.br' : '.gz'}`);
        if (sibling) {
          encoding = candidate;
          size = sibling.size;
          if (c.req.method !== 'HEAD') body = await readFile(`${abs}${candidate === 'br' ? '.br' : '.gz'}`);
          break;
        }
      }
      const onTheFly = accepted[0];
      if (!encoding && onTheFly && file.size >= MIN_COMPRESS_BYTES) {
        encoding = onTheFly;
        body = await compressOnce(abs, file, onTheFly);
        size = body.length;
      }
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['ETag'] =
      `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;

    const ifNoneMatch = c.req.header('If-None-Match');
    if (
      status === 200 &&
      ifNoneMatch &&
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === headers['ETag'])
    ) {
      delete headers['Content-Type'];
      delete headers['Content-Encoding'];
      return c.body(null, 304, headers);
    }
    headers['Content-Length'] = String(size);
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    body ??= await readFile(abs);
    return c.body(asBody(body), status, headers);
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();

    let decoded: string;
    try {
      decoded = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return plain(c, 400, 'Bad request');
    }
    const segments = decoded.split(/[\\/]+/).filter((s) => s !== '');
    // Traversal, NUL tricks and dotfiles (.env, .git) are never part of a build we mean to publish.
    const hidden = segments.some((s) => s.startsWith('.') && s !== '.well-known');
    if (decoded.includes('\0') || hidden) return plain(c, 404, 'Not found');

    const index = await statFile(indexPath);
    if (!index) return plain(c, 503, NOT_BUILT_MESSAGE);

    const abs = resolve(root, ...segments);
    const inside = abs.startsWith(root + sep);
    const file = inside ? await statFile(abs) : null;
    if (file) {
      const immutable = segments[0] === 'assets' && segments.length > 1;
      return send(c, abs, file, immutable ? IMMUTABLE : REVALIDATE);
    }

    // A client route gets the app shell (the home shell for the home page); a missing file stays a 404.
    if (segments.length === 0 || (segments.length === 1 && segments[0] === 'home')) {
      const home = await statFile(homePath);
      if (home) return send(c, homePath, home, REVALIDATE);
    }
    const last = segments.at(-1) ?? '';
    const looksLikeFile = extname(last) !== '';
    const wantsHtml = (c.req.header('Accept') ?? '').includes('text/html');
    if (looksLikeFile && !wantsHtml) return plain(c, 404, 'Not found');
    // A path outside the route table, or a page whose document does not exist, is a real 404.
    if (!(await isPage(segments))) return send(c, indexPath, index, REVALIDATE, 404);
    for (const page of options.pages ?? []) {
      const additions = await page(decoded, c);
      if (additions) {
        const encodings = acceptedEncodings(c.req.header('Accept-Encoding'));
        return pageResponse(c, indexPath, index.mtimeMs, additions, encodings);
      }
    }
    return send(c, indexPath, index, REVALIDATE);
  };

  /** Whether the app has a page at this path: its route table matches it and its document exists. */
  async function isPage(segments: string[]): Promise<boolean> {
    const matcher = await routeTable();
    if (!matcher) return true;
    const match = matcher(`/${segments.join('/')}`);
    if (!match) return false;
    return options.pageExists ? options.pageExists(match) : true;
  }
}
