/**
 * The signed-in user's session in the shape lib/fresh-fetch wants for reads answered per caller
 * (their leads, a listing's `viewer`), or null when signed out. Stable between renders while the
 * user and token stay the same.
 */
import { useMemo } from 'react';
import type { FreshSession } from '../fresh-fetch';
import { useSessionStore } from './session-store';

export function useFreshSession(): FreshSession | null {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.user?.id);
  return useMemo(() => (token && userId ? { token, userId } : null), [token, userId]);
}
