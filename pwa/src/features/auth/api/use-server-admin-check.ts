import type { MeAnswer } from '@propai/api/wire';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';

export type AdminCheck = 'checking' | 'admin' | 'not-admin' | 'signed-out' | 'offline';

/**
 * Asks the server whether the current session is an admin's (GET /api/auth/me). The stored role is
 * only a hint for menus; this answer decides what an admin page shows. Without a token it is not
 * asked at all. A 401 also signs the session out (the api client fires 'auth:unauthorized').
 */
export function useServerAdminCheck(token: string | null): AdminCheck {
  const [result, setResult] = useState<{ token: string; check: AdminCheck } | null>(null);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api
      .get<MeAnswer>('/auth/me', { signal: controller.signal })
      .then((me) => {
        // A 200 without a user (not what the schema says) throws here and lands in catch: not-admin.
        const isAdmin = me.user.role === 'admin' || me.user.isAdmin;
        setResult({ token, check: isAdmin ? 'admin' : 'not-admin' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const check: AdminCheck =
          error instanceof ApiError && error.status === 0
            ? 'offline'
            : error instanceof ApiError && error.status === 401
              ? 'signed-out'
              : 'not-admin';
        setResult({ token, check });
      });
    return () => controller.abort();
  }, [token]);

  if (!token) return 'signed-out';
  return result?.token === token ? result.check : 'checking';
}
