/**
 * Vacancy detail and the prefix tsquery of
 * the full-text searches; the vacancy search itself is `search-vacancies.ts`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { memberOf } from '../../access/grant.ts';
import { vacancies } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { selectVacancies, toVacancy } from './vacancy-serializer.ts';

export { toPrefixQuery } from '../../db/prefix-query.ts';

/**
 * Whether the caller may see an unpublished vacancy of the company: its staff
 * and administrators (never its workforce). The operation is public; the access
 * helper read the token, when sent, into the grant (`memberOf: [staff]`).
 */
const seesUnpublished = (request: FastifyRequest, companyId: number) =>
  request.access!.isAdmin || memberOf(request.access, companyId);

/** Handlers keyed by operationId. */
export function vacancyHandlers({ db }: AppContext): Handlers {
  return {
    async getVacancy(request) {
      const { vacancyId } = request.params;
      const [row] = await selectVacancies(db).where(eq(vacancies.id, vacancyId)).limit(1);
      const vacancy = row ? toVacancy(row) : undefined;
      if (
        !vacancy ||
        (vacancy.status !== 'publicada' && !seesUnpublished(request, vacancy.company.id))
      )
        throw notFound('Esta vacante no existe o ya no está publicada.');
      return { data: vacancy };
    },
  };
}
