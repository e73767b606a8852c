/**
 * The three container reports (contract decision 42):
 * XLSX by default, CSV and PDF by `Accept`; they parse
 * back as spreadsheets with the expected rows: the company's containers, the
 * stock in its terminals on a day, and the departures in a date range (days in
 * Mexico City time). Another company's staff is refused.
 */
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, containerHistory, containers, terminals } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';

let t: TestApp;
let staff: { authorization: string };
let other: { authorization: string };
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  other = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  companyId = (
    await db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
  const terminalId = (
    await db.select().from(terminals).where(eq(terminals.companyId, companyId))
  )[0]!.id;
  const at = (iso: string) => new Date(iso);
  await db.insert(containers).values([
    // In the yard since 1 March, never left.
    {
      companyId,
      number: 'CSQU3054383',
      type: 'dry',
      size: 40,
      status: 'en_patio',
      terminalId,
      arrivedAt: at('2026-03-01T15:00:00Z'),
    },
    // Arrived 2 March, left 4 March at 20:00 Mexico City (5 March 02:00 UTC).
    {
      companyId,
      number: 'MSKU9070323',
      type: 'reefer',
      size: 40,
      status: 'en_ruta',
      arrivedAt: at('2026-03-02T15:00:00Z'),
      departedAt: at('2026-03-05T02:00:00Z'),
    },
    // Arrives 6 March.
    {
      companyId,
      number: 'BICU1234565',
      type: 'dry',
      size: 20,
      status: 'en_terminal',
      terminalId,
      arrivedAt: at('2026-03-06T15:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const get = (path: string, accept?: string, headers = staff) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${companyId}/containers/${path}`,
    headers: { ...headers, ...(accept ? { accept } : {}) },
  });
const numbersOf = async (bytes: Buffer) => {
  const [sheet] = await readXlsxFile(bytes);
  expect(sheet!.data[0]![0]).toBe('Número');
  return sheet!.data.slice(1).map((row) => row[0]);
};

describe('container reports', () => {
  it('answers the containers report as an XLSX that opens with the company’s containers', async () => {
    const response = await get('reports');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/containers/reports', response);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contenedores-.*\.xlsx"$/,
    );
    const numbers = await numbersOf(response.rawPayload);
    expect(numbers).toEqual(expect.arrayContaining(['BICU1234565', 'CSQU3054383', 'MSKU9070323']));
    const reefers = await numbersOf((await get('reports?type=reefer')).rawPayload);
    expect(reefers).toContain('MSKU9070323');
    expect(reefers).not.toContain('CSQU3054383');
  });

  it('answers the stock at the end of 3 March: the two containers in the yard, not the one that arrives later; by the end of 4 March one has left', async () => {
    const response = await get('existance-reports?date=2026-03-03');
    expect(response.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(response.rawPayload);
    expect(sheet!.sheet).toBe('Existencias');
    const rows = sheet!.data
      .slice(1)
      .filter((row) => ['CSQU3054383', 'MSKU9070323', 'BICU1234565'].includes(String(row[0])));
    expect(rows.map((row) => row[0])).toEqual(['CSQU3054383', 'MSKU9070323']);
    // Whole days in the yard by the end of 3 March (Mexico City), since 1 March 09:00.
    expect(rows[0]![13]).toBe(2);
    const fifth = await numbersOf((await get('existance-reports?date=2026-03-04')).rawPayload);
    expect(fifth).toContain('CSQU3054383');
    expect(fifth).not.toContain('MSKU9070323');
  });

  it('answers the departures in a range as CSV and as PDF when asked by Accept', async () => {
    const csv = await get('departure-reports?from=2026-03-04&to=2026-03-04', 'text/csv');
    expect(csv.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/containers/departure-reports', csv);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.startsWith('Número,Tipo')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['MSKU9070323']);
    const nextDay = await get('departure-reports?from=2026-03-05&to=2026-03-05', 'text/csv');
    expect(
      nextDay.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);

    const pdf = await get('departure-reports?from=2026-03-01&to=2026-03-10', 'application/pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join(' ');
    expect(text).toContain('Salidas');
    expect(text).toContain('MSKU9070323');
  });

  it('reports a past day as it was for a container that has since left and come back (its gate history replayed)', async () => {
    const db = t.database.db;
    const [box] = await db
      .insert(containers)
      .values({
        companyId,
        number: 'TGHU8765439',
        type: 'dry',
        size: 40,
        status: 'en_patio',
        arrivedAt: new Date('2026-02-20T15:00:00Z'),
        departedAt: new Date('2026-02-10T18:00:00Z'),
      })
      .returning();
    const terminalId = (
      await db.select().from(terminals).where(eq(terminals.companyId, companyId))
    )[0]!.id;
    await db.insert(containerHistory).values([
      {
        companyId,
        containerId: box!.id,
        event: 'gate_in',
        terminalId,
        occurredAt: new Date('2026-02-01T15:00:00Z'),
      },
      {
        companyId,
        containerId: box!.id,
        event: 'gate_out',
        occurredAt: new Date('2026-02-10T18:00:00Z'),
      },
      {
        companyId,
        containerId: box!.id,
        event: 'gate_in',
        terminalId,
        occurredAt: new Date('2026-02-20T15:00:00Z'),
      },
    ]);
    const stock = async (date: string) => {
      const [sheet] = await readXlsxFile((await get(`existance-reports?date=${date}`)).rawPayload);
      return sheet!.data.slice(1).filter((row) => row[0] === 'TGHU8765439');
    };
    // In the yard on 5 February since 1 February (4 whole days), gone on the 15th, back on the 25th.
    const fifth = await stock('2026-02-05');
    expect(fifth).toHaveLength(1);
    expect(fifth[0]![13]).toBe(4);
    expect(await stock('2026-02-15')).toHaveLength(0);
    expect(await stock('2026-02-25')).toHaveLength(1);
    const departures = await get('departure-reports?from=2026-02-10&to=2026-02-10', 'text/csv');
    expect(departures.body).toContain('TGHU8765439');
  });

  it('answers 422 for a range that ends before it starts, and 403 to another company', async () => {
    const backwards = await get('departure-reports?from=2026-03-05&to=2026-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual([
      'La fecha final debe ser igual o posterior a la inicial.',
    ]);
    for (const path of ['reports', 'existance-reports', 'departure-reports'])
      expect((await get(path, undefined, other)).statusCode).toBe(403);
  });
});
