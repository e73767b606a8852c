/**
 * Workforce matrix (ADR 0002): membership through a department never
 * makes someone staff. Every company-scoped operation whose `x-jornada-access`
 * does not admit employees or drivers, called by the employee and the driver
 * of Transportes del Bajío against that company's own records (applications,
 * coworkers' letters with salaries, vacancies, departments…), is refused
 * (403/404) — or not implemented yet (501) — and stores nothing; the
 * company's staff still succeed on the reads, so the matrix cannot pass by
 * refusing everyone. The list is derived from the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRecords, type CompanyRecords, type StoredRows } from '../test/company-records.ts';
import { companyScoped, requestFor, type ScopedOperation } from '../test/company-scoped.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const workforceKinds = ['employee', 'driver'];

/** Whether the declaration lets an employee or a driver of the company call the operation. */
const admitsWorkforce = (s: ScopedOperation) => {
  const access = s.op['x-jornada-access'];
  return access?.scope === 'company' && access.members!.some((m) => workforceKinds.includes(m));
};

const staffOnly = companyScoped.filter((s) => !admitsWorkforce(s));
const workers = ['empleado@jornada.test', 'chofer@jornada.test'] as const;

let t: TestApp;
const headers: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};
const letterOf: Record<string, number> = {};
const exercised: Record<string, string[]> = { [workers[0]]: [], [workers[1]]: [] };

let storedRows: CompanyRecords['storedRows'];
let before: StoredRows;

beforeAll(async () => {
  t = await createTestApp();
  const records = await companyRecords(t, {
    signIn: [...workers, 'empresa@jornada.test'],
    // For each worker, a coworker's letter to be refused on.
    lettersNotOf: workers,
  });
  Object.assign(headers, records.headers);
  Object.assign(ids, records.ids);
  Object.assign(letterOf, records.letterOf);
  storedRows = records.storedRows;
  before = await storedRows();
});
afterAll(() => t.close());

async function call(s: ScopedOperation, email: string, jobLetterId: number) {
  const { url, payload, headers: extra, multipart } = requestFor(s, { ...ids, jobLetterId });
  const response = await t.app.inject({
    method: s.method as 'GET',
    url,
    headers: { ...headers[email], ...extra },
    ...(payload ? { payload } : {}),
  });
  return { response, multipart };
}

