/**
 * Tenant isolation matrix (issue 5, spec section 6): every company-scoped
 * operation of the contract, called by staff of another company against
 * Transportes del Bajío, is refused (403/404) — or not implemented yet (501).
 * The list is derived from the contract, so new operations are covered.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, departments, jobApplications, vacancies } from '../db/schema.ts';
import { loadContract } from '../http/contract.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { sample } from '../test/sample.ts';

type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: object; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
};

const contract = loadContract() as unknown as Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
};

/** Placeholders whose record belongs to a company. */
const companyOwned = [
  'companyId',
  'departmentId',
  'vacancyId',
  'jobApplicationId',
  'interviewId',
  'jobLetterId',
  'workInterviewId',
];
/** Operations on such paths that are not company-scoped, and why. */
const exempt: Record<string, string> = {
  getVacancy: 'public detail of a published vacancy',
  bookmarkVacancy: 'a job seeker saves any published vacancy',
  unbookmarkVacancy: 'a job seeker removes their own bookmark',
};

const scoped = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(
      ([method, op]) =>
        ['get', 'post', 'put', 'delete', 'patch'].includes(method) && op.operationId,
    )
    .filter(([, op]) => !exempt[op.operationId])
    .filter(
      ([, op]) =>
        (!path.startsWith('/api/v1/users/') && companyOwned.some((p) => path.includes(`{${p}}`))) ||
        (op.parameters ?? []).some(
          (p) => p.in === 'query' && p.name === 'company_id' && p.required,
        ),
    )
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

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

function request({ path, op }: (typeof scoped)[number]) {
  const parameters = (op.parameters ?? []).map((p) => (p.$ref ? resolveParameter(p.$ref) : p));
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? 1));
  const query = new URLSearchParams();
  for (const p of parameters) {
    if (p.in === 'query' && p.required)
      query.set(
        p.name,
        p.name === 'company_id'
          ? String(ids.companyId)
          : String(sample(contract, p.schema as never)),
      );
  }
  const json = op.requestBody?.content['application/json'];
  return {
    url: query.size ? `${url}?${query}` : url,
    payload: json ? (sample(contract, json.schema as never) as object) : undefined,
  };
}

function resolveParameter(ref: string) {
  const name = ref.split('/').pop()!;
  return (
    contract.components as {
      parameters: Record<string, { in: string; name: string; required?: boolean; schema?: object }>;
    }
  ).parameters[name]!;
}

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
      const { url, payload } = request(s);
      const multipart =
        !payload && s.op.requestBody && !s.op.requestBody.content['application/json'];
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

  it('exercised the implemented operations (not only 501s)', () => {
    expect(refused.length).toBeGreaterThanOrEqual(19);
  });
});
