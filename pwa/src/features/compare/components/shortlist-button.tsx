import { useCallback } from 'react';
import { Heart } from '../../../components/ui/save-button';
import type { CompareProperty } from '../../../lib/compare-item';
import { useSaved } from '../../../lib/favorites/favorites-state';

/**
 * The comparison's heart: the same saved state as the hearts on cards and detail pages
 * (lib/favorites), drawn as the overlay's icon button. Signed out, a tap goes to sign-in.
 */
export function ShortlistButton({ property }: { property: CompareProperty }) {
  const snapshot = useCallback(() => Promise.resolve(property), [property]);
  const { saved, toggle } = useSaved(property.kind, property.refId, snapshot);
  return (
    <button
      type="button"
      className="cmp-icon-btn cmp-icon-outline"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${property.title} from saved` : `Save ${property.title}`}
      title={saved ? 'Saved' : 'Save'}
      data-testid="save-button"
      onClick={toggle}
    >
      <Heart filled={saved} size={18} />
    </button>
  );
}
