/**
 * /api/auth: email-OTP sign-in, sessions, profile, mobile-consent links and the login audit. Also registers the
 * `bearerAuth` security scheme that every protected route's OpenAPI entry refers to.
 */
import { createOtpMailer } from '../../auth/mailer';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/validation';
import { loginAuditRoutes } from './login-audit.routes';
import { mobileConsentRoutes } from './mobile-consent.routes';
import { otpRoutes } from './otp.routes';
import { sessionRoutes } from './session.routes';
import { signupRoutes } from './signup.routes';

export function authRoutes(deps: AppDeps) {
  const mailer = createOtpMailer(deps.env);
  const router = createRouter()
    .route('/', otpRoutes(deps, mailer))
    .route('/', signupRoutes(deps, mailer))
    .route('/', sessionRoutes(deps, mailer))
    .route('/', mobileConsentRoutes(deps, mailer))
    .route('/', loginAuditRoutes(deps));
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from POST /api/auth/verify-otp',
  });
  return router;
}
