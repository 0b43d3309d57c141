/**
 * The sign-in vocabulary both sides speak (spec part 1 §7): what a request for a code answered
 * (`action`), and every outcome the login audit records (§3, filterable by admins).
 */

/** The `action` of a request-otp / signup answer: a code went out, or why it did not. */
export const OTP_ACTIONS = [
  'otp_sent',
  'request_change_or_use_attached',
  'cooldown_403',
  'mismatch_409',
] as const;
export type OtpAction = (typeof OTP_ACTIONS)[number];

/** Every outcome a login-audit row can hold, in the order the admin filter lists them. */
export const AUDIT_OUTCOMES = [
  ...OTP_ACTIONS,
  /** Written before issue 13, when a mobile moved as soon as the requester's code verified. */
  'change_accepted',
  /** Mobile-consent steps (api/src/auth/mobile-transfers.ts): asked, holder agreed/refused, moved
   * after the 15-day window without an answer, moved back through the undo link. */
  'change_requested',
  'change_agreed',
  'change_refused',
  'change_completed_after_window',
  'change_undone',
  'verified',
  /** A code check that failed: wrong, expired, already used, or past its five tries (the admin
   * dashboard's "sign-in failures today"). Rate-limited checks (429) never reach the code. */
  'code_rejected',
  /** Settings → Delete account: a confirmation code was sent, and the account was erased. */
  'deletion_code_sent',
  'account_deleted',
] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
