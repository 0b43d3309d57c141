import { describe, expect, it } from 'vitest';
import type { AuthAnswer } from './auth-request';
import { OFFLINE_TEXT, authErrorText } from './auth-errors';

const answer = (
  status: number,
  data: AuthAnswer<unknown>['data'] = {},
  retryAfter: number | null = null,
) => ({
  status,
  ok: false,
  data,
  retryAfter,
});

describe('authErrorText', () => {
  it('uses Retry-After for 429', () => {
    expect(authErrorText(answer(429, {}, 37), 'Failed to send OTP')).toBe(
      'Too many attempts. Try again in 37 s.',
    );
  });
  it('prefers a field message, then the server message, then the default', () => {
    const fields = { mobile: 'Enter a valid 10-digit mobile number.' };
    expect(authErrorText(answer(400, { message: 'x', fields }), 'Failed to send OTP')).toBe(fields.mobile);
    expect(authErrorText(answer(400, { message: 'Invalid code.' }), 'Verification failed.')).toBe(
      'Invalid code.',
    );
    expect(authErrorText(answer(400), 'Verification failed.')).toBe('Verification failed.');
  });
  it('uses the default for server faults and says so when offline', () => {
    expect(authErrorText(answer(500, { message: 'Internal' }), 'Failed to resend OTP.')).toBe(
      'Failed to resend OTP.',
    );
    expect(authErrorText(answer(0), 'Failed to send OTP')).toBe(OFFLINE_TEXT);
  });
});
