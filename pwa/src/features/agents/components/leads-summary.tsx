/**
 * The agent dashboard's leads block: callback requests received (GET /api/leads/received), new
 * against handled, how long the oldest new one has waited, and the newest few; the Leads page
 * (/agents/leads) is where they are called and marked.
 */
import type { LeadList } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { formatTimeAgo } from '../../../lib/format';
import { useReceivedLeadList } from '../api/received-leads-api';
import { leadSummary } from '../domain/dashboard-counts';

/** GET /api/leads/received answers the newest 100. */
const READ_MAX = 100;

export function LeadsSummary() {
  const query = useReceivedLeadList();
  return (
    <section className="ad-block" aria-labelledby="ad-leads-title" data-testid="agent-leads">
      <div className="ad-head">
        <h2 id="ad-leads-title">Your leads</h2>
        <Link className="ad-more" to="/agents/leads">
          All leads
        </Link>
      </div>
      {query.status === 'loading' && <CardSkeletons count={1} className="card-list" />}
      {query.status === 'error' && <ErrorBox message="Could not load your leads." onRetry={query.retry} />}
      {query.status === 'ready' && (
        <>
          <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
          <Summary items={query.result.data.items} />
        </>
      )}
    </section>
  );
}

function Summary({ items }: { items: LeadList['items'] }) {
  const s = leadSummary(items);
  if (s.total === 0) {
    return (
      <p className="ad-muted">
        No callback requests yet. When someone asks you to call about a listing or your directory entry, it
        shows up here.
      </p>
    );
  }
  return (
    <>
      <dl className="ad-tiles" data-testid="agent-lead-counts">
        <div className={s.open > 0 ? 'is-due' : undefined}>
          <dt>New</dt>
          <dd>{s.open}</dd>
        </div>
        <div>
          <dt>Handled</dt>
          <dd>{s.handled}</dd>
        </div>
      </dl>
      {s.oldestOpenAt && (
        <p className="ad-wait">The oldest new request was sent {formatTimeAgo(s.oldestOpenAt)}.</p>
      )}
      <ul className="ad-leads" aria-label="Newest callback requests">
        {s.newest.map((l) => (
          <li key={l.id}>
            <span className="ad-lead-name">{l.name}</span>
            <span className="ad-muted"> · {l.targetTitle}</span>
            <span className="ad-lead-meta">
              {formatTimeAgo(l.createdAt)}
              <span className={l.handled ? 'ad-tag is-done' : 'ad-tag'}>{l.handled ? 'Handled' : 'New'}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="ad-method-line">
        From the {s.total} callback {s.total === 1 ? 'request' : 'requests'} you received
        {s.total >= READ_MAX ? ` (the newest ${READ_MAX})` : ''}; “handled” is what you marked on the Leads
        page.
      </p>
    </>
  );
}
