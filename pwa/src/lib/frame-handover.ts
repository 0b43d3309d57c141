/**
 * A page opened in a light frame (app/landing/page-frame.tsx: the page without Ionic) hands over to
 * the full app when it needs something only the full app has — a bottom sheet (an Ionic modal).
 * `useFrameSheet` is a page's "which sheet is open" state that knows this: in a light frame, opening
 * a sheet keeps the request and hands over, and the same page rendered by the full app at the same
 * address starts with that sheet open. In the full app it is plain state.
 */
import { useCallback, useEffect, useState } from 'react';

let leaveLightFrame: (() => void) | null = null;
let pending: { path: string; sheet: string } | null = null;

/** Set by a light frame while it is on screen; null once the full app owns the page. */
export function setLightFrameLeave(leave: (() => void) | null): void {
  leaveLightFrame = leave;
}

/** True when the page is in a light frame: the sheet is asked of the full app, which takes over. */
export function openAfterHandover(sheet: string): boolean {
  if (!leaveLightFrame) return false;
  pending = { path: window.location.pathname, sheet };
  leaveLightFrame();
  return true;
}

function handedOverSheet<S extends string>(allowed: readonly S[]): S | null {
  if (!pending || pending.path !== window.location.pathname) return null;
  return allowed.includes(pending.sheet as S) ? (pending.sheet as S) : null;
}

/** Which of `allowed` sheets is open; the setter hands over first when the page is in a light frame. */
export function useFrameSheet<S extends string>(
  allowed: readonly S[],
): [S | null, (sheet: S | null) => void] {
  const [sheet, setSheet] = useState<S | null>(() => handedOverSheet(allowed));
  useEffect(() => {
    // Taken once: the request was for this mount (read in the initializer, which React may repeat).
    if (sheet && pending?.sheet === sheet) pending = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const open = useCallback((next: S | null) => {
    if (next && openAfterHandover(next)) return;
    setSheet(next);
  }, []);
  return [sheet, open];
}
