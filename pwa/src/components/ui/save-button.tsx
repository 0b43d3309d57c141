import { type FavoriteType } from '../../lib/favorites/favorite-refs';
import { useSaved } from '../../lib/favorites/favorites-state';
import './save-button.css';

interface SaveButtonProps {
  type: FavoriteType;
  id: string;
  /** The thing's name, for the label ("Save Skyline Towers"). */
  name: string;
  /** 'icon': a round heart over a card's photo; 'button': an outline "Save" / "Saved" (detail pages). */
  variant?: 'icon' | 'button';
  /** A comparison property for the device's copy (built lazily, only when saving). */
  snapshot?: () => Promise<object>;
  className?: string;
}

/** The heart path (Material "favorite"); filled when saved. */
export function Heart({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21z" />
    </svg>
  );
}

/**
 * Save (favourite) a listing, project or report: one shared state (lib/favorites), so this heart,
 * the one on its card and the one in the comparison always agree. Signed out, a tap goes to
 * /login?next={this page}. Placed beside a card's link, never inside it, and the tap stops there,
 * so it never opens the card.
 */
export function SaveButton({ type, id, name, variant = 'icon', snapshot, className }: SaveButtonProps) {
  const { saved, toggle } = useSaved(type, id, snapshot);
  if (!id) return null;
  const label = saved ? `Remove ${name} from saved` : `Save ${name}`;
  const classes = [
    variant === 'icon' ? 'save-heart' : 'btn btn-outline btn-sm save-btn',
    saved ? 'is-saved' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      aria-label={label}
      title={saved ? 'Saved' : 'Save'}
      data-testid="save-button"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle();
      }}
    >
      <Heart filled={saved} size={variant === 'icon' ? 20 : 18} />
      {variant === 'button' && <span>{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
