/**
 * The interview of the path and the caller's side of it, as the access helper
 * decided (`x-jornada-access` of the interview operations: its candidate, or
 * staff of the vacancy's company and administrators).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { interviews, vacancies } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';

/**
 * The interview of the path, its company and the caller's side: `candidate` when the caller is
 * the interview's candidate (the record's owner), `company` otherwise.
 * @throws 404 when the interview does not exist.
 */
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
  if (!row) throw notFound('Esta entrevista no existe.');
  const candidate = request.access!.record?.ownerUserId === request.userId;
  return { ...row, side: candidate ? ('candidate' as const) : ('company' as const) };
}
