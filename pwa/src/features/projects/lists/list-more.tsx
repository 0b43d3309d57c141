/**
 * The end of a paged project list: "N projects · showing M", a Load more button, and an infinite
 * scroll that asks for the next page when the user nears the end (the button stays for keyboards
 * and for when the scroll does not fire).
 */
import { IonInfiniteScroll, IonInfiniteScrollContent } from '@ionic/react';
import { formatIndianNumber } from '../../../lib/format';

/** @example countLine(124, 24, 'project') === '124 projects · showing 24' */
export function countLine(total: number | null, shown: number, noun: string): string {
  if (total === null) return '';
  const n = `${formatIndianNumber(total)} ${total === 1 ? noun : `${noun}s`}`;
  return total > shown ? `${n} · showing ${formatIndianNumber(shown)}` : n;
}

export function ListMore({
  hasMore,
  loadingMore,
  ready,
  onMore,
}: {
  hasMore: boolean;
  loadingMore: boolean;
  ready: boolean;
  onMore: () => void;
}) {
  return (
    <>
      {hasMore && (
        <div className="pl-more">
          <button type="button" className="btn btn-outline" disabled={loadingMore} onClick={onMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
      <IonInfiniteScroll
        threshold="600px"
        disabled={!hasMore || !ready || loadingMore}
        onIonInfinite={(event) => {
          onMore();
          void event.target.complete();
        }}
      >
        <IonInfiniteScrollContent loadingText="" />
      </IonInfiniteScroll>
    </>
  );
}
