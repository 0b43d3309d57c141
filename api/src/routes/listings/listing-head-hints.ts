/**
 * The listing page's shell (/listing/{slug or id}, /user-property/{id}) preloads the cover photo
 * at the phone sizes the gallery asks for (pwa/src/components/gallery/photo-gallery.tsx: 480w and
 * 800w at 100vw below 1024 px), so it downloads beside the app's scripts instead of after them
 * and the listing JSON: the cover is the page's largest paint. Live listings only (anyone else
 * gets the plain shell); the url is a stored file's (24 hex), so it is safe in HTML as it is.
 */
import { FILE_URL_RE } from '../../domain/uploads/file-url';
import type { HeadHints } from '../../http/static';
import type { Store } from '../../store/types';
import { findVisibleListing } from '../_shared/listing-detail';

const REF = /^[A-Za-z0-9-]{1,200}$/;

export function listingHeadHints(store: Store): HeadHints {
  const listings = store.collection('listings');
  return async (segments) => {
    const [route, ref] = segments;
    if (segments.length !== 2 || (route !== 'listing' && route !== 'user-property') || !ref) return null;
    if (!REF.test(ref)) return null;
    const doc =
      (await findVisibleListing(listings, { slug: ref }, undefined)) ??
      (await findVisibleListing(listings, { _id: ref }, undefined));
    const cover: unknown = Array.isArray(doc?.photos) ? (doc.photos as unknown[])[0] : undefined;
    if (typeof cover !== 'string' || !FILE_URL_RE.test(cover)) return null;
    return (
      `<link rel="preload" as="image" href="${cover}?w=800" imagesrcset="${cover}?w=480 480w, ${cover}?w=800 800w" ` +
      `imagesizes="100vw" media="(max-width: 1023px)" fetchpriority="high">`
    );
  };
}
