/**
 * Keeps the session store's unread count (the badge of the profile menu and drawer) in step with
 * the server: fetched when a session is signed in, again when the tab comes back into view, and
 * never for anonymous visitors (so `/` makes no extra request on first paint).
 */
import { useEffect } from 'react';
import { selectSignedIn, useSessionStore } from '../../lib/session/session-store';
import { fetchNotifications } from './api/notifications-api';

export function refreshUnreadCount(): void {
  if (!selectSignedIn(useSessionStore.getState())) return;
  fetchNotifications(1)
    .then((r) => useSessionStore.getState().setUnreadCount(r.unread))
    .catch(() => undefined);
}

export function useUnreadCount(): void {
  const signedIn = useSessionStore(selectSignedIn);
  useEffect(() => {
    if (!signedIn) return;
    refreshUnreadCount();
    const onVisible = () => document.visibilityState === 'visible' && refreshUnreadCount();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn]);
}
