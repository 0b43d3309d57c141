import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SignInModal from './sign-in-modal';

/**
 * The modal talks to POST /api/auth/email/request-otp, /auth/resend-otp and /auth/verify-otp. In
 * place of the network, `fetch` is replaced by a small stand-in that answers with the shapes the
 * API documents (api/src/routes/auth/auth.schemas.ts, otp.routes.ts) and records every request.
 */
interface Sent {
  path: string;
  body: Record<string, unknown>;
}

const CHALLENGE_1 = 'q3Jx1c9mV0aP4LrT8sYbN2wKfE6hUiOzQyDgXv5tC7M';
const CHALLENGE_2 = 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8Nn7Mm6L';
const USER_ID = '665f1c2e9b1d4a0012345678';

let sent: Sent[] = [];
/** The next answer for a path, when a test wants something other than success. */
let override: Record<string, () => Response> = {};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

function codeSent(body: Record<string, unknown>, email = String(body.email)) {
  return json({
    success: true,
    userId: USER_ID,
    challengeId: CHALLENGE_1,
    email,
    emailDisabled: false,
    action: 'otp_sent',
    attachedEmail: email === body.email ? null : email,
    cooldownDaysLeft: 0,
    mobile: String(body.mobile),
    message: `We sent a 6-digit code to ${email}.`,
  });
}

function answer(path: string, body: Record<string, unknown>): Response {
  const special = override[path];
  if (special) {
    delete override[path];
    return special();
  }
  switch (path) {
    case '/api/auth/email/request-otp':
      return codeSent(body, body.useAttached ? 'r•••@example.com' : String(body.email));
    case '/api/auth/resend-otp':
      return json({
        success: true,
        emailDisabled: false,
        challengeId: CHALLENGE_2,
        message: 'We sent a new code.',
      });
    case '/api/auth/verify-otp':
      return json({
        success: true,
        token: 'tok-1',
        sessionToken: 'tok-1',
        message: 'Welcome, Asha!',
        user: {
          id: USER_ID,
          name: 'Asha Verma',
          firstName: 'Asha',
          lastName: 'Verma',
          email: 'asha@example.com',
          mobile: '9876543210',
          role: 'user',
          isAdmin: false,
          country: null,
          hasSurvey: false,
        },
      });
    default:
      return json({ error: 'not_found', message: 'Not found.' }, 404);
  }
}

beforeEach(() => {
  sent = [];
  override = {};
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    sent.push({ path, body });
    return Promise.resolve(answer(path, body));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function openModal() {
  const user = userEvent.setup();
  render(<SignInModal onDismiss={() => undefined} />);
  return user;
}

const getOtp = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Get OTP' });

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
}

describe('sign-in modal: steps', () => {
  it('keeps Get OTP off until the details are valid, then moves to the code step', async () => {
    const user = openModal();
    expect(screen.getByRole('heading', { name: 'Sign in to PropAI' })).toBeTruthy();
    expect(getOtp().disabled).toBe(true);
    expect(screen.getByText('Enter valid name, 10-digit mobile, and email.')).toBeTruthy();

    // A full mobile that cannot be Indian is refused at once.
    await user.type(screen.getByLabelText('Mobile number'), '5876543210');
    expect(screen.getByText('Enter a valid 10-digit mobile number.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Mobile number'));

    // A pasted number with its country code keeps its last ten digits.
    await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
    await user.click(screen.getByLabelText('Mobile number'));
    await user.paste('+91 98765 43210');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9876543210');
    expect(getOtp().disabled).toBe(false);
    expect(screen.queryByText('Enter valid name, 10-digit mobile, and email.')).toBeNull();

    await user.click(getOtp());

    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/api/auth/email/request-otp',
        body: { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.com' },
      },
    ]);
    expect(screen.getByText(/Enter the 6-digit code sent to/).textContent).toBe(
      'Enter the 6-digit code sent to asha@example.com.',
    );
    expect(screen.getByRole('status').textContent).toBe('We sent a 6-digit code to asha@example.com.');
    expect(screen.getByText('Resend code in 10:00')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(true);
  });

  it('goes back to the details with what was typed, and asks again from there', async () => {
    const user = openModal();
    await fillDetails(user);
    await user.click(getOtp());
    await screen.findByLabelText('6-digit code');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Asha Verma');
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9876543210');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('asha@example.com');

    await user.click(getOtp());
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual(['/api/auth/email/request-otp', '/api/auth/email/request-otp']);
  });

  it('offers Resend when the countdown ends; the new code’s challenge is the one verified', async () => {
    // The countdown reads the clock once a second: fake the clock and that interval only.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const user = openModal();
    await fillDetails(user);
    await user.click(getOtp());
    await screen.findByLabelText('6-digit code');
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend' });
    expect(resend.disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(600_000);
    });

    expect(screen.getByText('You can request a new code.')).toBeTruthy();
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    expect(await screen.findByText('We sent a new code.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ path: '/api/auth/resend-otp', body: { challengeId: CHALLENGE_1 } });
    expect(screen.getByText('Resend code in 10:00')).toBeTruthy();

    await user.type(screen.getByLabelText('6-digit code'), '042917');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Signed in' })).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      path: '/api/auth/verify-otp',
      body: { challengeId: CHALLENGE_2, otp: '042917' },
    });
  });

  it('stays on the code step with the server’s message when a code is wrong', async () => {
    const user = openModal();
    await fillDetails(user);
    await user.click(getOtp());
    await screen.findByLabelText('6-digit code');
    override['/api/auth/verify-otp'] = () =>
      json({ error: 'validation_failed', message: 'Invalid code.', fields: { otp: 'Invalid code.' } }, 400);

    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code.');
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to PropAI' })).toBeTruthy();
  });

  it('when the mobile belongs to another email, asks where to send the code', async () => {
    const user = openModal();
    override['/api/auth/email/request-otp'] = () =>
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
          message:
            'This mobile number is registered with r•••@example.com. Send the code there, or use the email you typed.',
        },
        409,
      );
    await fillDetails(user);
    await user.click(getOtp());

    expect(await screen.findByText('This mobile number is already registered')).toBeTruthy();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Send the code to the attached email/ }));

    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({
      name: 'Asha Verma',
      mobile: '9876543210',
      email: 'asha@example.com',
      useAttached: true,
    });
    expect(screen.getByText(/Enter the 6-digit code sent to/).textContent).toBe(
      'Enter the 6-digit code sent to r•••@example.com.',
    );
  });

  it('stays on the details step with the wait when codes are rate-limited', async () => {
    const user = openModal();
    override['/api/auth/email/request-otp'] = () =>
      json({ error: 'rate_limited', message: 'Too many requests.' }, 429, { 'Retry-After': '30' });
    await fillDetails(user);
    await user.click(getOtp());

    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 30 s.');
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect(getOtp().disabled).toBe(false);
  });
});
