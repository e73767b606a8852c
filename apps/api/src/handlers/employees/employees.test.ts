/**
 * Employees on the generic company-owned record (docs/decisions/0015-company-records.md): the company's
 * list with `only_drivers` (true/false/1/0), department and search; create
 * (multipart, with a photo) in a department; edit, move and delete; a
 * driver's units (same company only).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, departments, driverUnits, employees, units } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
let operations: number;
let maintenance: number;

/** A tiny PNG (header only: enough for type detection). */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);

function multipart(fields: Record<string, string>, photo?: Buffer) {
  const boundary = '----jornada-empleado';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (photo)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="rosa.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  const db = t.database.db;
  tdbId = (await db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio')))[0]!
    .id;
  const byName = async (name: string) =>
    (
      await db
        .select()
        .from(departments)
        .where(and(eq(departments.companyId, tdbId), eq(departments.name, name)))
    )[0]!.id;
  operations = await byName('Operaciones');
  maintenance = await byName('Mantenimiento');
});
afterAll(() => t.close());

const list = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${tdbId}/employees?${query}`,
    headers: staff,
  });

describe('given company staff', () => {
  it('lists the 60 seeded employees and the 12 drivers, whichever way only_drivers is spelled', async () => {
    const all = await list('per_page=50');
    expect(all.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/employees', all);
    expect(all.json().meta.total).toBe(60);
    for (const value of ['true', '1']) {
      const drivers = await list(`only_drivers=${value}&per_page=50`);
      expect(drivers.json().meta.total).toBe(12);
      expect(drivers.json().data.every((e: { is_driver: boolean }) => e.is_driver)).toBe(true);
    }
    for (const value of ['false', '0'])
      expect((await list(`only_drivers=${value}`)).json().meta.total).toBe(60);
    const surnames = all.json().data.map((e: { surname: string }) => e.surname);
    expect(surnames).toEqual([...surnames].sort());
    const chofer = (await list('only_drivers=true&per_page=50'))
      .json()
      .data.find((e: { user_id: number | null; is_driver: boolean }) => e.user_id && e.is_driver);
    expect(chofer.units.length).toBe(1);
  });

  it('creates an employee with a photo, edits, moves and deletes them', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${operations}/employees`,
      ...multipart(
        {
          name: 'Rosa Elena',
          surname: 'Martínez',
          lastname: 'Soto',
          position: 'Operadora de tractocamión',
          is_driver: 'true',
          license_number: 'GTO0012345',
          curp: 'MASR850412MGTRTS09',
        },
        png,
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    assertMatchesContract('POST', '/api/v1/departments/{departmentId}/employees', created);
    const data = created.json().data;
    expect(data).toMatchObject({ department_id: operations, is_driver: true, status: 'activo' });
    expect(data.employee_number).toBe(`E-${String(data.id).padStart(4, '0')}`);
    expect(data.photo_url).toMatch(/\/api\/v1\/files\/.+\.png$/);

    const url = `/api/v1/departments/${operations}/employees/${data.id}`;
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { position: 'Jefa de tráfico', is_driver: false, department_id: maintenance },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      position: 'Jefa de tráfico',
      department_id: maintenance,
    });
    // It now lives in Mantenimiento: the old department's path no longer names it.
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
    const moved = `/api/v1/departments/${maintenance}/employees/${data.id}`;
    expect((await t.app.inject({ method: 'DELETE', url: moved, headers: staff })).statusCode).toBe(
      204,
    );
    expect(await t.database.db.select().from(employees).where(eq(employees.id, data.id))).toEqual(
      [],
    );
  });

  it('refuses a driver without a licence and a taken CURP with field errors, keeping nothing', async () => {
    const before = (await list('')).json().meta.total;
    const noLicence = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${operations}/employees`,
      ...multipart({ name: 'Iván', surname: 'Ríos', position: 'Operador', is_driver: 'true' }),
    });
    expect(noLicence.statusCode).toBe(422);
    expect(Object.keys(noLicence.json().errors)).toContain('license_number');
    const [seeded] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.companyId, tdbId));
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${operations}/employees`,
      ...multipart({ name: 'Iván', surname: 'Ríos', position: 'Almacenista', curp: seeded!.curp! }),
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toContain('curp');
    expect((await list('')).json().meta.total).toBe(before);
  });

  it("assigns units to a driver, replacing the old ones, and refuses another company's unit", async () => {
    const db = t.database.db;
    const [driver] = await db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, tdbId), eq(employees.isDriver, true)));
    const ours = await db.select().from(units).where(eq(units.companyId, tdbId));
    const url = `/api/v1/drivers/${driver!.id}/units`;
    const assigned = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { unit_ids: [ours[3]!.id, ours[4]!.id] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(
      assigned
        .json()
        .data.units.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([ours[3]!.id, ours[4]!.id].sort());
    const [theirs] = await db
      .select()
      .from(units)
      .where(eq(units.companyId, tdbId + 1));
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { unit_ids: [ours[5]!.id, theirs!.id] },
    });
    expect(foreign.statusCode).toBe(422);
    const stored = await db
      .select()
      .from(driverUnits)
      .where(eq(driverUnits.employeeId, driver!.id));
    expect(stored.map((s) => s.unitId).sort()).toEqual([ours[3]!.id, ours[4]!.id].sort());
  });
});
