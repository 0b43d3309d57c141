/**
 * In-page anchors (#budget, #home-loan) inside an Ionic page. The page scrolls inside IonContent,
 * not the window, and Ionic keeps earlier pages mounted, so the browser's own fragment jump is not
 * relied on: a jump scrolls the matching element of THIS page's container into view, moves focus to
 * its heading (keyboard and screen-reader users continue from there), and writes the hash into the
 * URL with replace (a shareable link, and Back still leaves the page rather than walking anchors).
 * A hash that arrives with the page (a cold link, the footer's "Home loans") is jumped to on mount.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function scrollToAnchor(root: HTMLElement | null, id: string, smooth: boolean): boolean {
  const target = root?.querySelector<HTMLElement>(`[id="${id.replace(/"/g, '')}"]`);
  if (!target) return false;
  // happy-dom (unit tests) has no scrollIntoView.
  target.scrollIntoView?.({ behavior: smooth && !reducedMotion() ? 'smooth' : 'auto', block: 'start' });
  const heading = target.querySelector<HTMLElement>('[data-anchor-focus]') ?? target;
  heading.focus({ preventScroll: true });
  return true;
}

/** Returns `jump(id)`, for the table of contents and "Back to contents". */
export function useAnchorScroll(root: RefObject<HTMLElement | null>): (id: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const [ownPath] = useState(location.pathname);
  const onScreen = location.pathname === ownPath;
  const hash = onScreen ? decodeURIComponent(location.hash.slice(1)) : '';
  const search = onScreen ? location.search : '';
  /** The hash this page wrote itself: already scrolled to, not to be jumped to again. */
  const written = useRef('');

  useEffect(() => {
    const mine = hash === written.current;
    written.current = '';
    if (!hash || mine) return;
    // One frame: an entering Ionic page is laid out before it can be scrolled.
    const frame = requestAnimationFrame(() => scrollToAnchor(root.current, hash, false));
    return () => cancelAnimationFrame(frame);
  }, [hash, root]);

  return useCallback(
    (id: string) => {
      if (!scrollToAnchor(root.current, id, true)) return;
      written.current = id;
      navigate(`${ownPath}${search}#${id}`, { replace: true });
    },
    [navigate, root, ownPath, search],
  );
}