describe('given the employee and the driver of Transportes del Bajío', () => {
  it('the seed gives them coworkers’ issued letters with salaries to be refused on', () => {
    const coworkers = before.letters.filter((l) => Object.values(letterOf).includes(l.id));
    expect(coworkers).toHaveLength(2);
    for (const letter of coworkers) {
      expect(letter).toMatchObject({ status: 'emitida', includeSalary: true });
      expect(letter.monthlySalary).toBeGreaterThan(0);
    }
    expect(before.applications.length).toBeGreaterThan(0);
  });

  it('only the company read admits the workforce among the company-scoped operations', () => {
    expect(companyScoped.filter(admitsWorkforce).map((s) => s.op.operationId)).toEqual([
      'getCompany',
    ]);
    expect(staffOnly.length).toBeGreaterThan(70);
  });

  for (const email of workers) {
    describe(`when ${email} calls an operation for staff only`, () => {
      it.each(staffOnly.map((s) => [`${s.method} ${s.path} (${s.op.operationId})`, s] as const))(
        '%s is refused',
        async (_, s) => {
          const { response, multipart } = await call(s, email, letterOf[email]!);
          if (response.statusCode === 501 || (multipart && response.statusCode === 400)) return;
          exercised[email]!.push(s.op.operationId);
          expect(
            [403, 404],
            `${s.op.operationId} answered ${response.statusCode}: ${response.body}`,
          ).toContain(response.statusCode);
          expect(response.json().message).toEqual(expect.any(String));
          assertMatchesContract(s.method, s.path, response);
        },
      );
    });
  }

  it('exercised the implemented operations for both of them (not only 501s)', () => {
    for (const email of workers) {
      expect(exercised[email]!.length, email).toBeGreaterThanOrEqual(33);
      expect(exercised[email]).toEqual(
        expect.arrayContaining([
          'updateCompany',
          'listVacancyApplications',
          'getJobApplication',
          'updateJobApplication',
          'listCompanyJobLetters',
          'getJobLetter',
          'searchCompanyVacancies',
        ]),
      );
    }
  });

  it('no refused call changed a stored row', async () => {
    expect(await storedRows()).toEqual(before);
  });

  it('tells a worker that only staff may edit the company, and still shows them their company', async () => {
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${ids.companyId}`,
      headers: headers[workers[0]],
      payload: { name: 'Transportes Tomados' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({
      message: 'Solo el personal de la empresa puede hacer esto.',
      code: 'forbidden',
    });
    for (const email of workers) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/companies/${ids.companyId}`,
        headers: headers[email],
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({ id: ids.companyId, name: 'Transportes del Bajío' });
      assertMatchesContract('GET', '/api/v1/companies/{companyId}', read);
    }
  });

  it('outside the company-scoped paths too: no candidate profile, company search or counts per status', async () => {
    const [application] = before.applications;
    const profileUrl = `/api/v1/users/${application!.userId}/profile`;
    const count = { method: 'POST' as const, url: '/api/v1/vacancies-count' };
    for (const email of workers) {
      const profile = await t.app.inject({
        method: 'GET',
        url: profileUrl,
        headers: headers[email],
      });
      expect(profile.statusCode).toBe(403);
      assertMatchesContract('GET', '/api/v1/users/{userId}/profile', profile);
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/v1/search/companies',
        headers: headers[email],
      });
      expect(search.statusCode).toBe(200);
      expect(search.json().data).toEqual([]);
      const counted = await t.app.inject({
        ...count,
        headers: headers[email],
        payload: { company_id: ids.companyId },
      });
      expect(counted.statusCode).toBe(200);
      expect(counted.json().data.by_status).toBeUndefined();
    }
    const staff = headers['empresa@jornada.test'];
    expect(
      (await t.app.inject({ method: 'GET', url: profileUrl, headers: staff })).statusCode,
    ).toBe(200);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search/companies',
      headers: staff,
    });
    expect(search.json().data.map((c: { id: number }) => c.id)).toEqual([ids.companyId]);
    const counted = await t.app.inject({
      ...count,
      headers: staff,
      payload: { company_id: ids.companyId },
    });
    expect(counted.json().data.by_status).toBeDefined();
  });

  it.each([
    ['company', 'companyId'],
    ['vacancy', 'vacancyId'],
    ['job_application', 'jobApplicationId'],
  ])('lists no files of the %s (only staff do)', async (type, id) => {
    for (const kind of ['images', 'documents']) {
      const url = `/api/v1/${kind}?resource_type=${type}&resource_id=${ids[id]}`;
      for (const email of workers) {
        const refused = await t.app.inject({ method: 'GET', url, headers: headers[email] });
        expect(refused.statusCode, `${email} ${url}`).toBe(403);
        assertMatchesContract('GET', `/api/v1/${kind}`, refused);
      }
      const staff = await t.app.inject({
        method: 'GET',
        url,
        headers: headers['empresa@jornada.test'],
      });
      expect(staff.statusCode, url).toBe(200);
    }
  });

  it('the company’s staff still read the same records (2xx)', async () => {
    const known: Record<string, number> = { ...ids, jobLetterId: letterOf[workers[0]]! };
    const reads = staffOnly.filter(
      (s) => s.method === 'GET' && [...s.path.matchAll(/\{(\w+)\}/g)].every(([, n]) => known[n!]),
    );
    const succeeded: string[] = [];
    for (const s of reads) {
      const { response } = await call(s, 'empresa@jornada.test', letterOf[workers[0]]!);
      if (response.statusCode === 501) continue;
      expect(response.statusCode, `${s.op.operationId}: ${response.body}`).toBeLessThan(300);
      assertMatchesContract(s.method, s.path, response);
      succeeded.push(s.op.operationId);
    }
    expect(succeeded).toEqual(
      expect.arrayContaining([
        'listCompanyDepartments',
        'getDepartment',
        'listCompanyVacancies',
        'listVacancyApplications',
        'listVacancyInterviews',
        'getJobApplication',
        'getVacancyWorkInterview',
        'listCompanyJobLetters',
        'getJobLetter',
        'searchCompanyVacancies',
        'listCompanyShifts',
        'getShift',
        'listShiftEmployees',
        'listShiftDepartments',
        'getRecess',
        'getSchedule',
        'listEmployeeShifts',
        'exportCompanyAttendances',
      ]),
    );
  });
});
