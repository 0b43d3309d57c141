import { ADMIN_KEY_HEADER } from '@propai/api/domain/http-headers';
import { api } from '../../../lib/api-client';
import type { AuditQuery } from '../login-audit-query';

export interface AuditItem {
  emailTyped: string | null;
  mobileTyped: string | null;
  attachedEmail: string | null;
  outcome: string;
  createdAt: string;
  matchedUserId: string | null;
}

export interface AuditAnswer {
  success: boolean;
  items: AuditItem[];
  message: string;
}

/** The server's text when ADMIN_KEY is configured and the header is missing or wrong (403). */
export const ADMIN_KEY_MESSAGE = 'Enter admin key.';

/**
 * GET /api/auth/admin/login-audit. Needs an admin session; the key goes in x-admin-key only when given.
 * @example const { items } = await getLoginAudit({ limit: 50, outcome: 'verified' }, '');
 */
export function getLoginAudit(
  query: AuditQuery,
  adminKey: string,
  signal?: AbortSignal,
): Promise<AuditAnswer> {
  return api.get<AuditAnswer>('/auth/admin/login-audit', {
    query: { ...query },
    headers: adminKey ? { [ADMIN_KEY_HEADER]: adminKey } : {},
    signal,
  });
}
