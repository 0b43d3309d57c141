/**
 * The callback request's own rules (POST /api/leads): the name a buyer gives. The mobile follows
 * spec part 1 §5 (auth/contact-rules). Pure, so the PWA's callback form checks with the same words.
 */
export const LEAD_NAME_MESSAGE = 'Enter your name (at least 2 characters).';
export const LEAD_NAME_MAX = 100;
export const LEAD_MESSAGE_MAX = 1000;

/** @example isValidLeadName(' Asha ') → true; isValidLeadName('A') → false */
export const isValidLeadName = (s: string) => s.trim().length >= 2 && s.trim().length <= LEAD_NAME_MAX;
