/**
 * Who may act on an interview: its candidate, or staff of the vacancy's
 * company (or an administrator); anyone else gets 404 so existence does not leak.
 */
import { eq } from 'drizzle-orm';
import { isAdmin, isCompanyStaff } from '../auth/authorize.ts';
import type { Database } from '../db/client.ts';
import { interviews, vacancies } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { OperationRequest } from '../http/operations.ts';

/** The interview of the path and the caller's side; 404 for anyone else. */
export async function accessible(
  db: Database,
  request: OperationRequest<'confirmInterview' | 'rejectInterview' | 'updateInterview'>,
) {
  const { interviewId } = request.params;
  const [row] = await db
    .select({ interview: interviews, companyId: vacancies.companyId })
    .from(interviews)
    .innerJoin(vacancies, eq(vacancies.id, interviews.vacancyId))
    .where(eq(interviews.id, interviewId));
  const userId = request.userId!;
  if (!row) throw notFound('Esta entrevista no existe.');
  if (row.interview.candidateUserId === userId) return { ...row, side: 'candidate' as const };
  if ((await isCompanyStaff(db, userId, row.companyId)) || (await isAdmin(db, userId)))
    return { ...row, side: 'company' as const };
  throw notFound('Esta entrevista no existe.');
}
