/**
 * How the landing frame of `/` hands over to the full app (Ionic tabs, drawer, modals): the full
 * app's module is loaded once (the same promise for every caller), and the one thing a tap in the
 * landing frame may ask of it — open the drawer once it is there — waits in menu-request.ts until
 * it mounts (a module of its own: the full app's shell reads it, and importing this file from there
 * would close an import cycle through the dynamic import below).
 */
import type { ComponentType } from 'react';

let fullApp: Promise<ComponentType> | null = null;

/** The full app's root component; loads its chunk (and Ionic) on the first call. */
export function loadFullApp(): Promise<ComponentType> {
  fullApp ??= import('../app').then((m) => m.App);
  // A failed load (offline before the service worker had the files) may be tried again.
  fullApp.catch(() => (fullApp = null));
  return fullApp;
}
