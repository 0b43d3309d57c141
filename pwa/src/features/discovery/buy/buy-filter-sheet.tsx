import { IonModal } from '@ionic/react';
import { formatIndianNumber } from '../../../lib/format';
import { BuyFilters } from './buy-filters';
import type { BuyState, Section } from './buy-params';

/** "Show 12 projects", "Show 1 listing"; without a count yet (loading, offline) "Show projects". */
export function showLabel(total: number | null, section: Section): string {
  const noun = section === 'primary' ? 'project' : 'listing';
  if (total === null) return `Show ${noun}s`;
  return `Show ${formatIndianNumber(total)} ${total === 1 ? noun : `${noun}s`}`;
}

/**
 * /buy's filter drawer on a phone: the filters apply as they are tapped (the results under the
 * sheet follow), and the Apply button names how many results they give, from the results' own
 * total (BuyResults `onTotal`), so the number is the one the page will show.
 */
export function BuyFilterSheet({
  open,
  state,
  total,
  onChange,
  onClose,
}: {
  open: boolean;
  state: BuyState;
  total: number | null;
  onChange: (patch: Partial<BuyState>) => void;
  onClose: () => void;
}) {
  const active = !!state.bhk || state.amenities.length > 0 || state.min != null || state.max != null;
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} className="filter-sheet" aria-label="Filters">
      <div className="fs">
        <header className="fs-head">
          <h2>Filters</h2>
          <button type="button" className="fs-close" aria-label="Close filters" onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="fs-body">
          <BuyFilters state={state} onChange={onChange} />
        </div>
        <footer className="fs-foot">
          <button
            type="button"
            className="btn btn-outline"
            disabled={!active}
            onClick={() => onChange({ bhk: '', amenities: [], min: undefined, max: undefined, page: 1 })}
          >
            Reset
          </button>
          <button type="button" className="btn fs-apply" aria-live="polite" onClick={onClose}>
            {showLabel(total, state.section)}
          </button>
        </footer>
      </div>
    </IonModal>
  );
}
