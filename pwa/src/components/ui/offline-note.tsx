import { useSyncExternalStore } from 'react';
import { formatTimeAgo } from '../../lib/format';
import './cards.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * 'offline — updated {time}' whenever the data on screen is not fresh from the network: the answer
 * was a cached copy, or the device is offline now.
 */
export function OfflineNote({ fromCache, fetchedAt }: { fromCache: boolean; fetchedAt: number }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (!fromCache && online) return null;
  return (
    <p className="offline-note" role="status" data-testid="offline-note">
      offline — updated {formatTimeAgo(fetchedAt)}
    </p>
  );
}
