/**
 * Set-up for the component tests (`*.test.tsx`, Vitest project `pwa-dom`, environment happy-dom).
 * - IndexedDB comes from fake-indexeddb, so the real Dexie database (drafts, tray, session) works.
 * - Ionic is set up as the app does (md mode); its web components need no shadow-DOM behaviour
 *   here, since the tests read what is in the light DOM: labels, messages, buttons.
 * - Testing Library unmounts after each test (its automatic clean-up needs Vitest globals, which
 *   this repository does not turn on).
 */
import 'fake-indexeddb/auto';
import { setupIonicReact } from '@ionic/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

setupIonicReact({ mode: 'md' });

afterEach(() => {
  cleanup();
});
