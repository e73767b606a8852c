/**
 * Revision orders (decision 38): created `pendiente` with an `OR-`
 * folio, moved only along the life cycle, an inspector and unit of the same
 * company only, a checklist, the inspector's signature (set, kept, cleared;
 * its image never answered), photos of findings (type, size and count limits;
 * stored files), lists with filters, sort and `q`, and delete.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  employees,
  files,
  revisionOrders,
  revisionPhotos,
  units,
} from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { jpegImage, multipartBody, pngImage, webpImage } from '../../test/images.ts';

let t: TestApp;
let staff: { authorization: string };
let otherStaff: { authorization: string };
let tdbId: number;
let otherId: number;
let unit: typeof units.$inferSelect;
let inspectorId: number;
let foreignUnitId: number;
let foreignEmployeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  otherStaff = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  const companyBySlug = async (slug: string) =>
    (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
  tdbId = await companyBySlug('transportes-del-bajio');
  otherId = await companyBySlug('logistica-portuaria-del-pacifico');
  unit = (await db.select().from(units).where(eq(units.companyId, tdbId)))[0]!;
  inspectorId = (await db.select().from(employees).where(eq(employees.companyId, tdbId)))[0]!.id;
  foreignUnitId = (await db.select().from(units).where(eq(units.companyId, otherId)))[0]!.id;
  foreignEmployeeId = (
    await db.select().from(employees).where(eq(employees.companyId, otherId))
  )[0]!.id;
});
afterAll(() => t.close());

const signatureImage = `data:image/png;base64,${pngImage(40, 16, [10, 10, 10]).toString('base64')}`;

const revision = (overrides: Record<string, unknown> = {}) => ({
  company_id: tdbId,
  unit_id: unit.id,
  inspector_employee_id: inspectorId,
  odometer_km: 40125,
  checklist: [
    { item: 'Luces traseras', result: 'falla', comments: 'Calavera izquierda rota.' },
    { item: 'Frenos', result: 'ok', comments: null },
  ],
  comments: 'Reparar luces antes del siguiente viaje.',
  ...overrides,
});

const create = (payload: Record<string, unknown>, headers = staff) =>
  t.app.inject({ method: 'POST', url: '/api/v1/revision-orders', headers, payload });
const put = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/revision-orders/${id}`, headers: staff, payload });
const addPhoto = (id: number, file: Buffer, type: string, caption = 'Calavera izquierda rota') => {
  const body = multipartBody(
    { caption },
    { field: 'photo', filename: `foto.${type.split('/')[1]}`, type, bytes: file },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/revision-orders/${id}/photos`,
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
};

describe('given company staff', () => {
  it('creates an order pending with its OR- folio, unit, inspector and checklist', async () => {
    const created = await create(revision());
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/revision-orders', created);
    const data = created.json().data;
    expect(data).toMatchObject({
      company_id: tdbId,
      status: 'pendiente',
      next_statuses: ['en_revision'],
      unit: { id: unit.id, plate: unit.plate, economic_number: unit.economicNumber },
      inspector: { id: inspectorId },
      inspected_at: null,
      odometer_km: 40125,
      checklist: revision().checklist,
      photos: [],
      signed_by: null,
      signed_at: null,
    });
    expect(data.folio).toBe(
      `OR-${new Date().getUTCFullYear()}-${String(data.id).padStart(4, '0')}`,
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/revision-orders/${data.id}`,
      headers: staff,
    });
    assertMatchesContract('GET', '/api/v1/revision-orders/{revisionOrderId}', read);
    expect(read.json().data).toEqual(data);
  });

  it('moves an order only along the life cycle; an outcome records when it was inspected', async () => {
    const id = (await create(revision())).json().data.id;
    const early = await put(id, revision({ status: 'aprobada' }));
    expect(early.statusCode).toBe(422);
    assertMatchesContract('PUT', '/api/v1/revision-orders/{revisionOrderId}', early);
    expect(early.json().errors.status).toEqual([
      'Una orden de revisión pendiente no puede pasar a aprobada.',
    ]);
    const reviewing = await put(id, revision({ status: 'en_revision' }));
    expect(reviewing.json().data).toMatchObject({
      status: 'en_revision',
      next_statuses: ['aprobada', 'con_observaciones', 'rechazada'],
      inspected_at: null,
    });
    const observed = await put(id, revision({ status: 'con_observaciones' }));
    expect(observed.json().data.next_statuses).toEqual(['en_revision']);
    const inspectedAt = observed.json().data.inspected_at;
    expect(Date.now() - Date.parse(inspectedAt)).toBeLessThan(60_000);
    await put(id, revision({ status: 'en_revision', inspected_at: inspectedAt }));
    const approved = await put(
      id,
      revision({ status: 'aprobada', inspected_at: '2026-03-04T15:30:00Z' }),
    );
    expect(approved.json().data).toMatchObject({
      status: 'aprobada',
      next_statuses: [],
      inspected_at: '2026-03-04T15:30:00.000Z',
    });
    const back = await put(id, revision({ status: 'en_revision' }));
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.status).toEqual([
      'Una orden de revisión aprobada no puede pasar a en revisión.',
    ]);
    const [stored] = await t.database.db
      .select()
      .from(revisionOrders)
      .where(eq(revisionOrders.id, id));
    expect(stored!.status).toBe('aprobada');
  });

  it('refuses malformed orders and other companies’ records with Spanish field errors, writing nothing', async () => {
    const before = await t.database.db.select().from(revisionOrders);
    const malformed = await create(
      revision({
        checklist: [{ item: 'Llantas', result: 'regular', comments: null }],
        odometer_km: -1,
      }),
    );
    expect(malformed.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/revision-orders', malformed);
    expect(Object.keys(malformed.json().errors)).toEqual(
      expect.arrayContaining(['checklist.0.result', 'odometer_km']),
    );
    const blankItem = await create(
      revision({ checklist: [{ item: '  ', result: 'ok', comments: null }] }),
    );
    expect(blankItem.statusCode).toBe(422);
    expect(blankItem.json().errors['checklist.0.item']).toEqual(['Este campo es obligatorio.']);
    const approved = await create(revision({ status: 'aprobada' }));
    expect(approved.json().errors.status).toEqual([
      'Una orden de revisión nueva empieza pendiente.',
    ]);
    const foreign = await create(
      revision({ unit_id: foreignUnitId, inspector_employee_id: foreignEmployeeId }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      unit_id: ['No existe o no pertenece a esta empresa.'],
      inspector_employee_id: ['No existe o no pertenece a esta empresa.'],
    });
    expect(await t.database.db.select().from(revisionOrders)).toEqual(before);
  });

  it('keeps the inspector’s signature until it is replaced or cleared, never answering its image', async () => {
    const id = (await create(revision())).json().data.id;
    const signed = await put(
      id,
      revision({ signature: { name: 'Rosa Elena Martínez Soto', image: signatureImage } }),
    );
    expect(signed.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/revision-orders/{revisionOrderId}', signed);
    const data = signed.json().data;
    expect(data.signed_by).toBe('Rosa Elena Martínez Soto');
    expect(Date.now() - Date.parse(data.signed_at)).toBeLessThan(60_000);
    expect(signed.body).not.toContain('data:image');
    const [stored] = await t.database.db
      .select()
      .from(revisionOrders)
      .where(eq(revisionOrders.id, id));
    expect(stored!.signatureImage).toBe(signatureImage);

    const kept = await put(id, revision({ comments: 'Sin cambios en la firma.' }));
    expect(kept.json().data).toMatchObject({
      signed_by: data.signed_by,
      signed_at: data.signed_at,
    });

    const notPng = await put(
      id,
      revision({
        signature: { name: 'Rosa', image: `data:image/png;base64,${jpegImage.toString('base64')}` },
      }),
    );
    expect(notPng.statusCode).toBe(422);
    expect(notPng.json().errors['signature.image']).toEqual(['La firma debe ser una imagen PNG.']);
    const notDataUrl = await put(id, revision({ signature: { name: 'Rosa', image: 'firma.png' } }));
    expect(notDataUrl.statusCode).toBe(400);
    expect(Object.keys(notDataUrl.json().errors).join()).toContain('signature');

    const cleared = await put(id, revision({ signature: null }));
    expect(cleared.json().data).toMatchObject({ signed_by: null, signed_at: null });
    const [after] = await t.database.db
      .select()
      .from(revisionOrders)
      .where(eq(revisionOrders.id, id));
    expect(after!.signatureImage).toBeNull();
  });

  it('adds photos of findings (JPEG, PNG, WebP), refuses other files, big ones and a 21st', async () => {
    const id = (await create(revision())).json().data.id;
    const added = await addPhoto(id, jpegImage, 'image/jpeg');
    expect(added.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/revision-orders/{revisionOrderId}/photos', added);
    const photo = added.json().data;
    expect(photo).toMatchObject({ caption: 'Calavera izquierda rota' });
    expect(photo.url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/files\/[a-f0-9]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(photo.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await addPhoto(id, pngImage(), 'image/png')).statusCode).toBe(201);
    expect((await addPhoto(id, webpImage, 'image/webp')).statusCode).toBe(201);

    const gif = await addPhoto(id, Buffer.from('GIF89a……'), 'image/gif');
    expect(gif.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/revision-orders/{revisionOrderId}/photos', gif);
    expect(gif.json().errors.photo).toEqual(['La foto debe ser JPEG, PNG o WebP.']);
    const big = Buffer.concat([pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await addPhoto(id, big, 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors.photo).toEqual(['La foto pesa más de 5 MB.']);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/revision-orders/${id}`,
      headers: staff,
    });
    expect(read.json().data.photos.map((p: { id: number }) => p.id)[0]).toBe(photo.id);
    expect(read.json().data.photos).toHaveLength(3);

    for (let n = 3; n < 20; n++)
      expect((await addPhoto(id, pngImage(), 'image/png')).statusCode).toBe(201);
    const filesBefore = await t.database.db.select().from(files);
    const over = await addPhoto(id, pngImage(), 'image/png');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.photo).toEqual(['Una orden de revisión admite hasta 20 fotos.']);
    expect(await t.database.db.select().from(files)).toEqual(filesBefore);
  });

  it('removes a photo of the order with its stored file; a photo of another order is not found', async () => {
    const first = (await create(revision())).json().data.id;
    const second = (await create(revision())).json().data.id;
    const photo = (await addPhoto(first, pngImage(), 'image/png')).json().data;
    const key = new URL(photo.url).pathname.split('/').pop()!;
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/revision-orders/${second}/photos/${photo.id}`,
      headers: staff,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Esta foto no existe en esta orden de revisión.');
    expect(await t.app.storage.stat(key)).not.toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/revision-orders/${first}/photos/${photo.id}`,
      headers: staff,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      await t.database.db.select().from(revisionPhotos).where(eq(revisionPhotos.id, photo.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(files).where(eq(files.storageKey, key))).toEqual([]);
    expect(await t.app.storage.stat(key)).toBeNull();
  });

  it('lists the company orders filtered by status and unit, sorted, and found by plate or folio', async () => {
    const otherUnit = (
      await t.database.db.select().from(units).where(eq(units.companyId, tdbId))
    )[1]!;
    const mine = (await create(revision({ unit_id: otherUnit.id }))).json().data;
    const base = `/api/v1/companies/${tdbId}/revision-orders`;
    const list = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}?${query}`,
        headers: staff,
      });
      expect(response.statusCode).toBe(200);
      assertMatchesContract('GET', '/api/v1/companies/{companyId}/revision-orders', response);
      return response.json().data as { id: number; folio: string; status: string }[];
    };
    expect((await list(''))[0]!.id).toBe(mine.id);
    // The demo data holds orders of this unit too: the filter and the search by plate keep only
    // this unit's orders, the new one among them.
    const ofUnit = await list(`unit_id=${otherUnit.id}&per_page=50`);
    expect(ofUnit.map((o) => o.id)).toContain(mine.id);
    expect(
      ofUnit.every((o) => (o as unknown as { unit: { id: number } }).unit.id === otherUnit.id),
    ).toBe(true);
    const byPlate = await list(
      `q=${encodeURIComponent(otherUnit.plate.toLowerCase())}&per_page=50`,
    );
    expect(byPlate.map((o) => o.id).sort()).toEqual(ofUnit.map((o) => o.id).sort());
    expect((await list(`q=${mine.folio}`)).map((o) => o.id)).toEqual([mine.id]);
    const approved = await list('status=aprobada');
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((o) => o.status === 'aprobada')).toBe(true);
    const folios = (await list('sort=folio&per_page=50')).map((o) => o.folio);
    expect(folios).toEqual([...folios].sort());
  });

  it('deletes an order with its photos and their files', async () => {
    const id = (await create(revision())).json().data.id;
    const photo = (await addPhoto(id, pngImage(), 'image/png')).json().data;
    const key = new URL(photo.url).pathname.split('/').pop()!;
    const url = `/api/v1/revision-orders/${id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Esta orden de revisión no existe.');
    expect(await t.database.db.select().from(files).where(eq(files.storageKey, key))).toEqual([]);
    expect(await t.app.storage.stat(key)).toBeNull();
  });
});

describe("given another company's staff", () => {
  it('cannot read, change or add photos to an order of Transportes del Bajío (404)', async () => {
    const id = (await create(revision())).json().data.id;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/revision-orders/${id}`,
      headers: otherStaff,
    });
    expect(read.statusCode).toBe(404);
    const body = multipartBody(
      {},
      { field: 'photo', filename: 'a.png', type: 'image/png', bytes: pngImage() },
    );
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/v1/revision-orders/${id}/photos`,
      headers: { ...otherStaff, ...body.headers },
      payload: body.payload,
    });
    expect(photo.statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(revisionPhotos)
        .where(eq(revisionPhotos.revisionOrderId, id)),
    ).toEqual([]);
    expect(otherId).not.toBe(tdbId);
  });
});
