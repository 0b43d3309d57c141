/**
 * In-memory mirror of the comparison tray for the shell and the cards' "Add to compare" control.
 * The truth is the Dexie table `compareTray` (db/compare-repo.ts); this store only holds what its
 * liveQuery last reported, so every tab shows the same tray.
 *
 * Weight: this file and the control are in the first paint (cards on `/`), so they import no Dexie
 * and no feature code. The database module is imported after the first paint (see
 * scheduleCompareWatch) or at the first tap of an "Add to compare" control.
 */
import { create } from 'zustand';
import { hasLocalDatabase, onFirstLocalUse } from './local-database';

export interface TrayEntry {
  /** 'project:<id>' or 'listing:<id>'. */
  id: string;
  addedAt: number;
  /** A CompareProperty (lib/compare-item.ts) as stored. */
  snapshot: Record<string, unknown>;
}

interface CompareState {
  /** Oldest first; empty until the database has been read. */
  items: TrayEntry[];
  /** True once the liveQuery has reported at least once. */
  loaded: boolean;
  /** The full-screen comparison overlay. */
  overlayOpen: boolean;
  openOverlay: () => void;
  closeOverlay: () => void;
}

export const useCompareStore = create<CompareState>((set) => ({
  items: [],
  loaded: false,
  overlayOpen: false,
  openOverlay: () => set({ overlayOpen: true }),
  closeOverlay: () => set({ overlayOpen: false }),
}));

const repo = () => import('../db/compare-repo');
let watching: Promise<void> | null = null;

/** Starts mirroring the tray (idempotent). */
export function watchCompare(): Promise<void> {
  watching ??= repo().then((r) => {
    r.watchCompareTray((items) => useCompareStore.setState({ items, loaded: true }));
  });
  return watching;
}

let scheduled = false;

/**
 * Called once by the shell. A device with the database may hold a tray: watch once the page has
 * loaded and is idle. A device without one has no tray yet: watch on the first tap or key, or as
 * soon as another tab opens the database (a tray started there shows here at once).
 */
export function scheduleCompareWatch(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const idle = (fn: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 1500 }) : fn();
  const afterLoad = (fn: () => void) => {
    if (document.readyState === 'complete') fn();
    else window.addEventListener('load', fn, { once: true });
  };
  afterLoad(() =>
    idle(() => {
      void hasLocalDatabase().then((exists) => {
        if (exists) void watchCompare();
        else onFirstLocalUse(() => void watchCompare());
      });
    }),
  );
}

/**
 * Adds a property to the tray, or removes it when it is there. `snapshot` is called only on add,
 * so a card builds its CompareProperty lazily.
 */
export async function toggleCompare(id: string, snapshot: () => Promise<Record<string, unknown>>) {
  void watchCompare();
  const r = await repo();
  const inTray = useCompareStore.getState().items.some((i) => i.id === id);
  if (inTray) await r.removeFromCompareTray(id);
  else await r.addToCompareTray(id, await snapshot());
}

export async function removeFromCompare(id: string): Promise<void> {
  await (await repo()).removeFromCompareTray(id);
}

export async function clearCompare(): Promise<void> {
  await (await repo()).clearCompareTray();
}
