import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { LoadMoreSentinel } from '../../../components/ui/load-more-sentinel';
import { OfflineNote } from '../../../components/ui/offline-note';
import { ProjectCard } from '../../../components/ui/project-card';
import type { ExploreResults } from '../api/use-explore-projects';
import { canRevealMore } from '../explore-reveal';

interface ExploreResultsProps {
  results: ExploreResults & { retry: () => void };
  revealed: number;
  view: 'list' | 'grid';
  emptyText: string;
  onMore: () => void;
}

/** The list: skeletons, the error with Retry, the empty text, cards, Load More + infinite scroll. */
export function ExploreResultsList({ results, revealed, view, emptyText, onMore }: ExploreResultsProps) {
  if (results.status === 'loading' && results.items.length === 0) return <CardSkeletons count={4} />;
  if (results.status === 'error')
    return <ErrorBox message="Could not load projects." onRetry={results.retry} />;
  const shown = results.items.slice(0, revealed);
  const more = canRevealMore(revealed, results.items.length, results.hasMore);
  return (
    <>
      {results.status === 'ready' && (
        <OfflineNote fromCache={results.fromCache} fetchedAt={results.fetchedAt} />
      )}
      {results.status === 'ready' && shown.length === 0 ? (
        <p className="empty-text" data-testid="explore-empty">
          {emptyText}
        </p>
      ) : (
        <div className={view === 'grid' ? 'card-grid' : 'card-list'} aria-busy={results.status === 'loading'}>
          {shown.map((p, i) => (
            <ProjectCard key={p.id || i} project={p} layout={view} eager={i < 2} />
          ))}
        </div>
      )}
      {more && shown.length > 0 && (
        <div className="ex-more">
          <button type="button" className="btn btn-outline" disabled={results.loadingMore} onClick={onMore}>
            {results.loadingMore ? 'Loading…' : 'Load More'}
          </button>
        </div>
      )}
      {/* Reveals the next 10 when the user is within 1000 px of the end (spec §4). */}
      <LoadMoreSentinel
        threshold={1000}
        disabled={!more || results.status !== 'ready'}
        loadedCount={shown.length}
        onReach={onMore}
      />
    </>
  );
}
