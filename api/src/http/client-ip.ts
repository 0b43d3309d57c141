/**
 * The client's IP address, for per-IP rate limits and the login audit.
 *
 * X-Forwarded-For is only believed when TRUST_PROXY=true (the server sits behind a proxy that
 * sets it); otherwise anyone could pick their own address and dodge a limit. With a trusted proxy
 * the right-most entry is the one that proxy saw, the only part a client cannot forge.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
