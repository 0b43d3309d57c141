import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Pager } from '../../../components/ui/pager';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import {
  approveListing,
  getModerationQueue,
  type ModerationItem,
  type ModerationPage,
  QUEUE_STATUSES,
  type QueueStatus,
  queueStatusOf,
  rejectListing,
} from '../api/moderation-api';
import '../../../components/ui/form.css';
import './my-listings.css';

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

function QueueItem({ item, onDone }: { item: ModerationItem; onDone: (id: string, text: string) => void }) {
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
  const price = item.price ?? item.pricePerMonth;
  return (
    <li className="my-listing">
      <div className="my-listing-main">
        <p className="my-listing-kind">
          {item.category} · {[item.locality, item.city].filter(Boolean).join(', ') || 'N/A'} · by{' '}
          {item.contactName || item.authorId}
        </p>
        <h2>{item.title}</h2>
        <p className="my-listing-reason">
          {price ? `${formatPrice(price)}${item.pricePerMonth ? ' / month' : ''}` : 'Price N/A'}
        </p>
        {item.photos.length > 0 && (
          <ScrollRegion className="moderation-photos" label={`Photos of ${item.title}`}>
            {item.photos.map((url, i) => (
              <img key={url} src={url} alt={`${item.title}, photo ${i + 1}`} loading="lazy" />
            ))}
          </ScrollRegion>
        )}
        {error && (
          <p className="post-field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="moderation-reject">
        <button
          type="button"
          className="btn btn-sm"
          disabled={busy}
          onClick={() => void act(() => approveListing(item.id), `Approved “${item.title}”.`)}
        >
          Approve
        </button>
        <input
          aria-label={`Reason for rejecting ${item.title}`}
          placeholder="Reason for rejection"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={busy}
        />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={busy}
          onClick={() => void act(() => rejectListing(item.id, reason.trim()), `Rejected “${item.title}”.`)}
        >
          Reject
        </button>
      </div>
    </li>
  );
}

const EMPTY: Record<QueueStatus, string> = {
  pending: 'Nothing waiting for verification.',
  flagged: 'No listing is hidden by user reports.',
  live: 'No live listings.',
  rejected: 'No rejected listings.',
};

/**
 * /admin/listings (admin-guarded): listings by status (`?status=`, pending by default; the admin
 * dashboard links each of its figures here), approved or rejected with a reason.
 */
export default function ModerationPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const status = queueStatusOf(search);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ModerationPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    getModerationQueue(status, page)
      .then(setData)
      .catch((e: unknown) => setError(messageOf(e, 'Could not load the moderation queue.')));
  }, [status, page]);
  const chooseStatus = (next: string | string[]) => {
    if (typeof next !== 'string' || next === status) return;
    setData(null);
    setNotice(null);
    setPage(1);
    navigate({ search: next === 'pending' ? '' : `?status=${next}` }, { replace: true });
  };
  useEffect(load, [load]);

  const onDone = (id: string, text: string) => {
    setNotice(text);
    setData((d) => (d ? { ...d, items: d.items.filter((i) => i.id !== id), total: d.total - 1 } : d));
  };

  return (
    <PageLayout
      title="Listings to verify"
      eyebrow="Admin"
      lead="Posted listings stay hidden until approved here."
    >
      {notice && (
        <p className="post-success" role="status">
          {notice}
        </p>
      )}
      {error && <ErrorBox message={error} onRetry={load} />}
      <ChoiceChips
        label="Status"
        options={QUEUE_STATUSES}
        multiple={false}
        value={status}
        onChange={chooseStatus}
      />
      {data && (
        <p className="post-hint">
          {data.total} {QUEUE_STATUSES.find((s) => s.value === status)?.label.toLowerCase()}
        </p>
      )}
      {data?.items.length === 0 && <p className="post-hint">{EMPTY[status]}</p>}
      <ul className="my-listings">
        {data?.items.map((item) => (
          <QueueItem key={item.id} item={item} onDone={onDone} />
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
