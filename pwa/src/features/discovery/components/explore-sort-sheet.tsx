import { usePageParts } from '../../../components/ui/page-parts';
import { EXPLORE_SORTS, type ExploreSort } from '@propai/api/domain/discovery/explore-filters';

/** The phone's sort sheet (a bottom sheet with the five sorts). */
export function ExploreSortSheet({
  open,
  value,
  onClose,
  onPick,
}: {
  open: boolean;
  value: ExploreSort;
  onClose: () => void;
  onPick: (s: ExploreSort) => void;
}) {
  const { Sheet } = usePageParts();
  return (
    <Sheet
      isOpen={open}
      onDidDismiss={onClose}
      breakpoints={[0, 0.5]}
      initialBreakpoint={0.5}
      className="sort-sheet"
      aria-label="Sort by"
    >
      <div className="sort-sheet-body" role="radiogroup" aria-label="Sort by">
        <h2>Sort by</h2>
        {EXPLORE_SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            role="radio"
            aria-checked={value === s.value}
            onClick={() => onPick(s.value)}
          >
            {s.label}
          </button>
        ))}
      </div>
    </Sheet>
  );
}
