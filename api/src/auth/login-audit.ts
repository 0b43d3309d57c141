/**
 * The login audit (`login_audit`): one row per request-otp / verify-otp outcome and per step of a
 * mobile-consent request, kept for admins.
 * Insert-only; rows hold what was typed, the masked or own address a code went to, the outcome
 * and the IP — never a code or a token.
 */
import type { AuditOutcome } from '../domain/auth/sign-in-outcomes';
import type { Filter, Store } from '../store/types';

export const LOGIN_AUDIT = 'login_audit';

export { AUDIT_OUTCOMES, type AuditOutcome } from '../domain/auth/sign-in-outcomes';

export type AuditRecord = {
  _id: string;
  emailTyped: string | null;
  mobileTyped: string | null;
  attachedEmail: string | null;
  outcome: AuditOutcome;
  matchedUserId: string | null;
  ip: string;
  createdAt: Date;
};

export async function audit(store: Store, entry: Omit<AuditRecord, '_id' | 'createdAt'>): Promise<void> {
  await store.collection<AuditRecord>(LOGIN_AUDIT).insertOne({ ...entry, createdAt: new Date() });
}

export interface AuditQuery {
  limit: number;
  outcome?: AuditOutcome;
  email?: string;
  mobile?: string;
  since?: Date;
  until?: Date;
}

/** Newest first; each filter narrows an indexed field. */
export async function listAudit(store: Store, q: AuditQuery): Promise<AuditRecord[]> {
  const filter: Filter = {};
  if (q.outcome) filter.outcome = q.outcome;
  if (q.email) filter.emailTyped = q.email;
  if (q.mobile) filter.mobileTyped = q.mobile;
  if (q.since || q.until) {
    filter.createdAt = { ...(q.since ? { $gte: q.since } : {}), ...(q.until ? { $lte: q.until } : {}) };
  }
  return store.collection<AuditRecord>(LOGIN_AUDIT).find(filter, { sort: { createdAt: -1 }, limit: q.limit });
}
