/**
 * The addresses whose HTML the server fills in with a first frame (api/src/http/page-shell.ts and
 * the page shells mounted in app.ts): the home page, the listing, project, report and blog pages,
 * Explore and Browse with their first result, and the pages whose heading block it paints
 * (page-heads.ts). One table for the server's shells and the service worker, which asks the
 * network first for these addresses (a warm visit then paints from HTML) and answers every other
 * client route from its precached shell. Plain data, no imports beyond page-heads.
 */
import { PAGE_HEADS } from './page-heads';

/** The home page: the build's home.html (pwa/vite.config.ts landingPage). */
export const HOME_PAGE_PATH = /^\/$/;
export const LISTING_PAGE_PATH = /^\/(?:listing|user-property)\/([^/]+)\/?$/;
export const PROJECT_PAGE_PATH = /^\/projects\/([^/]{1,200})\/?$/;
export const REPORT_PAGE_PATH = /^\/reports\/([A-Za-z0-9_-]{1,64})\/?$/;
export const BLOG_PAGE_PATH = /^\/blogs\/([^/]+)\/?$/;
export const EXPLORE_PAGE_PATH = /^\/explore(?:-projects)?\/?$/;
export const BROWSE_PAGE_PATH = /^\/browse\/listings\/?$/;

const FRAMED_PAGE_PATHS: readonly RegExp[] = [
  HOME_PAGE_PATH,
  LISTING_PAGE_PATH,
  PROJECT_PAGE_PATH,
  REPORT_PAGE_PATH,
  BLOG_PAGE_PATH,
  EXPLORE_PAGE_PATH,
  BROWSE_PAGE_PATH,
];

/** A page-heads path without its trailing slash (`/reports/` → `/reports`; `/` stays). */
export const withoutTrailingSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/$/, '') : path;

/** Whether the server may answer this path (a URL's pathname) with a first frame. */
export function isFramedPagePath(path: string): boolean {
  return FRAMED_PAGE_PATHS.some((pattern) => pattern.test(path)) || withoutTrailingSlash(path) in PAGE_HEADS;
}
