import type { z } from '@hono/zod-openapi';
import type {
  AuditAnswer as AuditAnswerSchema,
  AuditItemSchema,
  MeAnswer as MeAnswerSchema,
  OtpRequestResult as OtpRequestResultSchema,
  RequestOtpBody as RequestOtpSchema,
  ResendAnswer,
  SessionAnswer,
  SignupWithSurveyBody as SignupWithSurveySchema,
  UserSchema,
} from '../routes/auth/auth.schemas';
import type { ProfilePatchBody } from '../routes/auth/profile.schemas';

// Sign-in and session
export type ServerUser = z.infer<typeof UserSchema>;
export type OtpRequestResult = z.infer<typeof OtpRequestResultSchema>;
export type SignedInAnswer = z.infer<typeof SessionAnswer>;
export type MeAnswer = z.infer<typeof MeAnswerSchema>;
export type OtpResent = z.infer<typeof ResendAnswer>;
export type RequestOtpBody = z.input<typeof RequestOtpSchema>;
/** POST /api/auth/signup-with-survey (the survey sign-up modal). */
export type SignupWithSurveyBody = z.input<typeof SignupWithSurveySchema>;
export type ProfilePatch = z.input<typeof ProfilePatchBody>;

// Admin: the login audit (GET /api/auth/admin/login-audit)
export type AuditItem = z.infer<typeof AuditItemSchema>;
export type AuditAnswer = z.infer<typeof AuditAnswerSchema>;
