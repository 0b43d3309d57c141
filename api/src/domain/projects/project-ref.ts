/**
 * How a project is addressed in a URL: its stored `_id` (24 hex) or its slug (kebab-case). One
 * parameter accepts either (DECISIONS.md: one route for id or slug); anything else is malformed
 * and answers 400 before the store is asked.
 */
import type { Filter } from '../query-language';

/** Letters, digits and hyphens, starting with a letter or digit, at most 120 characters. */
export const PROJECT_REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,119}$/;

export function isProjectRef(ref: string): boolean {
  return PROJECT_REF_PATTERN.test(ref);
}

/**
 * @example projectRefFilter('aravali-heights') → { $or: [{ _id: 'aravali-heights' }, { slug: 'aravali-heights' }] }
 */
export function projectRefFilter(ref: string): Filter {
  return { $or: [{ _id: ref }, { slug: ref.toLowerCase() }] };
}
