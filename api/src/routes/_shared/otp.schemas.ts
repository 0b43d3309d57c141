/**
 * The code fields every code-confirmed request sends (sign-in's verify-otp, account deletion's
 * confirm): the challenge id only the asker holds, and the 6-digit code with the spec's message.
 */
import { z } from '@hono/zod-openapi';

export const OTP_MESSAGE = 'Please enter a valid 6-digit code.';

export const challengeId = z
  .string({ error: 'Invalid challenge id.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid challenge id.')
  .openapi({ example: 'q3Jx1c9mV0aP4LrT8sYbN2wKfE6hUiOzQyDgXv5tC7M' });

export const otpCode = z
  .string({ error: OTP_MESSAGE })
  .regex(/^\d{6}$/, OTP_MESSAGE)
  .openapi({ example: '042917' });

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
