/**
 * The page's entry: tiny on purpose. index.html (home.html on `/`) paints the shell — and on the
 * home page the real hero — from HTML; this waits until that frame is on screen and only then
 * starts the app (main.tsx, whose chunk has been downloading meanwhile through a modulepreload
 * link). Without the wait, scripts that arrive quickly run before the browser's first paint and
 * hold it back behind the app's whole start-up (Lighthouse measured the first paint of `/` at
 * 2.9 s on a slow phone for that reason).
 *
 * No stylesheet is imported here: the HTML carries the shell's own small critical CSS, and Ionic's
 * and the app's stylesheets come with main.tsx (preloaded with it; Vite's loader applies them
 * before main runs). 48 kB of Ionic CSS inlined into the HTML made the first paint wait for its
 * parsing and a style pass over the whole static page.
 */

// requestAnimationFrame runs just before the next paint; the timeout after it, once it is painted.
requestAnimationFrame(() => setTimeout(() => void import('./main'), 0));
