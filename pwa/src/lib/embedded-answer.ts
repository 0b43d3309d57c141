/**
 * The API answers a page's HTML carries (api/src/http/page-shell.ts: the listing detail page embeds
 * GET /api/listings/{ref}'s anonymous answer; a project page its detail and every section it reads).
 * Each is read once: the first anonymous read of its address is answered from it, with no request,
 * so the page renders at once from what the HTML brought; any later read (a Retry, a sign-in,
 * another visit in this tab) goes to the network as usual.
 */
import type { Fresh } from './fresh-fetch';

/** Must match api/src/http/page-shell.ts EMBEDDED_ANSWER_ID. */
export const EMBEDDED_ANSWER_ID = 'propai-page-answer';
/** Must match api/src/http/page-shell.ts EMBEDDED_MORE_ID: a list of further answers. */
export const EMBEDDED_MORE_ID = 'propai-page-answers';

interface Embedded {
  url: string;
  fetchedAt: number;
  data: unknown;
}

const isEmbedded = (value: unknown): value is Embedded => {
  const v = value as Partial<Embedded> | null;
  return !!v && typeof v.url === 'string' && typeof v.fetchedAt === 'number' && v.data != null;
};

function parse(id: string): unknown {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as unknown;
  } catch {
    return null;
  }
}

/** The page's embedded answers by address, read from the HTML on first use. */
let embedded: Map<string, Embedded> | undefined;

function read(): Map<string, Embedded> {
  const answers = new Map<string, Embedded>();
  const more = parse(EMBEDDED_MORE_ID);
  for (const answer of Array.isArray(more) ? more : [])
    if (isEmbedded(answer)) answers.set(answer.url, answer);
  const main = parse(EMBEDDED_ANSWER_ID);
  if (isEmbedded(main)) answers.set(main.url, main);
  return answers;
}

/** The embedded answer for `url` (an API address such as /api/listings/abc), once; null otherwise. */
export function takeEmbeddedAnswer<T>(url: string): Fresh<T> | null {
  embedded ??= read();
  const answer = embedded.get(url);
  if (!answer) return null;
  embedded.delete(url);
  return { data: answer.data as T, fetchedAt: answer.fetchedAt, fromCache: false };
}
