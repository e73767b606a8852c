/**
 * The signed documents of a record (`listSignedDocuments`, decision 54): after signing, a
 * reloaded screen finds the signed PDF and its code again; the record's readers list them,
 * anyone else gets 404 as for a record that does not exist.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, revisionOrders } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import {
  accounts,
  clockFixture,
  localDay,
  localInstant,
  type ClockFixture,
} from '../../test/clock-attendance.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let f: ClockFixture;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
  admin = await signIn(t.app, 'admin@jornada.test');
}, 120_000);
afterAll(() => t.close());

const headers = (account: string) =>
  f.headers[account as keyof ClockFixture['headers']] as unknown as Record<string, string>;
const post = (url: string, who: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who, payload });
const signatureOf = async (account: string) =>
  (await post('/api/v1/digital-signature', headers(account), { signature: png })).json().data
    .id as number;
const list = (who: Record<string, string>, type: string, id: number | string) =>
  t.app.inject({
    url: `/api/v1/signed-document?document_type=${type}&document_id=${id}`,
    headers: who,
  });

describe('GET /api/v1/signed-document (listSignedDocuments)', () => {
  it('given a signed revision report → its company’s staff and an administrator list it with its code and PDF link; another company and a seeker get 404', async () => {
    const [order] = await t.database.db
      .select()
      .from(revisionOrders)
      .where(and(eq(revisionOrders.companyId, f.companyId), eq(revisionOrders.status, 'aprobada')))
      .limit(1);
    const before = await list(headers(accounts.staff), 'revision_order', order!.id);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual([]);

    const signed = await post('/api/v1/signed-document', headers(accounts.staff), {
      revision_order_id: order!.id,
      signature_id: await signatureOf(accounts.staff),
    });
    expect(signed.statusCode).toBe(201);

    const after = await list(headers(accounts.staff), 'revision_order', order!.id);
    expect(after.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/signed-document', after);
    expect(after.json().data).toEqual([
      expect.objectContaining({
        id: signed.json().data.id,
        verification_code: signed.json().data.verification_code,
        revision_order_id: order!.id,
        signer: expect.objectContaining({ name: expect.stringContaining('Ricardo') }),
      }),
    ]);
    const link = await t.app.inject({
      url: after.json().data[0].pdf_url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect((await list(admin, 'revision_order', order!.id)).json().data).toHaveLength(1);
    for (const stranger of [accounts.otherStaff, accounts.seeker]) {
      const refused = await list(headers(stranger), 'revision_order', order!.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Este registro no existe.');
    }
    expect((await list(headers(accounts.staff), 'revision_order', 2_000_000_000)).statusCode).toBe(
      404,
    );
  }, 60_000);

  it('given an attendance correction signed by staff and by the employee → both list both signatures, newest first; another employee gets 404', async () => {
    const date = localDay(new Date(), -3);
    const [record] = await t.database.db
      .insert(attendances)
      .values({
        companyId: f.companyId,
        employeeId: f.demo.employeeId,
        date,
        checkInAt: localInstant(date, '08:00'),
        checkOutAt: localInstant(date, '16:00'),
        source: 'manual',
        workedMinutes: 480,
      })
      .returning();
    const byStaff = await post('/api/v1/signed-document', headers(accounts.staff), {
      attendance_id: record!.id,
      signature_id: await signatureOf(accounts.staff),
    });
    expect(byStaff.statusCode).toBe(201);
    const byEmployee = await post('/api/v1/signed-document', headers(accounts.employee), {
      attendance_id: record!.id,
      signature_id: await signatureOf(accounts.employee),
    });
    expect(byEmployee.statusCode).toBe(201);
    for (const reader of [accounts.staff, accounts.employee]) {
      const listed = await list(headers(reader), 'attendance', record!.id);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((d: { id: number }) => d.id)).toEqual([
        byEmployee.json().data.id,
        byStaff.json().data.id,
      ]);
    }
    expect((await list(headers(accounts.driver), 'attendance', record!.id)).statusCode).toBe(404);
  }, 60_000);

  it('given a bad query → 400 with the field named, never 500', async () => {
    for (const query of [
      'document_type=carta&document_id=1',
      'document_type=job_letter',
      'document_type=job_letter&document_id=cero',
    ]) {
      const response = await t.app.inject({
        url: `/api/v1/signed-document?${query}`,
        headers: headers(accounts.staff),
      });
      expect(response.statusCode).toBe(400);
    }
    const anonymous = await t.app.inject({
      url: '/api/v1/signed-document?document_type=job_letter&document_id=1',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
