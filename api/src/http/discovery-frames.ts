/**
 * The first frame of the discovery pages whose largest paint is their first result's photo (issue
 * 21): /explore (and /explore-projects) and /browse/listings. The server asks its own API for the
 * page's first results — the very request the page makes, built by the same rules
 * (domain/discovery) — and paints the heading block and the first card's photo and name from
 * HTML, so the photo is on screen before any script has run. The app's render then puts the page's
 * own first card (the same photo, already loaded) in its place. When the API has no result, or
 * fails, the page keeps the plain shell: nothing is painted that the page would not show.
 */
import type { Context } from 'hono';
import {
  exploreApiQuery,
  FEATURED_QUERY,
  parseExploreParams,
  showsFeatured,
} from '../domain/discovery/explore-filters';
import { listingCardPhoto, projectCardPhoto } from '../domain/discovery/card-photo';
import { browseApiQuery, parseBrowseParams } from '../domain/discovery/listing-query';
import { BROWSE_LISTINGS_HEAD, EXPLORE_HEAD, type PageHead } from '../domain/pages/page-heads';
import { CARD_SIZES, photoSrcSet, sizedPhoto } from '../domain/uploads/photo-sizes';
import { pageHeadHtml } from './page-head-frame';
import { escapeHtml, type PageShell } from './page-shell';
import { BROWSE_PAGE_PATH, EXPLORE_PAGE_PATH } from '../domain/pages/framed-pages';

/** Asks the app's own API (an in-process request, no network). Null when it does not answer 200. */
export type ApiReader = (url: string, c: Context) => Promise<unknown>;

type Doc = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

const query = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  // As the PWA's lib/api-url.ts: no empty values.
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

function firstCard(head: PageHead, name: string, photo: string): string {
  const srcset = photoSrcSet(photo);
  return pageHeadHtml(
    head,
    `<div class="shell-card"><img class="shell-card-photo" src="${escapeHtml(sizedPhoto(photo, 800))}"` +
      (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${CARD_SIZES}"` : '') +
      ` width="400" height="250" alt="" fetchpriority="high" decoding="async" />` +
      `<p class="shell-card-title">${escapeHtml(name)}</p></div>`,
  );
}

/** The page shell of /explore, /explore-projects and /browse/listings. */
export function discoveryFrames(readApi: ApiReader): PageShell {
  // A frame is an extra: a failed read leaves the plain shell, never a failed page.
  const read = (url: string, c: Context) => readApi(url, c).catch(() => null);
  return async (path, c) => {
    const params = new URL(c.req.url).searchParams;
    if (EXPLORE_PAGE_PATH.test(path)) {
      // As features/discovery/api/use-explore-projects.ts: Featured leads the list when shown.
      const filters = parseExploreParams(params);
      const [featured, page] = await Promise.all([
        showsFeatured(filters) ? read(query('/api/projects', FEATURED_QUERY), c) : null,
        read(query('/api/projects/query', exploreApiQuery(filters, 0)), c),
      ]);
      const first =
        (featured as { items?: Doc[] } | null)?.items?.[0] ??
        (page as { projects?: Doc[] } | null)?.projects?.[0];
      const photo = first ? projectCardPhoto(first) : '';
      return first && photo
        ? { title: `${EXPLORE_HEAD.title} | PropAI`, main: firstCard(EXPLORE_HEAD, str(first.name), photo) }
        : null;
    }
    if (BROWSE_PAGE_PATH.test(path)) {
      const body = (await read(query('/api/listings', browseApiQuery(parseBrowseParams(params))), c)) as {
        items?: Doc[];
      } | null;
      const first = body?.items?.[0];
      const photo = first ? listingCardPhoto(first) : '';
      return first && photo
        ? {
            title: `${BROWSE_LISTINGS_HEAD.title} | PropAI`,
            main: firstCard(BROWSE_LISTINGS_HEAD, str(first.title), photo),
          }
        : null;
    }
    return null;
  };
}
