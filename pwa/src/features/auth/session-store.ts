/**
 * The signed-in session, in memory for the UI. The truth is the one `session` record in Dexie: this
 * store loads it at start-up and re-reads it when the sign-in flow announces 'auth:login'.
 * `isAdmin` is for display only (which menu entries to show); the server decides admin rights.
 *
 * Restore: a stored session is shown at once (the app works offline), then re-validated with
 * GET /api/auth/me when online; a 401 there (or anywhere) fires 'auth:unauthorized' and signs out
 * everywhere. The check runs at most once per 5 s (spec §5). A profile edit saved offline is sent
 * on start and on every 'online' event.
 */
import { create } from 'zustand';
import { setTokenSource } from '../../lib/api-client';
import { type AuthUser, fetchMe, type MeAnswer, toAuthUser } from './api/auth-api';
import { AuthCheckRateLimited, createAuthCheckGate } from './auth-check-throttle';

// The database code (Dexie, ~28 kB gzip) is loaded after the first paint, not in the entry chunk.
const sessionRepo = () => import('../../db/session-repo');
const profileOutbox = () => import('../../lib/outbox/profile-edits');

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

const authCheckGate = createAuthCheckGate();
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Re-validates the stored session with the server (GET /api/auth/me) and refreshes the stored user.
 * Offline or on a server fault the stored session stays; a 401 signs out through 'auth:unauthorized'.
 * Throws 'Rate limited - too many auth checks.' (AuthCheckRateLimited) within 5 s of the last check.
 */
export async function checkSession(): Promise<void> {
  const { status, token } = useSessionStore.getState();
  if (status !== 'signed-in' || !token || !isOnline()) return;
  authCheckGate.enter();
  try {
    const me = await fetchMe();
    await useSessionStore.getState().updateUser(toAuthUser(me.user));
  } catch {
    // 401 is handled by the api client's event; anything else keeps the session until next time.
  }
}

/** Sends a profile edit saved offline, then refreshes the stored user from the answer. */
async function syncPendingProfile(): Promise<void> {
  const { user } = useSessionStore.getState();
  if (!user || !isOnline()) return;
  const answer = await (await profileOutbox()).flushProfileEdit<MeAnswer>(user.id).catch(() => null);
  if (answer) await useSessionStore.getState().updateUser(toAuthUser(answer.user));
}

async function onReconnect(): Promise<void> {
  try {
    await checkSession();
  } catch (error) {
    if (!(error instanceof AuthCheckRateLimited)) throw error;
  }
  await syncPendingProfile();
}

let started = false;

/**
 * Opens the database, loads the session and subscribes to the auth window events. Idempotent;
 * called once by the app's providers.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  const { load, clear } = useSessionStore.getState();
  window.addEventListener('auth:login', () => void load());
  window.addEventListener('auth:logout', () => void clear());
  // A 401 means the stored token is no longer valid on the server.
  window.addEventListener('auth:unauthorized', () => void clear());
  window.addEventListener('online', () => void onReconnect());
  void import('../../db/db')
    .then(({ openDb }) => openDb())
    .then(load)
    .then(onReconnect)
    // The database code itself failed to load (offline before it was cached): carry on signed out.
    .catch(() => {
      if (useSessionStore.getState().status === 'loading') useSessionStore.setState({ status: 'signed-out' });
    });
}
