/** "Load more" under a saved list (api/use-favorites-list.ts pages), with its error when a page failed. */
interface Pager {
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore: () => void;
}

export function LoadMore({ list }: { list: Pager }) {
  if (!list.hasMore) return null;
  return (
    <div className="saved-more">
      {list.moreError && <p role="alert">{list.moreError}</p>}
      <button type="button" className="btn btn-outline" disabled={list.loadingMore} onClick={list.loadMore}>
        {list.loadingMore ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
