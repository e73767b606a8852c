/**
 * The API's error contract (openapi/README.md): every failure answers
 * `{ message, code?, errors? }` in Spanish, 4xx for the caller's mistakes and
 * never a 500 for bad input.
 */
import { createRequire } from 'node:module';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionError } from '../db/errors.ts';

/** ajv-i18n's Spanish localiser (CommonJS; rewrites `message` in place). */
const localizeEs = createRequire(import.meta.url)('ajv-i18n/localize/es') as (
  errors: unknown[],
) => void;

/** Field name → Spanish messages. */
export type FieldErrors = Record<string, string[]>;

/** An error a handler throws to answer with a given status and body. */
export class HttpError extends Error {
  constructor(
    /** HTTP status, 400–599. */
    readonly statusCode: number,
    message: string,
    /** Machine-readable code, e.g. `not_found`. */
    readonly code?: string,
    /** Field errors for 400/422. */
    readonly errors?: FieldErrors,
    /** Extra response headers, e.g. `Retry-After`. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 with the standard body. */
export const notFound = (message = 'No encontramos lo que buscas.') =>
  new HttpError(404, message, 'not_found');

/** 401 with the standard body. */
export const unauthenticated = () =>
  new HttpError(401, 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.', 'unauthenticated');

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldOf(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = error.params.missingProperty;
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  const additional = error.params.additionalProperty;
  if (typeof additional === 'string') return path ? `${path}.${additional}` : additional;
  return path || '_';
}

/** The contract's pattern of a URL a user sets (openapi/README.md "Bounds"). */
const webUrlPattern = '^https?://';
/** Its Spanish field error, in place of Ajv's "debe coincidir con el patrón". */
export const webUrlMessage = 'debe ser un enlace que empiece con http:// o https://';

/**
 * Seconds a client is told to wait (`Retry-After`) while a dependency is unreachable: about
 * what PostgreSQL takes to restart or fail over (docs/decisions/0038-surviving-faults-and-rolling-deploys.md).
 */
export const unavailableRetryAfterSeconds = 5;

/** Message of a 503 answered while the database (or another dependency) cannot be reached. */
export const unavailableMessage =
  'El servicio no está disponible por un momento. Intenta de nuevo en unos segundos.';

/**
 * 503 `service_unavailable` with `Retry-After` ({@link unavailableRetryAfterSeconds}): what every
 * route answers while PostgreSQL cannot be reached.
 */
export const serviceUnavailable = () =>
  new HttpError(503, unavailableMessage, 'service_unavailable', undefined, {
    'retry-after': String(unavailableRetryAfterSeconds),
  });

/** Turns Ajv errors into Spanish field errors. */
export function toFieldErrors(validation: AjvError[]): FieldErrors {
  const errors = validation.map((e) => ({ ...e }));
  localizeEs(errors);
  const fields: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error);
    const message =
      error.keyword === 'pattern' && error.params.pattern === webUrlPattern
        ? webUrlMessage
        : error.message;
    (fields[field] ??= []).push(message ?? 'valor no válido');
  }
  return fields;
}

const statusMessages: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
  403: 'No tienes permiso para hacer esto.',
  404: 'No encontramos lo que buscas.',
  405: 'Método no permitido.',
  413: 'El contenido enviado es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
  429: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
};

const hashPattern = /scrypt\$[^\s,;)"']+/g;
const keptFields = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

/**
 * What of an unexpected error may be logged: its type, message, stack frames, PostgreSQL's code,
 * table and constraint, and the same of its causes; never a failed query's parameters (drizzle
 * repeats them in its message, and they hold password hashes and personal data) nor the
 * server's `detail` (which may repeat the failing row). Any password hash left is masked.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).replace(hashPattern, '[oculto]') };
  const query = (error as { query?: unknown }).query;
  const message = (
    typeof query === 'string' ? `Failed query: ${query}` : error.message.split('\nparams:')[0]!
  ).replace(hashPattern, '[oculto]');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: Record<string, unknown> = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of keptFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 4) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/**
 * PostgreSQL errors that input can still cause past the contract (SQLSTATE
 * class 22 "data exception": 22003 numeric out of range, 22P02 invalid text
 * representation, 22021/22P05 bad bytes, 22001 string too long, 22007/22008
 * bad dates; 54000 program limit, e.g. a key too long for an index), each a
 * contract gap answered 400 rather than 500. drizzle wraps the driver's error
 * in `cause`.
 */
export function dataErrorState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Fastify error handler that applies the error contract. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    return reply.status(error.statusCode).send({
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  if (error.validation) {
    return reply.status(400).send({
      message: 'Los datos enviados no son válidos.',
      code: 'validation_failed',
      errors: toFieldErrors(error.validation as AjvError[]),
    });
  }
  const state = dataErrorState(error);
  if (state) {
    request.log.warn({ err: error, sqlState: state }, 'input refused by the database');
    return reply.status(400).send({
      message: 'Un valor enviado no es válido o está fuera del rango permitido.',
      code: 'invalid_value',
    });
  }
  // A database that went away is the server's passing trouble, not a bug: 503, and the client
  // may try again (docs/decisions/0038-surviving-faults-and-rolling-deploys.md).
  if (isConnectionError(error)) {
    request.log.warn({ err: loggableError(error) }, 'database unreachable');
    return handleError(serviceUnavailable() as unknown as FastifyError, request, reply);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({
      message: statusMessages[status] ?? statusMessages[400],
      code: status === 401 ? 'unauthenticated' : (error.code?.toLowerCase() ?? 'bad_request'),
    });
  }
  request.log.error({ err: loggableError(error) }, 'unhandled error');
  return reply
    .status(500)
    .send({ message: 'Ocurrió un error en el servidor. Intenta de nuevo.', code: 'internal' });
}
