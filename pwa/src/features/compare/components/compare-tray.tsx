import { clearCompare, removeFromCompare, useCompareStore } from '../../../lib/compare-state';
import { asCompareProperty } from '../../../lib/compare-item';
import { selectedText, trayPrice } from '../domain/compare-format';
import { useTrayViewStore } from '../tray-view-store';
import stockHome from './stock-home.svg';
import '../../../components/ui/cards.css';
import './compare.css';

/**
 * The floating tray (spec part 1 §2.5): bottom right, shown by the shell only while the tray holds
 * at least one property. Reads the shell's mirror of the Dexie table, so every tab stays in step.
 * On a phone four items take ~40 % of the screen, so it minimises to a one-line bar (the count and
 * Compare Now) and expands again; the choice is kept on the device (tray-view-store.ts).
 */
export default function CompareTray() {
  const entries = useCompareStore((s) => s.items);
  const openOverlay = useCompareStore((s) => s.openOverlay);
  const items = entries.flatMap((e) => {
    const p = asCompareProperty(e.snapshot);
    return p ? [{ id: e.id, p }] : [];
  });
  const n = entries.length;
  const minimised = useTrayViewStore((s) => s.minimised);
  const setMinimised = useTrayViewStore((s) => s.setMinimised);
  if (n === 0) return null;
  if (minimised) {
    return (
      <aside className="cmp-tray cmp-tray-bar" aria-labelledby="cmp-tray-title" data-testid="compare-tray">
        <button
          type="button"
          className="cmp-icon-btn"
          aria-label="Expand comparison"
          aria-expanded="false"
          onClick={() => setMinimised(false)}
        >
          <Chevron up />
        </button>
        <div className="cmp-tray-bar-text">
          <h2 id="cmp-tray-title">Compare</h2>
          <span data-testid="compare-count">{selectedText(n)}</span>
        </div>
        <button type="button" className="btn btn-primary btn-sm" onClick={openOverlay}>
          Compare Now
        </button>
      </aside>
    );
  }
  return (
    <aside className="cmp-tray" aria-labelledby="cmp-tray-title" data-testid="compare-tray">
      <header className="cmp-tray-head">
        <h2 id="cmp-tray-title">Compare Properties</h2>
        <button
          type="button"
          className="cmp-icon-btn cmp-tray-min"
          aria-label="Minimise comparison"
          aria-expanded="true"
          title="Minimise"
          onClick={() => setMinimised(true)}
        >
          <Chevron />
        </button>
        <button
          type="button"
          className="cmp-icon-btn"
          aria-label="Clear comparison"
          title="Clear comparison"
          onClick={() => void clearCompare()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <p className="cmp-tray-count" data-testid="compare-count">
        {selectedText(n)}
      </p>
      <ul className="cmp-tray-list">
        {items.map(({ id, p }) => (
          <li key={id} className="cmp-tray-item" data-testid="compare-tray-item">
            <img src={p.image || stockHome} alt="" width={56} height={42} loading="lazy" />
            <div className="cmp-tray-text">
              <strong>{p.title}</strong>
              <span>{p.location || 'N/A'}</span>
              <span className="cmp-tray-price">{trayPrice(p)}</span>
            </div>
            <button
              type="button"
              className="cmp-icon-btn"
              aria-label={`Remove ${p.title}`}
              onClick={() => void removeFromCompare(id)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {n < 2 && <p className="cmp-hint">Add at least 2 properties to compare</p>}
      <div className="cmp-tray-actions">
        {/* Not disabled below 2 (spec): the overlay explains what is missing. */}
        <button type="button" className="btn btn-primary btn-sm" onClick={openOverlay}>
          Compare Now
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void clearCompare()}>
          Clear All
        </button>
      </div>
    </aside>
  );
}

/** A chevron: down (minimise) by default, up (expand) with `up`. */
function Chevron({ up = false }: { up?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
