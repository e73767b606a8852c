/**
 * The server's settings, read once from the environment.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  parseStorageSettings,
  storageSettingsProblems,
  type ObjectStorageSettings,
} from './uploads/storage-settings.ts';

/** Settings of one API server process. */
export interface Config {
  /** TCP port. @default 3000 */
  port: number;
  /** Host to bind. @default '0.0.0.0' */
  host: string;
  /** PGlite data directory (ignored with `databaseUrl`). `memory://` keeps it in memory. @default '<repo>/.data' */
  dataDir: string;
  /** `postgres://…` to use a PostgreSQL server instead of embedded PGlite. */
  databaseUrl: string | undefined;
  /** Built web app to serve on the same origin, if present. */
  webDist: string | undefined;
  /** Lifetime of access tokens in seconds. @default 86400 */
  tokenTtlSeconds: number;
  /** When set, search calls must send it in `X-Search-Key`. */
  searchKey: string | undefined;
  /** Origins allowed by CORS besides the same origin (comma-separated in `CORS_ORIGINS`). */
  corsOrigins: string[];
  /** pino level. @default 'info' */
  logLevel: string;
  /** `redis://…`: socket.io then uses the Redis adapter so several instances share events. */
  redisUrl: string | undefined;
  /** `smtp://…` or `smtps://…`: mail is sent through it. Required when `NODE_ENV=production`. */
  smtpUrl: string | undefined;
  /**
   * Key of the HMAC that signs the short-lived links to stored documents and the
   * clock-in kiosk and personal links (`FILE_URL_SECRET`). Without it each process
   * draws a random one, so links stop working on a restart and are not shared
   * between instances: set the same value on every instance behind one origin
   * (required when `NODE_ENV=production`).
   */
  fileUrlSecret: string;
  /**
   * `SIGNING_KEY`: the Ed25519 private key (PKCS#8 PEM) that seals signed documents
   * (docs/decisions/0030-signed-documents.md). Without it the server generates one on first
   * start in `<dataDir>/signing-key.pem` (kept in memory for a `memory://` data directory);
   * `NODE_ENV=production` requires it unless `SINGLE_INSTANCE=1`.
   */
  signingKey: string | undefined;
  /**
   * `SIGNING_KEYS_PREVIOUS`: earlier seal keys that still verify documents sealed with them
   * after a rotation (decision 52): one or more PEM blocks (SPKI public keys; a PKCS#8 private
   * key is accepted and only its public half kept), concatenated. Public keys in
   * `<dataDir>/signing-keys/*.pem` count too. They never seal.
   * @default none
   */
  signingKeysPrevious: string | undefined;
  /**
   * Where mail goes (`MAIL_TRANSPORT`): `smtp` through {@link Config.smtpUrl}; `mailbox` into the
   * database, readable from the loopback address at `GET /api/v1/dev/mailbox` (development only);
   * `log` only into the server log.
   * @default 'smtp' with `SMTP_URL`, else 'log'
   */
  mailTransport: MailTransport;
  /** `NODE_ENV`; `production` forbids every development convenience. @default 'development' */
  nodeEnv: string;
  /**
   * Origin the links in e-mails and answers are built from (`PUBLIC_URL`, no trailing slash),
   * never the request's `Host`. Required when `NODE_ENV=production`.
   * @default 'http://localhost:<port>'
   */
  publicUrl: string;
  /** Whether `PUBLIC_URL` was set (production requires it). */
  publicUrlSet: boolean;
  /** `DEMO_DATA=1`: load the demo companies, vacancies and accounts on start. @default false */
  demoData: boolean;
  /**
   * Which peers may set `X-Forwarded-For` (and `-Proto`, `-Host`), from `TRUST_PROXY`: unset,
   * empty or `false` trusts none, so `request.ip` is the socket's peer and per-IP limits cannot
   * be dodged with a header; a comma-separated list of addresses, CIDR ranges or the names
   * `loopback`, `linklocal`, `uniquelocal` trusts those proxies (e.g. `127.0.0.1,10.0.0.0/8`);
   * `true` trusts everyone (only behind a proxy that overwrites the header). Passed to
   * Fastify's `trustProxy`. @default false
   */
  trustProxy: boolean | string[];
  /**
   * `JOB_WORKERS`: whether this process works the background job queues (imports); `0` or
   * `false` only sends jobs, for an instance that leaves the work to others. @default true
   */
  jobWorkers: boolean;
  /**
   * Origin the web app's map tiles come from, allowed in the Content-Security-Policy's
   * `img-src` (docs/decisions/0017-fleet-map.md): from `MAP_TILE_URL`, else the
   * `VITE_MAP_TILE_URL` the web app was built with, else OpenStreetMap's standard tiles. A
   * `{s}` subdomain becomes a `*.` wildcard; a URL that is not http(s) adds nothing (null).
   * @default 'https://tile.openstreetmap.org'
   */
  mapTileOrigin: string | null;
  /**
   * `STRIPE_SECRET_KEY` (`sk_…`): recharges are paid through Stripe Checkout (card, OXXO, SPEI)
   * instead of the sandbox (docs/decisions/0021-payments.md). Needs `STRIPE_WEBHOOK_SECRET`.
   */
  stripeSecretKey: string | undefined;
  /** `STRIPE_WEBHOOK_SECRET` (`whsec_…`): verifies the signature of Stripe's webhook. */
  stripeWebhookSecret: string | undefined;
  /**
   * `PAYMENTS_SANDBOX=1`: allows the sandbox payment provider under `NODE_ENV=production` (a
   * staging server). Outside production the sandbox is the provider whenever Stripe is not
   * configured. @default false
   */
  paymentsSandbox: boolean;
  /**
   * `VOICE_API_KEY`: the voice provider's key (ElevenLabs-compatible, `openapi/voice.yaml`), used
   * only by the server's proxy (`/voice-api/v1/…`). Without it the proxy answers 503 and the web
   * app uses the browser's own speech synthesis and recognition (docs/decisions/0031-voice-helper.md).
   */
  voiceApiKey: string | undefined;
  /** `VOICE_API_URL`: the provider's origin. @default 'https://api.elevenlabs.io' */
  voiceApiUrl: string;
  /** `VOICE_ID`: the provider's voice that reads text aloud. @default 'EXAVITQu4vr4xnSDxMaL' */
  voiceId: string;
  /**
   * `ICE_SERVERS`: the video room's STUN/TURN servers as JSON (`[{"urls":["stun:…"]}]`,
   * docs/decisions/0033-video-room.md). @default Google's public STUN server
   */
  iceServers: string | undefined;
  /** `TURN_URLS`: comma-separated TURN URLs given time-limited credentials from {@link Config.turnSecret}. */
  turnUrls: string[];
  /** `TURN_SECRET`: coturn's `static-auth-secret` (`use-auth-secret`), which signs TURN credentials. */
  turnSecret: string | undefined;
  /**
   * Where stored files live (uploads/storage-settings.ts, docs/decisions/0037-object-storage.md):
   * `STORAGE_DRIVER` `local` keeps them in a folder of this machine (`UPLOAD_DIR`, by default
   * `<dataDir>/uploads`), `s3` in an S3-compatible bucket shared by every instance (`S3_BUCKET`,
   * `S3_REGION`, `S3_ENDPOINT`, `S3_FORCE_PATH_STYLE`, `S3_ACCESS_KEY_ID`,
   * `S3_SECRET_ACCESS_KEY`, `S3_PREFIX`).
   * @default local, or s3 when any `S3_*` setting is set
   */
  objectStorage: ObjectStorageSettings;
  /** Whether `FILE_URL_SECRET` was set (production requires it: see {@link Config.fileUrlSecret}). */
  fileUrlSecretSet: boolean;
  /**
   * `SINGLE_INSTANCE=1`: this server runs alone, so under `NODE_ENV=production` it may keep
   * files in its local folder, run without Redis and seal with the key generated in its data
   * directory; without it production requires `REDIS_URL`, `SIGNING_KEY` and S3 storage
   * (docs/decisions/0039-limits-metrics-maintenance.md). @default false
   */
  singleInstance: boolean;
  /**
   * `METRICS_PORT`: the port of the Prometheus endpoint (`GET /metrics`, ops/metrics.ts), apart
   * from the public one so that it is not reachable through the public origin; `0` picks a free
   * port; unset or empty, no metrics are served. Bound to {@link Config.metricsHost}.
   * @default none
   */
  metricsPort: number | undefined;
  /** `METRICS_HOST`: the address the metrics endpoint binds. @default '0.0.0.0' */
  metricsHost: string;
  /**
   * `RATE_LIMIT_MAX`: requests one caller (a signed-in user, else an address) may make to the
   * API in {@link Config.rateLimitWindowMs}; `0` turns the limit off. @default 600
   */
  rateLimitMax: number;
  /** `RATE_LIMIT_WINDOW_MS`: the rate limit's window in milliseconds. @default 60000 */
  rateLimitWindowMs: number;
  /**
   * `SHUTDOWN_TIMEOUT_MS`: on SIGTERM or SIGINT, the longest the server drains (requests in
   * flight, jobs in hand, sockets) before it exits anyway, in milliseconds
   * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md). @default 10000
   */
  shutdownTimeoutMs: number;
  /**
   * `SHUTDOWN_DRAIN_MS`: how long, after SIGTERM, readiness answers 503 while the server still
   * serves, so a load balancer stops sending it requests before its listener closes, in
   * milliseconds; set it to the balancer's check interval times its failure threshold.
   * @default 0
   */
  shutdownDrainMs: number;
  /**
   * `REQUEST_TIMEOUT_MS`: the longest one request may take to arrive whole, in milliseconds
   * (Fastify's `requestTimeout`), so a client that stalls its upload cannot hold a connection
   * (or a shutdown) open. @default 120000
   */
  requestTimeoutMs: number;
  /**
   * `POSITION_RETENTION_DAYS`: days the units' GPS fixes are kept before the daily clean-up
   * deletes them (jobs/maintenance/positions.ts). @default 90
   */
  positionRetentionDays: number;
}

