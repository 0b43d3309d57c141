/**
 * Free-text search is a case-insensitive substring match (spec part 2 §5). User text goes into a
 * store `$regex`, so every metacharacter is escaped first: 'a+b (2)' finds the literal text.
 */

/** @example escapeRegex('3.5 BHK (new)') === '3\\.5 BHK \\(new\\)' */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** User text as it is matched: trimmed, lower-case, inner spaces collapsed. */
export function foldQueryText(text: string | undefined): string {
  return (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A `$regex` clause for a substring, or null for blank text. Inner spaces are collapsed. */
export function substringClause(text: string | undefined): { $regex: string; $options: 'i' } | null {
  const folded = foldQueryText(text);
  if (folded === '') return null;
  return { $regex: escapeRegex(folded), $options: 'i' };
}

/** The lower-case haystack stored on a document: the fields free text is matched against. */
export function searchText(parts: readonly (string | undefined | null)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' | ')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}
