/**
 * The survey's answers (spec part 1 §3, part 2 §3 and §9): the vocabulary (survey-options.ts,
 * re-exported here) and the one zod schema that both the PWA's wizard and POST /api/survey/submit check answers with, so a
 * survey the phone accepts is a survey the server stores.
 *
 * Accepting liberally, storing one shape: the spec lets older clients send `location` (array or
 * string) or `preferredLocations`, `propertyType` or `propertyTypes`, a BHK as a number, '3bhk' or
 * an array, and a budget as a lakh band ('25-50', '₹25L - ₹50L'), a lakh range or a plain number of
 * lakhs. The schema folds all of these into `SurveyData` below; anything else (a value outside its
 * set, an object such as `{ "$gt": "" }`, an unknown field) is refused naming the field.
 *
 * Decided here (the spec names the field but not its values): purpose is one of "to live in",
 * "as an investment" or "both"; a plain budget number is a maximum in lakhs, at most 10,000 lakh
 * (₹1,000 Cr = the shortlist's 1 billion ceiling).
 */
import { z } from 'zod';
import { cityLabel, resolvePlace } from '../search/city-aliases';
import {
  type Bhk,
  BUDGET_BANDS,
  LAKH,
  MAX_BUDGET_LAKH,
  MAX_LOCATIONS,
  MESSAGES,
  PREFERRED_LOCATIONS,
  PROPERTY_TYPES,
  type PropertyType,
  PURPOSES,
  type Purpose,
  TIMELINES,
} from './survey-options';

export * from './survey-options';

/** A budget read: its stored value and the rupee range it stands for (max null = no ceiling). */
export interface BudgetRange {
  value: string | number;
  min: number;
  max: number | null;
}

const AMOUNT = /^(\d+(?:\.\d+)?)\s*(l|lakh|lakhs|lac|cr|crore|crores)?$/;
/** '25', '25L', '1.5Cr' → lakhs; null when not an amount. */
function lakhsOf(raw: string): number | null {
  const m = AMOUNT.exec(raw.replace(/[₹,\s]/g, '').toLowerCase());
  if (!m) return null;
  const n = Number(m[1]);
  return m[2]?.startsWith('c') ? n * 100 : n;
}

const inRange = (lakh: number) => Number.isFinite(lakh) && lakh > 0 && lakh <= MAX_BUDGET_LAKH;

/**
 * Reads a budget as the spec allows it; null when it is not a number or a range.
 * @example readBudget('₹25L - ₹50L') → { value: '25-50', min: 2500000, max: 5000000 }
 * @example readBudget(80) → { value: 80, min: 0, max: 8000000 }
 */
export function readBudget(input: unknown): BudgetRange | null {
  if (typeof input === 'number') return inRange(input) ? { value: input, min: 0, max: input * LAKH } : null;
  if (typeof input !== 'string' || input.length > 40) return null;
  const text = input.trim();
  const band = BUDGET_BANDS.find((b) => b.value === text || b.label.toLowerCase() === text.toLowerCase());
  if (band) return { value: band.value, min: band.min, max: band.max };
  if (/\+$/.test(text)) {
    const from = lakhsOf(text.slice(0, -1));
    return from !== null && inRange(from) ? { value: `${from}+`, min: from * LAKH, max: null } : null;
  }
  const parts = text.split(/\s*(?:-|–|to)\s*/);
  if (parts.length === 1) {
    const only = lakhsOf(text);
    return only !== null && inRange(only) ? { value: only, min: 0, max: only * LAKH } : null;
  }
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => lakhsOf(p ?? ''));
  if (a == null || b == null || !inRange(b) || a < 0 || a >= b) return null;
  const same = BUDGET_BANDS.find((x) => x.value === `${a}-${b}`);
  return same
    ? { value: same.value, min: same.min, max: same.max }
    : { value: `${a}-${b}`, min: a * LAKH, max: b * LAKH };
}

/**
 * A typed place → the spec's label, or null when it is not a Delhi NCR place we know.
 * @example placeLabel('gurugram') === 'Gurgaon'; placeLabel('sohna road') === 'Sohna Road'
 */
