/**
 * The article editor's unsaved work, kept in localStorage (one entry per article, 'new' for one
 * not yet saved) and written on every change, so a reload, a crash or a closed tab loses nothing.
 * localStorage and not the app's Dexie database: an editor draft is one small text record on an
 * admin's device, it needs no query or sync, and it must not change the Dexie schema. A failed
 * write (storage full, private mode) is reported to the editor, which says the draft is not kept.
 * Cleared when the server has the article.
 */

export interface ArticleDraft {
  title: string;
  slug: string;
  /** True once the admin typed a slug: the title stops rewriting it. */
  slugEdited: boolean;
  description: string;
  city: string;
  category: string;
  authorName: string;
  coverImage: string;
  body: string;
  /** Epoch ms of the last change. */
  savedAt: number;
}

const PREFIX = 'propai:article-draft:';
const keyOf = (draftKey: string) => `${PREFIX}${draftKey}`;

export function readDraft(draftKey: string): ArticleDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(draftKey));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ArticleDraft>;
    return typeof parsed.body === 'string' && typeof parsed.title === 'string'
      ? (parsed as ArticleDraft)
      : null;
  } catch {
    return null;
  }
}

/** False when the browser refused to store it. */
export function writeDraft(draftKey: string, draft: ArticleDraft): boolean {
  try {
    localStorage.setItem(keyOf(draftKey), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(draftKey: string): void {
  try {
    localStorage.removeItem(keyOf(draftKey));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
