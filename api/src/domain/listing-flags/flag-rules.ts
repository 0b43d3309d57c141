/**
 * "Report this listing" (issue 15): the reasons a buyer may give, the note's limit, and how many
 * distinct reporters hide a listing until an admin decides. Pure: the API validates with these and
 * the PWA labels its form with them.
 */
import { z } from '@hono/zod-openapi';
import { FLAG_NOTE_MAX, FLAG_REASONS } from './flag-reasons';

export { FLAG_NOTE_MAX, FLAG_REASON_LABELS, FLAG_REASONS, type FlagReason } from './flag-reasons';

/**
 * Open reports from this many different accounts move a live listing to 'flagged': out of search
 * and off its detail page (author and admins still see it) until an admin dismisses the reports
 * (live again) or removes the listing (rejected). One account's repeat report only updates its own.
 */
export const FLAGS_TO_HIDE = 5;

export const REASON_MESSAGE = 'Choose fake, broker_as_owner, sold_or_rented or wrong_details.';

export const FlagBody = z
  .object({
    reason: z.enum(FLAG_REASONS, { error: REASON_MESSAGE }),
    note: z
      .string({ error: 'Send the note as text.' })
      .trim()
      .max(FLAG_NOTE_MAX, `Keep the note under ${FLAG_NOTE_MAX} characters.`)
      .optional(),
  })
  .openapi('ReportListing');

/** @example shouldHide(5) → true; shouldHide(4) → false */
export function shouldHide(openReporters: number): boolean {
  return openReporters >= FLAGS_TO_HIDE;
}
