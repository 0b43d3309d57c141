/**
 * The login-audit filters of spec part 1 §3/§7 (limit, outcome, email lower-cased, mobile digits,
 * since, until) turned into the query the API expects, plus the row formatting. Pure, unit-tested.
 */

import { AUDIT_OUTCOMES, type AuditOutcome } from '@propai/api/domain/auth/sign-in-outcomes';
import { lazyDateFormat } from '@propai/api/domain/format/lazy-date-format';

export { AUDIT_OUTCOMES, type AuditOutcome };

export const DEFAULT_LIMIT = 200;
export const MAX_LIMIT = 1000;

export interface AuditFilters {
  limit: string;
  outcome: AuditOutcome | '';
  email: string;
  mobile: string;
  /** yyyy-mm-dd from a date input, or ''. */
  since: string;
  until: string;
}

export const emptyFilters: AuditFilters = {
  limit: String(DEFAULT_LIMIT),
  outcome: '',
  email: '',
  mobile: '',
  since: '',
  until: '',
};

/** The filters a link can preset (the dashboard's "refused sign-in codes today": ?outcome=code_rejected). */
export function filtersFromSearch(search: string): AuditFilters {
  const outcome = new URLSearchParams(search).get('outcome');
  const known = AUDIT_OUTCOMES.find((o) => o === outcome);
  return known ? { ...emptyFilters, outcome: known } : emptyFilters;
}

export interface AuditQuery {
  limit: number;
  outcome?: AuditOutcome;
  email?: string;
  mobile?: string;
  since?: string;
  until?: string;
}

/** A whole number 1–1000; anything else (blank, 0, 5000, 'abc') becomes the nearest sensible value. */
export function clampLimit(raw: string): number {
  const n = Math.floor(Number(raw));
  if (!Number.isFinite(n) || raw.trim() === '') return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, n));
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function toAuditQuery(f: AuditFilters): AuditQuery {
  const q: AuditQuery = { limit: clampLimit(f.limit) };
  if (f.outcome) q.outcome = f.outcome;
  const email = f.email.trim().toLowerCase();
  if (email) q.email = email;
  const mobile = f.mobile.replace(/\D/g, '');
  if (mobile) q.mobile = mobile;
  if (isDate(f.since)) q.since = f.since;
  if (isDate(f.until)) q.until = f.until;
  return q;
}

/** Which filter is wrong, in words; null when the form can be sent. */
export function filtersProblem(f: AuditFilters): string | null {
  if (isDate(f.since) && isDate(f.until) && f.since > f.until)
    return 'The "Until" date is before the "Since" date.';
  return null;
}

const dateTime = lazyDateFormat({
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** '2025-06-01T10:30:00.000Z' → '01 Jun 2025, 04:00:00 pm' (India time). */
export function formatAuditTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime().format(d);
}

export const outcomeLabels: Record<AuditOutcome, string> = {
  otp_sent: 'OTP sent',
  mismatch_409: 'Mobile mismatch (409)',
  request_change_or_use_attached: 'Mobile attached elsewhere',
  cooldown_403: 'Change in cooldown (403)',
  change_accepted: 'Change accepted',
  change_requested: 'Mobile move asked (holder emailed)',
  change_agreed: 'Mobile move agreed by holder',
  change_refused: 'Mobile move refused by holder',
  change_completed_after_window: 'Mobile moved after 15 days unrefused',
  change_undone: 'Mobile move undone',
  verified: 'Verified',
  code_rejected: 'Code rejected (wrong, expired or used)',
  deletion_code_sent: 'Account deletion code sent',
  account_deleted: 'Account deleted',
};
