/**
 * Vacancy detail (spec section 7 "Jobs, vacancies") and the prefix tsquery of
 * the full-text searches; the vacancy search itself is `search-vacancies.ts`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAdmin, isCompanyStaff } from '../auth/authorize.ts';
import { resolveAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { vacancies } from '../db/schema.ts';
import { bearerToken } from '../http/bearer.ts';
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

/**
 * Whether the caller may see an unpublished vacancy of the company: its staff
 * and administrators (never its workforce). The operation's security is
 * optional, so the glue does not resolve the token: it is resolved here.
 */
async function seesUnpublished(db: Database, request: FastifyRequest, companyId: number) {
  const token = bearerToken(request);
  const userId = request.userId ?? (token ? await resolveAccessToken(db, token) : null);
  return Boolean(
    userId && ((await isCompanyStaff(db, userId, companyId)) || (await isAdmin(db, userId))),
  );
}

/** Handlers keyed by operationId. */
export function vacancyHandlers({ db }: AppContext): Handlers {
  return {
    async getVacancy(request) {
      const { vacancyId } = request.params;
      const [row] = await selectVacancies(db).where(eq(vacancies.id, vacancyId)).limit(1);
      const vacancy = row ? toVacancy(row) : undefined;
      if (
        !vacancy ||
        (vacancy.status !== 'publicada' &&
          !(await seesUnpublished(db, request, vacancy.company.id)))
      )
        throw notFound('Esta vacante no existe o ya no está publicada.');
      return { data: vacancy };
    },
  };
}
