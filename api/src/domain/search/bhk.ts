/**
 * Unit-type labels → a BHK rule (spec part 2 §5): '4' and '4 BHK' mean 4 or more (the filter's
 * top option), '6+' / '6+ BHK' mean 6 or more, '1 RK' counts as 1, 'Studio' as 0, '2.5 BHK' is
 * exactly 2.5, '5+' 5 or more. Any other number is exact.
 */

export interface BhkRule {
  /** Exact value, or the lower bound when `orMore`. */
  value: number;
  orMore: boolean;
}

/** Numbers at or above this mean "this many or more" even without a '+'. */
const OPEN_FROM = 4;

/**
 * @example parseBhk('6+ BHK') → { value: 6, orMore: true }; parseBhk('1 RK') → { value: 1, orMore: false }
 * @returns null when the label is not a unit type.
 */
export function parseBhk(label: string): BhkRule | null {
  const text = label.trim().toLowerCase();
  if (text === 'studio') return { value: 0, orMore: false };
  if (/^1\s*rk$/.test(text)) return { value: 1, orMore: false };
  const match = /^(\d+(?:\.5)?)\s*(\+?)\s*(?:bhk)?\s*(\+?)$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const plus = match[2] === '+' || match[3] === '+';
  return { value, orMore: plus || (value === OPEN_FROM && Number.isInteger(value)) };
}

/** Whether a unit with `bhk` bedrooms satisfies any of the rules (no rules = everything). */
export function bhkMatches(bhk: number, rules: readonly BhkRule[]): boolean {
  if (rules.length === 0) return true;
  return rules.some((r) => (r.orMore ? bhk >= r.value : bhk === r.value));
}
