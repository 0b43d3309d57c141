/**
 * GET requests started by the entry (boot.ts) before the app has loaded, handed to the first
 * caller that asks for the same address. A discovery page's first data used to wait for the whole
 * app (HTML → entry → app → React → page → request, issue 21: 78 % of /explore's largest paint was
 * that wait); started here, it downloads beside the app's scripts.
 *
 * Only anonymous reads: the entry knows no session. An answer not taken within EARLY_TTL_MS is
 * dropped (the page asked for something else, or the reader went elsewhere).
 */
const EARLY_TTL_MS = 15_000;
const early = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Starts the request. Returns a copy of its JSON body for the entry's own use (null on a failure
 * or a refusal); the page that takes the request reads the original.
 */
export function startEarlyRequest(url: string): Promise<unknown> {
  const started = early.get(url);
  const response =
    started?.response ?? fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  response.catch(() => undefined); // a failure is handled by whoever takes it, or nobody
  if (!started) early.set(url, { at: Date.now(), response });
  // Cloned as soon as it arrives, before the page (loaded later) reads the body.
  return response.then((r) => (r.ok ? r.clone().json() : null)).catch(() => null);
}

/** The request the entry started for `url`, once; null when there is none (or it is too old). */
export function takeEarlyRequest(url: string): Promise<Response> | null {
  const entry = early.get(url);
  if (!entry) return null;
  early.delete(url);
  return Date.now() - entry.at <= EARLY_TTL_MS ? entry.response : null;
}
