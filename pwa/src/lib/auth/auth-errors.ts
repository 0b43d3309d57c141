/**
 * Turns a failed sign-in answer into the text the user sees (spec part 1 §8). 4xx answers carry
 * the server's own message (written with the spec's wording); server faults and empty bodies get
 * the step's default ('Failed to send OTP', 'Verification failed.', 'Failed to resend OTP.').
 */
import { tooManyAttempts } from './auth-rules';
import type { AuthAnswer } from './auth-request';

export const OFFLINE_TEXT = 'You appear to be offline. Check your connection.';
/** When a 429 comes without Retry-After, a minute is the honest guess. */
const DEFAULT_RETRY_SECONDS = 60;

export function authErrorText(answer: AuthAnswer<unknown>, fallback: string): string {
  if (answer.status === 0) return OFFLINE_TEXT;
  if (answer.status === 429) return tooManyAttempts(answer.retryAfter ?? DEFAULT_RETRY_SECONDS);
  const fields = answer.data.fields ? Object.values(answer.data.fields) : [];
  if (answer.status >= 400 && answer.status < 500) {
    return fields[0] ?? answer.data.message ?? fallback;
  }
  return fallback;
}
