/**
 * The create-project form's choices and its client-side checks (the server's CreateProjectBody
 * has the same rules and has the last word: its per-field messages are shown under the fields).
 */
import { POSTING_CITIES } from '@propai/api/domain/posting/common-rules';

export const PROJECT_CITIES = POSTING_CITIES;
/** The statuses the API takes (api/src/routes/admin-projects: PROJECT_STATUSES). */
export const PROJECT_STATUSES = ['New Launch', 'Under Construction', 'Ready to Move', 'Completed'] as const;

export interface NewProjectValues {
  name: string;
  developer: string;
  city: string;
  locality: string;
  reraId: string;
  status: string;
}

export const EMPTY_PROJECT: NewProjectValues = {
  name: '',
  developer: '',
  city: '',
  locality: '',
  reraId: '',
  status: 'New Launch',
};

const RERA = /^[A-Za-z0-9][A-Za-z0-9/ -]{4,59}$/;

/** Messages per field for what is plainly missing or malformed; empty when the form may be sent. */
export function checkProject(v: NewProjectValues): Partial<Record<keyof NewProjectValues, string>> {
  const errors: Partial<Record<keyof NewProjectValues, string>> = {};
  if (v.name.trim().length < 2) errors.name = 'Enter the project name (at least 2 characters).';
  if (v.developer.trim().length < 2) errors.developer = 'Enter the developer name (at least 2 characters).';
  if (!v.city) errors.city = 'Choose a city in Delhi NCR.';
  if (v.locality.trim().length < 2) errors.locality = 'Enter the locality (at least 2 characters).';
  if (!RERA.test(v.reraId.trim()))
    errors.reraId = 'Enter the RERA registration number as issued (letters, digits, / and -).';
  return errors;
}
