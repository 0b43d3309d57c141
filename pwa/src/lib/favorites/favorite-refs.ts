/**
 * Names of a saved thing on the device. Pure and tiny: the hearts on first-paint cards use it.
 * - key `listing:<id>` — the row of table `shortlist` (the comparison tray uses the same form);
 * - queued write id `favorite:<userId>:<type>:<id>` — one pending toggle per user and thing.
 */
import type { FavoriteType } from '@propai/api/domain/favorites/favorite-kinds';

export type { FavoriteType };

export interface FavoriteRef {
  type: FavoriteType;
  id: string;
}

const TYPES: readonly FavoriteType[] = ['listing', 'project', 'report'];

export const favoriteKey = (type: FavoriteType, id: string): string => `${type}:${id}`;

/** `listing:abc` → { type: 'listing', id: 'abc' }; null for anything else. */
export function parseFavoriteKey(key: string): FavoriteRef | null {
  const at = key.indexOf(':');
  const type = key.slice(0, at) as FavoriteType;
  const id = key.slice(at + 1);
  return at > 0 && TYPES.includes(type) && id ? { type, id } : null;
}

export const favoriteWriteId = (userId: string, type: FavoriteType, id: string): string =>
  `favorite:${userId}:${type}:${id}`;
