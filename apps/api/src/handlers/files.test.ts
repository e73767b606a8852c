import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let outsider: { authorization: string };
let tdbId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

/** A 3×2 PNG header (enough for type and size detection). */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type: string },
) {
  const boundary = '----jornada-prueba';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const post = (url: string, body: ReturnType<typeof multipart>, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });

describe('images', () => {
  it('uploads an image of the company, lists it, serves it back, edits comments and deletes it', async () => {
    const created = await post(
      '/api/v1/images',
      multipart(
        { resource_type: 'company', resource_id: String(tdbId), comments: 'Fachada' },
        { name: 'fachada.png', bytes: png, type: 'image/png' },
      ),
    );
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/images', created);
    const image = created.json().data;
    expect(image).toMatchObject({
      mime_type: 'image/png',
      width: 3,
      height: 2,
      comments: 'Fachada',
      size_bytes: png.length,
    });
    const served = await t.app.inject({ method: 'GET', url: new URL(image.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/images?resource_type=company&resource_id=${tdbId}`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/images', list);
    expect(list.json().data.map((i: { id: number }) => i.id)).toContain(image.id);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/images/${image.id}`,
      headers: staff,
      payload: { comments: null },
    });
    expect(edited.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/images/{imageId}', edited);
    expect(edited.json().data.comments).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/images/${image.id}`,
          headers: outsider,
          payload: { comments: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/images/${image.id}`, headers: staff }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(image.url).pathname })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/images/${image.id}`, headers: staff }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses wrong types (422), missing fields (400), other companies (403) and anonymous callers (401)', async () => {
    const notImage = await post(
      '/api/v1/images',
      multipart(
        { resource_type: 'company', resource_id: String(tdbId) },
        { name: 'doc.png', bytes: pdf, type: 'image/png' },
      ),
    );
    expect(notImage.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/images', notImage);
    expect(notImage.json().errors.file[0]).toMatch(/JPEG, PNG o WebP/);
    const missing = await post(
      '/api/v1/images',
      multipart({ resource_type: 'company' }, { name: 'a.png', bytes: png, type: 'image/png' }),
    );
    expect(missing.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/images', missing);
    const foreign = await post(
      '/api/v1/images',
      multipart(
        { resource_type: 'company', resource_id: String(tdbId) },
        { name: 'a.png', bytes: png, type: 'image/png' },
      ),
      outsider,
    );
    expect(foreign.statusCode).toBe(403);
    const anonymous = await post(
      '/api/v1/images',
      multipart(
        { resource_type: 'company', resource_id: String(tdbId) },
        { name: 'a.png', bytes: png, type: 'image/png' },
      ),
      {} as never,
    );
    expect(anonymous.statusCode).toBe(401);
    const listForeign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/images?resource_type=company&resource_id=${tdbId}`,
      headers: outsider,
    });
    expect(listForeign.statusCode).toBe(403);
    const tooBig = await post(
      '/api/v1/images',
      multipart(
        { resource_type: 'company', resource_id: String(tdbId) },
        {
          name: 'big.png',
          bytes: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]),
          type: 'image/png',
        },
      ),
    );
    expect(tooBig.statusCode).toBe(413);
    assertMatchesContract('POST', '/api/v1/images', tooBig);
    expect(tooBig.json()).toEqual({
      message: 'El archivo es demasiado grande.',
      code: 'file_too_large',
      errors: { file: ['El archivo pesa más de 10 MB.'] },
    });
  });
});

describe('given a job seeker who uploads a photo of themself', () => {
  it('makes it the profile_image_url of GET /api/v1/user, and the previous one again once it is deleted', async () => {
    const seeker = await signIn(t.app, 'candidato@jornada.test');
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: seeker });
    const userId = (await me()).json().data.id as number;
    const upload = async () => {
      const created = await post(
        '/api/v1/images',
        multipart(
          { resource_type: 'user', resource_id: String(userId) },
          { name: 'yo.png', bytes: png, type: 'image/png' },
        ),
        seeker,
      );
      expect(created.statusCode).toBe(201);
      return created.json().data as { id: number; url: string };
    };
    const first = await upload();
    const second = await upload();

    const current = await me();
    assertMatchesContract('GET', '/api/v1/user', current);
    expect(current.json().data.profile_image_url).toBe(second.url);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/images/${second.id}`,
      headers: seeker,
    });
    expect(removed.statusCode).toBe(204);
    expect((await me()).json().data.profile_image_url).toBe(first.url);
  });

  it('leaves the uploader unchanged when the image belongs to a company', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: staff });
    await post(
      '/api/v1/images',
      multipart(
        { resource_type: 'company', resource_id: String(tdbId) },
        { name: 'logo.png', bytes: png, type: 'image/png' },
      ),
    );
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: staff });
    expect(after.json().data.profile_image_url).toBe(before.json().data.profile_image_url);
  });
});

describe('documents', () => {
  it('uploads a PDF to the caller’s own record with a checksum and lists it', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: staff })).json()
      .data.id;
    const created = await post(
      '/api/v1/documents',
      multipart(
        { resource_type: 'user', resource_id: String(me), category: 'identificacion' },
        { name: 'ine.pdf', bytes: pdf, type: 'application/pdf' },
      ),
    );
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/documents', created);
    expect(created.json().data).toMatchObject({
      name: 'ine.pdf',
      category: 'identificacion',
      mime_type: 'application/pdf',
    });
    expect(created.json().data.sha256).toMatch(/^[a-f0-9]{64}$/);
    const link = new URL(created.json().data.url);
    const served = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/documents?resource_type=user&resource_id=${me}`,
      headers: staff,
    });
    assertMatchesContract('GET', '/api/v1/documents', list);
    expect(list.json().data).toHaveLength(1);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/documents?resource_type=user&resource_id=${me}`,
      headers: outsider,
    });
    expect(other.statusCode).toBe(403);
    const unknownKind = await post(
      '/api/v1/documents',
      multipart(
        { resource_type: 'container', resource_id: '1' },
        { name: 'a.pdf', bytes: pdf, type: 'application/pdf' },
      ),
    );
    expect(unknownKind.statusCode).toBe(422);
    const text = await post(
      '/api/v1/documents',
      multipart(
        { resource_type: 'user', resource_id: String(me) },
        { name: 'a.txt', bytes: Buffer.from('hola'), type: 'text/plain' },
      ),
    );
    expect(text.statusCode).toBe(422);
    const badCategory = await post(
      '/api/v1/documents',
      multipart(
        { resource_type: 'user', resource_id: String(me), category: 'pasaporte' },
        { name: 'a.pdf', bytes: pdf, type: 'application/pdf' },
      ),
    );
    expect(badCategory.statusCode).toBe(400);
  });
});

describe('given a document over 20 MB', () => {
  it('answers 413 with the limit in Spanish and stores nothing', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: staff })).json()
      .data.id;
    const tooBig = await post(
      '/api/v1/documents',
      multipart(
        { resource_type: 'user', resource_id: String(me), category: 'identificacion' },
        {
          name: 'grande.pdf',
          bytes: Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]),
          type: 'application/pdf',
        },
      ),
    );
    expect(tooBig.statusCode).toBe(413);
    assertMatchesContract('POST', '/api/v1/documents', tooBig);
    expect(tooBig.json().errors).toEqual({ file: ['El archivo pesa más de 20 MB.'] });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/documents?resource_type=user&resource_id=${me}`,
      headers: staff,
    });
    expect(list.json().data.some((d: { name: string }) => d.name === 'grande.pdf')).toBe(false);
  });
});
