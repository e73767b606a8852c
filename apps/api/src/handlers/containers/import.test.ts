/**
 * Bulk container import (docs/decisions/0023-container-tracking.md): a
 * file of 30 containers, 2 of them wrong (a bad check digit, an unknown
 * terminal), is accepted with 202 and a `containers_import` batch; the
 * background job imports the 28 good rows and reports the 2 bad ones by their
 * spreadsheet row (the header is row 1) and field, in Spanish; XLSX with the Spanish headers and
 * CSV with the column keys alike. A preview (`dry_run`) reports what the import would, numbers
 * repeated in the file and already stored included, and writes nothing. Another company's staff
 * cannot import into the company.
 */
import { and, eq, like } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containers, terminals } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { bajio, multipart, waitForBatch } from '../../test/employee-import.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import {
  containerImportColumns,
  containerImportHeaders,
  type ContainerImportRow,
} from './import-file.ts';
import { checkDigit } from './iso6346.ts';

let t: TestApp;
let staff: { authorization: string };
let other: { authorization: string };
let companyId: number;
let terminalCode: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  other = await signIn(t.app, 'otra-empresa@jornada.test');
  ({ companyId } = await bajio(t));
  terminalCode = (
    await t.database.db.select().from(terminals).where(eq(terminals.companyId, companyId))
  )[0]!.code;
  await t.app.jobs.startWorkers({ pollingIntervalSeconds: 0.5 });
});
afterAll(() => t.close());

/** 30 rows of owner code `owner`: spreadsheet row 8 has a wrong check digit, row 20 an unknown terminal. */
function thirtyWithTwoBad(owner: string): ContainerImportRow[] {
  return Array.from({ length: 30 }, (_, i) => {
    const prefix = `${owner}U${String(100100 + i)}`;
    const digit = checkDigit(prefix);
    return {
      number: i === 6 ? `${prefix}${(digit + 1) % 10}` : `${prefix}${digit}`,
      type: i % 3 === 0 ? 'reefer' : 'dry',
      size: i % 2 ? '40' : '20',
      high_cube: i % 2 ? 'sí' : 'no',
      iso_type_code: i % 2 ? '45G1' : '22G1',
      status: '',
      terminal_code: i === 18 ? 'NO-EXISTE' : terminalCode,
      owner: 'Mediterranean Shipping Company',
      customer: 'Autopartes del Centro',
      tare_weight_kg: i % 2 ? '3900' : '2200',
      max_gross_weight_kg: i % 2 ? '32500' : '30480',
      seal_number: `ML${440000 + i}`,
      is_empty: 'no',
    };
  });
}

const toCsv = (rows: ContainerImportRow[]) =>
  Buffer.from(
    `\uFEFF${containerImportColumns.join(',')}\r\n${rows
      .map((row) => containerImportColumns.map((c) => row[c] ?? '').join(','))
      .join('\r\n')}\r\n`,
  );
const toXlsx = (rows: ContainerImportRow[]) =>
  writeXlsxFile([
    containerImportColumns.map((c) => ({ value: containerImportHeaders[c], type: String })),
    ...rows.map((row) =>
      containerImportColumns.map((c) => ({ value: row[c] ?? '', type: String })),
    ),
  ]).toBuffer();

const upload = (
  name: string,
  bytes: Buffer,
  headers = staff,
  fields: Record<string, string> = {},
) => {
  const body = multipart(fields, {
    name,
    bytes,
    type: name.endsWith('.csv')
      ? 'text/csv'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/containers/bulk`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe.each([
  { format: 'XLSX', name: 'contenedores.xlsx', owner: 'MSC' },
  { format: 'CSV', name: 'contenedores.csv', owner: 'HLX' },
])('given a $format file of 30 containers, 2 of them wrong', ({ name, owner }) => {
  it('imports the 28 good ones in the background and reports the 2 bad rows by field', async () => {
    const rows = thirtyWithTwoBad(owner);
    const bytes = name.endsWith('.csv') ? toCsv(rows) : await toXlsx(rows);
    const response = await upload(name, bytes);
    expect(response.statusCode).toBe(202);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/containers/bulk', response);
    expect(response.json().data).toMatchObject({
      type: 'containers_import',
      status: 'pending',
      total_rows: 30,
    });
    const batch = await waitForBatch(t, response.json().data.id, staff);
    expect(batch).toMatchObject({
      status: 'completed_with_errors',
      processed_rows: 30,
      created_rows: 28,
      failed_rows: 2,
    });
    expect(batch.errors).toEqual([
      {
        row: 8,
        errors: {
          number: [
            `El dígito verificador no corresponde al número (ISO 6346): debería ser ${checkDigit(`${owner}U100106`)}.`,
          ],
        },
      },
      { row: 20, errors: { terminal_code: ['No hay una terminal con esa clave en la empresa.'] } },
    ]);
    const stored = await t.database.db
      .select()
      .from(containers)
      .where(and(eq(containers.companyId, companyId), like(containers.number, `${owner}U1001%`)));
    expect(stored).toHaveLength(28);
    expect(stored.every((c) => c.status === 'en_terminal' && c.terminalId !== null)).toBe(true);

    // The same file again: every good row is now a number taken in the company.
    const again = await waitForBatch(t, (await upload(name, bytes)).json().data.id, staff);
    expect(again).toMatchObject({ created_rows: 0, failed_rows: 30 });
  });
});

describe('given a preview (dry_run) of a file whose numbers repeat, in the file and in the company', () => {
  it('reports each repeated row as the import then does, and writes nothing', async () => {
    const rows = thirtyWithTwoBad('ZIM').slice(0, 4);
    await upload('primero.csv', toCsv(rows.slice(0, 1))).then((r) =>
      waitForBatch(t, r.json().data.id, staff),
    );
    rows[3] = { ...rows[1]! };
    const bytes = toCsv(rows);
    const before = await t.database.db.select().from(containers);

    const preview = await upload('contenedores.csv', bytes, staff, { dry_run: 'true' });
    expect(preview.statusCode).toBe(202);
    const checked = await waitForBatch(t, preview.json().data.id, staff);
    expect(checked).toMatchObject({ dry_run: true, created_rows: 2, failed_rows: 2 });
    expect(checked.errors.map((e: { row: number; errors: object }) => e)).toEqual([
      { row: 2, errors: { number: ['Ya existe un contenedor con ese número en la empresa.'] } },
      { row: 5, errors: { number: [expect.stringMatching(/fila 3/)] } },
    ]);
    expect(await t.database.db.select().from(containers)).toEqual(before);

    const imported = await waitForBatch(
      t,
      (await upload('contenedores.csv', bytes)).json().data.id,
      staff,
    );
    expect(imported.errors).toEqual(checked.errors);
    expect(imported).toMatchObject({ dry_run: false, created_rows: 2, failed_rows: 2 });
  });
});

it('refuses another company’s staff with 403 and queues nothing', async () => {
  const response = await upload('contenedores.csv', toCsv(thirtyWithTwoBad('CMA')), other);
  expect(response.statusCode).toBe(403);
  expect(
    await t.database.db.select().from(containers).where(like(containers.number, 'CMAU1001%')),
  ).toEqual([]);
});
