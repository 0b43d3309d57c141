/**
 * The money tools' inputs: each tool names its fields with a range and a step, and its starting
 * values come from, in order, the address (a listing's "EMI calculator" link: /tools/emi?amount=…),
 * what this device remembered from the last visit (tool-memory.ts), then the tool's defaults.
 * A value that is not a number is skipped; one out of range is brought inside it.
 */

/** 'count': a number of things the page sets with its own buttons (how many loans to compare). */
export type FieldKind = 'rupees' | 'percent' | 'years' | 'count';

export interface FieldSpec {
  label: string;
  kind: FieldKind;
  min: number;
  max: number;
  /** What − / + and the slider move by. */
  step: number;
}

export type Specs<K extends string> = Record<K, FieldSpec>;
export type Values<K extends string> = Record<K, number>;

/** Rounds to the step's decimals, so 8.5 + 0.05 is 8.55 and not 8.549999. */
export function roundToStep(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}

export function clampTo(spec: FieldSpec, value: number): number {
  return roundToStep(Math.min(spec.max, Math.max(spec.min, value)), spec.step);
}

/**
 * A typed number: rupees keep their digits ('₹50,00,000' → 5000000), percent and years accept one
 * decimal point. Null for text with no number in it.
 * @example parseTyped('50,00,000', 'rupees') === 5_000_000; parseTyped('8.75 %', 'percent') === 8.75
 */
export function parseTyped(text: string, kind: FieldKind): number | null {
  const cleaned = kind === 'rupees' ? text.replace(/[^\d]/g, '') : text.replace(/[^\d.]/g, '');
  if (cleaned === '' || cleaned === '.' || (cleaned.match(/\./g) ?? []).length > 1) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

function numberOf(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const n = Number(raw.trim());
  return Number.isFinite(n) ? n : null;
}

/** The first source with a number for each field, clamped; else the default. */
export function startingValues<K extends string>(
  specs: Specs<K>,
  defaults: Values<K>,
  sources: ReadonlyArray<Partial<Record<string, unknown>>>,
): Values<K> {
  const out = { ...defaults };
  for (const key of Object.keys(specs) as K[]) {
    for (const source of sources) {
      const n = numberOf(source[key]);
      if (n === null) continue;
      out[key] = clampTo(specs[key], n);
      break;
    }
  }
  return out;
}

/** The address's query as a plain object, for `startingValues`. */
export function queryValues(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
