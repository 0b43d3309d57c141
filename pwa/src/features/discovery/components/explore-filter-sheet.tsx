import { usePageParts } from '../../../components/ui/page-parts';
import { useEffect, useState } from 'react';
import { useProjectCount } from '../api/use-project-count';
import { type ExploreFilters, resetSheetFilters } from '@propai/api/domain/discovery/explore-filters';
import { FILTER_TABS, FilterSection, type FilterTab } from './explore-filter-sections';
import { formatIndianNumber } from '../../../lib/format';

interface ExploreFilterSheetProps {
  open: boolean;
  filters: ExploreFilters;
  onClose: () => void;
  onApply: (filters: ExploreFilters) => void;
}

/**
 * The phone's full-screen filter sheet: tabs Budget, Property Type, Unit Type, Possession Status;
 * choices are a draft until 'View N Properties' (N is the API's total for the draft).
 */
export function ExploreFilterSheet({ open, filters, onClose, onApply }: ExploreFilterSheetProps) {
  const [draft, setDraft] = useState(filters);
  const [tab, setTab] = useState<FilterTab>('budget');
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);
  const count = useProjectCount(draft, open);
  const label = count == null ? 'View Properties' : `View ${formatIndianNumber(count)} Properties`;

  const { Sheet } = usePageParts();
  return (
    <Sheet isOpen={open} onDidDismiss={onClose} className="filter-sheet" aria-label="Filters">
      <div className="fs">
        <header className="fs-head">
          <h2>Filters</h2>
          <button type="button" className="fs-close" aria-label="Close filters" onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="fs-main">
          <nav className="fs-tabs" role="tablist" aria-label="Filter groups">
            {FILTER_TABS.map((t) => (
              <button
                key={t.value}
                type="button"
                role="tab"
                aria-selected={tab === t.value}
                onClick={() => setTab(t.value)}
              >
                {t.label}
              </button>
            ))}
          </nav>
          <section
            className="fs-panel"
            role="tabpanel"
            aria-label={FILTER_TABS.find((t) => t.value === tab)?.label}
          >
            <FilterSection
              tab={tab}
              filters={draft}
              onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            />
          </section>
        </div>
        <footer className="fs-foot">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setDraft(resetSheetFilters(draft))}
          >
            Reset All
          </button>
          <button type="button" className="btn fs-apply" onClick={() => onApply(draft)}>
            {label}
          </button>
        </footer>
      </div>
    </Sheet>
  );
}
