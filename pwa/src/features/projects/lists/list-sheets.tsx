/**
 * The phone's controls for a project list (as on /buy and /explore): a bar above the tab bar with
 * Sort and Filters, a sort sheet of radio rows, and a full-screen filter sheet whose button says how
 * many results the filters give. Filters apply as they are tapped: the list under the sheet follows.
 */
import { IonModal } from '@ionic/react';
import type { ReactNode } from 'react';

export function ListBar({
  onSort,
  onFilters,
  filterCount,
}: {
  onSort: () => void;
  onFilters: () => void;
  filterCount: number;
}) {
  return (
    <nav className="pl-bar" aria-label="Sort and filter">
      <button type="button" onClick={onSort}>
        Sort
      </button>
      <button type="button" onClick={onFilters}>
        Filters{filterCount ? ` (${filterCount})` : ''}
      </button>
    </nav>
  );
}

export function SortSheet<T extends string>({
  open,
  options,
  value,
  onPick,
  onClose,
}: {
  open: boolean;
  options: readonly { value: T; label: string }[];
  value: T;
  onPick: (value: T) => void;
  onClose: () => void;
}) {
  return (
    <IonModal
      isOpen={open}
      onDidDismiss={onClose}
      breakpoints={[0, 0.6, 1]}
      initialBreakpoint={0.6}
      aria-label="Sort by"
    >
      <div role="radiogroup" aria-label="Sort by" className="pl-sort-sheet">
        <h2>Sort by</h2>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={value === o.value}
            onClick={() => {
              onPick(o.value);
              onClose();
            }}
          >
            {o.label}
          </button>
        ))}
      </div>
    </IonModal>
  );
}

export function FilterSheet({
  open,
  onClose,
  onReset,
  canReset,
  showLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onReset: () => void;
  canReset: boolean;
  /** 'Show 24 projects' (or 'Show projects' while the count loads). */
  showLabel: string;
  children: ReactNode;
}) {
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} className="pl-filter-sheet" aria-label="Filters">
      <div className="pl-fs">
        <header className="pl-fs-head">
          <h2>Filters</h2>
          <button type="button" className="pl-fs-close" aria-label="Close filters" onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="pl-fs-body">{children}</div>
        <footer className="pl-fs-foot">
          <button type="button" className="btn btn-outline" disabled={!canReset} onClick={onReset}>
            Reset
          </button>
          <button type="button" className="btn" aria-live="polite" onClick={onClose}>
            {showLabel}
          </button>
        </footer>
      </div>
    </IonModal>
  );
}