/** The tile URL template of OpenStreetMap's standard tiles (the web app's default). */
export const defaultMapTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The CSP source of a tile URL template (see {@link Config.mapTileOrigin}):
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`.
 */
export function mapTileOrigin(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{s\}/g, 'sub'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const origin = url.origin;
    return template.includes('{s}.') ? origin.replace('//sub.', '//*.') : origin;
  } catch {
    return null;
  }
}

/** Reads `TRUST_PROXY` (see {@link Config.trustProxy}). */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A STUN/TURN server as WebRTC takes it. */
export interface IceServerConfig {
  urls: string[];
  username?: string;
  credential?: string;
}

/** Reads `ICE_SERVERS` (see {@link Config.iceServers}); `null` when it is not a valid list. */
export function parseIceServers(text: string): IceServerConfig[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    const servers: IceServerConfig[] = [];
    for (const item of value) {
      if (!item || typeof item !== 'object') return null;
      const { urls, username, credential } = item as Record<string, unknown>;
      const list = typeof urls === 'string' ? [urls] : urls;
      if (
        !Array.isArray(list) ||
        !list.length ||
        !list.every((u) => typeof u === 'string' && /^(stuns?|turns?):/.test(u))
      )
        return null;
      servers.push({
        urls: list as string[],
        ...(typeof username === 'string' ? { username } : {}),
        ...(typeof credential === 'string' ? { credential } : {}),
      });
    }
    return servers;
  } catch {
    return null;
  }
}

/** Values of `MAIL_TRANSPORT`. */
export type MailTransport = 'smtp' | 'mailbox' | 'log';

const mailTransports: readonly string[] = ['smtp', 'mailbox', 'log'];

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Reads {@link Config} from `process.env` (or another environment map). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.join(repoRoot, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 86_400),
    searchKey: env.SEARCH_KEY || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    fileUrlSecret: env.FILE_URL_SECRET || randomBytes(32).toString('base64url'),
    signingKey: env.SIGNING_KEY?.replace(/\\n/g, '\n') || undefined,
    signingKeysPrevious: env.SIGNING_KEYS_PREVIOUS?.replace(/\\n/g, '\n') || undefined,
    mailTransport: (env.MAIL_TRANSPORT || (env.SMTP_URL ? 'smtp' : 'log')) as MailTransport,
    nodeEnv: env.NODE_ENV || 'development',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    demoData: ['1', 'true'].includes(env.DEMO_DATA ?? ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobWorkers: !['0', 'false'].includes(env.JOB_WORKERS ?? ''),
    mapTileOrigin: mapTileOrigin(env.MAP_TILE_URL || env.VITE_MAP_TILE_URL || defaultMapTileUrl),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    paymentsSandbox: ['1', 'true'].includes(env.PAYMENTS_SANDBOX ?? ''),
    voiceApiKey: env.VOICE_API_KEY || undefined,
    voiceApiUrl: (env.VOICE_API_URL || 'https://api.elevenlabs.io').replace(/\/+$/, ''),
    voiceId: env.VOICE_ID || 'EXAVITQu4vr4xnSDxMaL',
    iceServers: env.ICE_SERVERS || undefined,
    turnUrls: (env.TURN_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    turnSecret: env.TURN_SECRET || undefined,
    objectStorage: parseStorageSettings(env, env.DATA_DIR ?? path.join(repoRoot, '.data')),
    fileUrlSecretSet: Boolean(env.FILE_URL_SECRET),
    singleInstance: ['1', 'true'].includes(env.SINGLE_INSTANCE ?? ''),
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    metricsHost: env.METRICS_HOST || '0.0.0.0',
    rateLimitMax: Number(env.RATE_LIMIT_MAX || 600),
    rateLimitWindowMs: Number(env.RATE_LIMIT_WINDOW_MS || 60_000),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS || 10_000),
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS || 0),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS || 120_000),
    positionRetentionDays: Number(env.POSITION_RETENTION_DAYS || 90),
  };
}

/**
 * Every reason the settings cannot start a server, in Spanish, ready to print; empty when they can.
 * Under `NODE_ENV=production` the development conveniences are refused (the mailbox, demo data)
 * and real mail (`SMTP_URL`), `PUBLIC_URL`, `FILE_URL_SECRET` and, unless `SINGLE_INSTANCE=1`,
 * `REDIS_URL`, `SIGNING_KEY` and S3 storage are required.
 */
export function configProblems(config: Config): string[] {
  const problems: string[] = [];
  if (!mailTransports.includes(config.mailTransport))
    problems.push(
      `MAIL_TRANSPORT="${config.mailTransport}" no es válido: usa smtp, mailbox o log.`,
    );
  if (config.mailTransport === 'smtp' && !config.smtpUrl)
    problems.push('MAIL_TRANSPORT=smtp necesita SMTP_URL (smtp://… o smtps://…).');
  if (config.mailTransport === 'mailbox' && config.smtpUrl)
    problems.push('MAIL_TRANSPORT=mailbox y SMTP_URL no pueden usarse juntos: elige uno.');
  if (!/^https?:\/\/[^/]+$/.test(config.publicUrl))
    problems.push(`PUBLIC_URL="${config.publicUrl}" debe ser un origen como https://jornada.mx.`);
  if (Boolean(config.stripeSecretKey) !== Boolean(config.stripeWebhookSecret))
    problems.push(
      'STRIPE_SECRET_KEY y STRIPE_WEBHOOK_SECRET van juntas: sin la segunda no se pueden verificar los pagos que confirma Stripe.',
    );
  if (config.turnUrls.length > 0 && !config.turnSecret)
    problems.push(
      'TURN_URLS necesita TURN_SECRET (el static-auth-secret de coturn) para dar credenciales temporales.',
    );
  if (config.iceServers !== undefined && !parseIceServers(config.iceServers))
    problems.push(
      'ICE_SERVERS no es válido: usa JSON como [{"urls":["stun:stun.example.org:3478"]}].',
    );
  problems.push(...storageSettingsProblems(config.objectStorage));
  for (const [name, value] of [
    ['RATE_LIMIT_MAX', config.rateLimitMax],
    ['RATE_LIMIT_WINDOW_MS', config.rateLimitWindowMs],
    ['POSITION_RETENTION_DAYS', config.positionRetentionDays],
    ['METRICS_PORT', config.metricsPort ?? 0],
  ] as const)
    if (
      !Number.isInteger(value) ||
      value < 0 ||
      (value === 0 && ['RATE_LIMIT_WINDOW_MS', 'POSITION_RETENTION_DAYS'].includes(name))
    )
      problems.push(`${name}=${String(value)} no es válido: usa un número entero positivo.`);
  if (config.nodeEnv !== 'production') return problems;
  if (config.mailTransport === 'mailbox')
    problems.push(
      'MAIL_TRANSPORT=mailbox no se permite con NODE_ENV=production: el buzón de desarrollo dejaría leer los correos de cualquiera.',
    );
  if (!config.smtpUrl)
    problems.push(
      'Falta SMTP_URL: con NODE_ENV=production el correo debe salir por un servidor SMTP (smtp://usuario:clave@servidor:587).',
    );
  if (config.demoData)
    problems.push(
      'DEMO_DATA no se permite con NODE_ENV=production: crearía cuentas de demostración con una contraseña publicada.',
    );
  if (!config.publicUrlSet)
    problems.push(
      'Falta PUBLIC_URL: con NODE_ENV=production los enlaces de los correos se arman con ella (https://jornada.mx).',
    );
  problems.push(...sharedSecretProblems(config));
  return problems;
}

