/**
 * The reasons of "Report this listing" and their words, without zod: the PWA's report sheet
 * imports this file alone, so no schema library reaches its chunk (flag-rules.ts re-exports it).
 */
export const FLAG_REASONS = ['fake', 'broker_as_owner', 'sold_or_rented', 'wrong_details'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** The words a buyer picks from (the wording). */
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  fake: 'Fake listing',
  broker_as_owner: 'Broker posing as owner',
  sold_or_rented: 'Already sold or rented',
  wrong_details: 'Wrong details',
};

export const FLAG_NOTE_MAX = 500;
