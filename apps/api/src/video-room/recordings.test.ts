/**
 * A recording's parts and their joining (recordings.ts), on the local driver: the S3 driver keeps
 * the same contract (uploads/object-storage.test.ts) and is joined across instances in
 * uploads/two-instances.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalObjectStorage } from '../uploads/local-storage.ts';
import { newStorageKey } from '../uploads/object-storage.ts';
import { assembleRecording, deleteParts, partKey, storePart } from './recordings.ts';

let storage: LocalObjectStorage;
beforeAll(async () => {
  storage = new LocalObjectStorage(await mkdtemp(path.join(tmpdir(), 'jornada-recordings-')));
});
afterAll(() => rm(storage.dir, { recursive: true, force: true }));

describe('assembleRecording', () => {
  it('given parts stored in any order → the object is them in sequence, with its size and SHA-256', async () => {
    const key = newStorageKey('webm');
    const parts = [randomBytes(1000), randomBytes(10), randomBytes(70_000)];
    for (const sequence of [2, 0, 1]) await storePart(storage, key, sequence, parts[sequence]!);

    const whole = Buffer.concat(parts);
    expect(await assembleRecording(storage, key, 3)).toEqual({
      size: whole.length,
      sha256: createHash('sha256').update(whole).digest('hex'),
    });
    expect(await storage.read(key)).toEqual(whole);
    await deleteParts(storage, key, 3);
    expect(await storage.stat(partKey(key, 2))).toBeNull();
  });

  it('given a missing part → it throws, writes no object and keeps the parts for another try', async () => {
    const key = newStorageKey('webm');
    await storePart(storage, key, 0, Buffer.from('primera'));
    await storePart(storage, key, 2, Buffer.from('tercera'));

    await expect(assembleRecording(storage, key, 3)).rejects.toThrow('Falta la parte 1');
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.stat(partKey(key, 0))).toEqual({ size: 7 });
  });
});
