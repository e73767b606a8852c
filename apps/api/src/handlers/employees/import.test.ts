import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import {
  bajio,
  employeeRows,
  fiftyWithThreeBad,
  importedEmployees,
  postImport,
  toCsv,
  toXlsx,
  waitForBatch,
} from '../../test/employee-import.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { employeeImportHeaders, importColumns } from './import-file.ts';

let t: TestApp;
let staff: { authorization: string };
let companyId: number;
let department: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  ({ companyId, department } = await bajio(t));
  // The worker runs in this process, polling often so the tests wait little.
  await t.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
});
afterAll(() => t.close());

const bulkPath = '/api/v1/companies/{companyId}/employees-bulk';

describe.each([
  { format: 'CSV (semicolons, BOM, quoted fields)', name: 'empleados.csv', prefix: 'CSV' },
  { format: 'XLSX', name: 'empleados.xlsx', prefix: 'XLS' },
])('given a $format file of 50 rows, 3 of them wrong', ({ name, prefix }) => {
  let bytes: Buffer;
  let expectedErrors: { row: number; fields: string[] }[];

  beforeAll(async () => {
    const fixture = fiftyWithThreeBad(prefix, department);
    expectedErrors = fixture.expectedErrors;
    bytes = name.endsWith('.xlsx') ? await toXlsx(fixture.rows) : toCsv(fixture.rows);
  });

  it('when previewed (dry_run) → 202 pending, then exactly those 3 rows are reported and nothing is written', async () => {
    const response = await postImport(t, companyId, staff, { name, bytes }, { dry_run: 'true' });
    expect(response.statusCode).toBe(202);
    assertMatchesContract('POST', bulkPath, response);
    const accepted = response.json().data;
    expect(accepted).toMatchObject({
      type: 'employees_import',
      status: 'pending',
      dry_run: true,
      total_rows: 50,
      processed_rows: 0,
    });

    const batch = await waitForBatch(t, accepted.id, staff);
    expect(batch).toMatchObject({
      status: 'completed_with_errors',
      dry_run: true,
      total_rows: 50,
      processed_rows: 50,
      failed_rows: 3,
      created_rows: 47,
      updated_rows: 0,
      message: null,
    });
    expect(batch.finished_at).not.toBeNull();
    expect(
      batch.errors.map((e: { row: number; errors: object }) => ({
        row: e.row,
        fields: Object.keys(e.errors).sort(),
      })),
    ).toEqual(expectedErrors);
    expect(batch.errors[0].errors.curp[0]).toMatch(/CURP no es válido/);
    expect(batch.errors[2].errors.department[0]).toContain('Departamento Fantasma');
    expect(await importedEmployees(t, companyId, prefix)).toHaveLength(0);
  });

  it('when imported → 47 employees are written and the batch ends completed_with_errors', async () => {
    const response = await postImport(t, companyId, staff, { name, bytes });
    expect(response.statusCode).toBe(202);
    const batch = await waitForBatch(t, response.json().data.id, staff);
    expect(batch).toMatchObject({
      status: 'completed_with_errors',
      dry_run: false,
      processed_rows: 50,
      failed_rows: 3,
      created_rows: 47,
    });
    expect(batch.errors.map((e: { row: number }) => e.row)).toEqual([8, 21, 34]);
    const stored = await importedEmployees(t, companyId, prefix);
    expect(stored).toHaveLength(47);
    expect(new Set(stored.map((e) => e.number)).size).toBe(47);
    expect(stored.map((e) => e.number)).not.toContain(`${prefix}-0007`);
  });

  it('when the same file is imported again → every row is reported as existing and nothing is duplicated', async () => {
    const response = await postImport(t, companyId, staff, { name, bytes });
    const batch = await waitForBatch(t, response.json().data.id, staff);
    expect(batch).toMatchObject({
      status: 'completed_with_errors',
      failed_rows: 50,
      created_rows: 0,
    });
    expect(batch.errors[0].errors.employee_number[0]).toMatch(/Ya hay un empleado con el número/);
    expect(await importedEmployees(t, companyId, prefix)).toHaveLength(47);
  });
});

