/**
 * A local S3 emulator (s3rver) for tests: one bucket in a temporary folder, on a free port of
 * 127.0.0.1, and the environment that points the app's S3 driver at it
 * (uploads/storage-settings.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running emulator. */
export interface S3Emulator {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  endpoint: string;
  /** The bucket it holds (`jornada-test`). */
  bucket: string;
  /** `STORAGE_DRIVER`, `S3_*` settings for `loadConfig` (or a child process) that use it. */
  env: Record<string, string>;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

/** The emulator's fixed credentials (s3rver accepts these). */
const credential = 'S3RVER';

/**
 * Starts an S3 emulator in this process.
 * @throws when it cannot listen.
 */
export async function startS3Emulator(): Promise<S3Emulator> {
  const directory = await mkdtemp(path.join(tmpdir(), 'jornada-s3-'));
  const bucket = 'jornada-test';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credential,
      S3_SECRET_ACCESS_KEY: credential,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
