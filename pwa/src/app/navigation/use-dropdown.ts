import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Shared open/close logic of the top bar's menus: one open at a time, hover opens (with a short
 * grace period on leave so the pointer can cross the gap), focus opens, outside click, Escape and
 * route changes close.
 */
export function useDropdown<T extends string>() {
  const [openId, setOpenId] = useState<T | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // Escape returns focus to the trigger; that focus must not reopen the menu it just closed.
  const suppressFocusOpen = useRef(false);
  const location = useLocation();

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const open = useCallback(
    (id: T) => {
      cancelClose();
      setOpenId(id);
    },
    [cancelClose],
  );
  const close = useCallback(() => {
    cancelClose();
    setOpenId(null);
  }, [cancelClose]);
  const closeSoon = useCallback(() => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpenId(null), 160);
  }, [cancelClose]);

  const openOnFocus = useCallback(
    (id: T) => {
      if (!suppressFocusOpen.current) open(id);
    },
    [open],
  );

  useEffect(() => close(), [location.pathname, location.search, close]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const trigger = rootRef.current?.querySelector<HTMLElement>(`[data-menu-trigger="${openId}"]`);
      close();
      suppressFocusOpen.current = true;
      trigger?.focus({ preventScroll: true });
      suppressFocusOpen.current = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, close]);

  useEffect(() => cancelClose, [cancelClose]);

  return { openId, open, openOnFocus, close, closeSoon, cancelClose, rootRef };
}
