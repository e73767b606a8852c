import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let worker: { authorization: string };
let staff: { authorization: string };
let outsider: { authorization: string };
let workerId: number;
let tdbId: number;
beforeAll(async () => {
  t = await createTestApp();
  worker = await signIn(t.app, 'chofer@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  workerId = (
    await t.database.db.select().from(users).where(eq(users.email, 'chofer@jornada.test'))
  )[0]!.id;
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

describe('job letters', () => {
  it('given a rejection (contract decision 51), the reason is required and stored apart from the text, which the requester still reads', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${workerId}/job-letters`,
      headers: worker,
      payload: { company_id: tdbId, type: 'recomendacion' },
    });
    const letter = created.json().data;
    expect(letter.rejection_reason).toBeNull();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/job-letters/${letter.id}`,
        headers: staff,
        payload,
      });
    const withoutReason = await put({ status: 'rechazada' });
    expect(withoutReason.statusCode).toBe(422);
    assertMatchesContract('PUT', '/api/v1/job-letters/{jobLetterId}', withoutReason);
    expect(withoutReason.json().errors).toEqual({
      rejection_reason: ['Escribe el motivo del rechazo.'],
    });
    const reasonWithoutRejecting = await put({ rejection_reason: 'Nada' });
    expect(reasonWithoutRejecting.statusCode).toBe(422);
    expect(reasonWithoutRejecting.json().errors).toEqual({
      rejection_reason: ['El motivo solo se escribe al rechazar la solicitud.'],
    });
    const rejected = await put({
      status: 'rechazada',
      rejection_reason: '  No encontramos tu expediente.  ',
    });
    expect(rejected.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/job-letters/{jobLetterId}', rejected);
    expect(rejected.json().data).toMatchObject({
      status: 'rechazada',
      rejection_reason: 'No encontramos tu expediente.',
      body: letter.body,
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/job-letters/${letter.id}`,
      headers: worker,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      rejection_reason: 'No encontramos tu expediente.',
      body: letter.body,
    });
    const notices = await t.app.inject({
      method: 'GET',
      url: `/notifications-api/v1/notifications`,
      headers: worker,
    });
    expect(JSON.stringify(notices.json())).toContain('Motivo: No encontramos tu expediente.');
  });

  it('a worker requests a letter; the company issues it with the salary; then it can only be signed', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${workerId}/job-letters`,
      headers: worker,
      payload: { company_id: tdbId, type: 'constancia_laboral', include_salary: true },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/users/{userId}/job-letters', created);
    const letter = created.json().data;
    expect(letter.status).toBe('solicitada');
    expect(letter.folio).toMatch(/^CL-\d{4}-\d{6}$/);
    expect(letter.body).toMatch(/hace constar que José Luis/);
    const byWorker = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job-letters/${letter.id}`,
      headers: worker,
      payload: { status: 'emitida' },
    });
    expect(byWorker.statusCode).toBe(403);
    const issued = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job-letters/${letter.id}`,
      headers: staff,
      payload: { status: 'emitida', monthly_salary: 2400000 },
    });
    expect(issued.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/job-letters/{jobLetterId}', issued);
    expect(issued.json().data).toMatchObject({ status: 'emitida', monthly_salary: 2400000 });
    expect(issued.json().data.issued_at).not.toBeNull();
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job-letters/${letter.id}`,
      headers: staff,
      payload: { status: 'solicitada' },
    });
    expect(back.statusCode).toBe(409);
    assertMatchesContract('PUT', '/api/v1/job-letters/{jobLetterId}', back);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/job-letters/${letter.id}`,
      headers: worker,
    });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/job-letters/{jobLetterId}', read);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/job-letters/${letter.id}`,
          headers: outsider,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists by user and by company; refuses letters from companies the user does not work for', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${workerId}/job-letters`,
      headers: worker,
    });
    expect(mine.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/users/{userId}/job-letters', mine);
    const company = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/job-letters?status=emitida`,
      headers: staff,
    });
    expect(company.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/job-letters', company);
    expect(company.json().data.every((l: { status: string }) => l.status === 'emitida')).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/companies/${tdbId}/job-letters`,
          headers: outsider,
        })
      ).statusCode,
    ).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${workerId}/job-letters`,
      headers: worker,
      payload: { company_id: 1 === tdbId ? 2 : 1, type: 'baja' },
    });
    expect(foreign.statusCode).toBe(422);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${workerId}/job-letters`,
      headers: worker,
      payload: { company_id: tdbId, type: 'aumento' },
    });
    expect(bad.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/users/{userId}/job-letters', bad);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${workerId}/job-letters`,
      headers: staff,
      payload: { company_id: tdbId, type: 'baja' },
    });
    expect(other.statusCode).toBe(403);
  });
});
