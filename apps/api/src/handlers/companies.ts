/**
 * Companies: registration by staff, reads by
 * staff and workforce, updates by staff, verification, authorisation and
 * deletion by administrators.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { companies, companyMembers, userRoles, users, vacancies } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError, notFound, unauthenticated } from '../http/errors.ts';
import type { OperationRequest } from '../http/operations.ts';
import { paginate } from '../http/pagination.ts';
import {
  checkCompanyInput,
  companyColumns,
  countCompanies,
  loadCompanies,
  loadCompany,
  rfcTaken,
  uniqueSlug,
} from './company-data.ts';

const rfcConflict = () => new HttpError(409, 'Ya existe una empresa con este RFC.', 'rfc_taken');
const companyIdOf = (
  request: OperationRequest<
    'deleteCompany' | 'getCompany' | 'updateCompany' | 'verifyCompany' | 'authorizeCompany'
  >,
) => request.params.companyId;

async function existing(db: Database, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Esta empresa no existe.');
  return company;
}

async function setFlag(
  db: Database,
  request: OperationRequest<'verifyCompany' | 'authorizeCompany'>,
  flag: 'verified' | 'authorized',
  value: boolean,
) {
  const companyId = companyIdOf(request);
  await existing(db, companyId);
  await db
    .update(companies)
    .set({ [flag]: value, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  return { data: (await loadCompany(db, companyId))! };
}

/** Handlers keyed by operationId. */
export function companyHandlers({ db }: AppContext): Handlers {
  return {
    async listCompanies(request) {
      const query = request.query;
      const where = and(
        query.verified === undefined ? undefined : eq(companies.verified, query.verified),
        query.authorized === undefined ? undefined : eq(companies.authorized, query.authorized),
      );
      return paginate({
        page: query.page,
        perPage: query.per_page,
        count: () => countCompanies(db, where),
        rows: (limit, offset) => loadCompanies(db, where, { limit, offset }),
      });
    },

    async createCompany(request, reply) {
      const userId = request.userId;
      if (!userId) throw unauthenticated();
      const input = request.body;
      await checkCompanyInput(db, input);
      if (await rfcTaken(db, input.rfc)) throw rfcConflict();
      const slug = await uniqueSlug(db, input.name);
      try {
        const id = await db.transaction(async (tx) => {
          const [company] = await tx
            .insert(companies)
            .values({
              ...companyColumns(input),
              name: input.name.trim(),
              legalName: input.legal_name!.trim(),
              rfc: input.rfc,
              slug,
            })
            .returning({ id: companies.id });
          await tx.insert(companyMembers).values({ companyId: company!.id, userId });
          await tx
            .insert(userRoles)
            .values({ userId, role: 'company_staff' })
            .onConflictDoNothing();
          return company!.id;
        });
        return reply.status(201).send({ data: (await loadCompany(db, id))! });
      } catch (error) {
        if (isUniqueViolation(error)) throw rfcConflict();
        throw error;
      }
    },

    async getCompany(request) {
      const companyId = companyIdOf(request);
      return { data: (await loadCompany(db, companyId))! };
    },

    async updateCompany(request) {
      const companyId = companyIdOf(request);
      const current = await existing(db, companyId);
      const input = request.body;
      await checkCompanyInput(db, input, current);
      if (input.rfc && (await rfcTaken(db, input.rfc, companyId))) throw rfcConflict();
      const columns = companyColumns(input);
      // A new legal identity has not been verified: the badge goes until an administrator checks it.
      const identityChanged =
        (columns.legalName !== undefined && columns.legalName !== current.legalName) ||
        (columns.rfc !== undefined && columns.rfc !== current.rfc);
      try {
        await db
          .update(companies)
          .set({
            ...columns,
            ...(identityChanged ? { verified: false } : {}),
            updatedAt: new Date(),
          })
          .where(eq(companies.id, companyId));
      } catch (error) {
        if (isUniqueViolation(error)) throw rfcConflict();
        throw error;
      }
      return { data: (await loadCompany(db, companyId))! };
    },

    async deleteCompany(request, reply) {
      const companyId = companyIdOf(request);
      await existing(db, companyId);
      await db.delete(companies).where(eq(companies.id, companyId));
      return reply.status(204).send();
    },

    async listUserCompanies(request) {
      const { userId } = request.params;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('Este usuario no existe.');
      // Company login admits both kinds, staff and workforce (`memberOf` in the contract).
      const ids = request.access!.memberOf!;
      return { data: ids.length ? await loadCompanies(db, inArray(companies.id, ids)) : [] };
    },

    verifyCompany: (request) => setFlag(db, request, 'verified', request.body.verified_company),

    authorizeCompany: (request) => setFlag(db, request, 'authorized', request.body.is_authorized),

    async listTopCompanies(request) {
      const { limit } = request.query;
      const published = count(vacancies.id);
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          slug: companies.slug,
          verified: companies.verified,
          logo_url: companies.logoUrl,
          published,
        })
        .from(companies)
        .innerJoin(
          vacancies,
          and(eq(vacancies.companyId, companies.id), eq(vacancies.status, 'publicada')),
        )
        .where(eq(companies.verified, true))
        .groupBy(companies.id)
        .orderBy(desc(published), companies.name)
        .limit(limit ?? 10);
      return {
        data: rows.map(({ published: n, ...company }) => ({ company, published_vacancies: n })),
      };
    },
  };
}
