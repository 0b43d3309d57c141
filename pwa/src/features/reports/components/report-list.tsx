import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { LoadMoreSentinel } from '../../../components/ui/load-more-sentinel';
import { OfflineNote } from '../../../components/ui/offline-note';
import type { useReportPages } from '../api/use-report-pages';
import { ReportCard } from './report-card';

interface ReportListProps {
  pages: ReturnType<typeof useReportPages>;
  /** What the list holds, for the error text: 'Could not load {what}.' */
  what: string;
  emptyText: string;
}

/**
 * A list of report cards with its states: skeletons, 'Could not load …' with Retry (never sample
 * reports), the empty text, the offline note, and the next 20 when the user nears the end.
 */
export function ReportList({ pages, what, emptyText }: ReportListProps) {
  const { first, items, total, hasMore, loadMore, loadingMore, moreError } = pages;
  if (first.status === 'loading') return <CardSkeletons count={3} />;
  if (first.status === 'error') return <ErrorBox message={`Could not load ${what}.`} onRetry={first.retry} />;
  return (
    <>
      <OfflineNote fromCache={first.result.fromCache} fetchedAt={first.result.fetchedAt} />
      {items.length === 0 ? (
        <p className="empty-text">{emptyText}</p>
      ) : (
        <>
          <p className="report-count" data-testid="report-count">
            {total === 1 ? '1 report' : `${total} reports`}
          </p>
          <div className="report-list">
            {items.map((r) => (
              <ReportCard key={r.id} report={r} />
            ))}
          </div>
        </>
      )}
      {moreError && <ErrorBox message={moreError} onRetry={() => void loadMore()} />}
      <LoadMoreSentinel
        threshold={600}
        disabled={!hasMore || !!moreError}
        loadedCount={items.length}
        onReach={() => void loadMore()}
        busy={loadingMore}
        busyText="Loading more reports…"
      />
    </>
  );
}
