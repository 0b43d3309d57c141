import { type ExploreFilters, resetSheetFilters } from '@propai/api/domain/discovery/explore-filters';
import { FILTER_TABS, FilterSection } from './explore-filter-sections';

/** The wide-screen filter column: the sheet's groups stacked, applied at once. */
export function ExploreSidebar({
  filters,
  onChange,
}: {
  filters: ExploreFilters;
  onChange: (f: ExploreFilters) => void;
}) {
  return (
    <aside className="ex-sidebar" aria-label="Filters">
      <div className="ex-sidebar-head">
        <h2>Filters</h2>
        <button type="button" className="link-button" onClick={() => onChange(resetSheetFilters(filters))}>
          Reset All
        </button>
      </div>
      {FILTER_TABS.map((t) => (
        <section key={t.value} className="ex-sidebar-group">
          <h3>{t.label}</h3>
          <FilterSection
            tab={t.value}
            filters={filters}
            onChange={(patch) => onChange({ ...filters, ...patch })}
          />
        </section>
      ))}
    </aside>
  );
}
