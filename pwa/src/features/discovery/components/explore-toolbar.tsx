import {
  EXPLORE_SORTS,
  type ExploreFilters,
  QUICK_PILLS,
} from '@propai/api/domain/discovery/explore-filters';
import { formatIndianNumber } from '../../../lib/format';
import { SortSelect } from '../../../components/ui/sort-select';

interface ExploreToolbarProps {
  filters: ExploreFilters;
  total: number | null;
  view: 'list' | 'grid';
  onView: (v: 'list' | 'grid') => void;
  onChange: (f: ExploreFilters) => void;
}

/** Result count, quick pills, List/Grid toggle and the sort menu (wide screens). */
export function ExploreToolbar({ filters, total, view, onView, onChange }: ExploreToolbarProps) {
  return (
    <div className="ex-toolbar">
      <div className="chip-row" role="group" aria-label="Quick filters">
        {QUICK_PILLS.map((p) => (
          <button
            key={p.label}
            type="button"
            className="chip"
            disabled={!p.enabled}
            title={p.enabled ? undefined : 'Not available for developer projects yet'}
            aria-pressed={p.enabled && filters.pill === p.value}
            onClick={() => onChange({ ...filters, pill: p.value as ExploreFilters['pill'] })}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div className="ex-toolbar-row">
        <p className="ex-count" data-testid="result-count">
          {total != null ? `${formatIndianNumber(total)} ${total === 1 ? 'project' : 'projects'}` : ''}
        </p>
        <div className="ex-view" role="group" aria-label="Layout">
          <button
            type="button"
            className="chip"
            aria-pressed={view === 'list'}
            onClick={() => onView('list')}
          >
            List
          </button>
          <button
            type="button"
            className="chip"
            aria-pressed={view === 'grid'}
            onClick={() => onView('grid')}
          >
            Grid
          </button>
        </div>
        <SortSelect
          className="ex-sort"
          hideLabel
          value={filters.sort}
          options={EXPLORE_SORTS}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
      </div>
    </div>
  );
}
