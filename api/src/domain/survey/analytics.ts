/**
 * Survey analytics for admins, as pure rules over what POST /api/survey/submit and the survey
 * sign-up store (issue 17, "Admin"). Nothing here is estimated: every count is a count of stored
 * surveys, and a survey whose stored answers no longer read as a survey counts in no dimension.
 *
 * Decided here:
 * - a respondent is a signed-in account (userId) or, signed out, a device (anonymousId); each
 *   respondent counts once per period, with their newest survey in it (a pending survey later
 *   attached to an account carries that account's id, so it is not counted twice);
 * - a survey sign-up is an account created after its survey was started: a survey kept pending
 *   under the device's id and attached at sign-in, or started on the device before the account
 *   existed and sent at sign-in, or the survey sent with the survey sign-up form. A survey taken
 *   signed out and attached to an account that already existed is a sign-in, not a sign-up;
 * - preferred locations are several per survey, so a respondent counts once in each city chosen;
 * - a budget that is not one of the spec's bands counts in the band its ceiling falls in (a
 *   ceiling under ₹25L in the lowest band, no ceiling in ₹5Cr+).
 */
import {
  BUDGET_BANDS,
  PREFERRED_LOCATIONS,
  PURPOSES,
  readBudget,
  SurveyDataSchema,
  TIMELINES,
} from './survey-data';
import type { SurveyData } from './survey-data';

export const SIGN_UP_DEFINITION =
  'Survey sign-ups: accounts created after their survey was started (a survey kept on the device and attached at sign-in, or sent with the sign-up form).';

/** The fields of a stored survey record these rules read. */
export type SurveyRecordLike = {
  status: 'pending' | 'attached' | 'stored';
  userId?: string;
  anonymousId?: string;
  surveyData: unknown;
  startedAt: Date;
  submittedAt: Date;
  attachedAt?: Date;
};

/** The fields of an account these rules read. */
export interface AccountLike {
  _id: string;
  createdAt: Date;
  surveyData?: Record<string, unknown>;
  /** Set only by the survey sign-up form (POST /api/auth/signup-with-survey). */
  planningToBuy?: string;
}

export type SignUpVia = 'pending_survey' | 'signup_form';

/** Who took a survey: the account when known, else the device. */
export const respondentKey = (r: Pick<SurveyRecordLike, 'userId' | 'anonymousId'>) =>
  r.userId ? `u:${r.userId}` : `a:${r.anonymousId ?? ''}`;

/** Each respondent's newest survey among the records given. */
export function latestPerRespondent<T extends SurveyRecordLike>(records: T[]): Map<string, T> {
  const latest = new Map<string, T>();
  for (const r of records) {
    const key = respondentKey(r);
    const seen = latest.get(key);
    if (!seen || seen.submittedAt.getTime() < r.submittedAt.getTime()) latest.set(key, r);
  }
  return latest;
}

const hasAnswers = (data: Record<string, unknown> | undefined) =>
  data !== undefined && Object.keys(data).length > 0;

/**
 * How an account came from a survey, or null when it did not (see the header).
 * @example signUpVia(user, [{ status: 'attached', ... }]) === 'pending_survey'
 */
export function signUpVia(account: AccountLike, records: SurveyRecordLike[]): SignUpVia | null {
  const created = account.createdAt.getTime();
  const own = records.filter((r) => r.userId === account._id);
  // Started before the account existed; an attached survey of an older account is a sign-in, not a sign-up.
  if (own.some((r) => r.startedAt.getTime() < created)) return 'pending_survey';
  if (account.planningToBuy !== undefined && hasAnswers(account.surveyData)) return 'signup_form';
  return null;
}

/** A stored survey's answers read again, or null when they no longer read as a survey. */
export function readAnswers(data: unknown): SurveyData | null {
  const parsed = SurveyDataSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The spec band a budget falls in: its own band, else the band holding its ceiling.
 * @example budgetBand('50-100') === '50-100'; budgetBand(80) === '50-100'; budgetBand('600+') === '500+'
 */
export function budgetBand(value: string | number): string | null {
  const read = readBudget(value);
  if (!read) return null;
  const ceiling = read.max;
  // Bands ascend: the first whose ceiling holds it (below ₹25L counts in the lowest band).
  const band = BUDGET_BANDS.find((b) => ceiling !== null && b.max !== null && ceiling <= b.max);
  return band?.value ?? '500+';
}

export interface DimensionRow {
  value: string;
  label: string;
  count: number;
}
export interface SurveyDimensions {
  purpose: DimensionRow[];
  budget: DimensionRow[];
  city: DimensionRow[];
  timeline: DimensionRow[];
}

const rows = (options: readonly { value: string; label: string }[], counts: Map<string, number>) =>
  options.map((o) => ({ value: o.value, label: o.label, count: counts.get(o.value) ?? 0 }));
const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Counts per purpose, budget band, city and timeline; every option listed, zero included. */
export function countDimensions(answers: SurveyData[]): SurveyDimensions {
  const purpose = new Map<string, number>();
  const budget = new Map<string, number>();
  const city = new Map<string, number>();
  const timeline = new Map<string, number>();
  for (const a of answers) {
    bump(purpose, a.purpose);
    const band = budgetBand(a.budget);
    if (band) bump(budget, band);
    for (const place of a.preferredLocations) bump(city, place);
    bump(timeline, a.timeline);
  }
  const cities: { value: string; label: string }[] = PREFERRED_LOCATIONS.map((p) => ({ value: p, label: p }));
  // A place outside the list (an older survey's spelling) is still counted.
  for (const place of city.keys()) {
    if (!cities.some((c) => c.value === place)) cities.push({ value: place, label: place });
  }
  return {
    purpose: rows(PURPOSES, purpose),
    budget: rows(BUDGET_BANDS, budget),
    city: rows(cities, city).sort((a, b) => b.count - a.count),
    timeline: rows(
      TIMELINES.map((t) => ({ value: t, label: t })),
      timeline,
    ),
  };
}

/** sign-ups ÷ respondents, or null when nobody took the survey (a rate of nothing is not 0 %). */
export const conversionRate = (signUps: number, respondents: number) =>
  respondents === 0 ? null : signUps / respondents;
