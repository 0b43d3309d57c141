/**
 * A survey taken signed out reaches the account when the user signs up through the survey sign-up
 * modal — at the sign-in itself, not at some later submit — and exactly once (spec part 1 §4:
 * "a pending survey is resubmitted when the user is logged in"). Wired as the app wires it
 * (app/session-start.ts): the session store, the pending-survey sync and the page's outbox, on the
 * real Dexie database (fake IndexedDB); `fetch` stands in for the API.
 */
import type { SurveyData } from '@propai/api/domain/survey/survey-data';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/db';
import { saveSurveyAnswer, setSurveyState } from '../db/surveys-repo';
import { SurveySignupPanel } from '../features/survey-signup/components/survey-signup-panel';
import { submitSurvey } from '../features/survey/api/submit-survey';
import { startPendingSurveySync } from '../features/survey/pending-survey-sync';
import { sendFromPage, startOutbox } from '../lib/outbox/page';
import { startSession, useSessionStore } from '../lib/session/session-store';

const USER_ID = '665f1c2e9b1d4a0012345678';
const complete: SurveyData = {
  purpose: 'both',
  budget: '100-200',
  preferredLocations: ['Gurgaon'],
  bhk: ['3bhk'],
  propertyTypes: ['apartment'],
  timeline: '3-6 months',
};

interface Call {
  path: string;
  body: Record<string, unknown>;
  auth: string | null;
  key: string | null;
}
let calls: Call[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer({ path, body }: Call): Response {
  if (path === '/api/auth/signup-with-survey') {
    const info = body.userInfo as Record<string, string>;
    return json({
      success: true,
      userId: USER_ID,
      challengeId: 'q3Jx1c9mV0aP4LrT8sYbN2wKfE6hUiOzQyDgXv5tC7M',
      email: info.email,
      emailDisabled: true,
      action: 'otp_sent',
      attachedEmail: null,
      cooldownDaysLeft: 0,
      mobile: info.mobile,
      message: 'OTP generated (email disabled). Check server console.',
    });
  }
  if (path === '/api/auth/verify-otp') {
    return json({
      success: true,
      token: 'tok-new',
      sessionToken: 'tok-new',
      message: 'Welcome, Ravi!',
      user: {
        _id: USER_ID,
        id: USER_ID,
        name: 'Ravi Kumar',
        firstName: 'Ravi',
        lastName: 'Kumar',
        fullName: 'Ravi Kumar',
        displayName: 'Ravi Kumar',
        email: 'ravi@example.com',
        mobile: '9876500001',
        mobileAwaitingConsent: null,
        role: 'user',
        isAdmin: false,
        country: 'India',
        city: null,
        companyName: null,
        hasSurvey: false,
        surveyData: null,
        createdAt: new Date().toISOString(),
      },
    });
  }
  if (path === '/api/survey/submit') {
    return json(
      {
        success: true,
        status: 'stored',
        surveyId: 's1',
        hasSurvey: true,
        surveyData: body.surveyData,
        attached: 1,
      },
      201,
    );
  }
  return json({ error: 'not_found', message: 'Not found.' }, 404);
}

beforeAll(() => {
  startSession(() => Promise.resolve());
  startPendingSurveySync();
  startOutbox();
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    const headers = new Headers(init?.headers);
    const call = { path, body, auth: headers.get('Authorization'), key: headers.get('Idempotency-Key') };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
  await db.pendingSurveys.clear();
  await db.queuedWrites.clear();
  await db.session.clear();
});

async function signUpThroughTheModal() {
  const user = userEvent.setup();
  render(<SurveySignupPanel onSignedIn={() => undefined} onDismiss={() => undefined} />);
  await user.type(screen.getByLabelText('First name'), 'Ravi');
  await user.type(screen.getByLabelText('Last name'), 'Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Mobile number'), '9876500001');
  const owns = screen.getByRole('group', { name: 'Do you already own real estate?' });
  await user.click(within(owns).getByRole('button', { name: 'No' }));
  // The device's survey said '3-6 months': the timeline is already chosen.
  await waitFor(() =>
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create account' }).disabled).toBe(false),
  );
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await user.type(await screen.findByLabelText('6-digit code'), '042917');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('heading', { name: 'Account created' });
}

const submits = () => calls.filter((c) => c.path === '/api/survey/submit');
/**
 * Surveys the server stores: one per Idempotency-Key (api/src/http/idempotency.ts). happy-dom's
 * Web Locks do not exclude, so two page-side runs may both send the same item; the key makes the
 * second a replay, exactly as it does for a retry after a lost answer.
 */
const storedSurveys = () => new Set(submits().map((c) => c.key)).size;

async function expectAttachedOnce(anonymousId: string | undefined) {
  await waitFor(() => expect(submits().length).toBeGreaterThan(0));
  expect(submits()[0]?.key).toBeTruthy();
  expect(submits()[0]).toMatchObject({ auth: 'Bearer tok-new', body: { anonymousId, surveyData: complete } });
  // The device copy goes once the server stored it, and For You turns on.
  await waitFor(async () => expect(await db.pendingSurveys.get('current')).toBeUndefined());
  await waitFor(() => expect(useSessionStore.getState().user?.hasSurvey).toBe(true));
  // Another sign-in event or outbox run sends nothing more.
  window.dispatchEvent(new Event('auth:login'));
  await sendFromPage();
  expect(storedSurveys()).toBe(1);
}

describe('a survey taken signed out, then the survey sign-up', { timeout: 20_000 }, () => {
  it('the server kept it pending: it is sent as the new user at sign-in, once', async () => {
    let row = await saveSurveyAnswer('purpose', 'both', 0);
    for (const [q, v] of Object.entries(complete)) row = await saveSurveyAnswer(q, v, 5);
    await setSurveyState('pending');

    await signUpThroughTheModal();

    expect(calls.find((c) => c.path === '/api/auth/signup-with-survey')?.body.surveyData).toEqual(complete);
    await expectAttachedOnce(row.anonymousId);
    expect(submits()[0]?.body.userId).toBe(USER_ID);
  });

  it('it waited in the outbox (submitted offline): it goes with the new session, once', async () => {
    let row = await saveSurveyAnswer('purpose', 'both', 0);
    for (const [q, v] of Object.entries(complete)) row = await saveSurveyAnswer(q, v, 5);
    await submitSurvey(row, complete);
    expect(submits()).toHaveLength(0); // nothing goes without a session

    await signUpThroughTheModal();

    await expectAttachedOnce(row.anonymousId);
  });
});
