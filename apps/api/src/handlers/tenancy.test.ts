/**
 * Tenant isolation matrix (issue 5, spec section 6): every company-scoped
 * operation of the contract, called by staff of another company against
 * Transportes del Bajío, is refused (403/404) — or not implemented yet (501).
 * The list is derived from the contract (`test/company-scoped.ts`), so new
 * operations are covered, and each must declare `x-jornada-access`.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, departments, jobApplications, vacancies } from '../db/schema.ts';
import { companyScoped as scoped, requestFor } from '../test/company-scoped.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
const refused: string[] = [];
let outsider: { authorization: string };
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  const [tdb] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const [department] = await db
    .select()
    .from(departments)
    .where(eq(departments.companyId, tdb!.id));
  const [vacancy] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.companyId, tdb!.id), eq(vacancies.status, 'publicada')));
  const [application] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .where(eq(vacancies.companyId, tdb!.id));
  Object.assign(ids, {
    companyId: tdb!.id,
    departmentId: department!.id,
    vacancyId: vacancy!.id,
    jobApplicationId: application!.id,
  });
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it('covers the company-scoped operations of the contract', () => {
    expect(scoped.length).toBeGreaterThan(40);
    expect(scoped.map((s) => s.op.operationId)).toEqual(
      expect.arrayContaining([
        'getCompany',
        'updateCompany',
        'createDepartment',
        'updateVacancyStatus',
        'listVacancyApplications',
        'searchCompanyVacancies',
      ]),
    );
  });

  it.each(scoped.map((s) => [`${s.method} ${s.path} (${s.op.operationId})`, s] as const))(
    '%s refuses another company',
    async (_, s) => {
      const { url, payload, multipart } = requestFor(s, ids);
      const response = await t.app.inject({
        method: s.method as 'GET',
        url,
        headers: outsider,
        ...(payload ? { payload } : {}),
      });
      if (response.statusCode === 501 || (multipart && response.statusCode === 400)) return;
      refused.push(s.op.operationId);
      expect(
        [403, 404],
        `${s.op.operationId} answered ${response.statusCode}: ${response.body}`,
      ).toContain(response.statusCode);
      assertMatchesContract(s.method, s.path, response);
    },
  );

  it('every company-scoped operation declares who may call it (x-jornada-access)', () => {
    const undeclared = scoped
      .filter((s) => !s.op['x-jornada-access'])
      .map((s) => `${s.method} ${s.path} (${s.op.operationId})`);
    expect(undeclared).toEqual([]);
  });

  it('exercised the implemented operations (not only 501s)', () => {
    expect(refused.length).toBeGreaterThanOrEqual(19);
  });
});
