/**
 * The server's settings, read once from the environment.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

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
  /** `smtp://…` or `smtps://…`: mail is sent through it; without it mail goes to the log and the dev mailbox. */
  smtpUrl: string | undefined;
  /**
   * Which peers may set `X-Forwarded-For` (and `-Proto`, `-Host`), from `TRUST_PROXY`: unset,
   * empty or `false` trusts none, so `request.ip` is the socket's peer and per-IP limits cannot
   * be dodged with a header; a comma-separated list of addresses, CIDR ranges or the names
   * `loopback`, `linklocal`, `uniquelocal` trusts those proxies (e.g. `127.0.0.1,10.0.0.0/8`);
   * `true` trusts everyone (only behind a proxy that overwrites the header). Passed to
   * Fastify's `trustProxy`. @default false
   */
  trustProxy: boolean | string[];
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
