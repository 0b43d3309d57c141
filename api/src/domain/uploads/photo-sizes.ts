/**
 * The screen sizes a stored photo comes in: GET /api/files/{id}?w=480 or ?w=800 (WebP, made by the
 * server; the original when it is no wider). One copy for the server that makes them
 * (services/uploads/photo-sizes.ts), the listing page's HTML that names them (routes/listings/
 * listing-page.ts) and the PWA's gallery (pwa/src/lib/photo-sizes.ts), so the srcset painted from
 * the HTML and the one React renders ask for the same files. Only urls of stored files have sizes;
 * any other url (a placeholder, an external image) is used as it is.
 */
import { FILE_URL_RE } from './file-url';

export const PHOTO_WIDTHS = [480, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export const hasSizes = (url: string) => FILE_URL_RE.test(url);

/** The url of one screen size, or the url itself for a photo without sizes. */
export function sizedPhoto(url: string, width: PhotoWidth): string {
  return hasSizes(url) ? `${url}?w=${width}` : url;
}

/**
 * A `srcset` of the screen sizes (480w, 800w), or undefined for a photo without them. The original
 * (~1200 px) is left out on purpose: a phone picks from these; wide screens get the original
 * through a <picture> source (the PWA's photo-gallery.tsx) where it matters.
 */
export function photoSrcSet(url: string): string | undefined {
  return hasSizes(url) ? PHOTO_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ') : undefined;
}

/** A project page's cover: the page's column (980 px at most), the screen's width on a phone. */
export const PROJECT_COVER_SIZES = '(min-width: 1000px) 980px, 100vw';

/**
 * A result card's photo (the PWA's components/ui/card-photo.tsx): the screen's width on a phone (one
 * column), half of it from 600 px and a third from 1100 px (cards.css).
 */
export const CARD_SIZES = '(min-width: 1100px) 33vw, (min-width: 600px) 50vw, 100vw';
