/**
 * Which light frame (no Ionic) a visit that opens at `pathname` starts in:
 * - 'home': `/`, the manifest's start_url and the page a phone opens most (landing-shell.tsx);
 * - 'listing': a listing's detail page, the page links from outside open most (listing-frame.tsx);
 * - 'page': one of the discovery and reading pages of light-pages.ts (page-frame.tsx);
 * - null: anywhere else, the full app at once.
 * Kept in a file of its own with light-pages.ts, importing no other module: boot.ts reads it
 * before anything else is loaded.
 */
import { lightPageFor } from './light-pages';

export type LightFrame = 'home' | 'listing' | 'page';

const LISTING_PAGE = /^\/(?:listing|user-property)\/[^/]+\/?$/;

export function lightFrameFor(pathname: string): LightFrame | null {
  if (pathname === '/') return 'home';
  if (LISTING_PAGE.test(pathname)) return 'listing';
  if (lightPageFor(pathname)) return 'page';
  return null;
}
