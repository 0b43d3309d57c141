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
import { layoutFreePlatformTests } from './app/ionic-platform';
import { useUpdateStore } from './app/update-store';
import { registerServiceWorker } from './app/register-sw';
import { watchStaticHomeSearch } from './lib/static-home-search';

// One look on every phone: Material mode matches the static shell's 56 px bars on iOS too. The
// platform tests are Ionic's own rules without the forced layout (app/ionic-platform.ts).
setupIonicReact({ mode: 'md', platform: layoutFreePlatformTests });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Started by boot.ts once the static shell has painted. A transition render is time-sliced: React
// yields to the browser every few milliseconds while it builds the shell, instead of one long task
// that blocks taps (and Lighthouse's TBT) for the whole build. The static shell stays on screen
// until React commits, so nothing flashes.
watchStaticHomeSearch();
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker({
  onUpdateAvailable: (apply) => useUpdateStore.getState().setApplyUpdate(apply),
});
