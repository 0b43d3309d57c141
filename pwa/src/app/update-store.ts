import { create } from 'zustand';

/** Set by the service-worker hooks in main.tsx; the shell offers the update, never forces it. */
interface UpdateState {
  applyUpdate: (() => Promise<void>) | null;
  setApplyUpdate: (apply: () => Promise<void>) => void;
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>((set) => ({
  applyUpdate: null,
  setApplyUpdate: (apply) => set({ applyUpdate: apply }),
  dismiss: () => set({ applyUpdate: null }),
}));
