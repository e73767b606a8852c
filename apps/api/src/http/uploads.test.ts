import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;
/** This file's own uploads directory, so that other test files cannot add to it. */
const dir = mkdtempSync(path.join(tmpdir(), 'jornada-uploads-test-'));
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: dir });
  admin = await signIn(t.app, 'admin@jornada.test');
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: admin });
  adminId = me.json().data.id as number;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every file under the uploads directory. */
const stored = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);

function upload(bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----jornada-limpieza';
  const all = { resource_type: 'user', resource_id: String(adminId), ...fields };
  const payload = Buffer.concat([
    ...Object.entries(all).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/images',
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('given an upload whose request fails', () => {
  it('when the database refuses the row after the bytes were stored → no file is left on disk', async () => {
    const db = t.database.db;
    const rowsBefore = (await db.select().from(files)).length;
    await db.execute(
      sql`alter table files add constraint uploads_test_refuse check (size_bytes < 0) not valid`,
    );
    try {
      const response = await upload(png);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db.execute(sql`alter table files drop constraint uploads_test_refuse`);
    }
    expect(stored()).toEqual([]);
    expect((await db.select().from(files)).length).toBe(rowsBefore);
  });

  it('when the profile photo cannot be set after the row was written → neither the row nor the file stays', async () => {
    const db = t.database.db;
    const rowsBefore = (await db.select().from(files)).length;
    await db.execute(
      sql`alter table users add constraint uploads_test_refuse check (profile_image_url is null) not valid`,
    );
    try {
      const response = await upload(png);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db.execute(sql`alter table users drop constraint uploads_test_refuse`);
    }
    expect(stored()).toEqual([]);
    expect((await db.select().from(files)).length).toBe(rowsBefore);
  });

  it('when the type sniffing or the validation refuses it → no file is left either', async () => {
    expect((await upload(Buffer.from('no es una imagen'))).statusCode).toBe(422);
    expect((await upload(png, { resource_id: '0' })).statusCode).toBe(400);
    expect(stored()).toEqual([]);
  });

  it('when it succeeds → its file stays and is served back', async () => {
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    expect(stored()).toHaveLength(1);
    const url = new URL(response.json().data.url as string);
    const file = await t.app.inject({ method: 'GET', url: url.pathname, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
  });
});
