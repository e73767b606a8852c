import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, signedDocuments, users } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

/** A tiny valid PNG (1×1, opaque black) as a data URL. */
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let worker: { authorization: string };
let staff: { authorization: string };
let outsider: { authorization: string };
let workerId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  worker = await signIn(t.app, 'chofer@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  workerId = (
    await t.database.db.select().from(users).where(eq(users.email, 'chofer@jornada.test'))
  )[0]!.id;
  companyId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
}, 120_000);
afterAll(() => t.close());

const post = (url: string, headers: object, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: headers as Record<string, string>, payload });

/** An issued letter of the worker at the company. */
async function issuedLetter(): Promise<number> {
  const created = await post(`/api/v1/users/${workerId}/job-letters`, worker, {
    company_id: companyId,
    type: 'constancia_laboral',
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  const issued = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/job-letters/${id}`,
    headers: staff,
    payload: { status: 'emitida' },
  });
  expect(issued.statusCode).toBe(200);
  return id;
}

/** The bytes behind a signed link. */
async function download(url: string) {
  const response = await t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/pdf/);
  return response.rawPayload;
}

const asDataUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

describe('digital signatures', () => {
  it('stores my signature, reads it back as mine only, and refuses what is not an image', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/v1/digital-signature',
      headers: outsider,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    const created = await post('/api/v1/digital-signature', staff, { signature: png });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/digital-signature', created);
    const id = created.json().data.id;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/digital-signature',
      headers: staff,
    });
    expect(mine.json().data).toMatchObject({ id, image_url: png });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/digital-signature/${id}`,
      headers: staff,
    });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/digital-signature/{signatureId}', read);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/digital-signature/${id}`,
      headers: outsider,
    });
    expect(stranger.statusCode).toBe(404);
    const anonymous = await post('/api/v1/digital-signature', {}, { signature: png });
    expect(anonymous.statusCode).toBe(401);
    const notPng = await post('/api/v1/digital-signature', staff, {
      signature: 'data:image/png;base64,aGVsbG8gd29ybGQ=',
    });
    expect(notPng.statusCode).toBe(422);
    expect(notPng.json().errors.signature).toEqual(['La firma no es una imagen PNG o SVG válida.']);
    const script = await post('/api/v1/digital-signature', staff, {
      signature: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`,
    });
    expect(script.statusCode).toBe(422);
    const wrongType = await post('/api/v1/digital-signature', staff, {
      signature: 'data:text/html;base64,PGI+',
    });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('signed labour letters', () => {
  it('staff sign an issued letter; the holder downloads it; it verifies by copy and by code; an altered copy is reported', async () => {
    const letterId = await issuedLetter();
    const signatureId = (await post('/api/v1/digital-signature', staff, { signature: png })).json()
      .data.id;
    const workerSignature = await post('/api/v1/digital-signature', worker, { signature: png });
    expect(workerSignature.statusCode).toBe(201);
    const byHolder = await post('/api/v1/signed-document', worker, {
      job_letter_id: letterId,
      signature_id: workerSignature.json().data.id,
    });
    expect(byHolder.statusCode).toBe(403);
    const byStranger = await post('/api/v1/signed-document', outsider, {
      job_letter_id: letterId,
      signature_id: (await post('/api/v1/digital-signature', outsider, { signature: png })).json()
        .data.id,
    });
    expect(byStranger.statusCode).toBe(404);
    const othersSignature = await post('/api/v1/signed-document', staff, {
      job_letter_id: letterId,
      signature_id: workerSignature.json().data.id,
    });
    expect(othersSignature.statusCode).toBe(422);
    expect(othersSignature.json().errors.signature_id).toEqual([
      'Firma con tu propia firma guardada.',
    ]);
    const nothing = await post('/api/v1/signed-document', staff, { signature_id: signatureId });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors.document_id).toBeDefined();

    const signed = await post('/api/v1/signed-document', staff, {
      job_letter_id: letterId,
      signature_id: signatureId,
    });
    expect(signed.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/signed-document', signed);
    const document = signed.json().data;
    expect(document).toMatchObject({
      job_letter_id: letterId,
      signer: { name: expect.any(String) },
    });
    expect(document.verification_code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const again = await post('/api/v1/signed-document', staff, {
      job_letter_id: letterId,
      signature_id: signatureId,
    });
    expect(again.statusCode).toBe(409);

    const letter = await t.app.inject({
      method: 'GET',
      url: `/api/v1/job-letters/${letterId}`,
      headers: worker,
    });
    expect(letter.json().data).toMatchObject({
      status: 'firmada',
      signed_document_id: document.id,
    });
    const forHolder = await t.app.inject({
      method: 'GET',
      url: `/api/v1/signed-document/${document.id}`,
      headers: worker,
    });
    expect(forHolder.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/signed-document/{signedDocumentId}', forHolder);
    const forStranger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/signed-document/${document.id}`,
      headers: outsider,
    });
    expect(forStranger.statusCode).toBe(404);

    const pdf = await download(forHolder.json().data.pdf_url);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const byCopy = await post('/api/v1/verify-signed-document', {}, { pdf: asDataUrl(pdf) });
    expect(byCopy.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/verify-signed-document', byCopy);
    expect(byCopy.json().data).toMatchObject({
      valid: true,
      status: 'autentico',
      signed_document: { id: document.id, verification_code: document.verification_code },
    });
    const byCode = await post(
      '/api/v1/verify-signed-document',
      {},
      {
        verification_code: document.verification_code,
      },
    );
    expect(byCode.json().data).toMatchObject({ valid: true, status: 'autentico' });

    // One byte changed inside the PDF (its metadata still names the code).
    const altered = Buffer.from(pdf);
    const at = altered.indexOf('Helvetica');
    altered[at] = 'X'.charCodeAt(0);
    const byAltered = await post('/api/v1/verify-signed-document', {}, { pdf: asDataUrl(altered) });
    expect(byAltered.statusCode).toBe(200);
    expect(byAltered.json().data).toMatchObject({ valid: false, status: 'alterado' });

    const unknown = await post(
      '/api/v1/verify-signed-document',
      {},
      { verification_code: 'AAAA-BBBB-CCCC' },
    );
    expect(unknown.json().data).toEqual({
      valid: false,
      status: 'desconocido',
      signed_document: null,
    });
    const notPdf = await post(
      '/api/v1/verify-signed-document',
      {},
      {
        pdf: 'data:application/pdf;base64,aGVsbG8=',
      },
    );
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors.pdf).toEqual(['El archivo no es un PDF.']);
    const empty = await post('/api/v1/verify-signed-document', {}, {});
    expect(empty.statusCode).toBe(400);

    // A record changed in the database no longer carries the server's seal.
    await t.database.db
      .update(signedDocuments)
      .set({ signerUserId: workerId })
      .where(eq(signedDocuments.id, document.id));
    const tampered = await post('/api/v1/verify-signed-document', {}, { pdf: asDataUrl(pdf) });
    expect(tampered.json().data).toMatchObject({ valid: false, status: 'alterado' });
  }, 60_000);

  it('refuses to sign a letter that is not issued yet', async () => {
    const created = await post(`/api/v1/users/${workerId}/job-letters`, worker, {
      company_id: companyId,
      type: 'recomendacion',
    });
    const signatureId = (await post('/api/v1/digital-signature', staff, { signature: png })).json()
      .data.id;
    const early = await post('/api/v1/signed-document', staff, {
      job_letter_id: created.json().data.id,
      signature_id: signatureId,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Solo se firma una carta emitida.');
  });
});