/**
 * What production needs so that several instances behind one origin agree
 * (docs/decisions/0039-limits-metrics-maintenance.md): the same `FILE_URL_SECRET` (always,
 * since a restart must not break the links already sent), and unless `SINGLE_INSTANCE=1`
 * says the server runs alone, Redis, the same `SIGNING_KEY` and S3 storage.
 */
function sharedSecretProblems(config: Config): string[] {
  const problems: string[] = [];
  if (!config.fileUrlSecretSet)
    problems.push(
      'Falta FILE_URL_SECRET: con NODE_ENV=production los enlaces a documentos y los del checador se firman con ella; sin ella dejarían de servir al reiniciar y entre instancias (openssl rand -base64 32).',
    );
  if (config.singleInstance) return problems;
  const alone = 'o, si el servidor corre solo, SINGLE_INSTANCE=1';
  if (!config.redisUrl)
    problems.push(
      `Falta REDIS_URL: con NODE_ENV=production las instancias comparten por Redis los eventos en tiempo real y los límites de solicitudes (${alone}).`,
    );
  if (!config.signingKey)
    problems.push(
      `Falta SIGNING_KEY: con NODE_ENV=production todas las instancias deben sellar los documentos firmados con la misma clave Ed25519 (PKCS#8 PEM; ${alone}).`,
    );
  if (config.objectStorage.driver !== 's3')
    problems.push(
      `Falta el almacenamiento S3 (STORAGE_DRIVER=s3, S3_BUCKET…): con NODE_ENV=production los archivos deben guardarse donde todas las instancias los lean, no en la carpeta de una máquina (${alone}).`,
    );
  return problems;
}

/** Thrown by {@link assertStartable} with every problem in its message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Refuses settings a server must not start with (see {@link configProblems}).
 * @throws {ConfigError} listing every problem, in Spanish.
 */
export function assertStartable(config: Config): void {
  const problems = configProblems(config);
  if (problems.length)
    throw new ConfigError(
      `Jornada no puede arrancar con esta configuración:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}
