/**
 * Vacancy detail (spec section 7 "Jobs, vacancies") and the prefix tsquery of
 * the full-text searches; the vacancy search itself is `search-vacancies.ts`.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { vacancies } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { selectVacancies, toVacancy } from './vacancy-serializer.ts';

/**
 * Builds a prefix tsquery (`chofer:* & quinta:*`) from free text; `null` when
 * the text has no searchable word. Words keep only letters and digits, so the
 * result is always a valid tsquery.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  const words = text
    ?.normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words?.length
    ? words
        .slice(0, 12)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/** Handlers keyed by operationId. */
export function vacancyHandlers({ db }: AppContext): Handlers {
  return {
    async getVacancy(request: FastifyRequest) {
      const { vacancyId } = request.params as { vacancyId: number };
      const [row] = await selectVacancies(db)
        .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, 'publicada')))
        .limit(1);
      if (!row) throw notFound('Esta vacante no existe o ya no está publicada.');
      return { data: toVacancy(row) };
    },
  };
}
