/**
 * `GET /notifications-api/v1/notifications` (`listNotifications`): the signed-in
 * user's notifications, newest first, for the web app's bell. Not in the
 * contract yet, so it is a plain Fastify route that follows the contract's
 * conventions: bearer auth, `page`/`per_page`, `unread=true` to keep only
 * unread ones, `{ data: Notification[], meta }`, Spanish errors.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { unauthenticated } from '../http/errors.ts';
import { paginate } from '../http/pagination.ts';
import { toNotification } from './store.ts';

/** Path of the listing. */
export const listNotificationsPath = '/notifications-api/v1/notifications';

interface ListQuery {
  page: number;
  per_page: number;
  unread?: boolean;
}

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 15 },
    unread: { type: 'boolean' },
  },
} as const;

/** The user of a bearer-authenticated request. @throws 401 */
export async function authenticate(db: Database, request: FastifyRequest): Promise<number> {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  const userId = match?.[1] ? await resolveAccessToken(db, match[1]) : null;
  if (!userId) throw unauthenticated();
  return userId;
}

/** Registers the listing route. */
export function registerListRoute(app: FastifyInstance, db: Database): void {
  app.get(listNotificationsPath, { schema: { querystring: querySchema } }, async (request) => {
    const userId = await authenticate(db, request);
    const query = request.query as ListQuery;
    const where = and(eq(notifications.userId, userId), query.unread ? isNull(notifications.readAt) : undefined);
    return paginate({
      page: query.page,
      perPage: query.per_page,
      count: async (cap) => {
        const capped = db.select({ id: notifications.id }).from(notifications).where(where).limit(cap).as('capped');
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
  });
}
