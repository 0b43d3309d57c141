import { Link } from 'react-router-dom';

/** The phone's bar above the tabs: Sort By, Shortlist, Filters (spec §2, explore and /buy). */
export function MobileBottomBar({
  onSort,
  onFilters,
  filterCount = 0,
}: {
  onSort: () => void;
  onFilters: () => void;
  filterCount?: number;
}) {
  return (
    <nav className="mbar" aria-label="Sort and filter">
      <button type="button" onClick={onSort}>
        Sort By
      </button>
      <Link to="/saved-properties">Shortlist</Link>
      <button type="button" onClick={onFilters}>
        Filters{filterCount ? ` (${filterCount})` : ''}
      </button>
    </nav>
  );
}
