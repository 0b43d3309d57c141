import { Link } from 'react-router-dom';
import type { AdminDashboard } from '@propai/api/wire';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { ADMIN_TOOLS } from '../dashboard/admin-tools';
import { DashboardTiles } from '../dashboard/dashboard-tiles';
import '../dashboard/admin-dashboard.css';
import { lazyDateFormat } from '@propai/api/domain/format/lazy-date-format';

const time = lazyDateFormat({
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * /admin-dashboard (admin; guarded in the route table and by the API): the work waiting and the
 * site's figures, each counted by the API when asked and linking to the tool that acts on it, and
 * every admin tool.
 */
export default function AdminDashboardPage() {
  const session = useFreshSession();
  const query = useFreshQuery<AdminDashboard>(session ? '/admin/dashboard' : null, undefined, session);
  return (
    <PageLayout
      title="Admin dashboard"
      eyebrow="Admin"
      lead="What is waiting for an admin, and how the site is doing."
    >
      <div aria-live="polite" aria-busy={query.status === 'loading'}>
        {query.status === 'loading' && (
          <p className="ad-state" role="status">
            <span className="page-loading-spinner" aria-hidden="true" /> Loading figures…
          </p>
        )}
        {query.status === 'error' && <ErrorBox message={query.error.message} onRetry={query.retry} />}
        {query.status === 'ready' && (
          <>
            <p className="ad-state">
              {query.result.fromCache ? 'Offline copy: figures' : 'Figures'} as of{' '}
              {time().format(new Date(query.result.data.generatedAt))}.{' '}
              <button type="button" className="btn btn-outline btn-sm" onClick={query.retry}>
                Refresh
              </button>
            </p>
            <DashboardTiles data={query.result.data} />
          </>
        )}
      </div>
      <section className="ad-group" aria-labelledby="ad-tools">
        <h2 id="ad-tools" className="ad-group-title">
          Admin tools
        </h2>
        <ul className="ad-tools">
          {ADMIN_TOOLS.map((tool) => (
            <li key={tool.to}>
              <Link to={tool.to} className="ad-tool">
                <strong>{tool.label}</strong>
                <span>{tool.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageLayout>
  );
}
