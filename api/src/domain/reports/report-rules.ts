/**
 * What a community report submission is (issue 18: /report, POST /api/reports): its six
 * categories (spec part 2 §3), the text limits, its review states and the check the form and the
 * server share. Pure (no zod), so the app imports it by package name without the schema library.
 *
 * The spec gives no limits; ours: a title of 10–120 characters (a headline, not a word), a
 * description of 50–3000 (enough to say what, where and since when; ~15 reading minutes at most),
 * at most 6 evidence photos (the number).
 */
import { PUBLISHED } from './public-report';
import { REPORT_CATEGORIES, type ReportCategoryName } from './report-categories';

export { REPORT_CATEGORIES };
export type ReportCategory = ReportCategoryName;

export const REPORT_LIMITS = {
  titleMin: 10,
  titleMax: 120,
  descriptionMin: 50,
  descriptionMax: 3000,
  photosMax: 6,
} as const;

/** A report's review state: submitted reports start 'pending'; seeded ones have none (public). */
export const REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * The reports the public counts (lists, the transparency score, alerts): approved, or stored before
 * reports were reviewed (no status).
 */
export const PUBLIC_REPORT_FILTER = PUBLISHED;

export const CATEGORY_MESSAGE = `Choose one of: ${REPORT_CATEGORIES.join(', ')}.`;
export const PROJECT_MESSAGE = 'Choose the project this report is about.';
export const REASON_REQUIRED = 'Enter a reason for the rejection.';

/** The form's and the server's field messages for a submission ({} when valid); photos counted apart. */
export function reportFieldErrors(v: {
  projectId?: unknown;
  category?: unknown;
  title?: unknown;
  description?: unknown;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const L = REPORT_LIMITS;
  const len = (x: unknown) => (typeof x === 'string' ? x.trim().length : 0);
  if (typeof v.projectId !== 'string' || !v.projectId) errors.projectId = PROJECT_MESSAGE;
  if (!REPORT_CATEGORIES.some((c) => c === v.category)) errors.category = CATEGORY_MESSAGE;
  const text = (field: 'title' | 'description', min: number, max: number) => {
    const n = len(v[field]);
    if (n === 0) errors[field] = `Enter the ${field}.`;
    else if (n < min) errors[field] = `Write at least ${min} characters in the ${field}.`;
    else if (n > max) errors[field] = `Keep the ${field} under ${max} characters.`;
  };
  text('title', L.titleMin, L.titleMax);
  text('description', L.descriptionMin, L.descriptionMax);
  return errors;
}
