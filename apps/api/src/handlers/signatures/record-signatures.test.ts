/**
 * Signing company records (decision 52): a revision order's report and an
 * attendance correction are signed from the stored record, verify on the
 * public check, an altered copy is refused, another company gets 404; and the
 * seal keyring: a document sealed with a rotated-out key still verifies while
 * its public key is kept, and is not authentic once it is not.
 */
import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, revisionOrders, signedDocuments } from '../../db/schema.ts';
import { keyIdOf } from '../../signatures/seal-key.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import {
  accounts,
  clockFixture,
  localDay,
  localInstant,
  type ClockFixture,
} from '../../test/clock-attendance.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const newKey = () => generateKeyPairSync('ed25519');
const privatePem = (key: ReturnType<typeof newKey>) =>
  key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = (key: ReturnType<typeof newKey>) =>
  key.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const firstKey = newKey();
let t: TestApp;
let f: ClockFixture;

beforeAll(async () => {
  t = await createTestApp({ SIGNING_KEY: privatePem(firstKey) });
  f = await clockFixture(t);
}, 120_000);
afterAll(() => t.close());

const headers = (account: string) => f.headers[account as keyof ClockFixture['headers']];
const post = (url: string, who: { authorization: string } | object, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who as Record<string, string>, payload });
const signatureOf = async (account: string) =>
  (await post('/api/v1/digital-signature', headers(account), { signature: png })).json().data
    .id as number;
const download = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};
const verifyCopy = async (pdf: Buffer) =>
  (
    await post(
      '/api/v1/verify-signed-document',
      {},
      { pdf: `data:application/pdf;base64,${pdf.toString('base64')}` },
    )
  ).json().data;
/** The PDF with one byte of its drawing changed (its metadata still names the code). */
const alter = (pdf: Buffer) => {
  const altered = Buffer.from(pdf);
  altered[altered.indexOf('Helvetica')] = 'X'.charCodeAt(0);
  return altered;
};

async function orderWithStatus(status: string) {
  const [order] = await t.database.db
    .select()
    .from(revisionOrders)
    .where(and(eq(revisionOrders.companyId, f.companyId), eq(revisionOrders.status, status)))
    .limit(1);
  expect(order).toBeDefined();
  return order!;
}

