/**
 * Request and answer schemas for /api/auth, with the spec's messages (§5). Every field is a
 * plain string/boolean/number schema, so an object such as {"$gt": ""} in place of a value is a
 * 400 before any handler (or query) sees it.
 */
import { z } from '@hono/zod-openapi';
import { AUDIT_OUTCOMES, OTP_ACTIONS } from '../../domain/auth/sign-in-outcomes';
import { EMAIL_MESSAGE, isValidEmail, isValidMobile, MOBILE_MESSAGE } from '../../domain/auth/contact-rules';
import { SurveyDataSchema } from '../../domain/survey/survey-data';

import { challengeId, otpCode } from '../_shared/otp.schemas';

export { challengeId, json, jsonBody, OTP_MESSAGE } from '../_shared/otp.schemas';
export const SURVEY_MESSAGE = 'Please fill all required fields correctly';

const name = z
  .string({ error: 'Enter your name (at least 2 characters).' })
  .max(100)
  .refine((s) => s.trim().length >= 2, 'Enter your name (at least 2 characters).')
  .openapi({ example: 'Asha Verma' });
export const mobile = z
  .string({ error: MOBILE_MESSAGE })
  .max(20, MOBILE_MESSAGE)
  .refine(isValidMobile, MOBILE_MESSAGE)
  .openapi({ example: '9876543210', description: 'Non-digits are ignored; 10 digits starting 6–9' });
export const email = z
  .string({ error: EMAIL_MESSAGE })
  .max(254, EMAIL_MESSAGE)
  .refine(isValidEmail, EMAIL_MESSAGE)
  .openapi({ example: 'asha@example.com', description: 'Compared lower-cased' });
export const userId = z
  .string({ error: 'Invalid user id.' })
  .regex(/^[0-9a-f]{24}$/, 'Invalid user id.')
  .openapi({ example: '665f1c2e9b1d4a0012345678' });

/** What request-otp handed the requester; a user id alone never verifies (issue 13). */

export const RequestOtpBody = z
  .object({
    name,
    mobile,
    email,
    allowChange: z.boolean().optional().openapi({ description: 'Send the code to the typed email' }),
    useAttached: z.boolean().optional().openapi({ description: 'Send the code to the attached email' }),
  })
  .openapi('RequestOtp');

export const OtpRequestResult = z
  .object({
    success: z.boolean(),
    userId: z.string().nullable(),
    challengeId: z.string().nullable().openapi({
      description: 'Only in the answer to the requester; verify-otp and resend-otp need it',
    }),
    email: z.string(),
    emailDisabled: z.boolean(),
    action: z.enum(OTP_ACTIONS),
    attachedEmail: z.string().nullable().openapi({ example: 'r•••@example.com' }),
    cooldownDaysLeft: z.number().int(),
    mobile: z.string(),
    message: z.string(),
    error: z.string().optional(),
  })
  .openapi('OtpRequestResult');

export const VerifyOtpBody = z
  .object({
    challengeId,
    userId: userId.optional().openapi({ description: "Optional; when sent it must be the challenge's user" }),
    otp: otpCode,
  })
  .openapi('VerifyOtp');

export const ResendOtpBody = z.object({ challengeId }).openapi('ResendOtp');

const required = z.string({ error: SURVEY_MESSAGE }).trim().min(1, SURVEY_MESSAGE).max(100);
const isEmptyObject = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
/**
 * The survey given at sign-up is stored on the account, where the shortlist and recommendations
 * read it, so it is held to the same value sets as POST /api/survey/submit (one complete survey,
 * folded to the stored shape). Absent or `{}` means "no survey yet": the account gets none, so
 * `hasSurvey` stays false rather than true for an empty object.
 */
const signupSurvey = z
  .preprocess((v) => (v === null || isEmptyObject(v) ? undefined : v), SurveyDataSchema.optional())
  .openapi({
    description:
      'A complete survey (as POST /api/survey/submit takes it), or {} / absent when none was taken',
  });
export const SignupWithSurveyBody = z
  .object({
    surveyData: signupSurvey,
    userInfo: z.object({
      firstName: z.string({ error: SURVEY_MESSAGE }).trim().min(2, SURVEY_MESSAGE).max(60),
      lastName: z.string({ error: SURVEY_MESSAGE }).trim().min(1, SURVEY_MESSAGE).max(60),
      email: z.string({ error: SURVEY_MESSAGE }).max(254).refine(isValidEmail, SURVEY_MESSAGE),
      mobile: z.string({ error: SURVEY_MESSAGE }).max(20).refine(isValidMobile, SURVEY_MESSAGE),
      citizenship: z.string().trim().min(1).max(60).default('Indian'),
      countryOfResidence: z.string().trim().min(1).max(60).default('India'),
      planningToBuy: required,
      ownsRealEstate: required,
    }),
  })
  .openapi('SignupWithSurvey');

export const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200).openapi({ example: 200 }),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  email: z.string().max(254).optional(),
  mobile: z.string().max(20).optional(),
  since: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  until: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

export const UserSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string(),
    displayName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    mobileAwaitingConsent: z.object({ mobile: z.string(), completesAt: z.string() }).nullable().openapi({
      description:
        "A mobile this account asked for that stays on its holder's account until the holder agrees, or until completesAt if they do not refuse",
    }),
    role: z.enum(['user', 'owner', 'agent', 'builder', 'admin']),
    isAdmin: z.boolean(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    companyName: z.string().nullable(),
    hasSurvey: z.boolean(),
    surveyData: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .openapi('User');

export const CompletenessSchema = z
  .object({
    percent: z.number().int().openapi({ example: 90 }),
    missing: z.array(z.string()).openapi({ example: ['country'] }),
    complete: z
      .boolean()
      .openapi({ description: 'All required fields (email, firstName, lastName) present' }),
  })
  .openapi('ProfileCompleteness');

export const SessionAnswer = z
  .object({
    success: z.literal(true),
    token: z.string(),
    sessionToken: z.string().openapi({ description: 'The same token, for clients that read this name' }),
    user: UserSchema,
    message: z.string(),
  })
  .openapi('SignedIn');

/** The answer of POST /api/auth/resend-otp (its 403/409 answers are OtpRequestResult). */
export const ResendAnswer = z
  .object({
    success: z.literal(true),
    emailDisabled: z.boolean(),
    challengeId: z.string().openapi({ description: 'The new challenge; the old one stops working' }),
    message: z.string(),
  })
  .openapi('OtpResent');

/** One sign-in attempt as GET /api/auth/admin/login-audit lists it. */
export const AuditItemSchema = z
  .object({
    emailTyped: z.string().nullable(),
    mobileTyped: z.string().nullable(),
    attachedEmail: z.string().nullable(),
    outcome: z.enum(AUDIT_OUTCOMES),
    createdAt: z.string(),
    matchedUserId: z.string().nullable(),
    ip: z.string(),
  })
  .openapi('LoginAttempt');

export const AuditAnswer = z
  .object({ success: z.literal(true), items: z.array(AuditItemSchema), message: z.string() })
  .openapi('LoginAudit');

export const MeAnswer = z
  .object({ success: z.literal(true), user: UserSchema, profileCompleteness: CompletenessSchema })
  .openapi('Me');
