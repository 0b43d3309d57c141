/**
 * A listing as the moderator reviews it in the queue's side panel: every field, the poster, the
 * open user reports (#11) with their reasons and notes, and the listing's decision history.
 */
import { FLAG_REASON_LABELS } from '@propai/api/domain/listing-flags/flag-reasons';
import type { ModerationHistory, ModerationQueueItem } from '@propai/api/wire';
import { useEffect, useState } from 'react';
import { formatDay, formatPrice, formatTimeAgo } from '../../lib/format';
import { FactList } from './fact-list';
import { messageOf } from './use-decision';

const POSTER_LABELS: Record<string, string> = { owner: 'Owner', agent: 'Agent', builder: 'Builder' };
export const posterLabel = (type: string | undefined) => (type ? (POSTER_LABELS[type] ?? type) : 'Owner');
const KIND_LABELS: Record<string, string> = {
  sale: 'Sale',
  rent: 'Rent',
  pg: 'PG / co-living',
  commercial: 'Commercial',
  plot: 'Plot',
};
/** The listing's kind in the posting form's words ('pg' → 'PG / co-living'). */
export const kindLabel = (category: string) => KIND_LABELS[category] ?? category;

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  verified: 'Verified',
  rejectionReason: 'Reason',
  flaggedAt: 'Hidden by reports since',
};

function priceText(item: ModerationQueueItem): string {
  if (item.pricePerMonth) return `${formatPrice(item.pricePerMonth)} / month`;
  return item.price ? formatPrice(item.price) : 'Not given';
}

function Facts({ item }: { item: ModerationQueueItem }) {
  const rows: [string, string | undefined][] = [
    ['Status', item.status],
    [
      'Kind',
      [kindLabel(item.category), item.listingType, item.propertyType, item.commercialSubType]
        .filter(Boolean)
        .join(' · '),
    ],
    ['Price', priceText(item)],
    ['Place', [item.locality, item.city].filter(Boolean).join(', ')],
    ['Posted', `${formatTimeAgo(item.createdAt)} (${formatDay(item.createdAt)})`],
    ['Poster', `${posterLabel(item.userType)}: ${item.contactName || 'no name'}`],
    ['Company', item.companyName],
    ['RERA id', item.reraId],
    ['Phone', item.contactPhone],
    ['Email', item.contactEmail],
    ['Floor plans', item.floorPlans.length ? String(item.floorPlans.length) : undefined],
    ['Rejected because', item.rejectionReason],
  ];
  return <FactList facts={rows} />;
}

function UserReports({ item }: { item: ModerationQueueItem }) {
  const flags = item.flags;
  if (!flags) return <p className="post-hint">No open user reports.</p>;
  return (
    <>
      <p>
        {flags.open} open {flags.open === 1 ? 'report' : 'reports'}
        {flags.hidden ? ': hidden from visitors until you decide.' : '.'}
      </p>
      <ul className="mq-reasons">
        {flags.reasons.map((r) => (
          <li key={r.reason}>
            {FLAG_REASON_LABELS[r.reason]} × {r.count}
          </li>
        ))}
      </ul>
      {flags.notes.length > 0 && (
        <ul className="mq-notes">
          {flags.notes.map((n) => (
            <li key={`${n.at}-${n.note}`}>
              <q>{n.note}</q> ({FLAG_REASON_LABELS[n.reason]}, {formatTimeAgo(n.at)})
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const shown = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  return typeof v === 'string' ? v : JSON.stringify(v);
};

function History({ id, load }: { id: string; load: (id: string) => Promise<ModerationHistory> }) {
  const [items, setItems] = useState<ModerationHistory['items'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    load(id)
      .then((h) => current && setItems(h.items))
      .catch((e: unknown) => current && setError(messageOf(e, 'Could not load the history.')));
    return () => {
      current = false;
    };
  }, [id, load]);
  if (error) return <p className="post-field-error">{error}</p>;
  if (!items) return <p className="post-hint">Loading the history…</p>;
  if (items.length === 0) return <p className="post-hint">No decisions yet.</p>;
  return (
    <ol className="mq-history">
      {items.map((h) => (
        <li key={h.id}>
          <p>
            <time dateTime={h.at}>{formatDay(h.at)}</time> · {h.by}
          </p>
          <ul>
            {h.fields
              .filter((f) => f.path !== 'verified')
              .map((f) => (
                <li key={f.path}>
                  {FIELD_LABELS[f.path] ?? f.path}: {shown(f.before)} → {shown(f.after)}
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function ListingReview({
  item,
  loadHistory,
}: {
  item: ModerationQueueItem;
  loadHistory: (id: string) => Promise<ModerationHistory>;
}) {
  return (
    <div className="mq-review">
      <Facts item={item} />
      {item.description && <p className="mq-description">{item.description}</p>}
      <section aria-label="User reports">
        <h3>User reports</h3>
        <UserReports item={item} />
      </section>
      <section aria-label="Decision history">
        <h3>Decision history</h3>
        <History id={item.id} load={loadHistory} />
      </section>
    </div>
  );
}
