/**
 * THE saved state of the hearts — on cards, the detail pages, the comparison and the saved lists all
 * read this one store, so a heart tapped anywhere shows everywhere (and in every tab: the store
 * mirrors a Dexie liveQuery of the `shortlist` rows the signed-in user owns).
 *
 * Weight: cards of the first paint use this module, so it imports neither Dexie nor the outbox;
 * favorites-sync.ts (both) loads when a user is signed in or taps a heart.
 *
 * Life cycle (app/session-start.ts wires it): `startFavorites()` follows the session store — a user
 * signed in (restored at start or just signed in) → watch their mirror and refresh it from the
 * server (merge the device-only shortlist, then GET /api/favorites/ids), again on every `online`;
 * signed out → no hearts filled. `forgetFavoritesOnSignOut` (registered with onSignOut) clears the
 * mirror and drops that user's queued toggles, so none is ever sent with another user's session.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { selectSignedIn, useSessionStore } from '../session/session-store';
import { type FavoriteRef, type FavoriteType, favoriteKey } from './favorite-refs';

/**
 * A heart tapped while signed out is a save the user asked for: it is remembered in this tab
 * (sessionStorage) while they sign in, and made as soon as a user is signed in, so they come back to
 * the page with the thing saved. Forgotten after 30 minutes (a sign-in abandoned and taken up much
 * later should not save something out of the blue).
 */
const SAVE_AFTER_SIGN_IN = 'propai:save-after-sign-in';
const SAVE_AFTER_SIGN_IN_MS = 30 * 60_000;
const FAVORITE_TYPES: readonly FavoriteType[] = ['listing', 'project', 'report'];

export function rememberSaveAfterSignIn(ref: FavoriteRef, now = Date.now()): void {
  try {
    sessionStorage.setItem(SAVE_AFTER_SIGN_IN, JSON.stringify({ type: ref.type, id: ref.id, at: now }));
  } catch {
    // No sessionStorage (private mode): the user taps the heart again after signing in.
  }
}

/** The save asked for before signing in, once (it is removed as it is read). */
export function takeSaveAfterSignIn(now = Date.now()): FavoriteRef | null {
  try {
    const raw = sessionStorage.getItem(SAVE_AFTER_SIGN_IN);
    if (!raw) return null;
    sessionStorage.removeItem(SAVE_AFTER_SIGN_IN);
    const v = JSON.parse(raw) as { type?: unknown; id?: unknown; at?: unknown };
    const fresh = typeof v.at === 'number' && now - v.at >= 0 && now - v.at < SAVE_AFTER_SIGN_IN_MS;
    const type = FAVORITE_TYPES.find((t) => t === v.type);
    return fresh && type && typeof v.id === 'string' && v.id ? { type, id: v.id } : null;
  } catch {
    return null;
  }
}

interface FavoritesState {
  /** The user whose saved set `keys` is; null when signed out. */
  userId: string | null;
  /** 'listing:<id>', 'project:<id>', 'report:<id>' saved by `userId`. */
  keys: ReadonlySet<string>;
  /** True once the device's mirror has been read for `userId` (always true when signed out). */
  loaded: boolean;
  /**
   * Toggles made in this tab since `userId` signed in, by key: lists of the server's answer apply
   * them on top even after the outbox has sent them (and the queued row is gone).
   */
  changedHere: ReadonlyMap<string, boolean>;
}

export const useFavoritesStore = create<FavoritesState>(() => ({
  userId: null,
  keys: new Set(),
  loaded: true,
  changedHere: new Map(),
}));

const sync = () => import('./favorites-sync');
const repo = () => import('../../db/favorites-repo');

let stopWatch: (() => void) | null = null;
/** The last user signed in here: whose toggles a sign-out drops (the session is gone by then). */
let lastUserId: string | null = null;

const currentUserId = () => useFavoritesStore.getState().userId;
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The mirror's keys with this tab's own toggles on top. The mirror can lag a toggle (its first read
 * may land after the heart changed, or a server list fetched just before the toggle arrived can be
 * merged in): the heart shows what the user last did here, and the account's state at the next start.
 */
function withChangesHere(keys: Iterable<string>, changedHere: ReadonlyMap<string, boolean>): Set<string> {
  const next = new Set(keys);
  for (const [key, saved] of changedHere) {
    if (saved) next.add(key);
    else next.delete(key);
  }
  return next;
}

