/**
 * POST /api/survey/submit (spec part 1 §3–§4): the survey the wizard kept on the device reaches the
 * account that took it, exactly once.
 *
 * Guarantees:
 * - the answers are checked against the survey's value sets (domain/survey/survey-data.ts); a value
 *   outside them, an object such as `{ "$gt": "" }`, an unknown field or a malformed anonymous id
 *   answers 400 naming the field, before anything is stored;
 * - signed in: the survey is stored on the account (`user.surveyData`, so `hasSurvey` is true in
 *   GET /api/auth/me) and kept as a record in `surveys`; answer 201 'stored';
 * - signed out: the survey is kept as pending under the device's anonymous id (one pending survey
 *   per id, the newest wins); answer 202 'pending' + `queued`, so the app keeps its copy and sends
 *   it again once signed in; that signed-in submission, carrying the same anonymous id, attaches
 *   the pending survey to the account (it then counts as a survey that turned into a sign-up);
 * - a `userId` in the body must be the session's user (401 without a session, 403 otherwise);
 * - an Idempotency-Key makes a replayed or double-tapped submit store one survey and answer the
 *   first answer again (http/idempotency.ts, the claim lives in the store);
 * - at most SURVEYS_PER_IP submissions per address per 15 minutes, counted in the store.
 */
import { alertSafely } from '../../services/saved-searches/alert-safely';
import { saveSurveySearch } from '../../services/saved-searches/saved-search-store';
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { OptionalAuthEnv } from '../../auth/session-middleware';
import { users } from '../../auth/users';
import { SURVEY_VERSION } from '../../domain/survey/survey-data';
import type { SurveyData } from '../../domain/survey/survey-data';
import { clientIp } from '../../http/client-ip';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { DuplicateKeyError } from '../../store/types';
import { ANONYMOUS_ID_MESSAGE, SurveyPending, SurveyStored, SurveySubmitBody } from './survey.schemas';

export const SURVEYS = 'surveys';
/** Enough for a family re-taking the survey on a few phones; stops a script filling the store. */
export const SURVEYS_PER_IP: RateLimit = { name: 'survey:ip', limit: 30, windowMs: 15 * 60_000 };
export const PENDING_MESSAGE = 'Your preferences are saved. Sign in to see your recommendations.';
export const ATTACHED_ELSEWHERE_MESSAGE = 'This survey already belongs to an account. Sign in to update it.';

export type SurveyDoc = {
  _id: string;
  /** 'pending' (signed out), 'attached' (pending, then claimed at sign-in), 'stored' (signed in). */
  status: 'pending' | 'attached' | 'stored';
  userId?: string;
  anonymousId?: string;
  surveyData: SurveyData;
  version: string;
  source: string;
  /** When the survey was started on the device. */
  startedAt: Date;
  submittedAt: Date;
  attachedAt?: Date;
};

/** A pending survey's id: one per anonymous id, so a re-take replaces it. */
const pendingId = (anonymousId: string) => `anon:${anonymousId}`;

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const submitRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'public',
    method: 'post',
    path: '/submit',
    tags: ['Survey'],
    summary:
      'Submit the survey: stored on the account when signed in, pending under the anonymous id otherwise',
    middleware: [idempotency(deps)] as const,
    request: { body: { required: true, content: { 'application/json': { schema: SurveySubmitBody } } } },
    responses: {
      201: json(SurveyStored, "Stored on the signed-in user's account"),
      202: json(SurveyPending, 'Kept as pending until the device signs in'),
      ...errorResponses(400, 401, 403, 409, 429),
    },
  });

export function surveyRoutes(deps: AppDeps) {
  const { store, env } = deps;
  const surveys = store.collection<SurveyDoc>(SURVEYS);
  return createRouter<OptionalAuthEnv>().openapi(submitRoute(deps), async (c) => {
    const body = c.req.valid('json');
    const me = c.var.user;
    if (body.userId !== undefined) {
      if (!me) throw ApiError.unauthorized('Sign in to save the survey to your account.');
      if (body.userId !== me._id) throw ApiError.forbidden('This survey belongs to another account.');
    }
    if (!me && body.anonymousId === undefined) {
      throw ApiError.badRequest(`Invalid request: anonymousId — ${ANONYMOUS_ID_MESSAGE}`, {
        anonymousId: ANONYMOUS_ID_MESSAGE,
      });
    }
    await hitRateLimit(store, SURVEYS_PER_IP, clientIp(c, env.TRUST_PROXY));
    c.header('Cache-Control', 'no-store');
    const now = new Date();
    const record = {
      surveyData: body.surveyData,
      version: SURVEY_VERSION,
      source: body.source,
      startedAt: body.timestamp,
      submittedAt: now,
    };

    if (!me) {
      const anonymousId = body.anonymousId!;
      const _id = pendingId(anonymousId);
      try {
        // Only a still-pending survey is replaced; an attached one makes the upsert's insert clash.
        await surveys.updateOne(
          { _id, status: 'pending' },
          { $set: { ...record, status: 'pending', anonymousId } },
          { upsert: true },
        );
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw ApiError.conflict(ATTACHED_ELSEWHERE_MESSAGE);
        throw err;
      }
      return c.json(
        {
          success: true as const,
          status: 'pending' as const,
          queued: true as const,
          surveyId: _id,
          anonymousId,
          message: PENDING_MESSAGE,
        },
        202,
      );
    }

    const saved = await surveys.insertOne({
      ...record,
      status: 'stored',
      userId: me._id,
      ...(body.anonymousId ? { anonymousId: body.anonymousId } : {}),
    });
    await users(store).updateOne(
      { _id: me._id },
      { $set: { surveyData: body.surveyData, surveyUpdatedAt: now, updatedAt: now } },
    );
    // The preferences as the user's one survey saved search (alerts); never fails the submit.
    await alertSafely(deps, () => saveSurveySearch(store, me._id, body.surveyData));
    const attached = body.anonymousId
      ? await surveys.updateMany(
          { _id: pendingId(body.anonymousId), status: 'pending' },
          { $set: { status: 'attached', userId: me._id, attachedAt: now } },
        )
      : null;
    return c.json(
      {
        success: true as const,
        status: 'stored' as const,
        surveyId: saved._id,
        hasSurvey: true as const,
        surveyData: body.surveyData,
        attached: attached?.modified ?? 0,
      },
      201,
    );
  });
}