describe('given a finished revision order', () => {
  it('its company’s staff sign the report; it verifies, an altered copy does not, others get 404', async () => {
    const order = await orderWithStatus('aprobada');
    const staffSignature = await signatureOf(accounts.staff);
    const outsider = await post('/api/v1/signed-document', headers(accounts.otherStaff), {
      revision_order_id: order.id,
      signature_id: await signatureOf(accounts.otherStaff),
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe('Esta orden de revisión no existe.');
    const both = await post('/api/v1/signed-document', headers(accounts.staff), {
      revision_order_id: order.id,
      attendance_id: 1,
      signature_id: staffSignature,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.document_id).toEqual([
      'Firma una sola cosa a la vez: un documento, una carta, una orden o un registro.',
    ]);

    const signed = await post('/api/v1/signed-document', headers(accounts.staff), {
      revision_order_id: order.id,
      signature_id: staffSignature,
    });
    expect(signed.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/signed-document', signed);
    const document = signed.json().data;
    expect(document).toMatchObject({
      revision_order_id: order.id,
      attendance_id: null,
      job_letter_id: null,
      key_id: keyIdOf(firstKey.publicKey),
    });
    const pdf = await download(document.pdf_url);
    const text = pdf.toString('latin1');
    expect(text).toContain(`JORNADA-VERIFICACION:${document.verification_code}`);
    expect(await verifyCopy(pdf)).toMatchObject({
      valid: true,
      status: 'autentico',
      signed_document: { id: document.id, revision_order_id: order.id },
    });
    expect(await verifyCopy(alter(pdf))).toMatchObject({ valid: false, status: 'alterado' });

    const again = await post('/api/v1/signed-document', headers(accounts.staff), {
      revision_order_id: order.id,
      signature_id: staffSignature,
    });
    expect(again.statusCode).toBe(409);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/signed-document/${document.id}`,
      headers: headers(accounts.staff),
    });
    expect(read.statusCode).toBe(200);
    const forOutsider = await t.app.inject({
      method: 'GET',
      url: `/api/v1/signed-document/${document.id}`,
      headers: headers(accounts.otherStaff),
    });
    expect(forOutsider.statusCode).toBe(404);
  }, 60_000);

  it('an order still waiting for its inspection is not signed (409)', async () => {
    const order = await orderWithStatus('pendiente');
    const early = await post('/api/v1/signed-document', headers(accounts.staff), {
      revision_order_id: order.id,
      signature_id: await signatureOf(accounts.staff),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Solo se firma el reporte de una revisión terminada (aprobada, con observaciones o rechazada).',
    );
  });
});

describe('given an attendance record corrected by staff', () => {
  it('staff and the employee concerned each sign it, from the record as corrected; others get 404', async () => {
    const date = localDay(new Date(), -2);
    const at = (time: string) => localInstant(date, time).toISOString();
    // Checked in and out from the employee's app: not signable until corrected.
    const [record] = await t.database.db
      .insert(attendances)
      .values({
        companyId: f.companyId,
        employeeId: f.demo.employeeId,
        date,
        checkInAt: new Date(at('08:00')),
        checkOutAt: new Date(at('16:00')),
        source: 'app',
        workedMinutes: 480,
      })
      .returning();
    const attendanceId = record!.id;

    const staffSignature = await signatureOf(accounts.staff);
    const notYet = await post('/api/v1/signed-document', headers(accounts.staff), {
      attendance_id: attendanceId,
      signature_id: staffSignature,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(
      'Solo se firma un registro de asistencia corregido o capturado a mano.',
    );

    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/clocker-api/v1/attendances/${attendanceId}`,
      headers: headers(accounts.staff),
      payload: { check_in_at: at('07:45'), notes: 'Olvidó checar al llegar' },
    });
    expect(corrected.statusCode).toBe(200);

    const outsider = await post('/api/v1/signed-document', headers(accounts.otherStaff), {
      attendance_id: attendanceId,
      signature_id: await signatureOf(accounts.otherStaff),
    });
    expect(outsider.statusCode).toBe(404);
    const bySeeker = await post('/api/v1/signed-document', headers(accounts.seeker), {
      attendance_id: attendanceId,
      signature_id: await signatureOf(accounts.seeker),
    });
    expect(bySeeker.statusCode).toBe(404);

    const byStaff = await post('/api/v1/signed-document', headers(accounts.staff), {
      attendance_id: attendanceId,
      signature_id: staffSignature,
    });
    expect(byStaff.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/signed-document', byStaff);
    expect(byStaff.json().data).toMatchObject({ attendance_id: attendanceId });
    const byEmployee = await post('/api/v1/signed-document', headers(accounts.employee), {
      attendance_id: attendanceId,
      signature_id: await signatureOf(accounts.employee),
    });
    expect(byEmployee.statusCode).toBe(201);
    // Both sign the same record as written out: the same content hash.
    expect(byEmployee.json().data.content_sha256).toBe(byStaff.json().data.content_sha256);

    // The employee reads the staff's signed copy of their record; another company does not.
    const forEmployee = await t.app.inject({
      method: 'GET',
      url: `/api/v1/signed-document/${byStaff.json().data.id}`,
      headers: headers(accounts.employee),
    });
    expect(forEmployee.statusCode).toBe(200);
    const forOutsider = await t.app.inject({
      method: 'GET',
      url: `/api/v1/signed-document/${byStaff.json().data.id}`,
      headers: headers(accounts.otherStaff),
    });
    expect(forOutsider.statusCode).toBe(404);

    const pdf = await download(forEmployee.json().data.pdf_url);
    expect(await verifyCopy(pdf)).toMatchObject({ valid: true, status: 'autentico' });
    expect(await verifyCopy(alter(pdf))).toMatchObject({ valid: false, status: 'alterado' });

    // Corrected again, it is a new document to sign; the same content twice is not.
    const twice = await post('/api/v1/signed-document', headers(accounts.staff), {
      attendance_id: attendanceId,
      signature_id: staffSignature,
    });
    expect(twice.statusCode).toBe(409);
    await t.app.inject({
      method: 'PUT',
      url: `/clocker-api/v1/attendances/${attendanceId}`,
      headers: headers(accounts.staff),
      payload: { check_out_at: at('16:30'), notes: 'Se quedó a cerrar' },
    });
    const afterChange = await post('/api/v1/signed-document', headers(accounts.staff), {
      attendance_id: attendanceId,
      signature_id: staffSignature,
    });
    expect(afterChange.statusCode).toBe(201);
  }, 60_000);
});

describe('given the seal key is rotated', () => {
  it('a document sealed with the old key verifies while its public key is kept, and is not authentic without it', async () => {
    const order = await orderWithStatus('rechazada');
    const signed = await post('/api/v1/signed-document', headers(accounts.staff), {
      revision_order_id: order.id,
      signature_id: await signatureOf(accounts.staff),
    });
    expect(signed.statusCode).toBe(201);
    const document = signed.json().data;
    const pdf = await download(document.pdf_url);

    const secondKey = newKey();
    t.config.signingKey = privatePem(secondKey);
    t.config.signingKeysPrevious = publicPem(firstKey);
    expect(await verifyCopy(pdf)).toMatchObject({
      valid: true,
      status: 'autentico',
      signed_document: { key_id: keyIdOf(firstKey.publicKey) },
    });
    // New documents are sealed with the new key.
    const sealedNow = await post('/api/v1/signed-document', headers(accounts.staff), {
      revision_order_id: (await orderWithStatus('con_observaciones')).id,
      signature_id: await signatureOf(accounts.staff),
    });
    expect(sealedNow.statusCode).toBe(201);
    expect(sealedNow.json().data.key_id).toBe(keyIdOf(secondKey.publicKey));
    expect(await verifyCopy(await download(sealedNow.json().data.pdf_url))).toMatchObject({
      status: 'autentico',
    });

    // The old public key dropped from the ring: the seal cannot be trusted.
    t.config.signingKeysPrevious = undefined;
    expect(await verifyCopy(pdf)).toMatchObject({ valid: false, status: 'sello_desconocido' });
    const byCode = await post(
      '/api/v1/verify-signed-document',
      {},
      { verification_code: document.verification_code },
    );
    assertMatchesContract('POST', '/api/v1/verify-signed-document', byCode);
    expect(byCode.json().data).toMatchObject({ valid: false, status: 'sello_desconocido' });

    // A record naming a key that never existed is not authentic either.
    t.config.signingKeysPrevious = publicPem(firstKey);
    await t.database.db
      .update(signedDocuments)
      .set({ keyId: 'f'.repeat(64) })
      .where(eq(signedDocuments.id, document.id));
    expect(await verifyCopy(pdf)).toMatchObject({ valid: false, status: 'sello_desconocido' });
    // A record sealed before keys were named is tried against every key of the ring.
    await t.database.db
      .update(signedDocuments)
      .set({ keyId: null })
      .where(eq(signedDocuments.id, document.id));
    expect(await verifyCopy(pdf)).toMatchObject({ valid: true, status: 'autentico' });
    t.config.signingKey = privatePem(firstKey);
    t.config.signingKeysPrevious = undefined;
  }, 60_000);
});
