/**
 * Hands the device's survey to the one outbox (kind 'survey', lib/outbox/kinds.ts): one waiting row
 * per device survey (id 'survey:<anonymousId>'), so a re-take or the signed-in resend replaces an
 * unsent one, and the Idempotency-Key makes the server store it once however often it is replayed.
 */
import {
  SURVEY_SOURCE,
  SURVEY_VERSION,
  SurveyDataSchema,
  type SurveyData,
} from '@propai/api/domain/survey/survey-data';
import type { PendingSurvey } from '../../../db/schema';
import { loadPendingSurvey, setSurveyState } from '../../../db/surveys-repo';
import { queueWrite } from '../../../lib/outbox/queue-write';

export async function submitSurvey(
  row: PendingSurvey,
  surveyData: SurveyData,
  userId?: string,
): Promise<void> {
  const anonymousId = row.anonymousId ?? crypto.randomUUID();
  await queueWrite('survey', {
    id: `survey:${anonymousId}`,
    body: {
      surveyData,
      anonymousId,
      ...(userId ? { userId } : {}),
      timestamp: new Date(row.createdAt).toISOString(),
      source: SURVEY_SOURCE,
      version: SURVEY_VERSION,
    },
    ...(userId ? { userId } : {}),
  });
  await setSurveyState('queued', userId);
}

/** The device's survey the server keeps as pending (sent signed out), queued again as `userId`. */
export async function resendPendingSurvey(userId: string): Promise<void> {
  const row = await loadPendingSurvey();
  if (row?.state !== 'pending') return;
  const parsed = SurveyDataSchema.safeParse(row.surveyData);
  if (parsed.success) await submitSurvey(row, parsed.data, userId);
}
