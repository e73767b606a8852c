/**
 * A revision order's PDF report (decision 38): made on
 * request, stored, handed out as a 15-minute signed link that serves
 * `application/pdf`; its text (read with pdf.js) says the company, folio,
 * unit and plate, status, inspector, date in Mexico City time, odometer, the
 * checklist, the findings, the photos (WebP named, not drawn) and the
 * signature. Expired or forged links are refused; another company's order is
 * not found.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, employees, files, units } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { jpegImage, multipartBody, pngImage, webpImage } from '../../test/images.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { signedFilePath } from '../../uploads/signed-urls.ts';

let t: TestApp;
let staff: { authorization: string };
let otherStaff: { authorization: string };
let tdb: typeof companies.$inferSelect;
let unit: typeof units.$inferSelect;
let inspector: typeof employees.$inferSelect;
let orderId: number;
let folio: string;

const reportPath = (companyId: number, id: number) =>
  `/api/v1/companies/${companyId}/generate-url-report/${id}`;

async function addPhoto(id: number, bytes: Buffer, type: string, caption: string) {
  const body = multipartBody({ caption }, { field: 'photo', filename: 'foto', type, bytes });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/revision-orders/${id}/photos`,
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  otherStaff = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  tdb = (await db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio')))[0]!;
  unit = (await db.select().from(units).where(eq(units.companyId, tdb.id)))[0]!;
  inspector = (await db.select().from(employees).where(eq(employees.companyId, tdb.id)))[0]!;
  const input = {
    company_id: tdb.id,
    unit_id: unit.id,
    inspector_employee_id: inspector.id,
    odometer_km: 40125,
    checklist: [
      { item: 'Luces traseras', result: 'falla', comments: 'Calavera izquierda rota.' },
      { item: 'Frenos', result: 'ok', comments: null },
      { item: 'Rampa para silla de ruedas', result: 'na', comments: null },
    ],
    comments: 'Reparar luces antes del siguiente viaje.',
  };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/revision-orders',
    headers: staff,
    payload: input,
  });
  ({ id: orderId, folio } = created.json().data);
  await addPhoto(orderId, jpegImage, 'image/jpeg', 'Calavera izquierda');
  await addPhoto(orderId, pngImage(), 'image/png', 'Defensa trasera');
  await addPhoto(orderId, webpImage, 'image/webp', 'Parabrisas');
  const move = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/revision-orders/${orderId}`,
      headers: staff,
      payload: { ...input, ...payload },
    });
  await move({ status: 'en_revision' });
  const signed = await move({
    status: 'con_observaciones',
    inspected_at: '2026-03-04T15:30:00Z',
    signature: {
      name: 'Rosa Elena Martínez Soto',
      image: `data:image/png;base64,${pngImage(60, 20, [0, 0, 0]).toString('base64')}`,
    },
  });
  expect(signed.statusCode).toBe(200);
});
afterAll(() => t.close());

/** Asks for the report's link and downloads the PDF through it. */
async function downloadReport() {
  const link = await t.app.inject({
    method: 'GET',
    url: reportPath(tdb.id, orderId),
    headers: staff,
  });
  expect(link.statusCode).toBe(200);
  assertMatchesContract(
    'GET',
    '/api/v1/companies/{companyId}/generate-url-report/{revisionOrderId}',
    link,
  );
  const { url, expires_at } = link.json().data as { url: string; expires_at: string };
  const address = new URL(url);
  const pdf = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
  return { url, address, expiresAt: Date.parse(expires_at), pdf };
}

