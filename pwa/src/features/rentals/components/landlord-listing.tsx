/**
 * One rental on the landlord dashboard: what it is, its views, its callback requests and their
 * state, when it must be confirmed, and the shared one-tap answers (components/lister): "Still
 * available" and "Mark as rented" — queued through the outbox when offline.
 */
import type { LandlordListing } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { AvailabilityActions } from '../../../components/lister/availability-actions';
import { formatIndianNumber, formatTimeAgo } from '../../../lib/format';
import type { AvailabilityWrite } from '../../../lib/lister/availability-writes';
import { confirmationText, statusText } from '../domain/listing-lines';

export function LandlordListingCard({
  listing: l,
  write,
  onSent,
}: {
  listing: LandlordListing;
  write?: AvailabilityWrite;
  onSent: () => void;
}) {
  const status = statusText(l);
  const live = l.status === 'live';
  return (
    <li className="rt-card" data-testid="landlord-listing" data-listing-id={l.id}>
      <div className="rt-card-head">
        {l.cover ? (
          <img className="rt-cover" src={l.cover} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <span className="rt-cover" aria-hidden="true" />
        )}
        <div className="rt-what">
          <Link to={l.url} className="rt-title">
            {l.title}
          </Link>
          <p className="rt-sub">
            {l.rent !== null ? `₹${formatIndianNumber(l.rent)} a month · ` : ''}
            {[l.locality, l.city].filter(Boolean).join(', ')}
            {l.category === 'pg' ? ' · PG' : ''}
          </p>
          {status && <p className="rt-status">{status}</p>}
        </div>
      </div>
      <dl className="rt-stats">
        <div>
          <dt>Views this week</dt>
          <dd>{l.views.week}</dd>
        </div>
        <div>
          <dt>Views in all</dt>
          <dd>{l.views.total}</dd>
        </div>
        <div>
          <dt>Open leads</dt>
          <dd>
            {l.leads.open}
            <span className="rt-of"> of {l.leads.total}</span>
          </dd>
        </div>
      </dl>
      {l.leads.latest.length > 0 && (
        <ul className="rt-leads" aria-label="Latest callback requests">
          {l.leads.latest.map((lead) => (
            <li key={lead.id}>
              <span className="rt-lead-name">{lead.name}</span>{' '}
              <a href={`tel:+91${lead.phone}`}>{lead.phone}</a>
              <span className="rt-muted"> · {formatTimeAgo(lead.createdAt)}</span>
              <span className={lead.handled ? 'rt-tag is-done' : 'rt-tag'}>
                {lead.handled ? 'Handled' : 'Open'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Once closed, the shared control below says "Marked rented" itself. */}
      {!(live && l.confirmation.state === 'closed') && (
        <p className={`rt-confirm is-${l.confirmation.state}`}>{confirmationText(l)}</p>
      )}
      {live && (
        <AvailabilityActions
          listingId={l.id}
          closeAs="rented"
          availability={l.availability}
          freshness={l.freshness}
          write={write}
          onSent={onSent}
        />
      )}
    </li>
  );
}
