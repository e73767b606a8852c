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
