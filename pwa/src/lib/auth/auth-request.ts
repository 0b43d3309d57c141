/**
 * A raw POST for the sign-in endpoints. The shared api client turns every non-2xx answer into an
 * ApiError with only `{error, message, fields}`; the OTP flow also needs the rest of the body (the
 * 409 conflict carries the masked attached email and the cooldown) and the 429's Retry-After.
 * These endpoints run before there is a session, so no token and no 'auth:unauthorized' here.
 */
import { apiUrl } from '../api-client';

export interface AuthAnswer<T> {
  /** 0 when no answer came (offline). */
  status: number;
  ok: boolean;
  data: Partial<T> & { error?: string; message?: string; fields?: Record<string, string> };
  /** Seconds from Retry-After on a 429. */
  retryAfter: number | null;
}

export async function authPost<T>(path: string, body: unknown): Promise<AuthAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { status: 0, ok: false, data: {}, retryAfter: null };
  }
  let data: AuthAnswer<T>['data'] = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') data = parsed;
  } catch {
    // An empty or non-JSON body (a proxy's error page): the caller falls back to its default text.
  }
  const retry = Number(response.headers.get('Retry-After'));
  return {
    status: response.status,
    ok: response.ok,
    data,
    retryAfter: Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : null,
  };
}
