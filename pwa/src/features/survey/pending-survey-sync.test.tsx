/**
 * A survey the server keeps as pending (taken signed out) is queued again as the user once the
 * device signs in, and the For You flag follows once the server has stored it. (A .tsx test only
 * for the DOM environment the outbox's page side needs.)
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { saveSurveyAnswer, setSurveyState, settleSentSurvey } from '../../db/surveys-repo';
import { useSessionStore } from '../../lib/session/session-store';
import { startPendingSurveySync } from './pending-survey-sync';

const complete = {
  purpose: 'investment',
  budget: '50-100',
  preferredLocations: ['Noida'],
  bhk: ['2bhk'],
  propertyTypes: ['apartment'],
  timeline: '3-6 months',
};

afterEach(async () => {
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
  await db.pendingSurveys.clear();
  await db.queuedWrites.clear();
  await db.session.clear();
});

describe('pending survey sync', () => {
  it('queues the pending survey as the user at sign-in, then marks hasSurvey when stored', async () => {
    let row = await saveSurveyAnswer('purpose', 'investment', 0);
    for (const [q, v] of Object.entries(complete)) row = await saveSurveyAnswer(q, v, 5);
    await setSurveyState('pending');
    startPendingSurveySync();

    const user = { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'user' as const };
    await db.session.put({ key: 'current', token: 't', user, savedAt: Date.now() });
    useSessionStore.setState({ user, token: 't', status: 'signed-in' });

    await waitFor(async () => expect(await db.queuedWrites.get(`survey:${row.anonymousId}`)).toBeTruthy());
    const write = await db.queuedWrites.get(`survey:${row.anonymousId}`);
    expect(write).toMatchObject({
      userId: 'u1',
      body: { userId: 'u1', anonymousId: row.anonymousId, surveyData: complete },
    });
    await waitFor(async () => expect((await db.pendingSurveys.get('current'))?.state).toBe('queued'));

    // The outbox's hook when the server answers 201 'stored'.
    await settleSentSurvey(write!.body, { status: 'stored' });
    await waitFor(() => expect(useSessionStore.getState().user?.hasSurvey).toBe(true));
  });

  it('a survey queued signed out and stored after the sign-in also turns For You on', async () => {
    startPendingSurveySync();
    const row = await saveSurveyAnswer('purpose', 'both', 5);
    await setSurveyState('queued');
    const user = { id: 'u2', name: 'Ravi', email: 'ravi@example.com', role: 'user' as const };
    await db.session.put({ key: 'current', token: 't2', user, savedAt: Date.now() });
    useSessionStore.setState({ user, token: 't2', status: 'signed-in' });
    await settleSentSurvey({ anonymousId: row.anonymousId }, { status: 'stored' });
    await waitFor(() => expect(useSessionStore.getState().user?.hasSurvey).toBe(true));
  });
});
