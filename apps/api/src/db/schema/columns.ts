/**
 * Column helpers shared by the schema files.
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';
import type { components } from '@jornada/api-client/schema';

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

/**
 * The contract's type of one field of a schema, for a column that stores it
 * (`varchar('status').$type<ContractField<'Ticket', 'status'>>()`), so that rows
 * serialise to the contract without assertions. Writes of other values then
 * fail the type check; the contract's validation guards the requests.
 */
export type ContractField<
  S extends keyof components['schemas'],
  K extends keyof components['schemas'][S],
> = NonNullable<components['schemas'][S][K]>;
