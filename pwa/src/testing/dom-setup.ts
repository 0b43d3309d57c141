/**
 * Set-up for the component tests (`*.test.tsx`, Vitest project `pwa-dom`, environment happy-dom).
 * - IndexedDB comes from fake-indexeddb, so the real Dexie database (drafts, tray, session) works.
 * - Ionic is set up as the app does (md mode); its web components need no shadow-DOM behaviour
 *   here, since the tests read what is in the light DOM: labels, messages, buttons.
 * - Testing Library unmounts after each test (its automatic clean-up needs Vitest globals, which
 *   this repository does not turn on).
 * - `findBy…` / `waitFor` wait up to 5 s instead of 1 s: a hang guard, not a speed check. On a
 *   loaded 2-core machine a screen that writes IndexedDB once took over 1 s and failed for that alone.
 */
import 'fake-indexeddb/auto';
import { setupIonicReact } from '@ionic/react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

setupIonicReact({ mode: 'md' });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
