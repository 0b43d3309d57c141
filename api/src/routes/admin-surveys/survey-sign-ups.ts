/**
 * Reads the stored surveys (`surveys`, written by POST /api/survey/submit) and the accounts they
 * belong to (`users`, where the survey sign-up form also keeps its survey) for the admin analytics
 * and leads. The rules (who is a respondent, what is a survey sign-up) are pure and live in
 * domain/survey/analytics.ts; this module only fetches what they need, with the indexes of
 * survey.indexes.ts ({ status, submittedAt } and { userId, submittedAt }).
 */
import { users } from '../../auth/users';
import type { UserRecord } from '../../auth/users';
import {
  conversionRate,
  countDimensions,
  latestPerRespondent,
  readAnswers,
  SIGN_UP_DEFINITION,
  signUpVia,
} from '../../domain/survey/analytics';
import type { SurveyRecordLike } from '../../domain/survey/analytics';
import type { SurveyData } from '../../domain/survey/survey-data';
import type { Store } from '../../store/types';
import type { SurveyLead } from './admin-surveys.schemas';

/**
 * The collection POST /api/survey/submit writes (SURVEYS in routes/survey/survey.routes.ts; the
 * lint keeps route folders from importing each other). The tests store surveys through that route,
 * so a rename there fails them here.
 */
const SURVEYS = 'surveys';
type SurveyDoc = SurveyRecordLike & { _id: string };

export interface Period {
  from?: Date | undefined;
  to: Date;
}

const range = (p: Period) => (p.from ? { $gte: p.from, $lte: p.to } : { $lte: p.to });

async function recordsOf(store: Store, userIds: string[]): Promise<SurveyDoc[]> {
  if (userIds.length === 0) return [];
  return store.collection<SurveyDoc>(SURVEYS).find({ userId: { $in: userIds } });
}

async function accountsById(store: Store, ids: string[]): Promise<Map<string, UserRecord>> {
  if (ids.length === 0) return new Map();
  const found = await users(store).find({ _id: { $in: ids } });
  return new Map(found.map((u) => [u._id, u]));
}

/** Counts per dimension and the survey sign-ups among the period's respondents. */
export async function surveyAnalytics(store: Store, period: Period) {
  const inPeriod = await store.collection<SurveyDoc>(SURVEYS).find({ submittedAt: range(period) });
  const latest = latestPerRespondent(inPeriod);
  // Accounts that signed up with the survey sign-up form, whose survey lives only on the account.
  const formAccounts = await users(store).find({
    createdAt: range(period),
    planningToBuy: { $exists: true },
    surveyData: { $exists: true },
  });
  const userIds = [
    ...new Set([
      ...[...latest.values()].flatMap((r) => (r.userId ? [r.userId] : [])),
      ...formAccounts.map((u) => u._id),
    ]),
  ];
  const [accounts, records] = await Promise.all([accountsById(store, userIds), recordsOf(store, userIds)]);

  const answers: SurveyData[] = [];
  let respondents = 0;
  let signUps = 0;
  for (const r of latest.values()) {
    respondents += 1;
    const a = readAnswers(r.surveyData);
    if (a) answers.push(a);
    const account = r.userId ? accounts.get(r.userId) : undefined;
    if (account && signUpVia(account, records)) signUps += 1;
  }
  for (const account of formAccounts) {
    if (latest.has(`u:${account._id}`) || records.some((r) => r.userId === account._id)) continue;
    if (!signUpVia(account, [])) continue;
    respondents += 1;
    signUps += 1;
    const a = readAnswers(account.surveyData);
    if (a) answers.push(a);
  }
  return {
    respondents,
    dimensions: countDimensions(answers),
    signUps: { count: signUps, rate: conversionRate(signUps, respondents), definition: SIGN_UP_DEFINITION },
  };
}

export interface LeadFilters {
  city?: string | undefined;
  purpose?: string | undefined;
}

/** Every survey sign-up whose account was created in the period, newest first, filtered. */
export async function surveyLeads(store: Store, period: Period, filters: LeadFilters): Promise<SurveyLead[]> {
  const candidates = await users(store).find(
    { createdAt: range(period), surveyData: { $exists: true } },
    { sort: { createdAt: -1 } },
  );
  const records = await recordsOf(
    store,
    candidates.map((u) => u._id),
  );
  const leads: SurveyLead[] = [];
  for (const u of candidates) {
    const via = signUpVia(u, records);
    if (!via) continue;
    const prefs = readAnswers(u.surveyData);
    if (filters.purpose && prefs?.purpose !== filters.purpose) continue;
    if (filters.city && !prefs?.preferredLocations.includes(filters.city)) continue;
    leads.push({
      userId: u._id,
      name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.name,
      email: u.email,
      mobile: u.mobile ?? null,
      signedUpAt: u.createdAt.toISOString(),
      via,
      planningToBuy: u.planningToBuy ?? null,
      ownsRealEstate: u.ownsRealEstate ?? null,
      preferences: prefs,
    });
  }
  return leads;
}
