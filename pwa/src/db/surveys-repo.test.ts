/** The device's survey: kept from the first answer, removed only when the server says it is stored. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { loadPendingSurvey, saveSurveyAnswer, setSurveyState, settleSentSurvey } from './surveys-repo';

afterEach(async () => {
  await db.pendingSurveys.clear();
});

describe('surveys-repo', () => {
  it('merges answers into one row that keeps its first timestamp and anonymous id', async () => {
    const first = await saveSurveyAnswer('purpose', 'investment', 0);
    const second = await saveSurveyAnswer('budget', '25-50', 1);
    expect(second).toMatchObject({
      createdAt: first.createdAt,
      anonymousId: first.anonymousId,
      version: '1.0',
      step: 1,
      surveyData: { purpose: 'investment', budget: '25-50' },
    });
  });

  it("a 202 'pending' keeps the copy marked pending; a 201 'stored' removes it", async () => {
    const row = await saveSurveyAnswer('purpose', 'both', 0);
    await setSurveyState('queued');
    const body = { anonymousId: row.anonymousId };
    await settleSentSurvey(body, { status: 'pending', queued: true });
    expect((await loadPendingSurvey())?.state).toBe('pending');

    await setSurveyState('queued', 'user-1');
    await settleSentSurvey(body, { status: 'stored' });
    expect(await loadPendingSurvey()).toBeUndefined();
  });

  it('an answer for another survey, or one edited since it was sent, leaves the copy alone', async () => {
    const row = await saveSurveyAnswer('purpose', 'both', 0);
    await setSurveyState('queued');
    await settleSentSurvey({ anonymousId: 'someone-else' }, { status: 'stored' });
    expect(await loadPendingSurvey()).toBeTruthy();
    await saveSurveyAnswer('timeline', '1-2 years', 5);
    await settleSentSurvey({ anonymousId: row.anonymousId }, { status: 'stored' });
    expect((await loadPendingSurvey())?.state).toBe('draft');
  });
});
