import { create } from 'zustand';

/**
 * Asks the shell for the sign-in modal. Only a flag lives here: the modal itself (ion-modal's
 * wrapper, the form, the rules, the API calls) is app/sign-in-modal-host.tsx, a lazy chunk that the
 * shell imports the first time the flag turns on (and mounts while it is on), so none of it is in
 * the first paint's JavaScript. It renders at the app root: one modal whichever part asked.
 */
interface SignInModalState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

export const useSignInModalStore = create<SignInModalState>((set) => ({
  open: false,
  show: () => {
    // A sign-in ends with 'auth:login'; make sure the session store is listening by then.
    window.dispatchEvent(new Event('auth:needed'));
    set({ open: true });
  },
  hide: () => set({ open: false }),
}));

/** Returns `open()` for a Sign In button (top bar, drawer). */
export function useSignInModal(): () => void {
  return useSignInModalStore((s) => s.show);
}
