import { setupIonicReact } from '@ionic/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './app/theme.css';
import './app/shell.css';
import './components/ui/ui.css';
import { App } from './app/app';
import { useUpdateStore } from './app/update-store';
import { registerServiceWorker } from './app/register-sw';
import { watchStaticHomeSearch } from './lib/static-home-search';

// One look on every phone: Material mode matches the static shell's 56 px bars on iOS too.
setupIonicReact({ mode: 'md' });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Boot after the static shell has painted: index.html (home.html on `/`) already shows the header,
// the tab bar and, on the home page, the real hero. A module script that is ready early would
// otherwise run before the browser's first paint and hold it back behind React's whole first
// render. requestAnimationFrame fires just before the next paint; the timeout after it runs once
// that frame is on screen.
// A transition render is time-sliced: React yields to the browser every few milliseconds while it
// builds the shell, instead of one long task that blocks taps (and Lighthouse's TBT) for the whole
// build. The static shell stays on screen until React commits, so nothing flashes.
function boot(container: HTMLElement) {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
watchStaticHomeSearch();
requestAnimationFrame(() => setTimeout(() => boot(root), 0));

registerServiceWorker({
  onUpdateAvailable: (apply) => useUpdateStore.getState().setApplyUpdate(apply),
});
