/**
 * Where stored files live, read from the environment (`Config.objectStorage`, config.ts):
 * a local folder by default, or an S3-compatible bucket. docs/decisions/0037-object-storage.md
 * lists every setting.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The local folder driver's settings. */
export interface LocalStorageSettings {
  driver: 'local';
  /** The folder of the stored files (`UPLOAD_DIR`). */
  dir: string;
}

/** The S3-compatible driver's settings. */
export interface S3Settings {
  driver: 's3';
  /** `S3_BUCKET`. */
  bucket: string;
  /** `S3_REGION`. @default 'us-east-1' */
  region: string;
  /** `S3_ENDPOINT`: the store's origin for MinIO, R2 and others; AWS's own endpoints without it. */
  endpoint?: string;
  /** `S3_FORCE_PATH_STYLE`: `origin/bucket/key` addressing. @default true with `S3_ENDPOINT`, else false */
  forcePathStyle: boolean;
  /** `S3_ACCESS_KEY_ID`; without it (and the secret) the AWS SDK's default credential chain. */
  accessKeyId?: string;
  /** `S3_SECRET_ACCESS_KEY`. */
  secretAccessKey?: string;
  /** `S3_PREFIX`: put before every object name, ending in `/` when set. @default '' */
  prefix: string;
}

/** The settings of either driver. */
export type ObjectStorageSettings = LocalStorageSettings | S3Settings;

const drivers: readonly string[] = ['local', 's3'];
const flag = (value: string | undefined) => ['1', 'true'].includes((value ?? '').toLowerCase());

/**
 * Reads the storage settings. `STORAGE_DRIVER` picks the driver; unset, it is `s3` when `S3_BUCKET`
 * (or any other `S3_*` setting) is set, else `local`. A value that is not a driver is kept as it is,
 * for {@link storageSettingsProblems} to name.
 * @param dataDir - the data directory: the folder defaults to `<dataDir>/uploads`, or a
 *   temporary folder for an in-memory database (`memory://`).
 */
export function parseStorageSettings(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): ObjectStorageSettings {
  const chosen = env.STORAGE_DRIVER?.trim().toLowerCase();
  const s3Named = Object.keys(env).some((name) => name.startsWith('S3_') && env[name]);
  const driver = chosen || (s3Named ? 's3' : 'local');
  if (driver !== 's3') {
    const dir =
      env.UPLOAD_DIR ||
      (dataDir.startsWith('memory://')
        ? path.join(tmpdir(), 'jornada-uploads')
        : path.join(dataDir, 'uploads'));
    // An unknown driver name stays visible to the problems check (the union is what is valid).
    return { driver: driver as 'local', dir };
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  return {
    driver: 's3',
    bucket: env.S3_BUCKET?.trim() ?? '',
    region: env.S3_REGION?.trim() || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? flag(env.S3_FORCE_PATH_STYLE) : Boolean(endpoint),
    ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    prefix: prefix ? `${prefix}/` : '',
  };
}

/** Every reason the storage settings cannot be used, in Spanish; empty when they can. */
export function storageSettingsProblems(settings: ObjectStorageSettings): string[] {
  if (!drivers.includes(settings.driver))
    return [`STORAGE_DRIVER="${settings.driver}" no es válido: usa local o s3.`];
  if (settings.driver === 'local') return [];
  const problems: string[] = [];
  if (!settings.bucket)
    problems.push(
      'Falta S3_BUCKET: el almacenamiento S3 (STORAGE_DRIVER=s3 o algún S3_*) necesita el nombre del bucket.',
    );
  if (Boolean(settings.accessKeyId) !== Boolean(settings.secretAccessKey))
    problems.push(
      'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas: pon las dos, o ninguna para usar las credenciales del entorno de AWS (rol de la instancia, AWS_PROFILE).',
    );
  if (settings.endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(settings.endpoint))
    problems.push(
      `S3_ENDPOINT="${settings.endpoint}" debe ser un origen como https://s3.example.com o http://127.0.0.1:9000.`,
    );
  return problems;
}
