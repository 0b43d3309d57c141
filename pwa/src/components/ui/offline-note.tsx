import { formatTimeAgo } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import './cards.css';

/**
 * 'offline — updated {time}' whenever the data on screen is not fresh from the network: the answer
 * was a cached copy, or the device is offline now.
 */
export function OfflineNote({ fromCache, fetchedAt }: { fromCache: boolean; fetchedAt: number }) {
  const online = useOnline();
  if (!fromCache && online) return null;
  return (
    <p className="offline-note" role="status" data-testid="offline-note">
      offline — updated {formatTimeAgo(fetchedAt)}
    </p>
  );
}
