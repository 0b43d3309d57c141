/**
 * The page's entry: tiny on purpose. index.html (home.html on `/`) paints the shell — and on the
 * home page the real hero — from HTML; this waits until that frame is on screen and only then
 * starts loading the app. Neither HTML file preloads any script: on a slow phone network every
 * request that starts before the first paint competes with it (Lighthouse counts each of them
 * into the first paint of `/`).
 *
 * main.tsx is the app's root. A visit that opens anywhere but `/` also needs the full app (Ionic,
 * app/app.tsx), so its download starts here in parallel instead of after main has run; a visit
 * that opens at `/`, on a listing's page or on a page of app/landing/light-pages.ts starts in a
 * lighter frame without Ionic (app/landing/light-frame.ts; that page's chunk starts here too) and
 * loads the full app when it leaves it.
 *
 * No stylesheet is imported here: the HTML carries the shell's own small critical CSS, and the
 * app's stylesheets come with main.tsx and app.tsx (Vite's loader applies them before they run).
 */
import { hasEarlyData } from './app/landing/early-paths';
import { lightFrameFor } from './app/landing/light-frame';
import { lightPageFor } from './app/landing/light-pages';

// A discovery page's first data starts at once, beside the app's scripts, not after them
// (app/landing/early-data.ts; its module rides in the app's first chunk, so the home page's entry
// stays this small).
if (hasEarlyData(window.location.pathname)) {
  void import('./app/landing/early-data').then((m) => m.startEarlyData(window.location));
}

// requestAnimationFrame runs just before the next paint; the timeout after it, once it is painted.
requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./main');
    const frame = lightFrameFor(window.location.pathname);
    const page = lightPageFor(window.location.pathname);
    if (frame === 'listing') void import('./app/landing/listing-frame');
    else if (page) void page.load();
    else if (!frame) void import('./app/app');
  }, 0),
);
