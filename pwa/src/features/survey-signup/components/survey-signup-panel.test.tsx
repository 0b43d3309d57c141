/**
 * The survey sign-up modal's steps and validation (spec part 1 §4, §5): the details form keeps its
 * submit off until every rule holds, sends the spec's body with the device's survey, the otp step
 * counts down and resends by repeating the sign-up call, and success stores the session, then tells
 * the page and closes. `fetch` is a small stand-in answering the shapes the API documents
 * (api/src/routes/auth/auth.schemas.ts); the device's survey is a real row in (fake) IndexedDB.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/db';
import { saveSurveyAnswer } from '../../../db/surveys-repo';
import { useSignInModalStore } from '../../../lib/session/use-sign-in-modal';
import { SurveySignupPanel } from './survey-signup-panel';

interface Sent {
  path: string;
  body: Record<string, unknown>;
}
const CHALLENGE_1 = 'q3Jx1c9mV0aP4LrT8sYbN2wKfE6hUiOzQyDgXv5tC7M';
const CHALLENGE_2 = 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8Nn7Mm6L';
const USER_ID = '665f1c2e9b1d4a0012345678';
const complete = {
  purpose: 'investment',
  budget: '50-100',
  preferredLocations: ['Noida'],
  bhk: ['2bhk'],
  propertyTypes: ['apartment'],
  timeline: '1-2 years',
};

let sent: Sent[] = [];
let override: Record<string, () => Response> = {};
let challenges = [CHALLENGE_1, CHALLENGE_2];

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function answer(path: string, body: Record<string, unknown>): Response {
  const special = override[path];
  if (special) {
    delete override[path];
    return special();
  }
  if (path === '/api/auth/signup-with-survey') {
    const info = body.userInfo as Record<string, string>;
    return json({
      success: true,
      userId: USER_ID,
      challengeId: challenges.shift() ?? CHALLENGE_2,
      email: info.email,
      emailDisabled: false,
      action: 'otp_sent',
      attachedEmail: null,
      cooldownDaysLeft: 0,
      mobile: info.mobile,
      message: `We sent a 6-digit code to ${info.email}.`,
    });
  }
  if (path === '/api/auth/verify-otp') {
    return json({
      success: true,
      token: 'tok-1',
      sessionToken: 'tok-1',
      message: 'Welcome, Asha!',
      user: {
        _id: USER_ID,
        id: USER_ID,
        name: 'Asha Verma',
        firstName: 'Asha',
        lastName: 'Verma',
        fullName: 'Asha Verma',
        displayName: 'Asha Verma',
        email: 'asha@example.com',
        mobile: '9876543210',
        mobileAwaitingConsent: null,
        role: 'user',
        isAdmin: false,
        country: 'India',
        city: null,
        companyName: null,
        hasSurvey: true,
        surveyData: complete,
        createdAt: new Date().toISOString(),
      },
    });
  }
  return json({ error: 'not_found', message: 'Not found.' }, 404);
}

beforeEach(() => {
  sent = [];
  override = {};
  challenges = [CHALLENGE_1, CHALLENGE_2];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    sent.push({ path, body });
    return Promise.resolve(answer(path, body));
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await db.pendingSurveys.clear();
  await db.session.clear();
});

function open() {
  const onSignedIn = vi.fn();
  const onDismiss = vi.fn();
  render(<SurveySignupPanel onSignedIn={onSignedIn} onDismiss={onDismiss} />);
  return { user: userEvent.setup(), onSignedIn, onDismiss };
}

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create account' });
/** A chip of one question (each question's chips are a group named by the question). */
const chip = (question: string, name: string) =>
  within(screen.getByRole('group', { name: question })).getByRole<HTMLButtonElement>('button', { name });

