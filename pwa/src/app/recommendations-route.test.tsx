/**
 * /recommendations signed out, through the survey sign-up to the welcome (spec part 1 §4: success,
 * then after 2 s the modal closes). The session is stored as soon as the code is verified, which
 * turns the page into its signed-in self; the modal must outlive that swap, or the user never sees
 * the welcome (the #17 journey on a phone found it gone at once). `fetch` stands in for the API.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { db } from '../db/db';
import { startSession, useSessionStore } from '../lib/session/session-store';
import RecommendationsRoute from './recommendations-route';

const USER_ID = '665f1c2e9b1d4a0012345679';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(path: string): Response {
  if (path === '/api/auth/signup-with-survey')
    return json({
      success: true,
      userId: USER_ID,
      challengeId: 'q3Jx1c9mV0aP4LrT8sYbN2wKfE6hUiOzQyDgXv5tC7M',
      email: 'neha@example.com',
      emailDisabled: true,
      action: 'otp_sent',
      attachedEmail: null,
      cooldownDaysLeft: 0,
      mobile: '9876500003',
    });
  if (path === '/api/auth/verify-otp')
    return json({
      success: true,
      token: 'tok-reco',
      user: { id: USER_ID, name: 'Neha Rao', firstName: 'Neha', email: 'neha@example.com', hasSurvey: false },
    });
  return json({ error: 'not_found', message: 'Not found.' }, 404);
}

beforeAll(() => startSession(() => Promise.resolve()));

beforeEach(() => {
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(answer(new URL(url, 'http://localhost').pathname));
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
  await db.session.clear();
});

it('keeps the survey sign-up open through the sign-in: the welcome shows, then it closes', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/recommendations']}>
      <RecommendationsRoute />
    </MemoryRouter>,
  );
  await user.type(await screen.findByLabelText('First name'), 'Neha');
  await user.type(screen.getByLabelText('Last name'), 'Rao');
  await user.type(screen.getByLabelText('Email'), 'neha@example.com');
  await user.type(screen.getByLabelText('Mobile number'), '9876500003');
  for (const [group, choice] of [
    ['When do you plan to buy?', '1-2 years'],
    ['Do you already own real estate?', 'No'],
  ] as const)
    await user.click(
      within(screen.getByRole('group', { name: group })).getByRole('button', { name: choice }),
    );
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await user.type(await screen.findByLabelText('6-digit code'), '042917');
  await user.click(screen.getByRole('button', { name: 'Verify' }));

  // Signed in, and the welcome is on screen while the page behind turned into the signed-in one.
  await waitFor(() => expect(useSessionStore.getState().status).toBe('signed-in'));
  expect(await screen.findByRole('heading', { name: 'Account created' })).toBeTruthy();
  expect(screen.getByText('Welcome, Neha!')).toBeTruthy();
  expect(screen.queryByText('Sign up to see your matches')).toBeNull();
  // Then the modal closes by itself.
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Account created' })).toBeNull(), {
    timeout: 5000,
  });
});
