import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Heart } from '../../../components/ui/save-button';

/** Nothing saved yet: what to do instead. */
export function SavedEmpty({ text, to, action }: { text: ReactNode; to: string; action: string }) {
  return (
    <div className="saved-empty" data-testid="saved-empty">
      <span className="saved-empty-icon" aria-hidden="true">
        <Heart filled={false} size={28} />
      </span>
      <p>{text}</p>
      <Link className="btn btn-outline btn-sm" to={to}>
        {action}
      </Link>
    </div>
  );
}
