/**
 * The attendance export (docs/decisions/0020-clock-in.md): staff
 * download a range of days as CSV (UTF-8 with BOM, RFC 4180, formulas
 * neutralised) or XLSX (sheet "Asistencia", bold frozen header), one row per
 * employee and shift day — a late arrival says "Retardo", a day without a
 * record "Falta" — named `asistencia-<from>-<to>`; a range backwards or over
 * 62 days, or a department of another company, is a 422 in Spanish.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendances,
  companies,
  departments,
  employees,
  employeeShifts,
  shifts,
} from '../../../db/schema.ts';
import { serverMessages } from '../../../messages.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/harness.ts';
import { unzipText } from '../../../test/unzip.ts';
import { companyTimeZone } from '../../fleet-time.ts';
import { addDays, instantAt } from '../time.ts';
import { companyToday } from '../plan/shifts.ts';

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
let employeeId: number;
let departmentId: number;
let foreignDepartmentId: number;
const today = companyToday();
const day = (offset: number) => addDays(today, offset);
const path = '/clocker-api/v1/companies/{companyId}/attendances/export';
const exportUrl = (query: string) =>
  `/clocker-api/v1/companies/${tdbId}/attendances/export?${query}`;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  const db = t.database.db;
  const companyId = async (slug: string) =>
    (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
  tdbId = await companyId('transportes-del-bajio');
  foreignDepartmentId = (
    await db
      .select()
      .from(departments)
      .where(eq(departments.companyId, await companyId('logistica-portuaria-del-pacifico')))
  )[0]!.id;
  const [department] = await db
    .insert(departments)
    .values({ companyId: tdbId, name: 'Auditoría' })
    .returning();
  departmentId = department!.id;
  const [employee] = await db
    .insert(employees)
    .values({
      companyId: tdbId,
      departmentId,
      employeeNumber: 'E-9100',
      name: 'Óscar',
      surname: 'Ávila',
      lastname: 'Ruiz',
      position: 'Auditor',
    })
    .returning();
  employeeId = employee!.id;
  const [shift] = await db
    .insert(shifts)
    .values({
      companyId: tdbId,
      name: 'Auditoría matutina',
      startTime: '08:00',
      endTime: '16:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    })
    .returning();
  await db
    .insert(employeeShifts)
    .values({ companyId: tdbId, employeeId, shiftId: shift!.id, startsOn: day(-12) });
  const at = (date: string, time: string) => instantAt(date, time, companyTimeZone);
  await db.insert(attendances).values([
    {
      companyId: tdbId,
      employeeId,
      shiftId: shift!.id,
      date: day(-10),
      checkInAt: at(day(-10), '08:30'),
      checkOutAt: at(day(-10), '16:00'),
      source: 'app',
      lateMinutes: 20,
      breakMinutes: 30,
      workedMinutes: 420,
      notes: 'Llegó tarde, "tráfico"',
    },
    {
      companyId: tdbId,
      employeeId,
      shiftId: shift!.id,
      date: day(-9),
      checkInAt: at(day(-9), '08:00'),
      checkOutAt: at(day(-9), '16:00'),
      source: 'kiosk',
      outsideGeofence: true,
      breakMinutes: 30,
      workedMinutes: 450,
      notes: '=HYPERLINK("http://example.com")',
    },
  ]);
});
afterAll(() => t.close());

const header = serverMessages.clockExport.columns;
const expectedRows = () => [
  [
    day(-10),
    'E-9100',
    'Óscar Ávila Ruiz',
    'Auditoría',
    'Auditoría matutina',
    '08:30',
    '16:00',
    '20',
    '0',
    '30',
    '7',
    'Retardo',
    'App móvil',
    'No',
    'Llegó tarde, "tráfico"',
  ],
  [
    day(-9),
    'E-9100',
    'Óscar Ávila Ruiz',
    'Auditoría',
    'Auditoría matutina',
    '08:00',
    '16:00',
    '0',
    '0',
    '30',
    '7.5',
    'Asistencia',
    'Kiosco',
    'Sí',
    `'=HYPERLINK("http://example.com")`,
  ],
  [
    day(-8),
    'E-9100',
    'Óscar Ávila Ruiz',
    'Auditoría',
    'Auditoría matutina',
    '',
    '',
    '',
    '',
    '',
    '',
    'Falta',
    '',
    '',
    '',
  ],
];

describe('given company staff exporting attendance', () => {
  it('as CSV: a late arrival, a day worked and an absence, with BOM, quoting and no formulas', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: exportUrl(`format=csv&from=${day(-10)}&to=${day(-8)}&employee_id=${employeeId}`),
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="asistencia-${day(-10)}-${day(-8)}.csv"`,
    );
    expect(response.body.startsWith('\uFEFFFecha,Número,Empleado,')).toBe(true);
    expect(response.body).toContain('"Llegó tarde, ""tráfico"""\r\n');
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(header);
    expect(rows.slice(1)).toEqual(expectedRows());
  });

  it('as XLSX: the sheet "Asistencia" with a bold, frozen header, numbers as numbers and the day as a date', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: exportUrl(`format=xlsx&from=${day(-10)}&to=${day(-8)}&department_id=${departmentId}`),
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="asistencia-${day(-10)}-${day(-8)}.xlsx"`,
    );
    const [sheet] = await readXlsxFile(response.rawPayload);
    expect(sheet!.sheet).toBe('Asistencia');
    expect(sheet!.data[0]).toEqual(header);
    const [late, worked, absent] = sheet!.data.slice(1);
    expect(late!.slice(0, 12)).toEqual([
      new Date(`${day(-10)}T00:00:00Z`),
      'E-9100',
      'Óscar Ávila Ruiz',
      'Auditoría',
      'Auditoría matutina',
      '08:30',
      '16:00',
      20,
      0,
      30,
      7,
      'Retardo',
    ]);
    expect(worked![10]).toBe(7.5);
    // XLSX cells are text, never formulas: the note is kept as written.
    expect(worked![14]).toBe('=HYPERLINK("http://example.com")');
    expect(absent![11]).toBe('Falta');
    expect(sheet!.data).toHaveLength(4);
    const files = unzipText(response.rawPayload);
    const xml = [...files].find(([name]) => name.startsWith('xl/worksheets/'))![1];
    expect(xml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(xml).toMatch(/<col [^>]*width="32"/);
    expect(xml).not.toContain('<f>');
    expect(files.get('xl/styles.xml')).toContain('<b/>');
  });

  it('the whole company’s last two weeks hold the seeded late arrivals and absences', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: exportUrl(`format=csv&from=${day(-14)}&to=${day(-1)}`),
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const rows = parse(response.body, { bom: true }) as string[][];
    const statuses = new Set(rows.slice(1).map((row) => row[11]));
    expect([...statuses]).toEqual(expect.arrayContaining(['Asistencia', 'Retardo', 'Falta']));
    expect(rows.length).toBeGreaterThan(300);
    // Ordered by day.
    const dates = rows.slice(1).map((row) => row[0]!);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers 422 in Spanish for a range backwards, over 62 days or a department of another company', async () => {
    const cases = [
      [
        `format=csv&from=${day(-1)}&to=${day(-2)}`,
        'to',
        'La fecha final debe ser igual o posterior a la inicial.',
      ],
      [`format=xlsx&from=${day(-62)}&to=${day(0)}`, 'to', 'Exporta como máximo 62 días a la vez.'],
      [
        `format=csv&from=${day(-2)}&to=${day(-1)}&department_id=${foreignDepartmentId}`,
        'department_id',
        'No existe o no pertenece a esta empresa.',
      ],
    ] as const;
    for (const [query, field, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: exportUrl(query), headers: staff });
      expect(response.statusCode, query).toBe(422);
      assertMatchesContract('GET', path, response);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const sixtyTwo = await t.app.inject({
      method: 'GET',
      url: exportUrl(`format=csv&from=${day(-61)}&to=${day(0)}&employee_id=${employeeId}`),
      headers: staff,
    });
    expect(sixtyTwo.statusCode).toBe(200);
    const badFormat = await t.app.inject({
      method: 'GET',
      url: exportUrl(`format=pdf&from=${day(-2)}&to=${day(-1)}`),
      headers: staff,
    });
    expect(badFormat.statusCode).toBe(400);
  });
});