export function placeLabel(raw: string): string | null {
  const listed = PREFERRED_LOCATIONS.find((p) => p.toLowerCase() === raw.trim().toLowerCase());
  if (listed) return listed;
  const place = resolvePlace(raw);
  if (!place) return null;
  return place.area ?? cityLabel(place.city);
}

/** BHK as sent (2, '2', '2bhk', '2 BHK', '4bhk+', 5) → its option; null otherwise. */
export function readBhk(input: unknown): Bhk | null {
  const n =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && /^\s*\d\s*(bhk)?\s*\+?\s*$/i.test(input)
        ? Number(/\d/.exec(input)?.[0])
        : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 10) return null;
  return n >= 4 ? '4bhk+' : (`${n}bhk` as Bhk);
}

const asList = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? [v] : v);
const unique = <T>(list: T[]) => [...new Set(list)];

const purpose = z.enum(PURPOSES.map((p) => p.value) as [Purpose, ...Purpose[]], { error: MESSAGES.purpose });
const budget = z.unknown().transform((v, ctx) => {
  const read = readBudget(v);
  if (!read) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.budget });
    return z.NEVER;
  }
  return read.value;
});
const preferredLocations = z.preprocess(
  asList,
  z
    .array(z.string({ error: MESSAGES.preferredLocations }).max(60, MESSAGES.preferredLocations), {
      error: MESSAGES.preferredLocations,
    })
    .min(1, MESSAGES.preferredLocations)
    .max(MAX_LOCATIONS * 2, MESSAGES.preferredLocations)
    .transform((list, ctx) => {
      const labels = list.map(placeLabel);
      if (labels.some((l) => l === null)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.preferredLocations });
        return z.NEVER;
      }
      return unique(labels as string[]);
    }),
);
const bhk = z.preprocess(
  asList,
  z
    .array(z.unknown(), { error: MESSAGES.bhk })
    .min(1, MESSAGES.bhk)
    .max(10, MESSAGES.bhk)
    .transform((list, ctx) => {
      const read = list.map(readBhk);
      if (read.some((b) => b === null)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.bhk });
        return z.NEVER;
      }
      return unique(read as Bhk[]);
    }),
);
const typeValues = PROPERTY_TYPES.map((p) => p.value) as [PropertyType, ...PropertyType[]];
const propertyTypes = z.preprocess(
  (v) => (Array.isArray(v) ? v : asList(v)),
  z
    .array(
      z.preprocess(
        (t) => (typeof t === 'string' ? t.trim().toLowerCase() : t),
        z.enum(typeValues, { error: MESSAGES.propertyTypes }),
      ),
      { error: MESSAGES.propertyTypes },
    )
    .min(1, MESSAGES.propertyTypes)
    .max(PROPERTY_TYPES.length * 2, MESSAGES.propertyTypes)
    .transform(unique),
);
const timeline = z.enum(TIMELINES, { error: MESSAGES.timeline });

/** The older field names the spec allows, moved to the one name we store. */
function foldAliases(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const { location, propertyType, ...rest } = input as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (location !== undefined && out.preferredLocations === undefined) out.preferredLocations = location;
  if (propertyType !== undefined && out.propertyTypes === undefined) out.propertyTypes = propertyType;
  return out;
}

/** A complete survey (every question answered), as submitted and as stored on the account. */
export const SurveyDataSchema = z.preprocess(
  foldAliases,
  z.strictObject(
    { purpose, budget, preferredLocations, bhk, propertyTypes, timeline },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? `Unexpected survey field: ${iss.keys.join(', ')}.`
          : 'Send the survey answers.',
    },
  ),
);
export type SurveyData = z.output<typeof SurveyDataSchema>;
export type SurveyQuestion = keyof SurveyData;
/** The wizard's order, one question a screen. */
export const SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  'purpose',
  'budget',
  'preferredLocations',
  'bhk',
  'propertyTypes',
  'timeline',
];

/** One answer checked on its own (the wizard's Next): the message to show, or null when valid. */
export function answerError(question: SurveyQuestion, value: unknown): string | null {
  const schemas = { purpose, budget, preferredLocations, bhk, propertyTypes, timeline };
  const result = schemas[question].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES[question]);
}
