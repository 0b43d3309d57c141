/**
 * Profile completeness (spec part 1 §3): email, first name and last name are required, country is
 * optional. Same weights as the server (api/src/auth/users.ts): 30 % per required field, 10 % for
 * the country, so the bar reads the same before and after a PATCH answer arrives.
 */

export interface CompletenessFields {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  country?: string | null;
}

export type CompletenessField = keyof CompletenessFields;

export interface Completeness {
  percent: number;
  /** Missing fields, required ones first. */
  missing: CompletenessField[];
  /** All required fields are present (country may still be missing). */
  complete: boolean;
}

const REQUIRED = ['email', 'firstName', 'lastName'] as const;

export const fieldLabels: Record<CompletenessField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  country: 'Country (optional)',
};

const has = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function profileCompleteness(fields: CompletenessFields): Completeness {
  const missingRequired = REQUIRED.filter((f) => !has(fields[f]));
  const missingOptional: CompletenessField[] = has(fields.country) ? [] : ['country'];
  const percent = (REQUIRED.length - missingRequired.length) * 30 + (missingOptional.length ? 0 : 10);
  return {
    percent,
    missing: [...missingRequired, ...missingOptional],
    complete: missingRequired.length === 0,
  };
}
