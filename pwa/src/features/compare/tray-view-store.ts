/**
 * Whether the comparison tray is minimised to a bar (issue 16: four items cover ~40 % of a phone).
 * A UI choice, kept on this device (localStorage) so it holds across pages, reloads and tabs opened
 * later; the tray's items themselves live in Dexie (db/compare-repo.ts).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface TrayViewState {
  minimised: boolean;
  setMinimised: (minimised: boolean) => void;
}

export const useTrayViewStore = create<TrayViewState>()(
  persist((set) => ({ minimised: false, setMinimised: (minimised) => set({ minimised }) }), {
    name: 'propai.compare-tray-view',
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ minimised: s.minimised }),
  }),
);
