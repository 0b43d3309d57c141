/**
 * The API answer a page's HTML carries (api/src/http/page-shell.ts: the listing detail page embeds
 * GET /api/listings/{ref}'s anonymous answer). Read once: the first anonymous read of that address
 * is answered from it, with no request, so the page renders at once from what the HTML brought;
 * any later read (a Retry, a sign-in, another visit in this tab) goes to the network as usual.
 */
import type { Fresh } from './fresh-fetch';

/** Must match api/src/http/page-shell.ts EMBEDDED_ANSWER_ID. */
export const EMBEDDED_ANSWER_ID = 'propai-page-answer';

interface Embedded {
  url: string;
  fetchedAt: number;
  data: unknown;
}

let embedded: Embedded | null | undefined;

function read(): Embedded | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_ANSWER_ID);
  if (!el?.textContent) return null;
  try {
    const parsed = JSON.parse(el.textContent) as Partial<Embedded>;
    return typeof parsed.url === 'string' && typeof parsed.fetchedAt === 'number' && parsed.data != null
      ? (parsed as Embedded)
      : null;
  } catch {
    return null;
  }
}

/** The embedded answer for `url` (an API address such as /api/listings/abc), once; null otherwise. */
export function takeEmbeddedAnswer<T>(url: string): Fresh<T> | null {
  embedded ??= read();
  if (!embedded || embedded.url !== url) return null;
  const { data, fetchedAt } = embedded;
  embedded = null;
  return { data: data as T, fetchedAt, fromCache: false };
}
