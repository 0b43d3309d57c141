/**
 * The advanced JSON editor (spec part 3 §2, §4, §8): the whole form as JSON; 'Apply to Form (Not
 * Saved)' replaces the form with the parsed JSON (same limits as typing, normalise-project.ts) and
 * nothing is sent until Save Changes; 'Reset to Current' shows the form's JSON again. A JSON area
 * inside a tab keeps the last valid value while the text does not parse (spec §5: invalid JSON is
 * ignored while typing).
 */
import type { EditorProject } from './editor-project';
import { normaliseProject } from './normalise-project';

export const INVALID_JSON_MESSAGE = 'Invalid JSON. Please fix and try again.';
export const APPLIED_MESSAGE = 'Applied to the form. Not saved yet: press Save Changes to save.';

/** The form as the advanced editor shows it (unset numbers left out). */
export const projectJson = (p: EditorProject): string => JSON.stringify(p, null, 2);

export type ApplyResult = { ok: true; project: EditorProject } | { ok: false; message: string };

/**
 * Parses the advanced editor's text into a new form model. The masked account number is the
 * server's and stays as it was, whatever the JSON says.
 */
export function applyAdvancedJson(text: string, current: EditorProject): ApplyResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: INVALID_JSON_MESSAGE };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, message: INVALID_JSON_MESSAGE };
  const project = normaliseProject(parsed);
  project.escrow.accountMasked = current.escrow.accountMasked;
  return { ok: true, project };
}

/**
 * A JSON area inside a tab: the parsed value when the text is valid JSON of the expected kind,
 * else undefined (the caller keeps its last value and the text stays as typed).
 * @example readJsonArea('[1,', 'array') // undefined
 */
export function readJsonArea(text: string, kind: 'array' | 'object'): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const isArray = Array.isArray(parsed);
  if (kind === 'array') return isArray ? parsed : undefined;
  return typeof parsed === 'object' && parsed !== null && !isArray ? parsed : undefined;
}
