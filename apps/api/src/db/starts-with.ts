/**
 * A name search as people type it: the text matches when one of the
 * columns starts with it, ignoring case and accents (`unaccent`, on PostgreSQL and PGlite).
 * LIKE's wildcards in the text are taken literally.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition «one of `columns` starts with `text`», or `undefined` for an empty text (no
 * filter).
 * @param text - what the user typed (trimmed here).
 * @param columns - the text columns to match, e.g. a person's name and surnames.
 */
export function startsWithAny(text: string | undefined, columns: PgColumn[]): SQL | undefined {
  const typed = text?.trim();
  if (!typed) return undefined;
  const prefix = `${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`unaccent(${column}) ilike unaccent(${prefix})`));
}
