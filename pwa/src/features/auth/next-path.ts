/**
 * The `?next=` of /login, made safe: only a same-origin path ('/x', '/x?y#z') is followed, never a
 * protocol-relative '//host', a backslash trick ('/\host' — browsers read '\' as '/'), a full URL or
 * a control character. Anything else falls back to '/', so /login cannot be an open redirect.
 */
export function sanitizeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  try {
    // Resolve against a dummy origin: anything that escapes it (odd encodings) is refused.
    const url = new URL(next, 'http://propai.invalid');
    if (url.origin !== 'http://propai.invalid') return fallback;
    // Never send the user back to the sign-in page itself.
    if (url.pathname === '/login') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
