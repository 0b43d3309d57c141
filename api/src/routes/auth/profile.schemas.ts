/**
 * PATCH /api/auth/profile body: a strict list of what a user may edit about themselves. Email,
 * mobile and role are deliberately absent: the email changes only through a verified code, the
 * mobile only through sign-in, the role only through an admin grant.
 */
import { z } from '@hono/zod-openapi';

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message} (at most ${max} characters)`);

export const PROTECTED_FIELDS: Record<string, string> = {
  email: 'Your email changes only by signing in with a code sent to the new address.',
  mobile: 'Your mobile number changes only by signing in with it.',
  role: 'Roles are granted by an administrator.',
  isAdmin: 'Roles are granted by an administrator.',
};

export const ProfilePatchBody = z
  .strictObject(
    {
      name: z.string().trim().min(2, 'Enter your name (at least 2 characters).').max(100).optional(),
      firstName: text(60, 'Enter your first name.').optional(),
      lastName: text(60, 'Enter your last name.').optional(),
      country: text(60, 'Enter your country.').optional(),
      city: text(60, 'Enter your city.').optional(),
      companyName: text(120, 'Enter your company name.').optional(),
    },
    {
      error: (issue) => {
        if (issue.code !== 'unrecognized_keys') return undefined;
        const protectedKey = issue.keys.find((k) => k in PROTECTED_FIELDS);
        return protectedKey ? PROTECTED_FIELDS[protectedKey] : `Unknown field: ${issue.keys.join(', ')}.`;
      },
    },
  )
  .openapi('ProfilePatch');
