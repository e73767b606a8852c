/**
 * Builds the Fastify app: routes and request validation from the contract
 * (fastify-openapi-glue), handlers by operationId, the error contract, CORS,
 * security headers and, when built, the web app on the same origin.
 */
import { startAbandonedSweep } from '../video-room/abandoned.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type RouteHandlerMethod,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { enforceable, enforceAccess } from '../access/enforce.ts';
import { readDeclarations } from '../access/declarations.ts';
import { resolveAccessToken } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createHandlers } from '../handlers/index.ts';
import { createJobQueue } from '../jobs/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { registerOsmAndForm } from '../handlers/positions/osmand.ts';
import { registerStripeRawBody } from '../handlers/payments/index.ts';
import { profilePath, sanitizeProfileBody } from '../handlers/profile-data.ts';
import { registerApiDocs } from './api-docs.ts';
import { buildSharedSerializer, shareCompiledValidators } from './schema-compilers.ts';
import { authenticateFirst } from './authenticate-first.ts';
import { bearerToken } from './bearer.ts';
import { loadContract } from './contract.ts';
import { mailboxEnabled, registerDevMailbox } from './dev-mailbox.ts';
import { registerPublicUrl } from './public-url.ts';
import { registerReports } from './reports.ts';
import { registerUploads } from './uploads.ts';
import { createObjectStorage } from '../uploads/create-storage.ts';
import type { ObjectStorage } from '../uploads/object-storage.ts';
import { withLogSerializers } from './log-serializers.ts';
import { handleError, HttpError, unauthenticated } from './errors.ts';
import { registerInputGuards } from './input-guards.ts';
import { registerJsonDepthLimit } from './json-depth.ts';
import { registerRateLimit } from './rate-limit.ts';
import { registerMetrics } from '../ops/metrics.ts';
import type { OperationId } from './operations.ts';
import { registerRealtime } from './realtime.ts';
import { registerVoiceProxy } from '../voice/proxy.ts';
import { registerWebApp } from './static.ts';
import { vacancyPageRenderer, vacancyPageRoute } from './vacancy-page.ts';
import { registerHealth } from '../ops/health.ts';
import { registerRequestIdHeader, requestId } from '../ops/request-id.ts';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** pino logger options, or `false` to log nothing (tests). @default true */
  logger?: boolean | object;
  /**
   * Where stored files live; closed with the app.
   * @default the driver `config.objectStorage` names (uploads/create-storage.ts)
   */
  storage?: ObjectStorage;
}

export { bearerToken } from './bearer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (pg-boss), started when the app is ready and stopped on close. */
    jobs: JobQueue;
    /** Where stored files live (uploads/object-storage.ts): the app's one instance. */
    storage: ObjectStorage;
  }
}

