/**
 * The reading side of notifications (writers call domain/notifications/notify.ts): the caller's
 * notifications newest first with their unread count, and marking them read. Only the owner ever
 * sees or marks a notification: every filter includes `userId` from the session, never from the
 * request. Marking read only sets `readAt` where it is missing, so a repeat is harmless.
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { NOTIFICATIONS, type NotificationDoc } from '../../services/notifications/notify';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { MarkReadAnswer, MarkReadBody, NotificationList, NotificationQuery } from './notifications.schemas';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const listRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/',
  tags: ['Notifications'],
  summary: "The signed-in user's notifications, newest first, and how many are unread",
  request: { query: NotificationQuery },
  responses: { 200: json(NotificationList, 'Notifications'), ...errorResponses(400, 401) },
});

const readRoute = defineRoute({
  access: 'user',
  method: 'post',
  path: '/read',
  tags: ['Notifications'],
  summary: 'Mark the given notifications (or all) read',
  request: { body: { required: true, content: { 'application/json': { schema: MarkReadBody } } } },
  responses: { 200: json(MarkReadAnswer, 'Marked'), ...errorResponses(400, 401) },
});

export function notificationRoutes(deps: AppDeps) {
  const notes = deps.store.collection<NotificationDoc>(NOTIFICATIONS);
  const unreadOf = (userId: string) => notes.count({ userId, readAt: { $exists: false } });
  return createRouter<AuthEnv>()
    .openapi(listRoute, async (c) => {
      const userId = c.var.user._id;
      const { limit } = c.req.valid('query');
      const [docs, unread] = await Promise.all([
        notes.find({ userId }, { sort: { createdAt: -1 }, limit }),
        unreadOf(userId),
      ]);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: docs.map((d) => ({
            id: d._id,
            type: d.type,
            title: d.title,
            body: d.body,
            link: d.link ?? null,
            ...(d.listingId ? { listingId: d.listingId } : {}),
            ...(d.closeAs ? { closeAs: d.closeAs } : {}),
            createdAt: d.createdAt.toISOString(),
            read: d.readAt !== undefined,
          })),
          unread,
        },
        200,
      );
    })
    .openapi(readRoute, async (c) => {
      const userId = c.var.user._id;
      const { ids } = c.req.valid('json');
      const filter = {
        userId,
        readAt: { $exists: false },
        ...(ids ? { _id: { $in: ids } } : {}),
      };
      const { modified } = await notes.updateMany(filter, { $set: { readAt: new Date() } });
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, updated: modified, unread: await unreadOf(userId) }, 200);
    });
}