describe('signed stored documents', () => {
  it('whoever uploaded a document signs it: a signature sheet with the document’s hash; others may not', async () => {
    const seeker = await signIn(t.app, 'candidato@jornada.test');
    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'candidato@jornada.test'));
    const original = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const boundary = '----jornada-firma';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...seeker, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="resource_type"\r\n\r\nuser\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="resource_id"\r\n\r\n${me!.id}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ncv\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        original,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json().data.id as number;
    const mine = (await post('/api/v1/digital-signature', seeker, { signature: png })).json().data;
    const staffSignature = (
      await post('/api/v1/digital-signature', staff, { signature: png })
    ).json().data;
    const notMine = await post('/api/v1/signed-document', staff, {
      document_id: documentId,
      signature_id: staffSignature.id,
    });
    expect(notMine.statusCode).toBe(403);
    const signed = await post('/api/v1/signed-document', seeker, {
      document_id: documentId,
      signature_id: mine.id,
    });
    expect(signed.statusCode).toBe(201);
    expect(signed.json().data).toMatchObject({
      document_id: documentId,
      job_letter_id: null,
      content_sha256: createHash('sha256').update(original).digest('hex'),
    });
    const twice = await post('/api/v1/signed-document', seeker, {
      document_id: documentId,
      signature_id: mine.id,
    });
    expect(twice.statusCode).toBe(409);
    const missing = await post('/api/v1/signed-document', seeker, {
      document_id: 2_000_000_000,
      signature_id: mine.id,
    });
    expect(missing.statusCode).toBe(404);
  }, 60_000);
});
