import { ADMIN_KEY_HEADER } from '@propai/api/domain/http-headers';
import type { AuditAnswer } from '@propai/api/wire';
import { api } from '../../../lib/api-client';
import type { AuditQuery } from '../login-audit-query';

/** One sign-in attempt and the page of them, as the API's schema types them (api/src/wire/). */
export type { AuditAnswer, AuditItem } from '@propai/api/wire';

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
