/**
 * The survey on this device (table `pendingSurveys`, one row 'current'). Only lazily loaded modules
 * import this file (it pulls in Dexie).
 *
 * Guarantees:
 * - written from the first answer, with that moment as its timestamp and version 1.0, so a
 *   half-finished survey survives reloads, offline periods and restarts (spec part 1 §3–§4);
 * - each answer is merged inside one transaction, so two tabs answering never lose each other's;
 * - the copy is removed only when the server says the survey is stored on the account
 *   (`settleSentSurvey`, called by the outbox when the submit succeeds); a 202 'pending' answer
 *   keeps it, marked 'pending', to be sent again signed in; a failure keeps it as it is;
 * - failures (quota, blocked) go to the storage-status banner and are re-thrown to the caller.
 */
import { liveQuery } from 'dexie';
import { db } from './db';
import type { PendingSurvey } from './schema';
import { reportingFailures } from './report-failures';
import { reportStorageError } from './storage-status-store';

export const CURRENT_SURVEY = 'current';
export const SURVEY_VERSION = '1.0';

export function loadPendingSurvey(): Promise<PendingSurvey | undefined> {
  return reportingFailures(() => db.pendingSurveys.get(CURRENT_SURVEY));
}

/** Merges one answer (and the screen reached) into the device's survey, creating it on the first. */
export function saveSurveyAnswer(question: string, value: unknown, step: number): Promise<PendingSurvey> {
  return reportingFailures(() =>
    db.transaction('rw', db.pendingSurveys, async () => {
      const now = Date.now();
      const row: PendingSurvey = (await db.pendingSurveys.get(CURRENT_SURVEY)) ?? {
        id: CURRENT_SURVEY,
        createdAt: now,
        surveyData: {},
        version: SURVEY_VERSION,
        anonymousId: crypto.randomUUID(),
        state: 'draft',
      };
      const next: PendingSurvey = {
        ...row,
        surveyData: { ...row.surveyData, [question]: value },
        step,
        updatedAt: now,
        // An edited survey is a new one to send (the outbox row is replaced when it is queued).
        state: 'draft',
      };
      await db.pendingSurveys.put(next);
      return next;
    }),
  );
}

/**
 * Starts the device's survey from answers given whole (the account's stored survey, for a re-take
 * from Refine preferences): a fresh draft at the first screen, unless the device already has one.
 */
export function startSurveyFrom(surveyData: Record<string, unknown>): Promise<void> {
  return reportingFailures(() =>
    db.transaction('rw', db.pendingSurveys, async () => {
      if (await db.pendingSurveys.get(CURRENT_SURVEY)) return;
      const now = Date.now();
      await db.pendingSurveys.put({
        id: CURRENT_SURVEY,
        createdAt: now,
        updatedAt: now,
        surveyData: { ...surveyData },
        version: SURVEY_VERSION,
        anonymousId: crypto.randomUUID(),
        state: 'draft',
        step: 0,
      });
    }),
  );
}

/** Records the survey's state (e.g. 'queued' when handed to the outbox), and who it was sent as. */
export function setSurveyState(state: NonNullable<PendingSurvey['state']>, userId?: string): Promise<void> {
  return reportingFailures(async () => {
    await db.pendingSurveys.update(CURRENT_SURVEY, { state, ...(userId ? { userId } : {}) });
  });
}

/**
 * The outbox's hook when POST /api/survey/submit succeeded: 'stored' removes the device's copy (if
 * it is still the survey that was sent), 'pending' keeps it, marked so it is sent again signed in.
 */
export function settleSentSurvey(body: unknown, answer: unknown): Promise<void> {
  const sentAs = (body as { anonymousId?: unknown } | null)?.anonymousId;
  const status = (answer as { status?: unknown } | null)?.status;
  return reportingFailures(() =>
    db.transaction('rw', db.pendingSurveys, async () => {
      const row = await db.pendingSurveys.get(CURRENT_SURVEY);
      if (!row || row.anonymousId !== sentAs || row.state === 'draft') return;
      if (status === 'stored') await db.pendingSurveys.delete(CURRENT_SURVEY);
      else if (status === 'pending') await db.pendingSurveys.update(CURRENT_SURVEY, { state: 'pending' });
    }),
  );
}

export function forgetPendingSurvey(): Promise<void> {
  return reportingFailures(() => db.pendingSurveys.delete(CURRENT_SURVEY));
}

/** Calls `onChange` with the device's survey (undefined: none) now and after every change, in any tab. */
export function watchPendingSurvey(onChange: (row: PendingSurvey | undefined) => void): () => void {
  const subscription = liveQuery(() => db.pendingSurveys.get(CURRENT_SURVEY)).subscribe({
    next: onChange,
    error: reportStorageError,
  });
  return () => subscription.unsubscribe();
}
