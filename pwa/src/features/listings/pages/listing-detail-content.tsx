/**
 * The listing detail page's content, with no Ionic in it: the page (listing-detail-page.tsx) wraps
 * it in IonPage/IonContent, and a visit that opens on a listing starts with it in the light frame
 * (app/landing/listing-frame.tsx) before the full app has loaded. ONE page for every kind (sale,
 * rent, PG, commercial, plot) at both routes, read from GET /api/listings/{slugOrId}, which takes
 * a slug or an id; on a cold visit the page's HTML already carries that answer
 * (lib/embedded-answer.ts), so the first render needs no request.
 * Offline: the last copy read through lib/fresh-fetch opens with the 'offline — updated …' note;
 * the photos come from the service worker's image cache.
 */
import { listingJsonLd } from '@propai/api/domain/listings/json-ld';
import { Link } from 'react-router-dom';
import { PhotoGallery } from '../../../components/gallery/photo-gallery';
import { CompareToggle } from '../../../components/ui/compare-toggle';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { SaveButton } from '../../../components/ui/save-button';
import { ShareButton } from '../../../components/ui/share-button';
import { formatArea, formatIndianNumber } from '../../../lib/format';
import { emiToolHref } from '../../../lib/money-tool-links';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { useIsActivePage } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { ListingActions, type SheetRequest } from '../actions/listing-actions';
import { useCountView } from '../api/count-view';
import type { ListingDetailView } from '../api/detail-extras';
import {
  areaSqft,
  freshnessLine,
  kindLabel,
  listedPrice,
  listingEmi,
  metaDescription,
  placeLine,
  pricePerSqft,
  priceText,
} from '../domain/detail-rules';
import {
  Areas,
  CommercialDetails,
  Features,
  KeyFacts,
  ListedBy,
  LocationBlock,
  PgDetails,
  PriceInsightsBlock,
  ProjectLink,
  Section,
} from '../detail/detail-sections';
import '../detail/listing-detail.css';

/** Cover plus up to 5 more (spec §9). */
const MAX_PHOTOS = 6;

