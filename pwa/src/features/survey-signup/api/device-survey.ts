/**
 * The survey to send with the sign-up: the one kept on this device (Dexie `pendingSurveys`, written
 * by /survey), when it is complete. A half-finished one is not sent (the account holds only complete
 * surveys); it stays on the device to be finished. Sending it here does not remove the device copy:
 * once signed in, the pending-survey sync sends it through the outbox as the new user, which
 * attaches the server's pending copy to the account (features/survey/pending-survey-sync.ts).
 */
import { SurveyDataSchema, type SurveyData } from '@propai/api/domain/survey/survey-data';

export async function completeDeviceSurvey(): Promise<SurveyData | null> {
  try {
    const { loadPendingSurvey } = await import('../../../db/surveys-repo');
    const row = await loadPendingSurvey();
    const parsed = SurveyDataSchema.safeParse(row?.surveyData);
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // storage unavailable (the banner says so): sign up without a survey
  }
}