async function fill(user: ReturnType<typeof userEvent.setup>, { timeline = true } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Asha');
  await user.type(screen.getByLabelText('Last name'), 'Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  if (timeline) await user.click(chip('When do you plan to buy?', '6-12 months'));
  await user.click(chip('Do you already own real estate?', 'No'));
}

describe('survey sign-up: details', () => {
  it('starts with Indian and India, and keeps submit off until every rule holds', async () => {
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(chip('Citizenship', 'Indian').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Country of residence').value).toBe('India');
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Please fill all required fields correctly')).toBeTruthy();

    // A one-letter first name is refused once the field is left.
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.tab();
    expect(screen.getByText('Enter your first name (at least 2 characters).')).toBeTruthy();
    await user.type(screen.getByLabelText('First name'), 'sha');
    expect(screen.queryByText('Enter your first name (at least 2 characters).')).toBeNull();

    // A full mobile that cannot be Indian shows sign-in's inline message at once.
    await user.type(screen.getByLabelText('Mobile number'), '5876543210');
    expect(screen.getByText('Enter a valid 10-digit mobile number.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.click(screen.getByLabelText('Mobile number'));
    await user.paste('+91 98765 43210');
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9876543210');

    await user.type(screen.getByLabelText('Last name'), 'V');
    // The survey form asks only for an '@' in the email (spec §5).
    await user.type(screen.getByLabelText('Email'), 'asha.example.com');
    await user.tab();
    expect(screen.getByText('Enter your email address (it needs an @).')).toBeTruthy();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    expect(submit().disabled).toBe(true); // timeline and owns-real-estate still unanswered

    await user.click(chip('When do you plan to buy?', '3-6 months'));
    expect(submit().disabled).toBe(true);
    await user.click(chip('Do you already own real estate?', 'Yes'));
    expect(submit().disabled).toBe(false);
    expect(screen.queryByText('Please fill all required fields correctly')).toBeNull();

    // An empty country of residence is a missing required field again.
    await user.clear(screen.getByLabelText('Country of residence'));
    expect(submit().disabled).toBe(true);
  });

  it("sends the spec's body with the device's survey, whose timeline fills the form", async () => {
    for (const [q, v] of Object.entries(complete)) await saveSurveyAnswer(q, v, 5);
    const { user } = open();
    await waitFor(() =>
      expect(chip('When do you plan to buy?', '1-2 years').getAttribute('aria-pressed')).toBe('true'),
    );
    await fill(user, { timeline: false });
    await user.click(chip('Citizenship', 'NRI (Indian abroad)'));
    await user.clear(screen.getByLabelText('Country of residence'));
    await user.type(screen.getByLabelText('Country of residence'), 'United Arab Emirates');
    await user.click(submit());

    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/api/auth/signup-with-survey',
        body: {
          surveyData: complete,
          userInfo: {
            firstName: 'Asha',
            lastName: 'Verma',
            email: 'asha@example.com',
            mobile: '9876543210',
            citizenship: 'NRI',
            countryOfResidence: 'United Arab Emirates',
            planningToBuy: '1-2 years',
            ownsRealEstate: 'no',
          },
        },
      },
    ]);
  });

  it('without a survey on the device, signs up with none', async () => {
    const { user } = open();
    await fill(user);
    await user.click(submit());
    await screen.findByLabelText('6-digit code');
    expect(sent[0]?.body.surveyData).toEqual({});
  });

  it("stays on the details with the server's word when it refuses", async () => {
    const { user } = open();
    override['/api/auth/signup-with-survey'] = () =>
      json(
        {
          error: 'validation_failed',
          message: 'Please fill all required fields correctly',
          fields: { 'userInfo.email': 'Please fill all required fields correctly' },
        },
        400,
      );
    await fill(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill all required fields correctly');
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('a mobile registered with another email offers the sign-in modal instead', async () => {
    const { user, onDismiss } = open();
    override['/api/auth/signup-with-survey'] = () =>
      json(
        {
          success: false,
          error: 'conflict',
          userId: null,
          challengeId: null,
          email: 'asha@example.com',
          emailDisabled: false,
          action: 'request_change_or_use_attached',
          attachedEmail: 'r•••@example.com',
          cooldownDaysLeft: 0,
          mobile: '9876543210',
          message: 'This mobile number is registered with r•••@example.com.',
        },
        409,
      );
    await fill(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This mobile number is registered with r•••@example.com. Sign in with that email instead.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(useSignInModalStore.getState().open).toBe(true);
    useSignInModalStore.getState().hide();
  });
});

describe('survey sign-up: otp and success', () => {
  it('counts down 10 minutes, resends only at 0 by repeating the sign-up call, verifies the new code', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const { user } = open();
    await fill(user);
    await user.click(submit());
    await screen.findByLabelText('6-digit code');
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('Resend code in 10:00')).toBeTruthy();
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend' });
    expect(resend.disabled).toBe(true);

    // A short code is refused with the spec's message, and nothing is sent.
    await user.type(screen.getByLabelText('6-digit code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid 6-digit code.');
    expect(sent.map((s) => s.path)).toEqual(['/api/auth/signup-with-survey']);

    act(() => {
      vi.advanceTimersByTime(600_000);
    });
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    await waitFor(() => expect(screen.getByText('Resend code in 10:00')).toBeTruthy());
    expect(sent.map((s) => s.path)).toEqual(['/api/auth/signup-with-survey', '/api/auth/signup-with-survey']);
    expect(sent[1]?.body).toEqual(sent[0]?.body);

    await user.type(screen.getByLabelText('6-digit code'), '042917');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      path: '/api/auth/verify-otp',
      body: { challengeId: CHALLENGE_2, otp: '042917' },
    });
  });

  it('stores the session at once; after the welcome it tells the page and closes', async () => {
    const { user, onSignedIn, onDismiss } = open();
    await fill(user);
    await user.click(submit());
    await user.type(await screen.findByLabelText('6-digit code'), '042917');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeTruthy();
    expect((await db.session.get('current'))?.user).toMatchObject({ id: USER_ID, hasSurvey: true });
    expect(onSignedIn).not.toHaveBeenCalled();
    await waitFor(() => expect(onDismiss).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ id: USER_ID, hasSurvey: true });
  });

  it('goes back to the details from the code step', async () => {
    const { user } = open();
    await fill(user);
    await user.click(submit());
    await screen.findByLabelText('6-digit code');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Asha');
    expect(submit().disabled).toBe(false);
  });
});
