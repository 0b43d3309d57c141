import { type ComponentType, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './app/theme.css';
import './app/shell.css';
import './components/ui/ui.css';
// Cards and the shared .btn: pages of every feature use them, and a page opened cold (a fresh tab, a
// reload) must not wait for another page's chunk to bring them (issue 16: unstyled Submit/Back/Next).
import './components/ui/cards.css';
import { loadFullApp } from './app/landing/handover';
import type { LightFrameProps } from './app/landing/light-chrome';
import { type LightFrame, lightFrameFor } from './app/landing/light-frame';
import { lightPageFor } from './app/landing/light-pages';
import PageShell from './app/landing/page-frame';
import { Root } from './app/root';
import { useUpdateStore } from './app/update-store';
import { registerServiceWorker } from './app/register-sw';
import { watchStaticHomeSearch } from './lib/static-home-search';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Started by boot.ts once the static shell has painted. A transition render is time-sliced: React
// yields to the browser every few milliseconds while it builds the page, instead of one long task
// that blocks taps for the whole build. The static shell stays on screen until React commits.
function mount(
  fullApp: ComponentType | null,
  lightFrame: LightFrame | null,
  lightPage: ComponentType<LightFrameProps> | null = null,
): void {
  const app = (
    <StrictMode>
      <Root fullApp={fullApp} lightFrame={lightFrame} lightPage={lightPage} />
    </StrictMode>
  );
  startTransition(() => {
    // home.html carries the landing frame pre-rendered (pwa/build/landing-page.ts): React adopts
    // that markup as it is. Offline, `/` gets index.html's skeleton instead, which is replaced.
    // A listing page's first frame (the server's cover and title) is replaced like a skeleton.
    if (lightFrame === 'home' && root!.querySelector(':scope > [data-landing]')) hydrateRoot(root!, app);
    else createRoot(root!).render(app);
  });
}

/** Offline on a first visit, before the service worker holds the app: say so, never a blank page. */
function showStartFailure(container: HTMLElement): void {
  const box = document.createElement('div');
  box.className = 'start-failure';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'PropAI could not start: no connection. Check your network and try again.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Try again';
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  container.replaceChildren(box);
}

watchStaticHomeSearch();
// `/` and a listing's page start in a light frame (app/root.tsx); the pages of light-pages.ts in the
// page frame (small: it rides in this chunk), once the page's own chunk is loaded; anywhere else the
// full app, loaded first. Either way the static shell stays until React can render (boot.ts began
// fetching those beside this module).
const lightFrame = lightFrameFor(window.location.pathname);
const lightPage = lightPageFor(window.location.pathname);
if (lightFrame === 'page' && lightPage)
  lightPage.load().then(
    ({ default: Page }) =>
      mount(null, lightFrame, (props: LightFrameProps) => (
        <PageShell page={lightPage} Page={Page} {...props} />
      )),
    // The page's code did not load: the full app says so in the route's own words ("Project page
    // unavailable", with Try again); if the full app cannot load either, the start failure.
    () =>
      loadFullApp().then(
        (App) => mount(App, null),
        () => showStartFailure(root),
      ),
  );
else if (lightFrame) mount(null, lightFrame);
else
  loadFullApp().then(
    (App) => mount(App, null),
    () => showStartFailure(root),
  );

registerServiceWorker({
  onUpdateAvailable: (apply) => useUpdateStore.getState().setApplyUpdate(apply),
});
