/**
 * `GET /notifications-api/v1/notifications` (`listNotifications`): the signed-in
 * user's notifications, newest first, for the web app's bell; `unread=true`
 * keeps only unread ones. Routed and validated from the contract like every
 * other operation (openapi/README.md decision 31).
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import type { OperationRequest } from '../http/operations.ts';
import { paginate } from '../http/pagination.ts';
import { toNotification } from './store.ts';

/** The `listNotifications` handler. */
export function listNotificationsHandler(db: Database) {
  return async (request: OperationRequest<'listNotifications'>) => {
    const query = request.query;
    const where = and(
      eq(notifications.userId, request.userId!),
      query.unread ? isNull(notifications.readAt) : undefined,
    );
    return paginate({
      page: query.page,
      perPage: query.per_page,
      count: async (cap) => {
        const capped = db
          .select({ id: notifications.id })
          .from(notifications)
          .where(where)
          .limit(cap)
          .as('capped');
        const [row] = await db.select({ n: count() }).from(capped);
        return row?.n ?? 0;
      },
      rows: async (limit, offset) =>
        (
          await db
            .select()
            .from(notifications)
            .where(where)
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(limit)
            .offset(offset)
        ).map(toNotification),
    });
  };
}
