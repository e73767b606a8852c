/**
 * The storage contract (object-storage.ts), the same cases on both drivers: the local folder and
 * S3, the latter against an S3 emulator (s3rver) this file starts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startS3Emulator, type S3Emulator } from '../test/s3-emulator.ts';
import { createObjectStorage } from './create-storage.ts';
import { LocalObjectStorage } from './local-storage.ts';
import { newStorageKey, type ObjectStorage } from './object-storage.ts';
import { S3ObjectStorage } from './s3-storage.ts';

let emulator: S3Emulator;
let folder: string;

beforeAll(async () => {
  emulator = await startS3Emulator();
  folder = await mkdtemp(path.join(tmpdir(), 'jornada-storage-'));
});

afterAll(async () => {
  await emulator?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const drivers: [string, () => ObjectStorage][] = [
  ['local', () => createObjectStorage({ driver: 'local', dir: folder })],
  ['s3', () => createObjectStorage(loadConfig(emulator.env).objectStorage)],
];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stream of `bytes` in chunks of 64 KiB, as a request body or a recording arrives. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );

describe.each(drivers)('the %s driver', (driver, make) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(async () => storage?.close());

  it('is the driver the settings name', () => {
    expect(storage.driver).toBe(driver);
  });

  it('given bytes put under a key, → read, open and stat give them back', async () => {
    const key = newStorageKey('pdf');
    const bytes = randomBytes(1000);
    await storage.put(key, bytes, 'application/pdf');

    expect(await storage.read(key)).toEqual(bytes);
    expect(await storage.stat(key)).toEqual({ size: 1000 });
    const opened = await storage.open(key);
    expect(opened?.size).toBe(1000);
    expect(await bytesOf(opened!.body)).toEqual(bytes);
  });

  it('given no object under a key, → read, open and stat answer null', async () => {
    const key = newStorageKey('jpg');
    expect(await storage.read(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
  });

  it('given a stream of 11 MiB (three multipart parts on S3), → it is stored whole', async () => {
    const key = newStorageKey('webm');
    const bytes = randomBytes(11 * 1024 * 1024);
    await storage.put(key, chunked(bytes), 'video/webm');

    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    expect(sha256((await storage.read(key))!)).toBe(sha256(bytes));
  });

  it('given an empty object, → it is stored with size 0', async () => {
    const key = newStorageKey('webm');
    await storage.put(key, Buffer.alloc(0), 'video/webm');
    expect(await storage.stat(key)).toEqual({ size: 0 });
    expect(await storage.read(key)).toEqual(Buffer.alloc(0));
  });

  it('given a second put under the same key, → the key holds the second bytes', async () => {
    const key = newStorageKey('png');
    await storage.put(key, Buffer.from('first'), 'image/png');
    await storage.put(key, Buffer.from('second, longer'), 'image/png');
    expect((await storage.read(key))!.toString()).toBe('second, longer');
  });

  it('given a stream that fails halfway, → put rejects and nothing is stored under the key', async () => {
    const key = newStorageKey('webm');
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(6 * 1024 * 1024);
        throw new Error('the client went away');
      })(),
    );
    await expect(storage.put(key, failing, 'video/webm')).rejects.toThrow();
    expect(await storage.stat(key)).toBeNull();
  });

  it('given keys deleted, some with no object, → none is left and no error is raised', async () => {
    const kept = newStorageKey('pdf');
    const gone = [newStorageKey('pdf'), newStorageKey('jpg')];
    for (const key of [kept, ...gone]) await storage.put(key, Buffer.from(key), 'application/pdf');

    await storage.delete([...gone, newStorageKey('png')]);
    await storage.delete(newStorageKey('webm'));

    expect(await Promise.all(gone.map((key) => storage.stat(key)))).toEqual([null, null]);
    expect(await storage.stat(kept)).toEqual({ size: kept.length });
  });

  it('given the parts of a recording, → each is an object of its own', async () => {
    const key = newStorageKey('webm');
    const parts = [0, 1, 2].map((n) => `${key}.part-${String(n).padStart(6, '0')}`);
    for (const [n, part] of parts.entries())
      await storage.put(part, Buffer.from(`part ${n}`), 'video/webm');
    expect((await storage.read(parts[1]!))!.toString()).toBe('part 1');
    await storage.delete(parts);
    expect(await storage.stat(parts[0]!)).toBeNull();
  });

  it('given a key that is not a storage key, → every operation throws a RangeError', async () => {
    for (const key of ['../../etc/passwd', 'ab/cd.pdf', 'ABCDEF.pdf', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(RangeError);
      await expect(storage.read(key)).rejects.toThrow(RangeError);
      await expect(storage.stat(key)).rejects.toThrow(RangeError);
      await expect(storage.delete(key)).rejects.toThrow(RangeError);
    }
  });
});

describe('the local driver', () => {
  it('given a file in the folder the uploads have always used (<dir>/<ab>/<key>), → it is read', async () => {
    const key = newStorageKey('pdf');
    await mkdir(path.join(folder, key.slice(0, 2)), { recursive: true });
    await writeFile(path.join(folder, key.slice(0, 2), key), 'stored before');
    const storage = new LocalObjectStorage(folder);
    expect((await storage.read(key))!.toString()).toBe('stored before');
  });
});

describe('the s3 driver', () => {
  it('given S3_PREFIX, → objects are named under it and another prefix does not see them', async () => {
    const tenant = loadConfig({ ...emulator.env, S3_PREFIX: '/tenant-a/' }).objectStorage;
    const other = loadConfig({ ...emulator.env, S3_PREFIX: 'tenant-b' }).objectStorage;
    const a = new S3ObjectStorage(tenant as S3ObjectStorage['settings']);
    const b = new S3ObjectStorage(other as S3ObjectStorage['settings']);
    const key = newStorageKey('pdf');
    await a.put(key, Buffer.from('a'), 'application/pdf');

    const listed = await a.client.send(
      new ListObjectsV2Command({ Bucket: emulator.bucket, Prefix: 'tenant-a/' }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toContain(`tenant-a/${key}`);
    expect(await b.stat(key)).toBeNull();
    await a.close();
    await b.close();
  });

  it('given a store that cannot be reached, → put rejects (no silent loss)', async () => {
    const unreachable = createObjectStorage(
      loadConfig({ ...emulator.env, S3_ENDPOINT: 'http://127.0.0.1:9' }).objectStorage,
    );
    await expect(
      unreachable.put(newStorageKey('pdf'), Buffer.from('x'), 'application/pdf'),
    ).rejects.toThrow();
    await unreachable.close();
  });
});
