/**
 * The signed-in user's favourite toggles still waiting in the outbox, by key ('listing:<id>' →
 * saved or not), for lists that show the server's answer with what this device changed since on
 * top (an item unsaved offline disappears at once). null until read. Loads Dexie: for lazy pages.
 */
import { useEffect, useState } from 'react';
import type { FavoriteWriteBody } from '../outbox/kinds';
import { favoriteKey } from './favorite-refs';
import { useFavoritesStore } from './favorites-state';

/**
 * Whether a thing the server listed should show: not when this device unsaved it since (queued in
 * the outbox, or toggled in this tab and sent meanwhile). `key`: 'listing:<id>'.
 */
export function useLocalUnsaves(): (key: string) => boolean {
  const pending = usePendingToggles();
  const changedHere = useFavoritesStore((s) => s.changedHere);
  return (key) => pending?.get(key) === false || changedHere.get(key) === false;
}

export function usePendingToggles(): ReadonlyMap<string, boolean> | null {
  const userId = useFavoritesStore((s) => s.userId);
  const [state, setState] = useState<{ userId: string; toggles: Map<string, boolean> } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('../../db/favorites-repo').then((r) => {
      if (!live) return;
      stop = r.watchFavoriteWrites(userId, (rows) => {
        const toggles = new Map<string, boolean>();
        for (const row of [...rows].sort((a, b) => a.queuedAt - b.queuedAt)) {
          const body = row.body as FavoriteWriteBody;
          toggles.set(favoriteKey(body.type, body.id), body.saved);
        }
        setState({ userId, toggles });
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [userId]);
  return state && state.userId === userId ? state.toggles : null;
}