describe('given company staff', () => {
  it('gets a 15-minute signed link that downloads the report as a PDF', async () => {
    const { url, address, expiresAt, pdf } = await downloadReport();
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/files\/[a-f0-9]{32}\.pdf\?expires=\d+&signature=[\w-]+$/,
    );
    expect(expiresAt - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(Number(address.searchParams.get('expires')) * 1000).toBe(expiresAt);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`revision-${folio}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the PDF says the company, folio, unit and plate, status, inspector, date, checklist, findings and signature', async () => {
    const { pdf } = await downloadReport();
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const expected of [
      'Reporte de revisión vehicular',
      tdb.name,
      folio,
      unit.plate,
      unit.economicNumber,
      `${unit.brand} ${unit.model} ${unit.year}`,
      'Con observaciones',
      inspector.name,
      '4 de marzo de 2026',
      '9:30',
      '40,125 km',
      'Luces traseras',
      'Con falla',
      'Calavera izquierda rota.',
      'Correcto',
      'No aplica',
      'Reparar luces antes del siguiente viaje.',
      'Calavera izquierda',
      'Defensa trasera',
      'Foto en formato WebP o ilegible, no incluida en el PDF: Parabrisas',
      'Rosa Elena Martínez Soto — firmado el',
      'Página 1 de',
    ])
      expect(text).toContain(expected);
    // The JPEG and PNG photos and the signature are drawn; the WebP one is not.
    const images = pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images).toHaveLength(3);
  });

  it('says so when an order has no checklist, photos or signature', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/revision-orders',
      headers: staff,
      payload: { company_id: tdb.id, unit_id: unit.id },
    });
    const link = await t.app.inject({
      method: 'GET',
      url: reportPath(tdb.id, created.json().data.id),
      headers: staff,
    });
    const address = new URL(link.json().data.url);
    const pdf = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const expected of [
      'Pendiente',
      'La lista de verificación está vacía.',
      'Sin observaciones.',
      'Sin fotos.',
      'Sin firma.',
    ])
      expect(text).toContain(expected);
  });

  it('refuses an expired or forged link', async () => {
    const { address } = await downloadReport();
    const key = address.pathname.split('/').pop()!;
    const expired = await t.app.inject({
      method: 'GET',
      url: signedFilePath(t.config.fileUrlSecret, key, Date.now() - 16 * 60_000),
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('invalid_file_link');
    const forged = await t.app.inject({
      method: 'GET',
      url: `${address.pathname}?expires=${address.searchParams.get('expires')}&signature=abc`,
    });
    expect(forged.statusCode).toBe(403);
    const bare = await t.app.inject({ method: 'GET', url: address.pathname });
    expect(bare.statusCode).toBe(403);
  });

  it('removes reports whose links have expired when it makes a new one', async () => {
    const db = t.database.db;
    const { address } = await downloadReport();
    const oldKey = address.pathname.split('/').pop()!;
    await db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(files.storageKey, oldKey));
    const { address: fresh } = await downloadReport();
    const reports = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(
        and(
          eq(files.resourceType, 'revision_order'),
          eq(files.resourceId, orderId),
          eq(files.kind, 'document'),
        ),
      );
    expect(reports.map((r) => r.key)).not.toContain(oldKey);
    expect(reports.map((r) => r.key)).toContain(fresh.pathname.split('/').pop());
    expect(await t.app.storage.stat(oldKey)).toBeNull();
  });

  it("answers 404 for an order that is not the company's", async () => {
    const [other] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.slug, 'logistica-portuaria-del-pacifico'));
    const [theirUnit] = await t.database.db
      .select()
      .from(units)
      .where(eq(units.companyId, other!.id));
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/revision-orders',
      headers: otherStaff,
      payload: { company_id: other!.id, unit_id: theirUnit!.id },
    });
    expect(theirs.statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'GET',
      url: reportPath(tdb.id, theirs.json().data.id),
      headers: staff,
    });
    expect(response.statusCode).toBe(404);
    assertMatchesContract(
      'GET',
      '/api/v1/companies/{companyId}/generate-url-report/{revisionOrderId}',
      response,
    );
    expect(response.json().message).toBe('Esta orden de revisión no existe.');
    const missing = await t.app.inject({
      method: 'GET',
      url: reportPath(tdb.id, 2_000_000_000),
      headers: staff,
    });
    expect(missing.statusCode).toBe(404);
  });
});
