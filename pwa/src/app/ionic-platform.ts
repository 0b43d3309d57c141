/**
 * Ionic's `phablet` and `tablet` platform tests read window.innerWidth/innerHeight during
 * setupIonicReact(), and reading them forces a synchronous layout of the whole page — at start-up,
 * the static shell React is about to replace. A CPU profile of `/` (4x throttle) showed that one
 * function as the largest piece of start-up script (~110 ms throttled, ~28 ms on this machine).
 * These are the same size rules as media queries, which read the viewport without a layout.
 */

/** The viewport's short side strictly between shortMin and shortMax px, long side likewise. */
export function sidesBetween(shortMin: number, shortMax: number, longMin: number, longMax: number): string {
  const range = (axis: 'width' | 'height', min: number, max: number) =>
    `(min-${axis}: ${min + 1}px) and (max-${axis}: ${max - 1}px)`;
  return [
    `(orientation: portrait) and ${range('width', shortMin, shortMax)} and ${range('height', longMin, longMax)}`,
    `(orientation: landscape) and ${range('height', shortMin, shortMax)} and ${range('width', longMin, longMax)}`,
  ].join(', ');
}

const PHABLET = sidesBetween(390, 520, 620, 800);
const TABLET_SIZE = sidesBetween(460, 820, 780, 1400);

const ua = (win: Window, re: RegExp) => re.test(win.navigator.userAgent);
const media = (win: Window, query: string) => win.matchMedia(query).matches;
const isIpad = (win: Window) =>
  ua(win, /iPad/i) || (ua(win, /Macintosh/i) && media(win, '(any-pointer:coarse)'));
const isAndroidTablet = (win: Window) => ua(win, /android|sink/i) && !ua(win, /mobile/i);

/** For setupIonicReact({ platform }): replaces only the two detectors that force a layout. */
export const layoutFreePlatformTests = {
  phablet: (win: Window) => media(win, PHABLET),
  tablet: (win: Window) => isIpad(win) || isAndroidTablet(win) || media(win, TABLET_SIZE),
};
