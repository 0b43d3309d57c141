/**
 * The modern editor's section logic (spec part 3 §2 "Modern admin editor", §4, §5): each of the
 * eleven sections is a JSON text; a section is changed while its text differs from what was
 * loaded (or last saved); a save sends only the changed sections, and only if every one of them
 * parses — otherwise nothing is sent and the first bad section is named.
 */

import {
  MODERN_SECTIONS,
  type ModernSectionName,
} from '@propai/api/domain/project-admin/modern-section-names';

/** The spec's eleven sections, in its order (one list, the API's). */
export const MODERN_SECTION_NAMES = MODERN_SECTIONS;
export type SectionName = ModernSectionName;
export type SectionTexts = Record<SectionName, string>;

/** What an unset section starts as: the lists as [], the rest as {}. */
const LIST_SECTIONS = new Set<SectionName>([
  'gallery',
  'paymentPlan',
  'specs',
  'amenities',
  'qualityAudits',
  'customSections',
]);

export function isSectionName(value: string | null): value is SectionName {
  return (MODERN_SECTION_NAMES as readonly string[]).includes(value ?? '');
}

/** JSON as the editor shows it: two-space indents. */
export const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The texts to edit for a loaded answer; a null (unset) section starts empty of its kind. */
export function textsFrom(details: Partial<Record<SectionName, unknown>>): SectionTexts {
  const texts = {} as SectionTexts;
  for (const name of MODERN_SECTION_NAMES) {
    const value = details[name];
    texts[name] = pretty(value ?? (LIST_SECTIONS.has(name) ? [] : {}));
  }
  return texts;
}

/** The sections whose text differs from the baseline (what the server has). */
export function changedSections(baseline: SectionTexts, current: SectionTexts): SectionName[] {
  return MODERN_SECTION_NAMES.filter((name) => baseline[name] !== current[name]);
}

export type SavePlan =
  { ok: true; body: Partial<Record<SectionName, unknown>> } | { ok: false; message: string };

/** The spec's message for a section that does not parse. */
export const invalidJsonMessage = (section: string) => `"${section}" has invalid JSON. Fix it and try again.`;

/** The body for PUT modern-details: every changed section parsed, or the first that does not parse. */
export function planSave(changed: readonly SectionName[], current: SectionTexts): SavePlan {
  const body: Partial<Record<SectionName, unknown>> = {};
  for (const name of changed) {
    try {
      body[name] = JSON.parse(current[name]) as unknown;
    } catch {
      return { ok: false, message: invalidJsonMessage(name) };
    }
  }
  return { ok: true, body };
}

/** Pretty-prints one section's text; the text as it was when it does not parse. */
export function prettyText(text: string): string {
  try {
    return pretty(JSON.parse(text));
  } catch {
    return text;
  }
}
