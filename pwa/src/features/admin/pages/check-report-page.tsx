import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { Pager } from '../../../components/ui/pager';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { ApiError } from '../../../lib/api-client';
import { formatTimeAgo } from '../../../lib/format';
import {
  approveReport,
  getReportQueue,
  type PendingReport,
  type PendingReportPage,
  rejectReport,
} from '../api/report-moderation-api';
import '../../../components/ui/form.css';
import './check-report.css';

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

/** One pending report: everything it says and shows, Approve, or Reject with a reason (required). */
function ReportToCheck({
  item,
  onDone,
}: {
  item: PendingReport;
  onDone: (id: string, text: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onDone(item.id, done);
    } catch (e) {
      setError(messageOf(e, 'Could not save the decision. Try again.'));
      setBusy(false);
    }
  };
  const reject = () => {
    if (!reason.trim()) return setError('Enter a reason for the rejection.');
    void act(() => rejectReport(item.id, reason.trim()), `Rejected “${item.title}”.`);
  };
  return (
    <li className="check-report" data-testid="report-to-check">
      <p className="check-report-meta">
        <span className="check-report-category">{item.category ?? 'No category'}</span>
        {item.projectId ? (
          <Link to={`/projects/${encodeURIComponent(item.projectId)}`}>{item.projectName ?? 'Project'}</Link>
        ) : (
          <span>{item.projectName ?? 'Unknown project'}</span>
        )}
        {item.developerName && <span>by {item.developerName}</span>}
        {item.location && <span>{item.location}</span>}
        {item.createdAt && <time dateTime={item.createdAt}>{formatTimeAgo(item.createdAt)}</time>}
      </p>
      <h2>{item.title}</h2>
      <p className="check-report-text">{item.description}</p>
      {item.photos.length > 0 ? (
        <ScrollRegion className="check-report-photos" label={`Evidence photos of ${item.title}`}>
          {item.photos.map((url, i) => (
            <img key={url} src={url} alt={`${item.title}, evidence photo ${i + 1}`} loading="lazy" />
          ))}
        </ScrollRegion>
      ) : (
        <p className="post-hint">No photos.</p>
      )}
      {error && (
        <p className="post-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="check-report-actions">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() =>
            void act(() => approveReport(item.id), `Approved “${item.title}”: it is public now.`)
          }
        >
          Approve
        </button>
        <div className="post-field">
          <label htmlFor={`reason-${item.id}`}>Reason for rejection</label>
          <textarea
            id={`reason-${item.id}`}
            rows={2}
            value={reason}
            maxLength={500}
            placeholder="The author sees this reason"
            onChange={(e) => setReason(e.target.value)}
            disabled={busy}
          />
        </div>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={reject}>
          Reject
        </button>
      </div>
    </li>
  );
}

/**
 * /admin/check-report (admin-guarded; the API answers 401/403 too): submitted community reports
 * waiting for review, newest first, 20 a page; approve (public, counted in the project's score, the
 * author notified) or reject with a reason the author sees.
 */
export default function CheckReportPage() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PendingReportPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    getReportQueue(page)
      .then(setData)
      .catch((e: unknown) => setError(messageOf(e, 'Could not load the reports to check.')));
  }, [page]);
  useEffect(load, [load]);

  const onDone = (id: string, text: string) => {
    setNotice(text);
    setData((d) => (d ? { ...d, items: d.items.filter((i) => i.id !== id), total: d.total - 1 } : d));
  };

  return (
    <PageLayout
      title="Check reports"
      eyebrow="Admin"
      lead="Community reports stay hidden until approved here. Newest first."
    >
      {notice && (
        <p className="post-success" role="status">
          {notice}
        </p>
      )}
      {error && <ErrorBox message={error} onRetry={load} />}
      {!data && !error && <p className="post-hint">Loading reports…</p>}
      {data && <p className="post-hint">{data.total} waiting for review</p>}
      {data?.items.length === 0 && <p className="post-hint">No reports waiting for review.</p>}
      <ul className="check-reports">
        {data?.items.map((item) => (
          <ReportToCheck key={item.id} item={item} onDone={onDone} />
        ))}
      </ul>
      {data && (
        <Pager
          className="post-step-nav"
          page={page}
          shownPage={data.page}
          pages={data.pages}
          onPage={setPage}
        />
      )}
    </PageLayout>
  );
}
