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

// One look on every phone: Material mode matches the static shell's 56 px bars on iOS too.
setupIonicReact({ mode: 'md' });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition render is time-sliced: React yields to the browser every few milliseconds while it
// builds the shell, instead of one long task that blocks taps (and Lighthouse's TBT) for the whole
// build. The static shell in index.html stays on screen until React commits, so nothing flashes.
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
