import { POSTING_CITIES } from '@propai/api/domain/posting/common-rules';
import { ModerationQueue } from '../../../components/moderation-queue/moderation-queue';
import { kindLabel, ListingReview, posterLabel } from '../../../components/moderation-queue/listing-review';
import {
  QueueFilters,
  type QueueFilterDef,
  useQueueParams,
} from '../../../components/moderation-queue/queue-filters';
import type { QueueAdapter } from '../../../components/moderation-queue/queue-types';
import { PageLayout } from '../../../components/ui/page-layout';
import { formatTimeAgo } from '../../../lib/format';
import {
  approveListing,
  dismissReports,
  getListingHistory,
  getModerationQueue,
  type ModerationQueueItem,
  moderateListings,
  type QueueFilters as Filters,
  rejectListing,
} from '../api/moderation-api';
import '../../../components/ui/form.css';

const STATUS_LABELS = {
  pending: 'pending',
  flagged: 'hidden by reports',
  live: 'live',
  rejected: 'rejected',
};

/** The filters, in the URL as GET /api/admin/listings takes them (the dashboard links `?status=`). */
const FILTERS: readonly QueueFilterDef[] = [
  {
    name: 'status',
    label: 'Status',
    kind: 'chips',
    defaultValue: 'pending',
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'flagged', label: 'Hidden by reports' },
      { value: 'live', label: 'Live' },
      { value: 'rejected', label: 'Rejected' },
    ],
  },
  {
    name: 'stale',
    label: 'Unconfirmed past freshness',
    kind: 'toggle',
    options: [{ value: 'true', label: 'Yes' }],
    // The dashboard's "live but unconfirmed" tile: only live listings go stale.
    when: (v) => v.status === 'live',
  },
  {
    name: 'market',
    label: 'On the market',
    kind: 'more',
    options: [
      { value: '', label: 'Either' },
      { value: 'open', label: 'On the market' },
      { value: 'closed', label: 'Sold or rented' },
    ],
    // The dashboard's two "live" tiles: only a live listing is on the market or marked closed. Not
    // beside "Unconfirmed past freshness": a stale listing is one still on the market (the API
    // refuses stale=true with market=closed).
    when: (v) => v.status === 'live' && v.stale !== 'true',
  },
  {
    name: 'reported',
    label: 'Reported by users',
    kind: 'toggle',
    options: [{ value: 'true', label: 'Yes' }],
  },
  {
    name: 'kind',
    label: 'Kind',
    kind: 'more',
    options: [
      { value: '', label: 'All kinds' },
      { value: 'sale', label: 'Sale' },
      { value: 'rent', label: 'Rent' },
      { value: 'pg', label: 'PG / co-living' },
      { value: 'commercial', label: 'Commercial' },
      { value: 'plot', label: 'Plot' },
    ],
  },
  {
    name: 'city',
    label: 'City',
    kind: 'more',
    options: [{ value: '', label: 'All cities' }, ...POSTING_CITIES.map((c) => ({ value: c, label: c }))],
  },
  {
    name: 'posterType',
    label: 'Poster',
    kind: 'more',
    options: [
      { value: '', label: 'Anyone' },
      { value: 'owner', label: 'Owner' },
      { value: 'agent', label: 'Agent' },
      { value: 'builder', label: 'Builder' },
    ],
  },
  {
    name: 'age',
    label: 'Posted',
    kind: 'more',
    options: [
      { value: '', label: 'Any time' },
      { value: '1d', label: 'Last 24 hours' },
      { value: '7d', label: 'Last 7 days' },
      { value: '30d', label: 'Last 30 days' },
      { value: 'older', label: 'Over 30 days ago' },
    ],
  },
  {
    name: 'sort',
    label: 'Order',
    kind: 'more',
    defaultValue: 'newest',
    options: [
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
    ],
  },
];

function listingAdapter(filters: Filters): QueueAdapter<ModerationQueueItem> {
  return {
    noun: { one: 'listing', many: 'listings' },
    load: (page) => getModerationQueue(filters, page),
    titleOf: (item) => item.title,
    photosOf: (item) => item.photos,
    meta: (item) => (
      <>
        <span className="mq-tag">{kindLabel(item.category)}</span>
        <span>{[item.locality, item.city].filter(Boolean).join(', ') || 'N/A'}</span>
        <span>
          by {posterLabel(item.userType)} {item.contactName || item.authorId}
        </span>
        <time dateTime={item.createdAt}>{formatTimeAgo(item.createdAt)}</time>
        {item.reportCount > 0 && (
          <span className="mq-flag">
            {item.reportCount} user {item.reportCount === 1 ? 'report' : 'reports'}
          </span>
        )}
      </>
    ),
    details: (item) => <ListingReview item={item} loadHistory={getListingHistory} />,
    approve: approveListing,
    // A live listing is approved already: only Reject (and Dismiss reports) apply.
    canApprove: (item) => item.status !== 'live',
    extraAction: (item) =>
      item.reportCount > 0
        ? {
            label: 'Dismiss reports',
            run: async () => {
              await dismissReports(item.id);
              return `Dismissed the reports on “${item.title}”.`;
            },
          }
        : null,
    reject: rejectListing,
    bulk: moderateListings,
    approvedText: (item) => `Approved “${item.title}”.`,
    rejectedText: (item) => `Rejected “${item.title}”.`,
    reasonRequired: 'Enter a reason for the rejection.',
    emptyText: 'No listing matches these filters.',
    loadError: 'Could not load the moderation queue.',
    // `my-listing`: the row hook the posting e2e suite has always used.
    rowClassName: 'my-listing',
    rowTestId: 'listing-to-check',
  };
}

/** What narrows the live count's words: stale, or on the market / marked sold or rented. */
function liveDetail(values: Readonly<Record<string, string>>): string {
  if (values.stale) return ', unconfirmed past their freshness period';
  if (values.market === 'open') return ', on the market';
  if (values.market === 'closed') return ', marked sold or rented';
  return '';
}

/**
 * /admin/listings (admin-guarded; the API answers 401/403 too): posted listings by status, newest
 * first, filtered by kind, city, poster, age and user reports (all in the URL, so the dashboard's
 * links and a reload keep them); approve, reject with a reason, or both in bulk.
 */
export default function ModerationPage() {
  const { values, set, key } = useQueueParams(FILTERS);
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Filters;
  const status = (values.status ?? 'pending') as keyof typeof STATUS_LABELS;
  return (
    <PageLayout
      title="Listings to verify"
      eyebrow="Admin"
      lead="Posted listings stay hidden until approved here. Open one for its photos, fields, user reports and history."
    >
      <QueueFilters defs={FILTERS} values={values} onChange={set} />
      <ModerationQueue
        key={key}
        adapter={listingAdapter(filters)}
        countLabel={(total) => `${total} ${STATUS_LABELS[status]}${liveDetail(values)}`}
      />
    </PageLayout>
  );
}
