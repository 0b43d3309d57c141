import type { ReactNode } from 'react';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import type { QueryState } from '../../../lib/use-fresh-query';

export const LOAD_ERROR = 'Could not load recommendations.';

/**
 * One recommendations section (spec part 2 §2): its heading, skeletons while loading, the last
 * copy with the offline note, its own empty text (§8), or the error with a Retry — a failed
 * section is never shown as an empty one (DECISIONS.md).
 */
export function SectionBlock<T>({
  id,
  title,
  query,
  skeletons,
  isEmpty,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: QueryState<T> & { retry: () => void };
  skeletons: number;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className="reco-section" aria-labelledby={`reco-${id}`} data-testid={`reco-${id}`}>
      <h2 id={`reco-${id}`} className="reco-heading">
        {title}
      </h2>
      {query.status === 'loading' && <CardSkeletons count={skeletons} />}
      {query.status === 'error' && <ErrorBox message={LOAD_ERROR} onRetry={query.retry} />}
      {query.status === 'ready' && (
        <>
          <OfflineNote {...query.result} />
          {isEmpty(query.result.data) ? <p className="empty-text">{empty}</p> : children(query.result.data)}
        </>
      )}
    </section>
  );
}
