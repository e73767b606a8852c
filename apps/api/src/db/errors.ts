/**
 * Recognises PostgreSQL errors (PGlite and node-postgres, possibly wrapped by drizzle).
 */

function pgCode(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Whether the error is a unique-constraint violation (23505). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/**
 * Whether the error is a foreign-key violation: 23503, or 23001 (restrict_violation), which
 * PostgreSQL raises for a reference declared `ON DELETE RESTRICT` (a terminal a container call
 * names, for one).
 */
export const isForeignKeyViolation = (error: unknown) => {
  const code = pgCode(error);
  return code === '23503' || code === '23001';
};

/** The constraint (or index) a violation names, if the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  for (
    let e = error as { constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.constraint === 'string') return e.constraint;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Node's socket error codes that mean the database server cannot be reached right now. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not accepting sessions: 57P01 admin shutdown
 * (`pg_ctl stop -m fast`, `pg_terminate_backend`), 57P02 crash shutdown, 57P03 cannot connect
 * now (starting up or shutting down); class 08 is every connection exception.
 */
const unavailableStates = /^(57P0[123]|08[0-9A-Z]{3})$/;

/** node-postgres's and pg-pool's messages for a connection lost or never made. */
const connectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether the error says the database server is unreachable (down, restarting, refusing
 * sessions, or a connection lost mid-query) rather than that the statement was wrong: a
 * network error code (ECONNREFUSED, ECONNRESET, ETIMEDOUT…), SQLSTATE 57P01–57P03 or class 08,
 * node-postgres's "Connection terminated…", or pg-pool's connect timeout. Looks through
 * drizzle's and pg-boss's `cause` chain and inside an `AggregateError` (Node's
 * connect-to-every-address failure).
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== 'object' || depth > 5 || seen.has(e)) return false;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code)))
      return true;
    if (typeof message === 'string' && connectionMessages.test(message)) return true;
    if (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(cause, depth + 1);
  };
  return visit(error, 0);
}
