/**
 * /rentals (Manage Rentals) and /rentals/landlord (the Rent menu's "For landlords"): the spec's
 * Beta Stage overlay (part 1 §2.1) over a landlord dashboard of the signed-in user's rent and PG
 * listings (GET /api/rentals/landlord): views, callback requests and their state, confirmations
 * due, and one-tap "still available" / "rented out". How the two share a phone screen:
 * domain/beta-notice.ts. Signed out: the overlay with Sign in. Below the stage, for everyone, the
 * way to the tenant view (/rentals/tenant).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { useAvailabilityWrites } from '../../../lib/lister/availability-writes';
import { useSessionStore } from '../../../lib/session/session-store';
import { useSignInModal } from '../../../lib/session/use-sign-in-modal';
import { useLandlordDashboard } from '../api/landlord-api';
import { BetaCard, BetaOverlay } from '../components/beta-notice';
import { LandlordListingCard } from '../components/landlord-listing';
import { betaSeen, rememberBetaSeen } from '../domain/beta-notice';
import '../rentals.css';

function Dashboard() {
  const query = useLandlordDashboard();
  const writes = useAvailabilityWrites();
  if (query.status === 'loading') return <CardSkeletons count={2} className="card-list" />;
  if (query.status === 'error') return <ErrorBox message={query.error.message} onRetry={query.retry} />;
  const { items, totals, method } = query.result.data;
  return (
    <>
      <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
      <dl className="rt-totals" data-testid="landlord-totals">
        <div>
          <dt>On the market</dt>
          <dd>{totals.onMarket}</dd>
        </div>
        <div>
          <dt>Views this week</dt>
          <dd>{totals.viewsWeek}</dd>
        </div>
        <div>
          <dt>Open leads</dt>
          <dd>{totals.openLeads}</dd>
        </div>
        <div className={totals.confirmationsDue > 0 ? 'is-due' : undefined}>
          <dt>To confirm</dt>
          <dd>{totals.confirmationsDue}</dd>
        </div>
      </dl>
      {items.length === 0 ? (
        <div className="post-section rt-empty">
          <p>You have no rent or PG listings yet.</p>
          <p className="rt-links">
            <Link className="btn btn-sm" to="/sell/post">
              Post a home for rent
            </Link>
            <Link className="btn btn-outline btn-sm" to="/post-pg">
              Post a PG
            </Link>
          </p>
        </div>
      ) : (
        <ul className="rt-list">
          {items.map((l) => (
            <LandlordListingCard key={l.id} listing={l} write={writes?.get(l.id)} onSent={query.retry} />
          ))}
        </ul>
      )}
      <p className="rt-more">
        <Link to="/my-listings/leads">All your leads</Link> · <Link to="/my/listings">All your listings</Link>
      </p>
      <details className="rt-method">
        <summary>How these are counted</summary>
        <ul>
          <li>{method.views}</li>
          <li>{method.leads}</li>
          <li>{method.confirmations}</li>
        </ul>
      </details>
    </>
  );
}

/** Signed out, behind the overlay: what the dashboard counts, with no figures (there are none to show). */
function Preview() {
  return (
    <dl className="rt-totals rt-preview">
      {['On the market', 'Views this week', 'Open leads', 'To confirm'].map((label) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>—</dd>
        </div>
      ))}
    </dl>
  );
}

export default function RentalsPage() {
  const status = useSessionStore((s) => s.status);
  const signedIn = useSessionStore((s) => s.status === 'signed-in' && Boolean(s.user));
  const signIn = useSignInModal();
  const [seen, setSeen] = useState(betaSeen);
  const overlay = !signedIn || !seen;

  return (
    <PageLayout
      title="Manage Rentals"
      eyebrow="Rentals · For landlords"
      lead="Your rent and PG listings: who looked, who asked for a call, what to confirm."
      className="rentals-page"
    >
      <div className="rt-stage">
        {overlay && (
          <BetaOverlay>
            {signedIn ? (
              <button
                type="button"
                className="btn"
                onClick={() => {
                  rememberBetaSeen();
                  setSeen(true);
                }}
              >
                Continue to your dashboard
              </button>
            ) : (
              <button type="button" className="btn" onClick={signIn} disabled={status === 'loading'}>
                Sign in to see your rentals
              </button>
            )}
          </BetaOverlay>
        )}
        <div className="rt-behind" inert={overlay} aria-hidden={overlay || undefined}>
          {signedIn ? (
            <>
              {!overlay && <BetaCard />}
              <Dashboard />
            </>
          ) : (
            <Preview />
          )}
        </div>
      </div>
      <p className="rt-other-side">
        Looking for a home to rent? <Link to="/rentals/tenant">Go to the tenant view</Link>
      </p>
    </PageLayout>
  );
}
