import type { NewAccounts } from '@propai/api/wire';
import { useSearchParams } from 'react-router-dom';
import '../../../components/ui/choice-chips.css';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { Pager } from '../../../components/ui/pager';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import '../dashboard/admin-dashboard.css';
import { lazyDateFormat } from '@propai/api/domain/format/lazy-date-format';

/** The periods offered; 7 is the dashboard tile's ("new accounts in the last 7 days"). */
const PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

const when = lazyDateFormat({
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * /admin/new-accounts (admin; guarded in the route table and by the API): the accounts created in
 * a period, newest first — the list behind the dashboard's "new accounts" tile, from the same
 * count (GET /api/admin/dashboard/new-accounts), so the tile's number is this page's total.
 */
export default function NewAccountsPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = PERIODS.some((p) => p.days === asked) ? asked : 7;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const session = useFreshSession();
  const query = useFreshQuery<NewAccounts>(
    session ? '/admin/dashboard/new-accounts' : null,
    { days, page },
    session,
  );
  const go = (next: { days?: number; page?: number }) => {
    const p = new URLSearchParams();
    const d = next.days ?? days;
    if (d !== 7) p.set('days', String(d));
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  const period = PERIODS.find((p) => p.days === days)!;
  return (
    <PageLayout title="New accounts" eyebrow="Admin" lead="Accounts created in a period, newest first.">
      <div className="choice-chips" role="group" aria-label="Created in">
        {PERIODS.map((p) => (
          <button
            key={p.days}
            type="button"
            className={p.days === days ? 'choice-chip is-on' : 'choice-chip'}
            aria-pressed={p.days === days}
            onClick={() => go({ days: p.days })}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-busy={query.status === 'loading'}>
        {query.status === 'loading' && (
          <p className="ad-state" role="status">
            <span className="page-loading-spinner" aria-hidden="true" /> Loading accounts…
          </p>
        )}
        {query.status === 'error' && <ErrorBox message={query.error.message} onRetry={query.retry} />}
        {query.status === 'ready' && (
          <>
            <p className="ad-state" data-testid="new-accounts-count">
              {query.result.data.total.toLocaleString('en-IN')}{' '}
              {query.result.data.total === 1 ? 'account' : 'accounts'} created in the{' '}
              {period.label.toLowerCase()}
            </p>
            {query.result.data.items.length === 0 ? (
              <p className="ad-state">No account was created in this period.</p>
            ) : (
              <ul className="ad-accounts">
                {query.result.data.items.map((u) => (
                  <li key={u.id} className="ad-account" data-testid="new-account">
                    <strong>{u.deleted ? 'Deleted account' : (u.name ?? 'No name given')}</strong>
                    {u.email && <span>{u.email}</span>}
                    <span className="ad-account-meta">
                      {u.role}
                      {u.hasSurvey ? ' · took the survey' : ''} · created{' '}
                      <time dateTime={u.createdAt}>{when().format(new Date(u.createdAt))}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={page}
              shownPage={query.result.data.page}
              pages={query.result.data.pages}
              onPage={(p) => go({ page: p })}
            />
          </>
        )}
      </div>
    </PageLayout>
  );
}
