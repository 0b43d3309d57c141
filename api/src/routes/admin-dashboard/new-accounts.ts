/**
 * GET /api/admin/dashboard/new-accounts?days=7&page=1 (admins only): the accounts created in the
 * last `days` days, newest first — what the dashboard's "new accounts in the last 7 days" tile
 * counts (the same filter on users.createdAt, indexed), so the tile's number is what this lists.
 * Deleted accounts stay listed as such: they were created in the period, and the count includes them.
 */
import { z } from '@hono/zod-openapi';
import { USERS } from '../../auth/users';
import { defineRoute } from '../../http/define-route';
import { errorResponses } from '../../http/errors';
import type { Store } from '../../store/types';

export const NEW_ACCOUNTS_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

export const NewAccountsQuery = z.object({
  days: z.coerce
    .number({ error: 'Send days as a whole number from 1 to 90.' })
    .int('Send days as a whole number from 1 to 90.')
    .min(1, 'Send days as a whole number from 1 to 90.')
    .max(90, 'Send days as a whole number from 1 to 90.')
    .default(7),
  page: z.coerce.number({ error: 'Enter a page number.' }).int().min(1).max(10_000).default(1),
});

export const NewAccountsAnswer = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string().nullable(),
        email: z.string().nullable(),
        role: z.string(),
        createdAt: z.string(),
        deleted: z.boolean(),
        hasSurvey: z.boolean(),
      }),
    ),
    total: z.number().int().openapi({ description: 'accounts created since `since`' }),
    since: z.string(),
    page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi('NewAccounts');

export const newAccountsRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/new-accounts',
  tags: ['admin'],
  summary: 'Accounts created in the last `days` days (default 7: the dashboard tile), newest first',
  request: { query: NewAccountsQuery },
  responses: {
    200: { description: 'One page', content: { 'application/json': { schema: NewAccountsAnswer } } },
    ...errorResponses(400, 401, 403),
  },
});

/** The dashboard's count and this list share it. */
export const createdSince = (since: Date) => ({ createdAt: { $gte: since } });

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

export async function newAccountsPage(store: Store, q: z.infer<typeof NewAccountsQuery>, now = new Date()) {
  const since = new Date(now.getTime() - q.days * DAY_MS);
  const users = store.collection(USERS);
  const filter = createdSince(since);
  const [docs, total] = await Promise.all([
    users.find(filter, {
      sort: { createdAt: -1, _id: -1 },
      skip: (q.page - 1) * NEW_ACCOUNTS_PAGE_SIZE,
      limit: NEW_ACCOUNTS_PAGE_SIZE,
      projection: { name: 1, email: 1, role: 1, createdAt: 1, deletion: 1, surveyData: 1 },
    }),
    users.count(filter),
  ]);
  const items = docs.map((u) => {
    const deleted = Boolean(u.deletion);
    return {
      id: u._id,
      // An erased account keeps no personal data: shown as deleted, without name or address.
      name: deleted ? null : text(u.name),
      email: deleted ? null : text(u.email),
      role: text(u.role) ?? 'user',
      createdAt: new Date(u.createdAt as Date).toISOString(),
      deleted,
      hasSurvey: !deleted && u.surveyData !== undefined && u.surveyData !== null,
    };
  });
  return {
    items,
    total,
    since: since.toISOString(),
    page: q.page,
    pages: Math.max(1, Math.ceil(total / NEW_ACCOUNTS_PAGE_SIZE)),
  };
}
