/**
 * The agent dashboard's listings block: the user's listings counted by where they stand
 * (domain/dashboard-counts.ts, from GET /api/my/listings), and the ways to post another.
 */
import { STALE_AFTER_DAYS } from '@propai/api/domain/listings/freshness';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { useMyListings } from '../api/my-listings-api';
import { LISTING_BUCKETS, listingCounts } from '../domain/dashboard-counts';

/** GET /api/my/listings answers at most this many (MY_LISTINGS_MAX). */
const READ_MAX = 200;

const POST_LINKS = [
  { to: '/sell/post', label: 'Post a listing' },
  { to: '/post-pg', label: 'Post a PG' },
  { to: '/post-commercial', label: 'Post commercial' },
] as const;

export function ListingsSummary() {
  const query = useMyListings();
  return (
    <section className="ad-block" aria-labelledby="ad-listings-title" data-testid="agent-listings">
      <div className="ad-head">
        <h2 id="ad-listings-title">Your listings</h2>
        <Link className="ad-more" to="/my/listings">
          My listings
        </Link>
      </div>
      {query.status === 'loading' && <CardSkeletons count={1} className="card-list" />}
      {query.status === 'error' && <ErrorBox message="Could not load your listings." onRetry={query.retry} />}
      {query.status === 'ready' && (
        <Counts
          items={query.result.data.items}
          fromCache={query.result.fromCache}
          fetchedAt={query.result.fetchedAt}
        />
      )}
      <p className="ad-actions">
        {POST_LINKS.map((l, i) => (
          <Link key={l.to} className={i === 0 ? 'btn btn-sm' : 'btn btn-outline btn-sm'} to={l.to}>
            {l.label}
          </Link>
        ))}
      </p>
    </section>
  );
}

function Counts({
  items,
  fromCache,
  fetchedAt,
}: {
  items: Parameters<typeof listingCounts>[0];
  fromCache: boolean;
  fetchedAt: number;
}) {
  const counts = listingCounts(items);
  return (
    <>
      <OfflineNote fromCache={fromCache} fetchedAt={fetchedAt} />
      {counts.total === 0 ? (
        <p className="ad-muted">You have not posted a listing yet.</p>
      ) : (
        <>
          <dl className="ad-tiles" data-testid="agent-listing-counts">
            {LISTING_BUCKETS.filter((b) => b.key === 'onMarket' || counts[b.key] > 0).map((b) => (
              <div key={b.key} className={b.key === 'toConfirm' ? 'is-due' : undefined}>
                <dt>{b.label}</dt>
                <dd>{counts[b.key]}</dd>
              </div>
            ))}
          </dl>
          <p className="ad-method-line">
            Counted from your {counts.total} {counts.total === 1 ? 'listing' : 'listings'}
            {counts.total >= READ_MAX ? ` (the newest ${READ_MAX})` : ''}. “To confirm”: not confirmed as
            still available for {STALE_AFTER_DAYS.rent} days (rentals) or {STALE_AFTER_DAYS.sale} (sales), so
            out of default search until you confirm it in My listings.
          </p>
        </>
      )}
    </>
  );
}
