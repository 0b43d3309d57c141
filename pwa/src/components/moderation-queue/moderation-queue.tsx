import { useEffect, useMemo, useState } from 'react';
import { ErrorBox } from '../ui/error-box';
import { Pager } from '../ui/pager';
import { BulkBar } from './bulk-bar';
import { QueuePanel } from './queue-panel';
import { QueueRow } from './queue-row';
import type { BulkAction, BulkResult, QueueAdapter, QueuePageData } from './queue-types';
import { messageOf } from './use-decision';
import './moderation-queue.css';

/**
 * The moderation queue shared by /admin/listings and /admin/check-report: one page of items with
 * selection and bulk approve / reject, a side panel for the open item, and the pager. Decided items
 * leave the list at once (the count with them). The page renders it with `key` = its filters, so
 * new filters start afresh at page 1 with nothing selected.
 */
export function ModerationQueue<T extends { id: string }>({
  adapter,
  countLabel,
}: {
  adapter: QueueAdapter<T>;
  /** The count line, e.g. `12 pending`. */
  countLabel: (total: number) => string;
}) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<QueuePageData<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true; // a slower answer for a page left behind is dropped
    setError(null);
    adapter
      .load(page)
      .then((d) => current && setData(d))
      .catch((e: unknown) => current && setError(messageOf(e, adapter.loadError)));
    return () => {
      current = false;
    };
    // `adapter.load` closes over the filters, which are this component's key: only the page changes here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, attempt]);

  const items = useMemo(() => data?.items ?? [], [data]);
  const chosen = items.filter((i) => selected.has(i.id));
  const open = items.find((i) => i.id === openId) ?? null;

  const drop = (ids: string[]) => {
    const gone = new Set(ids);
    setData((d) =>
      d ? { ...d, items: d.items.filter((i) => !gone.has(i.id)), total: d.total - gone.size } : d,
    );
    setSelected((s) => new Set([...s].filter((id) => !gone.has(id))));
    if (openId && gone.has(openId)) setOpenId(null);
  };
  const decided = (id: string, text: string) => {
    setNotice(text);
    setFailures([]);
    drop([id]);
  };
  const bulkDone = (action: BulkAction, results: BulkResult[]) => {
    const ok = results.filter((r) => r.ok).map((r) => r.id);
    const failed = results.filter((r) => !r.ok);
    const noun = ok.length === 1 ? adapter.noun.one : adapter.noun.many;
    setNotice(`${action === 'approve' ? 'Approved' : 'Rejected'} ${ok.length} ${noun}.`);
    const titleOf = (id: string) => {
      const item = items.find((i) => i.id === id);
      return item ? adapter.titleOf(item) : id;
    };
    setFailures(failed.map((f) => `${titleOf(f.id)}: ${f.error ?? 'not changed'}`));
    drop(ok);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOn = items.length > 0 && chosen.length === items.length;

  return (
    <div className={`mq${open ? ' has-open' : ''}`}>
      <div className="mq-list-side">
        {notice && (
          <p className="post-success" role="status">
            {notice}
          </p>
        )}
        {failures.length > 0 && (
          <div className="post-field-error" role="alert">
            <p>Not changed:</p>
            <ul>
              {failures.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        )}
        {error && <ErrorBox message={error} onRetry={() => setAttempt((n) => n + 1)} />}
        {!data && !error && <p className="post-hint">Loading…</p>}
        {data && (
          <div className="mq-list-head">
            <p className="post-hint">{countLabel(data.total)}</p>
            {items.length > 0 && (
              <label className="mq-check mq-check-all">
                <input
                  type="checkbox"
                  checked={allOn}
                  onChange={(e) => setSelected(new Set(e.target.checked ? items.map((i) => i.id) : []))}
                />
                Select all on this page
              </label>
            )}
          </div>
        )}
        {chosen.length > 0 && (
          <BulkBar
            adapter={adapter}
            selected={chosen}
            onClear={() => setSelected(new Set())}
            onDone={bulkDone}
          />
        )}
        {data?.items.length === 0 && <p className="mq-empty">{adapter.emptyText}</p>}
        <ul className="mq-list">
          {items.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              adapter={adapter}
              selected={selected.has(item.id)}
              open={item.id === openId}
              onSelect={(on) => toggle(item.id, on)}
              onOpen={() => setOpenId(item.id === openId ? null : item.id)}
              onDecided={(text) => decided(item.id, text)}
            />
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
      </div>
      {items.length > 0 && (
        <QueuePanel
          item={open}
          adapter={adapter}
          onClose={() => setOpenId(null)}
          onDecided={(text) => open && decided(open.id, text)}
        />
      )}
    </div>
  );
}
