/**
 * Reading and writing interviews for the handlers: insert, reload, list a
 * page, and find the application an interview belongs to.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { interviews, jobApplications } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';
import { loadInterviews, roomNameFor } from './interview-data.ts';
import { conflict } from './interviews-rules.ts';

/** Inserts an interview (with its video room) and loads it; 409 when one is already pending. */
export async function insertInterview(db: Database, values: typeof interviews.$inferInsert) {
  try {
    const [created] = await db.insert(interviews).values(values).returning();
    if (created!.mode === 'videollamada')
      await db
        .update(interviews)
        .set({ roomName: roomNameFor(created!.id) })
        .where(eq(interviews.id, created!.id));
    return (await loadInterviews(db, eq(interviews.id, created!.id)))[0];
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Ya hay una entrevista pendiente para esta vacante y candidato.');
    throw error;
  }
}

/** `{ data }` with the interview as the contract shows it. */
export async function reload(db: Database, id: number) {
  return { data: (await loadInterviews(db, eq(interviews.id, id)))[0]! };
}

/** One page of interviews matching `base`, filtered by the `status` query. */
export function list(
  db: Database,
  request: OperationRequest<'listUserInterviews' | 'listVacancyInterviews'>,
  base: SQL,
) {
  const { page, per_page: perPage, status } = request.query;
  const where = and(base, status ? eq(interviews.status, status) : undefined)!;
  return paginate({
    page,
    perPage,
    count: async () => (await db.select({ n: count() }).from(interviews).where(where))[0]?.n ?? 0,
    rows: (limit, offset) => loadInterviews(db, where, limit, offset),
  });
}

/** The job application of a person to a vacancy, if any. */
export async function applicationOf(db: Database, vacancyId: number, userId: number) {
  const [application] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.vacancyId, vacancyId), eq(jobApplications.userId, userId)));
  return application;
}
