/** Previous / "Page N of M" / Next for a paged list; shown only when there is more than one page. */
export function Pager({
  page,
  shownPage = page,
  pages,
  onPage,
  className,
}: {
  /** The page asked for: what Previous and Next step from. */
  page: number;
  /** The page the list on screen came from (the answer's; it lags `page` while the next loads). */
  shownPage?: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label="Pages">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {shownPage} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
