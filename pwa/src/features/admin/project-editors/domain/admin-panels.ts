/**
 * What the Admin Editor's four JSON panels send (spec part 3 §2 "Admin Editor", §5 "Admin editor").
 * The Legal & Escrow text goes through the server's own shorthand normalisation (the same pure
 * function the API runs), so 'Nothing to update' is said before a request is made; the server still
 * validates everything it gets.
 */
import { normaliseLegalEscrow } from '@propai/api/domain/project-admin/legal-escrow-shorthands';

export const NOTHING_TO_UPDATE = 'Nothing to update';
export const NOT_JSON = 'the text is not valid JSON.';

export type PanelPlan = { ok: true; body: unknown } | { ok: false; message: string };

/** The four panels and the spec's success text of each. */
export const PANELS = {
  construction: { title: 'Construction', saved: 'Construction saved' },
  legalEscrow: { title: 'Legal & Escrow', saved: 'Legal/Escrow saved' },
  living: { title: 'Amenities / Unit Mix / Location', saved: 'Amenities & location saved' },
  costSheet: { title: 'Cost Sheet', saved: 'Cost sheet saved' },
} as const;

export type PanelName = keyof typeof PANELS;

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys of the Amenities/Unit Mix/Location payload and the type each must have to count. */
const LIVING_KEYS: Record<string, 'list' | 'object'> = {
  unitMix: 'list',
  amenities: 'list',
  floorPlanFiles: 'list',
  maintenance: 'object',
  society: 'object',
  location: 'object',
};

/** Keeps the living keys of the right type; anything else would be refused by the server anyway. */
export function livingBody(value: unknown): Record<string, unknown> | null {
  if (!isObject(value)) return null;
  const body: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(LIVING_KEYS)) {
    const v = value[key];
    if (kind === 'list' ? Array.isArray(v) : isObject(v)) body[key] = v;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** The request body for one panel's text, or the message to show instead of sending. */
export function planPanel(panel: PanelName, text: string): PanelPlan {
  const parsed = parse(text);
  if (!parsed.ok) return { ok: false, message: `Save failed: ${NOT_JSON}` };
  const value = parsed.value;
  if (panel === 'legalEscrow') {
    if (!isObject(value)) return { ok: false, message: NOTHING_TO_UPDATE };
    const normalised = normaliseLegalEscrow(value);
    if (!normalised.legal && !normalised.escrow) return { ok: false, message: NOTHING_TO_UPDATE };
    return { ok: true, body: normalised };
  }
  if (panel === 'living') {
    const body = livingBody(value);
    return body ? { ok: true, body } : { ok: false, message: NOTHING_TO_UPDATE };
  }
  if (panel === 'costSheet') {
    // A bare list is the sheet's items (the spec's PUT body is {items: [...]}).
    if (Array.isArray(value)) return { ok: true, body: { items: value } };
    return isObject(value) ? { ok: true, body: value } : { ok: false, message: NOTHING_TO_UPDATE };
  }
  return isObject(value) ? { ok: true, body: value } : { ok: false, message: NOTHING_TO_UPDATE };
}
