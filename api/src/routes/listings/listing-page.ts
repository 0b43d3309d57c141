/**
 * The listing detail page's HTML (/listing/{slugOrId} and /user-property/{id}), made per request
 * for a LIVE listing: what a link preview or a crawler reads (title, description, canonical, Open
 * Graph / Twitter tags, JSON-LD), a first frame the phone paints before any script (the cover photo
 * at the gallery's screen sizes, the title and the price), and GET /api/listings/{ref}'s anonymous
 * answer, embedded so the app renders the page from it without fetching it again.
 *
 * Why: the cover photo is the page's largest paint; painted from the HTML it no longer waits for
 * the app's scripts and the listing JSON (README, bench:web). A pending, rejected, hidden or unknown
 * listing gets the plain shell: its author sees it through the API with their session, anyone else
 * the app's 'Listing not found.'.
 */
import { formatPrice } from '../../domain/format/display';
import { listingJsonLd } from '../../domain/listings/json-ld';
import { photoSrcSet, sizedPhoto } from '../../domain/uploads/photo-sizes';
import type { AppDeps } from '../../http/deps';
import { type PageShell, escapeHtml, shareHeadTags } from '../../http/page-shell';
import { publicUrlOf } from '../../auth/mobile-consent-page';
import {
  type ListingDetail,
  findVisibleListing,
  listingProject,
  listingViewer,
  publicListing,
} from '../_shared/listing-detail';
import { LISTING_PAGE_PATH } from '../../domain/pages/framed-pages';

/** The detail route's own limit on a slug or id (listings.routes.ts). */
const MAX_REF = 200;

const isMonthly = (l: ListingDetail) =>
  l.category === 'rent' || l.category === 'pg' || l.listingType?.toLowerCase() === 'rent';

/** The page's price line, as the app's detail page writes it (pwa …/domain/detail-rules.ts). */
export function listingPriceText(l: ListingDetail): string {
  const value = isMonthly(l) ? (l.pricePerMonth ?? l.price) : (l.price ?? l.pricePerMonth);
  return value != null && value > 0
    ? formatPrice(value) + (isMonthly(l) ? ' /month' : '')
    : 'Price on request';
}

function placeLine(l: ListingDetail): string {
  return [l.locality, l.city].filter(Boolean).join(', ');
}

function description(l: ListingDetail): string {
  const parts = [listingPriceText(l), placeLine(l)].filter(Boolean).join(' · ');
  const text = l.description ? `${parts}. ${l.description}` : parts;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

function headTags(l: ListingDetail, origin: string): string {
  const price = isMonthly(l) ? (l.pricePerMonth ?? l.price) : (l.price ?? l.pricePerMonth);
  return shareHeadTags({
    url: new URL(l.url, origin).toString(),
    title: l.title,
    description: description(l),
    image: l.photos?.[0] ? new URL(l.photos[0], origin).toString() : undefined,
    type: 'website',
    jsonLd: [listingJsonLd(l, origin, price)],
  });
}

/**
 * The first frame, inside the shell's <main>: the cover in a 3:2 box at the gallery's sizes (the
 * same srcset, so the browser reuses the download when the gallery renders), title and price.
 */
function firstFrame(l: ListingDetail): string {
  const cover = l.photos?.[0];
  const srcset = cover ? photoSrcSet(cover) : undefined;
  const img = cover
    ? `<div class="shell-cover-box"><img class="shell-cover" src="${escapeHtml(sizedPhoto(cover, 800))}"` +
      (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="100vw"` : '') +
      ` width="1200" height="800" alt="${escapeHtml(l.title)}" fetchpriority="high" decoding="async" /></div>`
    : '';
  return (
    `<main class="shell-main shell-listing" data-shell-listing="">${img}` +
    `<h1 class="shell-listing-title">${escapeHtml(l.title)}</h1>` +
    `<p class="shell-listing-price">${escapeHtml(listingPriceText(l))}</p></main>`
  );
}

/** The page shell of a listing's detail page (mount through servePwa's `pages`). */
export function listingPage(deps: AppDeps): PageShell {
  const listings = deps.store.collection('listings');
  const origin = publicUrlOf(deps.env);
  return async (path) => {
    const ref = LISTING_PAGE_PATH.exec(path)?.[1];
    if (!ref || ref.length > MAX_REF) return null;
    // Anonymous, as the API answers anyone: only a live listing is visible.
    const doc =
      (await findVisibleListing(listings, { slug: ref }, undefined)) ??
      (await findVisibleListing(listings, { _id: ref }, undefined));
    if (!doc || doc.status !== 'live') return null;
    const listing = publicListing(doc, listingViewer(doc, undefined), await listingProject(deps.store, doc));
    return {
      title: `${listing.title} | PropAI`,
      description: description(listing),
      head: headTags(listing, origin),
      main: firstFrame(listing),
      // The address the app reads (`/listings/${encodeURIComponent(ref)}` under /api).
      answer: { url: `/api/listings/${encodeURIComponent(ref)}`, fetchedAt: Date.now(), data: listing },
    };
  };
}
