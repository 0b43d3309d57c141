/**
 * Sign-in rules and texts of spec part 1 §5, §8 and §9, word for word, as pure functions so the
 * modal, the /login page and the tests share one copy. The server checks the same rules again.
 */

export const OTP_LENGTH = 6;
/** The resend countdown starts here when the otp step begins (spec §4, §9). */
export const OTP_COUNTDOWN_SECONDS = 600;
/** The success step closes this long after the welcome shows (spec §9). */
export const SUCCESS_CLOSE_MS = 2000;
export const NAME_MIN_LENGTH = 2;

export const authTexts = {
  mobile: 'Enter a valid 10-digit mobile number.',
  email: 'Enter a valid email address.',
  getOtpHint: 'Enter valid name, 10-digit mobile, and email.',
  detailsInvalid: 'Please enter a valid name, 10-digit mobile, and a valid email address.',
  otp: 'Please enter a valid 6-digit code.',
  sendFailed: 'Failed to send OTP',
  emailDisabled: 'OTP generated (email disabled). Check server console.',
  invalidCode: 'Invalid code.',
  verifyFailed: 'Verification failed.',
  resendFailed: 'Failed to resend OTP.',
  noUserToResend: 'No user to resend OTP for.',
  changeFailed: 'Failed to request change.',
  rateLimitedChecks: 'Rate limited - too many auth checks.',
} as const;

/** Shown for a 429; the seconds come from the server's Retry-After. */
export const tooManyAttempts = (seconds: number) => `Too many attempts. Try again in ${seconds} s.`;
export const welcome = (firstName: string) => `Welcome, ${firstName}!`;

export const isValidName = (name: string) => name.trim().length >= NAME_MIN_LENGTH;

/**
 * What the mobile field keeps of what was typed or pasted: digits only, at most 10. A pasted
 * '+91 98765 43210' or '098765 43210' loses its country code or trunk 0 rather than its last digits.
 */
export function stripMobile(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, 10);
}

export const isValidMobile = (mobile: string) => /^[6-9]\d{9}$/.test(mobile);

// Same shape the server accepts (api/src/auth/users.ts): a local part, '@', dotted domain labels.
const EMAIL_RE =
  /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
export const isValidEmail = (email: string) => email.trim().length <= 254 && EMAIL_RE.test(email.trim());

/** What the OTP field keeps: digits only, at most 6 (a pasted 'Code: 123 456' still works). */
export const stripOtp = (typed: string) => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);
export const isValidOtp = (otp: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);

export interface SignInDetails {
  name: string;
  mobile: string;
  email: string;
}

export interface DetailsErrors {
  name?: string;
  mobile?: string;
  email?: string;
}

/** Per-field messages; the name has no text of its own in the spec, so it shares the hint's wording. */
export function detailsErrors(d: SignInDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!isValidName(d.name)) errors.name = `Enter your name (at least ${NAME_MIN_LENGTH} characters).`;
  if (!isValidMobile(d.mobile)) errors.mobile = authTexts.mobile;
  if (!isValidEmail(d.email)) errors.email = authTexts.email;
  return errors;
}

/** Get OTP is enabled only when all three are valid (spec §5). */
export const canRequestOtp = (d: SignInDetails) => Object.keys(detailsErrors(d)).length === 0;

/** 600 → '10:00', 61 → '01:01', never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** 'Asha Rani Verma' → 'Asha', for the welcome line. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
