/**
 * Containers (docs/decisions/0023-container-tracking.md): staff create, read,
 * list, filter, search, update and delete a company's containers; a wrong
 * ISO 6346 check digit answers 422 on `number` in Spanish, a number taken in
 * the company 409 on `number`; a status move outside the life cycle 422; and
 * another company's staff cannot see or touch them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, containers, terminals } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let other: { authorization: string };
let tdbId: number;
let terminalId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  other = await signIn(t.app, 'otra-empresa@jornada.test');
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
  terminalId = (
    await t.database.db.select().from(terminals).where(eq(terminals.companyId, tdbId))
  )[0]!.id;
});
afterAll(() => t.close());

const container = {
  number: 'MSKU9070323',
  type: 'dry',
  size: 40,
  high_cube: true,
  iso_type_code: '45G1',
  owner: 'Maersk',
  customer: 'Autopartes del Centro',
  tare_weight_kg: 3900,
  max_gross_weight_kg: 32500,
  seal_number: 'ML4471230',
};

const post = (payload: object, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${tdbId}/containers`,
    headers,
    payload,
  });

describe('given company staff', () => {
  it('registers a container at a terminal, reads it, finds it by filters and search, updates and deletes it', async () => {
    const created = await post({ ...container, terminal_id: terminalId });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/containers', created);
    const data = created.json().data;
    expect(data).toMatchObject({
      number: 'MSKU9070323',
      status: 'en_terminal',
      location: { terminal: { id: terminalId } },
      is_empty: false,
    });
    expect(data.arrived_at).not.toBeNull();

    const url = `/api/v1/containers/${data.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/containers/{containerId}', read);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/containers?status=en_terminal&size=40&terminal_id=${terminalId}`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/containers', list);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(data.id);
    const reefers = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/containers?type=reefer`,
      headers: staff,
    });
    expect(reefers.json().data.map((c: { id: number }) => c.id)).not.toContain(data.id);

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/containers?q=ML4471230&company_id=${tdbId}`,
      headers: staff,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((c: { number: string }) => c.number)).toEqual([data.number]);

    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { ...container, number: data.number, status: 'en_ruta', is_empty: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      status: 'en_ruta',
      is_empty: true,
      location: { terminal: null },
    });
    const [row] = await t.database.db.select().from(containers).where(eq(containers.id, data.id));
    expect(row!.status).toBe('en_ruta');

    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
  });

  it('answers 422 on a wrong check digit or shape, naming the field in Spanish, and writes nothing', async () => {
    const before = await t.database.db.select().from(containers);
    const wrongDigit = await post({ ...container, number: 'CSQU3054384' });
    expect(wrongDigit.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/containers', wrongDigit);
    expect(wrongDigit.json().errors.number).toEqual([
      'El dígito verificador no corresponde al número (ISO 6346): debería ser 3.',
    ]);
    const badWeights = await post({
      ...container,
      tare_weight_kg: 19000,
      max_gross_weight_kg: 10000,
    });
    expect(badWeights.statusCode).toBe(422);
    expect(badWeights.json().errors.tare_weight_kg).toEqual([
      'La tara no puede ser mayor que el peso bruto máximo.',
    ]);
    const badShape = await post({ ...container, number: 'CSQ3054383' });
    expect(badShape.statusCode).toBe(400);
    expect(await t.database.db.select().from(containers)).toEqual(before);
  });

  it('answers 409 on `number` when the number exists in the company, and refuses moves outside the life cycle', async () => {
    const first = await post({ ...container, number: 'CSQU3054383' });
    expect(first.statusCode).toBe(201);
    const again = await post({ ...container, number: 'CSQU3054383' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.number).toEqual([
      'Ya existe un contenedor con ese número en la empresa.',
    ]);
    const id = first.json().data.id;
    const retired = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/containers/${id}`,
      headers: staff,
      payload: { ...container, number: 'CSQU3054383', status: 'baja' },
    });
    expect(retired.statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/containers/${id}`,
      headers: staff,
      payload: { ...container, number: 'CSQU3054383', status: 'en_patio' },
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.status).toEqual(['Un contenedor baja no puede pasar a en patio.']);
  });

  it('refuses another company’s staff: 404 on the container, 403 on the company list', async () => {
    const created = await post({ ...container, number: 'BICU1234565' });
    const url = `/api/v1/containers/${created.json().data.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: other })).statusCode).toBe(404);
    expect((await post({ ...container, number: 'BICU1234565' }, other)).statusCode).toBe(403);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/containers?q=BICU1234565`,
      headers: other,
    });
    expect(theirs.json().data).toEqual([]);
  });
});
