import { useLiveQuery } from 'dexie-react-hooks';
import { addToShortlist, isShortlisted, removeFromShortlist } from '../../../db/compare-repo';
import type { CompareProperty } from '../../../lib/compare-item';

/** The shortlist heart: saves the property to the device-local shortlist (/saved-properties). */
export function ShortlistButton({ property }: { property: CompareProperty }) {
  const saved = useLiveQuery(() => isShortlisted(property.key), [property.key]) ?? false;
  const label = saved ? `Remove ${property.title} from shortlist` : `Save ${property.title} to shortlist`;
  return (
    <button
      type="button"
      className="cmp-icon-btn cmp-icon-outline"
      aria-pressed={saved}
      aria-label={label}
      title={saved ? 'Saved to shortlist' : 'Save to shortlist'}
      onClick={() =>
        void (
          saved
            ? removeFromShortlist(property.key)
            : addToShortlist(property.key, property as unknown as Record<string, unknown>)
        ).catch(() => undefined)
      }
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21z" />
      </svg>
    </button>
  );
}
