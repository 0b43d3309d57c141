import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { deleteDraft, listListingDrafts } from '../../../db/drafts-repo';
import { ApiError } from '../../../lib/api-client';
import { useIsActivePage } from '../../../lib/use-page-query';
import { useSessionStore } from '../../../lib/session/session-store';
import { AvailabilityActions } from '../../../components/lister/availability-actions';
import { type AvailabilityWrite, useAvailabilityWrites } from '../../../lib/lister/availability-writes';
import { getMyListings, getReceivedLeads, type MyListing } from '../api/my-listings-api';
import { type ListingRow, mergeListings, statusLabels } from '../domain/listing-status';
import { RetryNotice } from '../components/outbox-status';
import { useExpectedIds } from '../components/use-expected-ids';
import '../../../components/ui/form.css';
import './my-listings.css';

function Row({ row, write, onSent }: { row: ListingRow; write?: AvailabilityWrite; onSent: () => void }) {
  const link = row.slug || row.serverId ? `/listing/${row.slug || row.serverId}` : undefined;
  return (
    <li className="my-listing" data-status={row.status}>
      {row.cover && <img className="my-listing-cover" src={row.cover} alt="" loading="lazy" />}
      <div className="my-listing-main">
        <p className="my-listing-kind">{row.kindLabel}</p>
        <h2>{row.status === 'live' && link ? <Link to={link}>{row.title}</Link> : row.title}</h2>
        <p className={`my-status my-status-${row.status}`}>{statusLabels[row.status]}</p>
        {row.draftId && row.nextAttemptAt !== undefined && (
          <RetryNotice
            retry={{ draftId: row.draftId, reason: row.reason ?? '', nextAttemptAt: row.nextAttemptAt }}
          />
        )}
        {row.reason && row.nextAttemptAt === undefined && (
          <p className="my-listing-reason">
            {row.status === 'rejected' ? `Reason: ${row.reason}` : row.reason}
          </p>
        )}
        {row.status === 'flagged' && (
          <p className="my-listing-reason">
            Buyers reported it, so it is hidden from search while our team reviews the reports.
          </p>
        )}
      </div>
      {row.status === 'live' && row.serverId && (
        <AvailabilityActions
          listingId={row.serverId}
          closeAs={row.closeAs}
          availability={row.availability}
          freshness={row.freshness}
          write={write}
          onSent={onSent}
        />
      )}
      {row.draftId && (row.status === 'draft' || row.status === 'failed') && (
        <div className="my-listing-actions">
          {row.continueTo && (
            <Link className="btn btn-sm" to={row.continueTo}>
              Continue
            </Link>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void deleteDraft(row.draftId!)}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * /my/listings: drafts on this device and listings on the server, each with its status; the way to
 * the Leads list ("Leads (N new)"); and on each live listing its freshness with the one-tap
 * "Still available" / "Mark as sold|rented".
 */
export default function MyListingsPage() {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const active = useIsActivePage();
  const drafts = useLiveQuery(() => listListingDrafts(), []);
  const [server, setServer] = useState<MyListing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [newLeads, setNewLeads] = useState<number | null>(null);
  const writes = useAvailabilityWrites();

  const load = useCallback(() => {
    setError(null);
    getMyListings()
      .then((answer) => setServer(answer.items))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : 'Could not load your listings.'));
    // The count is a nicety: without it (offline) the Leads entry still shows, without a number.
    getReceivedLeads()
      .then((answer) => setNewLeads(answer.items.filter((l) => !l.handled).length))
      .catch(() => setNewLeads(null));
  }, []);

  useEffect(() => {
    if (signedIn && active) load();
  }, [signedIn, active, load]);

  // A draft sent in the meantime (by the outbox) shows up on the server: refresh once it is submitted.
  const submittedCount = drafts?.filter((d) => d.status === 'submitted').length ?? 0;
  useEffect(() => {
    if (signedIn && submittedCount > 0) load();
  }, [signedIn, submittedCount, load]);

  // While a listing's answer is on its way the server may list it already: one row, the server's.
  const expectedIds = useExpectedIds(drafts, userId);
  const rows = mergeListings(drafts ?? [], server, expectedIds);
  return (
    <PageLayout
      title="My listings"
      eyebrow="Your account"
      lead="Drafts on this device and the listings you posted."
    >
      <div className="my-listings-links">
        <Link to="/sell/post">Post a home or plot</Link>
        <Link to="/post-pg">Post a PG</Link>
        <Link to="/post-commercial">Post commercial</Link>
      </div>
      {signedIn && (
        <Link className="my-leads-entry" to="/my-listings/leads" data-testid="leads-entry">
          <span className="my-leads-title">Leads{newLeads != null ? ` (${newLeads} new)` : ''}</span>
          <span className="my-leads-sub">Buyers who asked you to call back</span>
          <span className="my-leads-go" aria-hidden="true">
            ›
          </span>
        </Link>
      )}
      {!signedIn && (
        <p className="post-note">
          <Link to="/login?next=%2Fmy%2Flistings">Sign in</Link> to see the listings you posted.
        </p>
      )}
      {error && <ErrorBox message={error} onRetry={load} />}
      {drafts && rows.length === 0 && <p className="post-hint">No listings or drafts yet.</p>}
      <ul className="my-listings">
        {rows.map((row) => (
          <Row
            key={row.key}
            row={row}
            write={row.serverId ? writes?.get(row.serverId) : undefined}
            onSent={load}
          />
        ))}
      </ul>
    </PageLayout>
  );
}
