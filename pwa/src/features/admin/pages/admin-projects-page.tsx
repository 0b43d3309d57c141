/**
 * /admin/projects (admin): every project, last edited first, searchable by name, developer or
 * locality (GET /admin/projects), each opening its Admin Editor; "New project" starts one.
 * The search and page live in the URL, so Back returns to the same page of results.
 */
import type { AdminProjectList } from '@propai/api/wire';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { Pager } from '../../../components/ui/pager';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { listAdminProjects } from '../project-editors/api/editors-api';
import '../project-editors/components/editors.css';

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: AdminProjectList };

export default function AdminProjectsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    listAdminProjects(q, page).then(
      (list) => live && setLoad({ status: 'ready', list }),
      (e: unknown) =>
        live &&
        setLoad({
          status: 'error',
          message: e instanceof ApiError && e.status === 0 ? e.message : 'Could not load the projects.',
        }),
    );
    return () => {
      live = false;
    };
  }, [q, page, attempt]);

  const go = (nextQ: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    go(typed.trim(), 1);
  };

  return (
    <PageLayout
      title="Projects"
      eyebrow="Admin"
      lead="Start a project, or open one to edit its transparency record."
    >
      <form className="ed-toolbar" role="search" onSubmit={search}>
        <label className="visually-hidden" htmlFor="ed-project-q">
          Search projects
        </label>
        <input
          id="ed-project-q"
          className="ed-search"
          type="search"
          placeholder="Name, developer or locality"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn btn-outline">
          Search
        </button>
        <Link to="/admin/projects/new" className="btn">
          New project
        </Link>
      </form>
      {load.status === 'loading' && (
        <p className="ed-loading" role="status">
          <span className="page-loading-spinner" aria-hidden="true" /> Loading projects…
        </p>
      )}
      {load.status === 'error' && (
        <ErrorBox message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {load.status === 'ready' && (
        <>
          <p className="ed-hint" role="status">
            {load.list.total.toLocaleString('en-IN')} project{load.list.total === 1 ? '' : 's'}
            {q ? ` matching “${q}”` : ''}
          </p>
          {load.list.items.length === 0 ? (
            <p className="empty-text">No projects found.</p>
          ) : (
            <ul className="ed-list">
              {load.list.items.map((p) => (
                <li key={p.id} className="ed-row" data-testid="admin-project">
                  <div>
                    <h2>{p.name ?? 'Untitled project'}</h2>
                    <p>
                      {[p.developer, [p.locality, p.city].filter(Boolean).join(', '), p.status]
                        .filter(Boolean)
                        .join(' · ')}
                      {p.updatedAt ? ` · Edited ${formatDay(p.updatedAt)}` : ''}
                    </p>
                  </div>
                  <div className="ed-actions">
                    <Link to={`/projects/${encodeURIComponent(p.id)}/admin`} className="btn btn-sm">
                      Edit
                    </Link>
                    <Link
                      to={`/projects/${encodeURIComponent(p.slug ?? p.id)}`}
                      className="btn btn-sm btn-outline"
                    >
                      View
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager
            className="ed-pager"
            page={page}
            shownPage={load.list.page}
            pages={load.list.pages}
            onPage={(n) => go(q, n)}
          />
        </>
      )}
    </PageLayout>
  );
}
