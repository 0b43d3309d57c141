/**
 * POST /api/auth/signup-with-survey (spec §4 survey signup modal): the same code flow as
 * request-otp, with first/last name, residence answers and the survey. For an existing account
 * those details are saved only once its code is verified. Bad input answers the spec's single
 * message, 'Please fill all required fields correctly', with every bad field named in `fields`.
 * Sign-in's rules hold here unchanged because this is sign-in's code path: hashed codes, five tries
 * per code, the per-address/mobile/IP rate limits and the login audit (signup-with-survey.test.ts).
 * The survey is checked against the survey's value sets (auth.schemas.ts); a survey the device
 * also kept as pending still goes through the outbox after sign-in, which attaches it (survey.routes.ts).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { LIMITS } from '../../auth/auth-rules';
import type { OtpMailer } from '../../auth/mailer';
import { hitRateLimit } from '../../auth/rate-limit';
import { publicUrlOf } from '../../auth/mobile-consent-page';
import { requestOtp } from '../../auth/sign-in';
import { digitsOf, normalEmail } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import type { validationHook } from '../../http/validation';
import { describeZodError } from '../../http/validation';
import { json, jsonBody, OtpRequestResult, SignupWithSurveyBody, SURVEY_MESSAGE } from './auth.schemas';
import { answer } from './otp.routes';

const signupRoute = defineRoute({
  access: 'public',
  method: 'post',
  path: '/signup-with-survey',
  tags: ['Auth'],
  summary: 'Sign up from the survey and send a code',
  request: { body: jsonBody(SignupWithSurveyBody) },
  responses: {
    200: json(OtpRequestResult, 'Code sent'),
    403: json(OtpRequestResult, 'Not used by signup (no change requested); listed for completeness'),
    409: json(OtpRequestResult, 'The mobile or email belongs to another account; no code sent'),
    ...errorResponses(400, 429, 503),
  },
});

const surveyHook: typeof validationHook = (result) => {
  if (!result.success) {
    throw ApiError.badRequest(SURVEY_MESSAGE, describeZodError(result.error, result.target).fields);
  }
  return undefined;
};

export function signupRoutes(deps: AppDeps, mailer: OtpMailer) {
  const { store, env } = deps;
  return new OpenAPIHono({ defaultHook: surveyHook }).openapi(signupRoute, async (c) => {
    const ip = clientIp(c, env.TRUST_PROXY);
    await hitRateLimit(store, LIMITS.sendsPerIp, ip);
    const { surveyData, userInfo } = c.req.valid('json');
    const result = await requestOtp(
      { store, adminEmails: env.ADMIN_EMAILS, mailer, ip, publicUrl: publicUrlOf(env) },
      {
        name: `${userInfo.firstName} ${userInfo.lastName}`,
        mobile: digitsOf(userInfo.mobile),
        email: normalEmail(userInfo.email),
        profile: {
          firstName: userInfo.firstName,
          lastName: userInfo.lastName,
          citizenship: userInfo.citizenship,
          countryOfResidence: userInfo.countryOfResidence,
          country: userInfo.countryOfResidence,
          planningToBuy: userInfo.planningToBuy,
          ownsRealEstate: userInfo.ownsRealEstate,
          // Stored on the account (hasSurvey) only when a survey was given.
          ...(surveyData ? { surveyData, surveyUpdatedAt: new Date() } : {}),
        },
      },
    );
    return answer(c, result);
  });
}
