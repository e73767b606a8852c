import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import {
  bajio,
  employeeRows,
  postImport,
  toCsv,
  waitForBatch,
} from '../../test/employee-import.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let companyId: number;
let batchId: string;
const headers: Record<string, { authorization: string }> = {};
const accounts = {
  staff: 'empresa@jornada.test',
  otherStaff: 'otra-empresa@jornada.test',
  employee: 'empleado@jornada.test',
  admin: 'admin@jornada.test',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(accounts)) headers[key] = await signIn(t.app, email);
  const { companyId: id, department } = await bajio(t);
  companyId = id;
  await t.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
  const response = await postImport(t, companyId, headers.staff!, {
    name: 'e.csv',
    bytes: toCsv(employeeRows('ACC', 3, department)),
  });
  batchId = response.json().data.id;
  await waitForBatch(t, batchId, headers.staff!);
});
afterAll(() => t.close());

const getBatch = (who: keyof typeof accounts, id = batchId) =>
  t.app.inject({ method: 'GET', url: `/api/v1/batch/${id}`, headers: headers[who] });

describe('getBatch', () => {
  it('given staff of the batch company → 200 with the contract Batch', async () => {
    const response = await getBatch('staff');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/batch/{batchId}', response);
    expect(response.json().data).toMatchObject({
      id: batchId,
      status: 'completed',
      created_rows: 3,
    });
  });

  it('given an administrator → 200', async () => {
    expect((await getBatch('admin')).statusCode).toBe(200);
  });

  it('given staff of another company → 404, as if it did not exist', async () => {
    const response = await getBatch('otherStaff');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBeTypeOf('string');
  });

  it('given an employee (workforce) of the company → 403 or 404, never the batch', async () => {
    const response = await getBatch('employee');
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('ACC-');
  });

  it('given an unknown id → 404 in Spanish', async () => {
    const response = await getBatch('staff', '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Esta importación no existe.');
  });

  it('given no token → 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/batch/${batchId}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('importEmployees and getEmployeeImportTemplate', () => {
  const file = () => ({ name: 'e.csv', bytes: toCsv(employeeRows('DEN', 1, 'Operaciones')) });

  it('given staff of another company → 403 in Spanish', async () => {
    const response = await postImport(t, companyId, headers.otherStaff!, file());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No perteneces a esta empresa.');
    const template = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${companyId}/employees-bulk/template`,
      headers: headers.otherStaff,
    });
    expect(template.statusCode).toBe(403);
  });

  it('given an employee (workforce) of the company → 403 in Spanish', async () => {
    const response = await postImport(t, companyId, headers.employee!, file());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Solo el personal de la empresa puede hacer esto.');
  });

  it('given an administrator → 202', async () => {
    const response = await postImport(t, companyId, headers.admin!, file(), { dry_run: 'true' });
    expect(response.statusCode).toBe(202);
  });
});
