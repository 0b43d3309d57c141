/**
 * The sign-in calls of spec part 1 §7 (POST /api/auth/email/request-otp, verify-otp, resend-otp)
 * and the session calls (GET /api/auth/me, PATCH /api/auth/profile). The server is the source of
 * truth for every rule; the texts shown for failures are the spec's (§8).
 */
import type {
  MeAnswer,
  OtpRequestResult,
  OtpResent,
  ProfilePatch,
  RequestOtpBody,
  ServerUser,
} from '@propai/api/wire';
import { api } from '../../../lib/api-client';
import { authPost, type AuthAnswer } from '../../../lib/auth/auth-request';

/** The API's public user (api/src/auth/users.ts publicUser), as its schema types it. */
export type { ServerUser } from '@propai/api/wire';

/** A mobile this account asked for that moves at `completesAt` (ISO) unless its holder refuses. */
export type MobileAwaitingConsent = NonNullable<ServerUser['mobileAwaitingConsent']>;

export type { AuthUser } from '../../../lib/session/session-user';

export type { OtpAction } from '@propai/api/domain/auth/sign-in-outcomes';

/** The answer of request-otp (and resend-otp), as the API's schema types it. */
export type { OtpRequestResult } from '@propai/api/wire';

/** The request bodies and answers below are the API's schemas' (api/src/wire/). */
export type { MeAnswer, ProfilePatch, RequestOtpBody } from '@propai/api/wire';

export const requestOtp = (body: RequestOtpBody): Promise<AuthAnswer<OtpRequestResult>> =>
  authPost<OtpRequestResult>('/auth/email/request-otp', body);

/** The answer of resend-otp: the new code's challenge (the old one stops working). */
export type Resent = OtpResent;

export const resendOtp = (challengeId: string): Promise<AuthAnswer<Resent>> =>
  authPost<Resent>('/auth/resend-otp', { challengeId });

/** GET /api/auth/me; a 401 fires 'auth:unauthorized' through the api client. */
export const fetchMe = (signal?: AbortSignal) => api.get<MeAnswer>('/auth/me', { signal });

export const patchProfile = (patch: ProfilePatch) => api.patch<MeAnswer>('/auth/profile', patch);
