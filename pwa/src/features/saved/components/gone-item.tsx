import { useState } from 'react';
import { setSaved } from '../../../lib/favorites/favorites-state';
import type { FavoriteType } from '../../../lib/favorites/favorite-refs';

const NOUN: Record<FavoriteType, string> = { listing: 'listing', project: 'project', report: 'report' };

/** A saved thing that was removed or is no longer public: say so, and offer to clear it. */
export function GoneItem({ type, id }: { type: FavoriteType; id: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="saved-gone" data-testid="saved-gone">
      <div>
        <strong>No longer available</strong>
        <span>This saved {NOUN[type]} was removed or is no longer public.</span>
        {failed && <span role="alert">Could not remove it on this device. Try again.</span>}
      </div>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={`Remove this ${NOUN[type]} from saved`}
        onClick={() => void setSaved({ type, id }, false).catch(() => setFailed(true))}
      >
        Remove
      </button>
    </div>
  );
}