/** Builds (but does not start) the API app. */
export async function buildApp({
  db,
  config,
  logger = true,
  storage = createObjectStorage(config.objectStorage),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogSerializers(logger),
    bodyLimit: 1024 * 1024,
    // A client that stalls its request cannot hold the connection, or a shutdown, open
    // (docs/decisions/0038-surviving-faults-and-rolling-deploys.md).
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    // Compiled once per process for every app built in it (schema-compilers.ts).
    schemaController: { compilersFactory: { buildSerializer: buildSharedSerializer } },
    ajv: {
      onCreate: shareCompiledValidators,
      customOptions: {
        strict: false,
        allErrors: true,
        coerceTypes: 'array',
        removeAdditional: false,
      },
    },
  });
  app.setErrorHandler(handleError);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  // Deep nesting is refused before parsing (docs/decisions/0039-limits-metrics-maintenance.md).
  registerJsonDepthLimit(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Responses over 1 KB are compressed (brotli at a fast level, else gzip): the web bundle and large lists.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Map tiles (docs/decisions/0017-fleet-map.md).
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.mapTileOrigin ? [config.mapTileOrigin] : []),
        ],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'worker-src': ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
  });

  // Before the routes, which it applies to (docs/decisions/0039-limits-metrics-maintenance.md).
  await registerRateLimit(app, config);
  registerMetrics(app, {
    db,
    config,
    jobs: () => (app.hasDecorator('jobs') ? app.jobs : undefined),
  });
  registerRequestIdHeader(app);
  registerPublicUrl(app, config);
  registerHealth(app, db);
  if (mailboxEnabled(config)) registerDevMailbox(app, { db, config, storage });
  registerReports(app, { db, config, storage });
  await registerApiDocs(app);
  await registerUploads(app, { db, config, storage });
  // After multipart parsing (its fields are the body), before the contract validates.
  const contract = loadContract();
  registerInputGuards(app, contract);
  // A tracker app's form-encoded POST stands for the OsmAnd query string (decision 38).
  registerOsmAndForm(app);
  // Stripe signs the exact bytes of its webhook's body (decision 40).
  registerStripeRawBody(app);
  // The voice helper's proxy adds the provider key only the server holds (decision 0031).
  registerVoiceProxy(app, { db, config, storage });
  if (config.searchKey) {
    app.addHook('onRequest', async (request) => {
      if (
        /^\/[a-z-]+\/v1\/search\//.test(request.url) &&
        request.headers['x-search-key'] !== config.searchKey
      ) {
        throw new HttpError(
          401,
          'Falta la llave de búsqueda o no es válida.',
          'invalid_search_key',
        );
      }
    });
  }

  // The profile body is sanitised before the contract validates it.
  app.addHook('preValidation', async (request) => {
    if ((request.method === 'POST' || request.method === 'PUT') && profilePath.test(request.url)) {
      request.body = sanitizeProfileBody(request.body, request.method === 'PUT');
    }
  });

  // Background jobs: pg-boss starts with the app (and works the queues unless JOB_WORKERS=0)
  // and stops with it; onClose runs before the caller closes the database.
  const jobs = createJobQueue({ db, config, log: app.log, supervise: config.jobWorkers });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    try {
      await jobs.start();
      if (config.jobWorkers) await jobs.startWorkers();
    } catch (error) {
      // The API still serves; imports answer 503 until the queue can start.
      app.log.error({ err: error }, 'No se pudo iniciar la cola de trabajos en segundo plano.');
    }
  });
  // Jobs in hand get half the shutdown's deadline, then are failed and so retried elsewhere.
  app.addHook('onClose', async () => jobs.stop(Math.max(1000, config.shutdownTimeoutMs / 2)));
  // Recordings whose recorder went away are closed within a minute or two (decision 54).
  const stopSweep = startAbandonedSweep({ db, storage }, app.log);
  app.addHook('onClose', async () => stopSweep());

  const handlers = createHandlers({ db, config, jobs, storage });
  /** Resolves the bearer token once per request (the onRequest hook, then the glue's check). */
  const authenticate = async (request: FastifyRequest) => {
    if (request.userId) return;
    const token = bearerToken(request);
    const userId = token ? await resolveAccessToken(db, token) : null;
    if (!userId) throw unauthenticated();
    request.userId = userId;
  };
  authenticateFirst(app, contract, authenticate);
  const declarations = readDeclarations(contract);
  const notImplemented = async () => {
    throw new HttpError(
      501,
      'Esta operación todavía no está disponible en este servidor.',
      'not_implemented',
    );
  };
  /**
   * The handler of an operation behind the one access helper (access/enforce.ts):
   * the contract's declaration is enforced before the handler (or the 501 of an
   * operation not implemented yet) runs. An implemented operation whose record
   * has no owner resolver stops the server from starting.
   */
  const resolveOperation = (operationId: string): RouteHandlerMethod => {
    // The one untyped boundary: the glue routes by operationId, and its validation
    // (from the same contract) is what makes the handler's typed request true.
    const handler = handlers[operationId as OperationId] as RouteHandlerMethod | undefined;
    const declaration = declarations.get(operationId)!;
    if (!enforceable(declaration)) {
      if (handler)
        throw new Error(`${operationId}: falta el resolutor de dueño (access/owners.ts)`);
      return notImplemented;
    }
    const run = handler ?? notImplemented;
    return async function (this: FastifyInstance, request, reply) {
      request.access = await enforceAccess(db, declaration, request);
      return run.call(this, request, reply);
    };
  };
  await app.register(openapiGlue, {
    specification: contract,
    // The one untyped boundary: the glue routes by operationId, and its validation
    // (from the same contract) is what makes the handler's typed request true.
    operationResolver: (operationId: string) => resolveOperation(operationId),
    securityHandlers: {
      bearerAuth: authenticate,
      // Enforced by the onRequest hook below, since the contract also allows anonymous search.
      async searchKey() {},
    },
  });

  await registerRealtime(app, { db, config, storage });

  const webDist =
    config.webDist && existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : null;
  if (webDist)
    await registerWebApp(app, webDist, {
      [vacancyPageRoute]: vacancyPageRenderer(db, webDist, app.log),
    });
  app.setNotFoundHandler(() => {
    throw new HttpError(404, 'Ruta no encontrada.', 'not_found');
  });
  return app;
}
