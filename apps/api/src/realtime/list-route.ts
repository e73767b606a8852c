/**
 * `GET /notifications-api/v1/notifications` (`listNotifications`): the signed-in
 * user's notifications, newest first, for the web app's bell; `unread=true`
 * keeps only unread ones. Routed and validated from the contract like every
 * other operation (openapi/README.md decision 31).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import type { OperationRequest } from '../http/operations.ts';
import { paginateTable } from '../records/paginate-table.ts';
import { toNotification } from './store.ts';

/** The `listNotifications` handler. */
export function listNotificationsHandler(db: Database) {
  return async (request: OperationRequest<'listNotifications'>) => {
    const query = request.query;
    const where = and(
      eq(notifications.userId, request.userId),
      query.unread ? isNull(notifications.readAt) : undefined,
    );
    return paginateTable(db, {
      table: notifications,
      where,
      orderBy: [desc(notifications.createdAt), desc(notifications.id)],
      page: query.page,
      perPage: query.per_page,
      serialize: (rows) => rows.map(toNotification),
    });
  };
}
