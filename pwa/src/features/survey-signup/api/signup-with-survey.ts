/**
 * POST /api/auth/signup-with-survey (spec part 1 §7): the survey sign-up's details and the device's
 * survey; the server sends a code exactly as sign-in's request-otp does and answers the same shape.
 * Also the modal's Resend (the spec reuses the sign-up call): a new challenge each time.
 */
import type { OtpRequestResult, SignupWithSurveyBody } from '@propai/api/wire';
import { authPost, type AuthAnswer } from '../../../lib/auth/auth-request';

export const signupWithSurvey = (body: SignupWithSurveyBody): Promise<AuthAnswer<OtpRequestResult>> =>
  authPost<OtpRequestResult>('/auth/signup-with-survey', body);
