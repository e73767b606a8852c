/**
 * The storage settings as the server reads them (`Config.objectStorage`, storage-settings.ts) and
 * the problems a start-up reports for a half-configured S3 store.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblems, loadConfig } from '../config.ts';

const storage = (env: Record<string, string>) => loadConfig(env).objectStorage;
const problems = (env: Record<string, string>) =>
  configProblems(loadConfig(env)).filter((p) => /S3|STORAGE/.test(p));

describe('Config.objectStorage', () => {
  it('given nothing set → the local folder <dataDir>/uploads, so a fresh start needs nothing new', () => {
    expect(storage({ DATA_DIR: '/srv/jornada' })).toEqual({
      driver: 'local',
      dir: path.join('/srv/jornada', 'uploads'),
    });
    expect(storage({ DATA_DIR: 'memory://' })).toEqual({
      driver: 'local',
      dir: path.join(tmpdir(), 'jornada-uploads'),
    });
    expect(problems({})).toEqual([]);
  });

  it('given UPLOAD_DIR → that folder', () => {
    expect(storage({ UPLOAD_DIR: '/datos/archivos' })).toEqual({
      driver: 'local',
      dir: '/datos/archivos',
    });
  });

  it('given only S3_BUCKET → S3 on AWS (us-east-1, virtual-host addressing, the default credential chain)', () => {
    expect(storage({ S3_BUCKET: 'jornada-archivos' })).toEqual({
      driver: 's3',
      bucket: 'jornada-archivos',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(problems({ S3_BUCKET: 'jornada-archivos' })).toEqual([]);
  });

  it('given every S3 setting → each is kept; an endpoint implies path-style addressing; the prefix ends in /', () => {
    const env = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'jornada',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'llave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_PREFIX: '/produccion/',
    };
    expect(storage(env)).toEqual({
      driver: 's3',
      bucket: 'jornada',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'llave',
      secretAccessKey: 'secreto',
      prefix: 'produccion/',
    });
    expect(storage({ ...env, S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('given STORAGE_DRIVER=local → local even with S3 settings present', () => {
    expect(storage({ STORAGE_DRIVER: 'local', S3_BUCKET: 'x', UPLOAD_DIR: '/d' })).toEqual({
      driver: 'local',
      dir: '/d',
    });
  });

  it('given a half-configured S3 store → the start-up names each problem in Spanish', () => {
    expect(problems({ STORAGE_DRIVER: 's3' })).toEqual([
      expect.stringContaining('Falta S3_BUCKET'),
    ]);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      expect.stringContaining('Falta S3_BUCKET'),
    ]);
    expect(problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'llave' })).toEqual([
      expect.stringContaining('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas'),
    ]);
    expect(problems({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toEqual([
      expect.stringContaining('S3_ENDPOINT="minio:9000" debe ser un origen'),
    ]);
    expect(problems({ STORAGE_DRIVER: 'disco' })).toEqual([
      'STORAGE_DRIVER="disco" no es válido: usa local o s3.',
    ]);
  });
});
