/**
 * POST /api/auth/verify-otp (spec part 1 §7): the code a challenge was sent, in exchange for a session.
 * One call for every flow that sends a code (sign-in, survey sign-up); the server counts the tries.
 */
import type { SignedInAnswer } from '@propai/api/wire';
import { authPost, type AuthAnswer } from './auth-request';

/** The answer of verify-otp: the session token and the signed-in user. */
export type SignedIn = SignedInAnswer;

export const verifyOtp = (challengeId: string, otp: string): Promise<AuthAnswer<SignedIn>> =>
  authPost<SignedIn>('/auth/verify-otp', { challengeId, otp });
