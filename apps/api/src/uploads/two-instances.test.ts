/**
 * Stored files across instances (docs/decisions/0037-object-storage.md): two API instances on one
 * PostgreSQL database, each with its own local data folder. With the S3 driver (an S3 emulator
 * this file starts) a file uploaded through one — an image, a CV with its signed link, a recording
 * sent part by part to both in turn — downloads byte for byte through the other, and a failed
 * upload leaves nothing in the bucket. With the local driver the other instance answers 404,
 * which is what the S3 case would see if the files stayed on a machine's disk.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { files, users } from '../db/schema.ts';
import { buildApp } from '../http/app.ts';
import { seedDatabase } from '../seed/seed.ts';
import { signIn } from '../test/harness.ts';
import { startS3Emulator, type S3Emulator } from '../test/s3-emulator.ts';
import { LocalObjectStorage } from './local-storage.ts';
import { createVideoInterview } from '../test/video-room.ts';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `jornada_storage_${randomBytes(6).toString('hex')}`;

let emulator: S3Emulator;
let databaseUrl: string;
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
const folders: string[] = [];

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};

beforeAll(async () => {
  emulator = await startS3Emulator();
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  const handle = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl, WEB_DIST: '' }));
  handles.push(handle);
  await seedDatabase(handle.db);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await emulator?.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** Two instances on the one database, each with its own data folder and pool. */
async function startInstances(env: Record<string, string>) {
  const pair: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const folder = await mkdtemp(path.join(tmpdir(), 'jornada-instance-'));
    folders.push(folder);
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      DATA_DIR: folder,
      WEB_DIST: '',
      PUBLIC_URL: 'https://jornada.example',
      // Shared by every instance behind one origin (config.ts, fileUrlSecret).
      FILE_URL_SECRET: 'secreto-compartido-de-prueba',
      JOB_WORKERS: '0',
      ...env,
    });
    const handle = await openDatabase(config);
    handles.push(handle);
    const app = await buildApp({ db: handle.db, config, logger: false });
    apps.push(app);
    pair.push(app);
  }
  return pair as [FastifyInstance, FastifyInstance];
}

function multipart(
  auth: { authorization: string },
  fields: Record<string, string>,
  file: { bytes: Buffer; filename: string; type: string },
) {
  const boundary = '----jornada-instancias';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([field, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
  randomBytes(2048),
]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(4096), Buffer.from('\n%%EOF\n')]);

const pathAndQuery = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

