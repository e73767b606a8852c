/**
 * Column helpers shared by the schema files.
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector`, read only through SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A stored, generated text vector over the given SQL expressions (weights A, B,
 * C, D in order), in the `jornada_es` configuration (migration 0001): company
 * records' full-text search.
 */
export function searchVector(...columns: string[]) {
  const weights = ['A', 'B', 'C', 'D'];
  const parts = columns.map(
    (column, i) =>
      `setweight(to_tsvector('jornada_es'::regconfig, coalesce(${column}, '')), '${weights[Math.min(i, 3)]}')`,
  );
  return tsvector('search_vector').generatedAlwaysAs((): SQL => sql.raw(parts.join(' || ')));
}

/** `created_at` and `updated_at`, both `timestamptz` set by the database on insert. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
