import { useEffect } from 'react';

/**
 * Runs `flush` when the page is hidden or unloaded (tab closed, reload, app switched) and when the
 * component leaves, so a debounced save is not lost: a form's drafts call it with "save now if a
 * save is waiting". `flush` must be stable (useCallback) and cheap when nothing waits.
 */
export function useFlushOnHide(flush: () => void): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush(); // leaving the page in the app: a pending save still runs
    };
  }, [flush]);
}