function follow(userId: string | null): void {
  if (userId === currentUserId()) return;
  stopWatch?.();
  stopWatch = null;
  useFavoritesStore.setState({ userId, keys: new Set(), loaded: userId === null, changedHere: new Map() });
  if (!userId) return;
  lastUserId = userId;
  void repo()
    .then((r) => {
      if (currentUserId() !== userId) return;
      stopWatch = r.watchOwnedKeys(userId, (keys) => {
        if (currentUserId() !== userId) return;
        useFavoritesStore.setState((s) => ({ keys: withChangesHere(keys, s.changedHere), loaded: true }));
      });
    })
    .catch(() => undefined); // the database chunk failed to load offline: hearts stay empty
  void refreshFavorites();
  const asked = takeSaveAfterSignIn();
  if (asked) void setSaved(asked, true).catch(() => undefined); // the storage banner says why
}

/** Merge and mirror the signed-in user's favourites now (when online); failures wait for the next try. */
export async function refreshFavorites(): Promise<void> {
  const userId = currentUserId();
  if (!userId || !isOnline()) return;
  try {
    await (await sync()).refreshFavorites(userId, () => currentUserId() === userId);
  } catch {
    // Offline, a server fault or storage trouble (reported by the repo): the next start or `online`.
  }
}

let started = false;

/** Called once by the app when the session starts; idempotent. */
export function startFavorites(): void {
  if (started) return;
  started = true;
  const userOf = (s: ReturnType<typeof useSessionStore.getState>) =>
    s.status === 'signed-in' ? (s.user?.id ?? null) : null;
  useSessionStore.subscribe((s) => follow(userOf(s)));
  follow(userOf(useSessionStore.getState()));
  window.addEventListener('online', () => void refreshFavorites());
}

/** Sign-out task: the mirror and the user's queued toggles go (the account keeps the favourites). */
export async function forgetFavoritesOnSignOut(): Promise<void> {
  const userId = lastUserId;
  lastUserId = null;
  await (await sync()).forgetFavorites(userId);
}

/**
 * Saves or unsaves for the signed-in user: the heart changes at once, the mirror and the outbox
 * follow. `snapshot` (a comparison property) lets the device list show the thing offline.
 */
export async function setSaved(ref: FavoriteRef, saved: boolean, snapshot?: () => Promise<object>) {
  const userId = currentUserId();
  if (!userId) throw new Error('Sign in to save.');
  const key = favoriteKey(ref.type, ref.id);
  const { keys: before, changedHere } = useFavoritesStore.getState();
  const next = new Set(before);
  if (saved) next.add(key);
  else next.delete(key);
  useFavoritesStore.setState({ keys: next, changedHere: new Map(changedHere).set(key, saved) });
  try {
    const snap = saved && snapshot ? ((await snapshot()) as Record<string, unknown>) : undefined;
    await (await sync()).toggleFavorite(userId, ref, saved, snap);
  } catch (error) {
    // Not stored (storage full, the chunk failed offline): show the truth again.
    if (currentUserId() === userId) useFavoritesStore.setState({ keys: before, changedHere });
    throw error;
  }
}

export interface SavedControl {
  saved: boolean;
  signedIn: boolean;
  /** Signed in: flips the state. Signed out: goes to /login?next={this page}, and saves once signed in. */
  toggle: () => void;
}

/** The heart's state for one thing, and what tapping it does. */
export function useSaved(type: FavoriteType, id: string, snapshot?: () => Promise<object>): SavedControl {
  const key = favoriteKey(type, id);
  const signedIn = useSessionStore(selectSignedIn);
  const saved = useFavoritesStore((s) => s.userId !== null && s.keys.has(key));
  const navigate = useNavigate();
  const location = useLocation();
  const next = location.pathname + location.search;
  const toggle = useCallback(() => {
    if (!signedIn) {
      rememberSaveAfterSignIn({ type, id });
      navigate(`/login?next=${encodeURIComponent(next)}`);
      return;
    }
    void setSaved({ type, id }, !saved, snapshot).catch(() => {
      // The storage banner (db/storage-status-store) already says what failed.
    });
  }, [signedIn, navigate, next, type, id, saved, snapshot]);
  return { saved, signedIn, toggle };
}