const userId = async (email: string) =>
  (await handles[0]!.db.select().from(users).where(eq(users.email, email)))[0]!.id;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each([
  { driver: 's3', shared: true },
  { driver: 'local', shared: false },
])('two instances with the $driver driver and their own data folders', ({ driver, shared }) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let seeker: { authorization: string };
  let seekerId: number;

  beforeAll(async () => {
    [a, b] = await startInstances(driver === 's3' ? emulator.env : { STORAGE_DRIVER: 'local' });
    seeker = await signIn(a, 'candidato@jornada.test');
    seekerId = await userId('candidato@jornada.test');
  });

  it(`an image uploaded through A ${shared ? 'downloads byte for byte' : 'is missing (404)'} through B`, async () => {
    const created = await a.inject({
      method: 'POST',
      url: '/api/v1/images',
      ...multipart(
        seeker,
        { resource_type: 'user', resource_id: String(seekerId) },
        { bytes: png, filename: 'foto.png', type: 'image/png' },
      ),
    });
    expect(created.statusCode).toBe(201);
    const url = pathAndQuery(created.json().data.url);

    const fromA = await a.inject({ url });
    expect(fromA.statusCode).toBe(200);
    expect(fromA.rawPayload.equals(png)).toBe(true);
    const fromB = await b.inject({ url });
    if (shared) {
      expect(fromB.statusCode).toBe(200);
      expect(fromB.rawPayload.equals(png)).toBe(true);
      expect(fromB.headers['content-type']).toBe('image/png');
      expect(fromB.headers['content-length']).toBe(String(png.length));
      expect(fromB.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''foto\.png$/);
      expect(fromB.headers['content-security-policy']).toContain("default-src 'self'");
    } else {
      expect(fromB.statusCode).toBe(404);
      expect(fromB.json().message).toBe('Este archivo no existe.');
    }
  });

  it(`a CV uploaded through A ${shared ? 'downloads' : 'is missing'} through B with its signed link`, async () => {
    const created = await a.inject({
      method: 'POST',
      url: '/api/v1/documents',
      ...multipart(
        seeker,
        { resource_type: 'user', resource_id: String(seekerId), category: 'cv' },
        { bytes: pdf, filename: 'cv.pdf', type: 'application/pdf' },
      ),
    });
    expect(created.statusCode).toBe(201);
    const link = new URL(created.json().data.url);
    expect(link.searchParams.get('signature')).toEqual(expect.any(String));

    // Without the signature B refuses it as A would.
    expect((await b.inject({ url: link.pathname })).statusCode).toBe(403);
    const fromB = await b.inject({ url: pathAndQuery(link.href) });
    if (shared) {
      expect(fromB.statusCode).toBe(200);
      expect(fromB.rawPayload.equals(pdf)).toBe(true);
      expect(fromB.headers['content-type']).toBe('application/pdf');
      expect(fromB.headers['content-disposition']).toMatch(
        /^attachment; filename\*=UTF-8''cv\.pdf$/,
      );
      expect(fromB.headers['cache-control']).toBe('private, no-store');
    } else {
      expect(fromB.statusCode).toBe(404);
    }
  });

  it(`a recording sent part by part to A and B in turn ${shared ? 'is one object that plays whole through either' : 'cannot be put together'}`, async () => {
    const staff = await signIn(b, 'empresa@jornada.test');
    const room = await createVideoInterview(
      handles[0]!.db,
      {},
      shared ? 'candidato04@jornada.test' : 'candidato05@jornada.test',
    );
    const roomUrl = `/api/v1/webrtc/${room.interviewId}/room/${room.roomName}`;
    const started = await a.inject({
      method: 'POST',
      url: roomUrl,
      headers: staff,
      payload: { consent: true },
    });
    expect(started.statusCode).toBe(201);
    const chunks = `${roomUrl}/recordings/${started.json().data.id}/chunks`;
    // Four parts of 1.5 MiB: more than one 5 MiB part of the multipart upload that joins them.
    const parts = [0, 1, 2, 3].map((n) =>
      n === 0
        ? Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(1.5 * 1024 * 1024)])
        : randomBytes(1.5 * 1024 * 1024),
    );
    const answers = [];
    for (const [sequence, bytes] of parts.entries()) {
      const instance = sequence % 2 === 0 ? a : b;
      const final = sequence === parts.length - 1;
      answers.push(
        await instance.inject({
          method: 'POST',
          url: chunks,
          ...multipart(
            staff,
            { sequence: String(sequence), ...(final ? { final: 'true' } : {}) },
            { bytes, filename: 'parte.webm', type: 'video/webm' },
          ),
        }),
      );
    }
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const last = answers[3]!;
    if (!shared) {
      // B holds parts 1 and 3 only: joining them fails, and nothing plays.
      expect(last.statusCode).toBe(500);
      return;
    }
    expect(last.statusCode).toBe(200);
    const recording = last.json().data;
    expect(recording.status).toBe('lista');
    const whole = Buffer.concat(parts);
    for (const instance of [a, b]) {
      const played = await instance.inject({ url: pathAndQuery(recording.url) });
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('video/webm');
      expect(played.headers['content-length']).toBe(String(whole.length));
      expect(sha256(played.rawPayload)).toBe(sha256(whole));
    }
    const key = new URL(recording.url).pathname.split('/').at(-1)!;
    const [row] = await handles[0]!.db.select().from(files).where(eq(files.storageKey, key));
    expect(row).toMatchObject({ sizeBytes: whole.length, sha256: sha256(whole) });
    // The parts are gone once joined: only the recording's object has its key.
    expect((await objectNames()).filter((object) => object.startsWith(key))).toEqual([key]);
  });

  it('an upload whose request fails after the bytes were stored leaves no object behind', async () => {
    const before = await storedNames(a);
    const db = handles[0]!.db;
    await db.execute(
      sql`alter table files add constraint two_instances_refuse check (size_bytes < 0) not valid`,
    );
    try {
      const refused = await a.inject({
        method: 'POST',
        url: '/api/v1/images',
        ...multipart(
          seeker,
          { resource_type: 'user', resource_id: String(seekerId) },
          { bytes: png, filename: 'foto.png', type: 'image/png' },
        ),
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db.execute(sql`alter table files drop constraint two_instances_refuse`);
    }
    expect(await storedNames(a)).toEqual(before);
  });
});

/** Every object an instance's storage holds: the bucket's, or its folder's files. */
async function storedNames(app: FastifyInstance): Promise<string[]> {
  if (!(app.storage instanceof LocalObjectStorage)) return objectNames();
  const entries = await readdir(app.storage.dir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/** Every object name in the emulator's bucket. */
async function objectNames(): Promise<string[]> {
  const client = new S3Client({
    endpoint: emulator.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: emulator.bucket, ContinuationToken: token }),
    );
    names.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return names.sort();
}
