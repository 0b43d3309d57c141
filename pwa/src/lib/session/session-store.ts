/**
 * The signed-in session, in memory for the UI. The truth is the one `session` record in Dexie: this
 * store loads it at start-up and re-reads it when the sign-in flow announces 'auth:login'.
 * `isAdmin` is for display only (which menu entries to show); the server decides admin rights.
 *
 * Shared code (lib/session): every feature and the app shell read the session from here, and no
 * feature is imported. Talking to the server about the session is the auth feature's part
 * (features/auth/session-sync.ts): app/session-start.ts hands it to `startSession` as `reconnect`.
 *
 * Restore: a stored session is shown at once (the app works offline), then re-validated when
 * online; a 401 there (or anywhere) fires 'auth:unauthorized' and signs out everywhere.
 */
import { create } from 'zustand';
import { setTokenSource } from '../api-client';
import type { AuthUser } from './session-user';

// The database code (Dexie, ~28 kB gzip) is loaded after the first paint, not in the entry chunk.
const sessionRepo = () => import('../../db/session-repo');

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface SessionState {
  user: AuthUser | null;
  token: string | null;
  status: SessionStatus;
  /** Unread notifications of the signed-in user; filled by the notifications feature. */
  unreadCount: number;
  /** Reads the stored session (start-up and after 'auth:login'). */
  load: () => Promise<void>;
  /** Forgets the session locally (after sign-out or a 401). */
  clear: () => Promise<void>;
  /** Stores a fresher copy of the signed-in user (from /auth/me or a profile save). */
  updateUser: (user: AuthUser) => Promise<void>;
  setUnreadCount: (count: number) => void;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  user: null,
  token: null,
  status: 'loading',
  unreadCount: 0,
  load: async () => {
    const record = await (await sessionRepo()).loadSession();
    set(
      record
        ? { user: record.user, token: record.token, status: 'signed-in' }
        : { user: null, token: null, status: 'signed-out', unreadCount: 0 },
    );
  },
  clear: async () => {
    set({ user: null, token: null, status: 'signed-out', unreadCount: 0 });
    await (await sessionRepo()).clearSession();
  },
  updateUser: async (user) => {
    const { token, user: current } = get();
    // The answer may arrive after a sign-out or for another account: never resurrect a session.
    if (!token || current?.id !== user.id) return;
    set({ user });
    await (await sessionRepo()).saveSession(token, user);
  },
  setUnreadCount: (count) => set({ unreadCount: Math.max(0, Math.floor(count)) }),
}));

setTokenSource(() => useSessionStore.getState().token);

export const selectSignedIn = (s: SessionState): boolean => s.status === 'signed-in' && Boolean(s.user);
export const selectIsAdmin = (s: SessionState): boolean => s.user?.role === 'admin';
export const selectHasSurvey = (s: SessionState): boolean => Boolean(s.user?.hasSurvey);

let started = false;

/**
 * Opens the database, loads the session and subscribes to the auth window events. Idempotent;
 * called once by the app (app/session-start.ts). `reconnect` runs after the stored session is
 * loaded and on every 'online' event (the auth feature's re-validation and pending profile edit).
 */
export function startSession(reconnect: () => Promise<void>): void {
  if (started) return;
  started = true;
  const { load, clear } = useSessionStore.getState();
  window.addEventListener('auth:login', () => void load());
  window.addEventListener('auth:logout', () => void clear());
  // A 401 means the stored token is no longer valid on the server.
  window.addEventListener('auth:unauthorized', () => void clear());
  window.addEventListener('online', () => void reconnect());
  void import('../../db/db')
    .then(({ openDb }) => openDb())
    .then(load)
    .then(reconnect)
    // The database code itself failed to load (offline before it was cached): carry on signed out.
    .catch(() => {
      if (useSessionStore.getState().status === 'loading') useSessionStore.setState({ status: 'signed-out' });
    });
}