describe('given a file with rows that repeat', () => {
  it('when a number repeats within the file → the later row is reported, naming the first', async () => {
    const rows = employeeRows('REP', 3, department);
    rows[2]!.employee_number = rows[0]!.employee_number;
    const response = await postImport(t, companyId, staff, {
      name: 'r.csv',
      bytes: toCsv(rows, ','),
    });
    const batch = await waitForBatch(t, response.json().data.id, staff);
    expect(batch).toMatchObject({
      status: 'completed_with_errors',
      created_rows: 2,
      failed_rows: 1,
    });
    expect(batch.errors).toEqual([
      {
        row: 4,
        errors: {
          employee_number: ['Este número de empleado ya aparece en la fila 2 del archivo.'],
        },
      },
    ]);
  });

  it('when update_existing is set → existing employees are updated, not reported', async () => {
    const rows = employeeRows('UPD', 2, department);
    await waitForBatch(
      t,
      (await postImport(t, companyId, staff, { name: 'u.csv', bytes: toCsv(rows) })).json().data.id,
      staff,
    );
    rows[0]!.name = 'Nombre Nuevo';
    const response = await postImport(
      t,
      companyId,
      staff,
      { name: 'u.csv', bytes: toCsv(rows) },
      { update_existing: 'true' },
    );
    const batch = await waitForBatch(t, response.json().data.id, staff);
    expect(batch).toMatchObject({
      status: 'completed',
      updated_rows: 2,
      created_rows: 0,
      failed_rows: 0,
    });
    const stored = await importedEmployees(t, companyId, 'UPD');
    expect(stored.map((e) => e.name).sort()).toEqual(['José Ángel', 'Nombre Nuevo'].sort());
  });

  it('when a driver has no licence and is_driver is unreadable → both are reported', async () => {
    const rows = employeeRows('DRV', 2, department);
    rows[0]!.license_number = '';
    rows[1]!.is_driver = 'quizá';
    const response = await postImport(t, companyId, staff, { name: 'd.csv', bytes: toCsv(rows) });
    const batch = await waitForBatch(t, response.json().data.id, staff);
    expect(batch.errors).toEqual([
      { row: 2, errors: { license_number: ['Un conductor necesita número de licencia.'] } },
      { row: 3, errors: { is_driver: ['Escribe «sí» o «no».'] } },
    ]);
  });
});

describe('given a file the import cannot take', () => {
  it('when the header lacks columns or has unknown ones → 422 naming them, in Spanish', async () => {
    const header = importColumns.filter((c) => c !== 'surname' && c !== 'position');
    const bytes = toCsv(employeeRows('HDR', 1, department), ',', [...header, 'curpp']);
    const response = await postImport(t, companyId, staff, { name: 'h.csv', bytes });
    expect(response.statusCode).toBe(422);
    assertMatchesContract('POST', bulkPath, response);
    expect(response.json().message).toBe('El encabezado del archivo no es el de la plantilla.');
    expect(response.json().errors.file[0]).toContain(
      'Faltan las columnas: Apellido paterno, Puesto.',
    );
    expect(response.json().errors.file[0]).toContain('Columnas que no reconocemos: curpp.');
  });

  it('when it is over 10 MB → 413 in Spanish', async () => {
    const big = Buffer.concat([
      toCsv(employeeRows('BIG', 1, department)),
      Buffer.alloc(10 * 1024 * 1024, 'a'),
    ]);
    const response = await postImport(t, companyId, staff, { name: 'big.csv', bytes: big });
    expect(response.statusCode).toBe(413);
    assertMatchesContract('POST', bulkPath, response);
    expect(response.json().errors.file[0]).toMatch(/más de 10 MB/);
  });

  it('when it has more than 5,000 rows → 422 in Spanish', async () => {
    const bytes = toCsv(employeeRows('MAX', 5001, department), ',');
    const response = await postImport(t, companyId, staff, { name: 'max.csv', bytes });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toContain('el máximo es 5,000');
  });

  it('when it is not UTF-8 or not a spreadsheet → 422 in Spanish', async () => {
    const latin1 = Buffer.from('department,name\nTráfico,José\n', 'latin1');
    const response = await postImport(t, companyId, staff, { name: 'l.csv', bytes: latin1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('El archivo no está en UTF-8.');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
    const broken = await postImport(t, companyId, staff, { name: 'x.xlsx', bytes: zip });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('No pudimos leer el archivo de Excel.');
  });

  it('when there is no file → 4xx in Spanish and no batch', async () => {
    const response = await postImport(t, companyId, staff, {
      name: 'vacio.csv',
      bytes: Buffer.alloc(0),
    });
    expect([400, 422]).toContain(response.statusCode);
    expect(response.json().message).toMatch(/archivo/i);
  });
});

describe('given the import template', () => {
  it('when downloaded as CSV → the header and one example row, as an attachment with BOM', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${companyId}/employees-bulk/template`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="plantilla-empleados.csv"',
    );
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDepartamento,Número de empleado,Nombre,Apellido paterno,Apellido materno,Correo electrónico,Teléfono,CURP,NSS,Puesto,Es chofer,Número de licencia,Vigencia de la licencia,Fecha de ingreso',
    );
    expect(lines[1]).toContain(department);
    expect(lines.filter(Boolean)).toHaveLength(2);
  });

  it('when downloaded as XLSX → a sheet the import reads back, and importing it creates one employee', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${companyId}/employees-bulk/template?format=xlsx`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/plantilla-empleados\.xlsx"$/);
    const [sheet] = await readXlsxFile(response.rawPayload);
    expect(sheet!.data[0]).toEqual(importColumns.map((column) => employeeImportHeaders[column]));
    expect(sheet!.data).toHaveLength(2);
    const imported = await postImport(t, companyId, staff, {
      name: 'plantilla.xlsx',
      bytes: response.rawPayload,
    });
    const batch = await waitForBatch(t, imported.json().data.id, staff);
    expect(batch).toMatchObject({ status: 'completed', created_rows: 1 });
  });
});
