import { describe, expect, it } from 'vitest';
import {
  authTexts,
  canRequestOtp,
  detailsErrors,
  firstNameOf,
  formatCountdown,
  isValidEmail,
  isValidMobile,
  isValidName,
  isValidOtp,
  stripMobile,
  stripOtp,
  tooManyAttempts,
  welcome,
} from './auth-rules';

const valid = { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.com' };

describe('sign-in rules (spec part 1 §5)', () => {
  it('name: trimmed, at least 2 characters', () => {
    expect(isValidName('  A  ')).toBe(false);
    expect(isValidName(' Al ')).toBe(true);
    expect(isValidName('')).toBe(false);
  });

  it('mobile: strips non-digits as typed and keeps at most 10', () => {
    expect(stripMobile('+91 98765-43210')).toBe('9876543210');
    expect(stripMobile('098765 43210')).toBe('9876543210');
    expect(stripMobile('98a76b5')).toBe('98765');
    expect(stripMobile('98765 43210 99')).toBe('9876543210');
    expect(stripMobile('abc')).toBe('');
  });

  it('mobile: exactly 10 digits starting 6–9', () => {
    expect(isValidMobile('9876543210')).toBe(true);
    expect(isValidMobile('6000000000')).toBe(true);
    expect(isValidMobile('5876543210')).toBe(false);
    expect(isValidMobile('987654321')).toBe(false);
    expect(isValidMobile('98765432101')).toBe(false);
  });

  it('email: looks like an address', () => {
    expect(isValidEmail('asha@example.com')).toBe(true);
    expect(isValidEmail(' Asha.V+1@mail.example.co.in ')).toBe(true);
    expect(isValidEmail('asha@example')).toBe(false);
    expect(isValidEmail('asha example.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
  });

  it('otp: digits only, exactly 6', () => {
    expect(stripOtp('Code: 123 456 7')).toBe('123456');
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('12345a')).toBe(false);
  });

  it('gives the spec texts per field and enables Get OTP only when all three are valid', () => {
    expect(detailsErrors(valid)).toEqual({});
    expect(canRequestOtp(valid)).toBe(true);
    const errors = detailsErrors({ name: 'A', mobile: '12345', email: 'nope' });
    expect(errors.mobile).toBe('Enter a valid 10-digit mobile number.');
    expect(errors.email).toBe('Enter a valid email address.');
    expect(errors.name).toBeDefined();
    expect(canRequestOtp({ ...valid, mobile: '1234567890' })).toBe(false);
    expect(authTexts.getOtpHint).toBe('Enter valid name, 10-digit mobile, and email.');
    expect(authTexts.otp).toBe('Please enter a valid 6-digit code.');
  });

  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('writes the welcome and rate-limit lines', () => {
    expect(welcome(firstNameOf('  Asha Rani Verma '))).toBe('Welcome, Asha!');
    expect(tooManyAttempts(42)).toBe('Too many attempts. Try again in 42 s.');
  });
});
