import { toggleCompare, useCompareStore } from '../../lib/compare-state';

type Doc = Record<string, unknown>;

interface CompareToggleProps {
  kind: 'project' | 'listing';
  id: string;
  /** The API document the card or page shows; turned into the tray snapshot only on add. */
  source: Doc;
  /** 'overlay' sits on a card's photo; 'button' is a plain outline button (detail pages). */
  variant?: 'overlay' | 'button';
}

/**
 * "Add to compare": shows whether the property is in the tray and toggles it. Kept tiny (it is on
 * every card of the first paint): the snapshot code and Dexie load on the first tap.
 */
export function CompareToggle({ kind, id, source, variant = 'overlay' }: CompareToggleProps) {
  const key = `${kind}:${id}`;
  const inTray = useCompareStore((s) => s.items.some((i) => i.id === key));
  if (!id) return null;
  const label = inTray ? 'Added to compare' : 'Add to compare';
  return (
    <button
      type="button"
      className={variant === 'overlay' ? `compare-toggle${inTray ? ' is-on' : ''}` : 'btn btn-outline btn-sm'}
      aria-pressed={inTray}
      aria-label={label}
      data-testid="compare-toggle"
      title={label}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggleCompare(key, async () => {
          const m = await import('../../lib/compare-item');
          const property = kind === 'project' ? m.projectToCompare(source) : m.listingToCompare(source);
          return property as unknown as Doc;
        }).catch(() => {
          // The storage banner (db/storage-status-store) already tells the user what failed.
        });
      }}
    >
      <span aria-hidden="true">{inTray ? '✓' : '+'}</span> {variant === 'overlay' ? 'Compare' : label}
    </button>
  );
}