function Summary({ listing }: { listing: ListingDetailView }) {
  const area = areaSqft(listing);
  const psf = pricePerSqft(listing);
  const emi = listingEmi(listing);
  return (
    <div className="ld-summary" data-testid="price-summary">
      <p className="ld-price" data-testid="detail-price">
        {priceText(listing)}
      </p>
      <p className="ld-size">
        {[area ? formatArea(area) : null, psf ? `₹${formatIndianNumber(psf)} /sq ft` : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {emi != null && (
        <p className="ld-emi" data-testid="emi">
          EMI estimate <strong>₹{formatIndianNumber(emi)} /month</strong>
          <span className="ld-muted"> at 8.5 % a year over 20 years on the full price</span>
          <Link
            className="ld-emi-link"
            to={emiToolHref(listedPrice(listing) ?? 0)}
            data-testid="emi-tool-link"
          >
            Open the EMI calculator
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * The actions bar: Compare, Share and Save here; Request a callback, Contact, Report this listing
 * and Improve this listing around them (actions/listing-actions.tsx).
 */
function ActionsBar({
  listing,
  onChanged,
  requestSheet,
}: {
  listing: ListingDetailView;
  onChanged: () => void;
  requestSheet?: SheetRequest;
}) {
  return (
    <ListingActions listing={listing} onChanged={onChanged} requestSheet={requestSheet}>
      <CompareToggle kind="listing" id={listing.id} source={listing} variant="button" />
      <SaveButton type="listing" id={listing.id} name={listing.title} variant="button" />
      <ShareButton title={listing.title} url={listing.url} text={priceText(listing)} />
    </ListingActions>
  );
}

function Body({
  listing,
  listingRef,
  onChanged,
  requestSheet,
}: {
  listing: ListingDetailView;
  listingRef: string;
  onChanged: () => void;
  requestSheet?: SheetRequest;
}) {
  const photos = listing.photos.slice(0, MAX_PHOTOS);
  const fresh = listing.freshness;
  return (
    <article className="ld" data-testid="listing-detail">
      <nav className="ld-crumbs" aria-label="Breadcrumb">
        <Link to="/buy">Buy</Link>
        <span aria-hidden="true">›</span>
        {listing.city && (
          <>
            <span>{listing.city}</span>
            <span aria-hidden="true">›</span>
          </>
        )}
        <span aria-current="page">{listing.title}</span>
      </nav>
      <div className="ld-grid">
        <div className="ld-top">
          <PhotoGallery photos={photos} title={listing.title} />
          <header className="ld-head">
            <div className="ld-badges">
              <span className="tag">{kindLabel(listing)}</span>
              {listing.verified && <span className="tag tag-verified">Verified</span>}
              <span className="tag tag-user">User</span>
            </div>
            <h1 className="ld-title">{listing.title}</h1>
            {placeLine(listing) && <p className="ld-address">{placeLine(listing)}</p>}
            {fresh && (
              <p className="ld-fresh" data-testid="freshness">
                {freshnessLine(fresh)}
              </p>
            )}
            {fresh?.stale && (
              <p className="ld-stale" role="note">
                This listing may no longer be available.
              </p>
            )}
          </header>
        </div>
        {/* One element: under the title on a phone, a sticky column beside the page on wide screens. */}
        <aside className="ld-aside" aria-label="Price and actions">
          <Summary listing={listing} />
          <ActionsBar listing={listing} onChanged={onChanged} requestSheet={requestSheet} />
        </aside>
        <div className="ld-rest">
          <KeyFacts listing={listing} />
          <Areas listing={listing} />
          <PgDetails listing={listing} />
          <CommercialDetails listing={listing} />
          <Features listing={listing} />
          <PriceInsightsBlock listingRef={listingRef} />
          <LocationBlock listing={listing} />
          {listing.description && (
            <Section title="Description" id="description">
              <p className="ld-text ld-description">{listing.description}</p>
            </Section>
          )}
          <ListedBy listing={listing} />
          <ProjectLink listing={listing} />
        </div>
      </div>
    </article>
  );
}

function NotFound() {
  return (
    <div className="ld-missing" role="alert">
      <h1 className="page-title">Listing not found.</h1>
      <p className="page-lead">It may have been removed, or the link is wrong.</p>
      <div className="message-actions">
        <Link to="/buy" className="btn">
          Back to Buy
        </Link>
        <Link to="/browse/listings" className="btn btn-outline">
          Browse listings
        </Link>
      </div>
    </div>
  );
}

/**
 * The page's <main>: loading, not found, failed, or the listing. `requestSheet` is the light
 * frame's: there a sheet (callback, contact, report, improve) is opened by the full app it hands
 * over to; the full page leaves it out and opens its sheets itself.
 */
export function ListingDetailMain({
  listingRef: ref,
  requestSheet,
}: {
  listingRef: string | null;
  requestSheet?: SheetRequest;
}) {
  // With the session: the answer's `viewer` (is it mine, may I improve it) is the caller's. The
  // read is keyed by user, so it runs again when the session loads, or on sign-in and sign-out.
  const session = useFreshSession();
  const query = useFreshQuery<ListingDetailView>(
    ref ? `/listings/${encodeURIComponent(ref)}` : null,
    undefined,
    session,
  );
  const active = useIsActivePage();
  const listing = query.status === 'ready' ? query.result.data : null;
  const notFound = query.status === 'error' && query.error.status === 404;
  // Views for the lister's dashboard (/rentals): one per device per day, never the lister's own.
  useCountView(listing && active ? listing.id : null, listing?.viewer.isAuthor ?? false);
  usePageTitle(listing?.title ?? (notFound ? 'Listing not found' : 'Listing'));
  useDocumentHead(
    listing
      ? {
          title: listing.title,
          description: metaDescription(listing),
          canonical: listing.url,
          image: listing.photos[0],
          jsonLd: [listingJsonLd(listing, window.location.origin, listedPrice(listing))],
        }
      : {
          title: 'Listing',
          description: 'A property listing on PropAI.',
          canonical: window.location.pathname,
        },
    active && query.status !== 'loading',
  );
  return (
    <main className="page ld-page">
      {query.status === 'loading' && (
        <div className="page-loading" role="status">
          <span className="page-loading-spinner" aria-hidden="true" />
          Loading…
        </div>
      )}
      {notFound && <NotFound />}
      {query.status === 'error' && !notFound && (
        <ErrorBox message="Could not load this listing." onRetry={query.retry} />
      )}
      {query.status === 'ready' && ref && (
        <>
          <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
          <Body
            listing={query.result.data}
            listingRef={ref}
            onChanged={query.retry}
            requestSheet={requestSheet}
          />
        </>
      )}
    </main>
  );
}
