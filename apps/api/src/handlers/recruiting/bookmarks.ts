/**
 * Saved vacancies: one row per user and vacancy,
 * guarded by a unique index so concurrent saves never duplicate.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookmarks, vacancies } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound, unauthenticated } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { vacancySummariesInOrder } from './vacancy-serializer.ts';

async function requirePublished(db: Database, vacancyId: number) {
  const [vacancy] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, 'publicada')));
  if (!vacancy) throw notFound('Esta vacante no existe o ya no está publicada.');
}

/** Handlers keyed by operationId. */
export function bookmarkHandlers({ db }: AppContext): Handlers {
  return {
    async bookmarkVacancy(request, reply) {
      const userId = request.userId;
      if (!userId) throw unauthenticated();
      const { vacancyId } = request.params;
      await requirePublished(db, vacancyId);
      const [bookmark] = await db
        .insert(bookmarks)
        .values({ userId, vacancyId })
        .onConflictDoNothing()
        .returning();
      if (!bookmark) throw new HttpError(409, 'Ya guardaste esta vacante.', 'already_bookmarked');
      const [vacancy] = await vacancySummariesInOrder(db, [vacancyId]);
      return reply.status(201).send({
        data: {
          id: bookmark.id,
          vacancy: vacancy!,
          created_at: bookmark.createdAt.toISOString(),
        },
      });
    },

    async unbookmarkVacancy(request, reply) {
      const userId = request.userId;
      if (!userId) throw unauthenticated();
      const { vacancyId } = request.params;
      const [vacancy] = await db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(eq(vacancies.id, vacancyId));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.vacancyId, vacancyId)));
      return reply.status(204).send();
    },

    async listBookmarks(request) {
      const userId = request.userId;
      if (!userId) throw unauthenticated();
      const { page, per_page: perPage } = request.query;
      const mine = eq(bookmarks.userId, userId);
      return paginate({
        page,
        perPage,
        count: async () => (await db.select({ n: count() }).from(bookmarks).where(mine))[0]?.n ?? 0,
        rows: async (limit, offset) => {
          const page = await db
            .select()
            .from(bookmarks)
            .where(mine)
            .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
            .limit(limit)
            .offset(offset);
          if (!page.length) return [];
          const summaries = await vacancySummariesInOrder(
            db,
            page.map((b) => b.vacancyId),
          );
          const byId = new Map(summaries.map((vacancy) => [vacancy.id, vacancy]));
          return page.map((b) => ({
            id: b.id,
            vacancy: byId.get(b.vacancyId)!,
            created_at: b.createdAt.toISOString(),
          }));
        },
      });
    },
  };
}
