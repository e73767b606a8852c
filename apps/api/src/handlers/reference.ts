/**
 * Reference catalogues, ordered by name the
 * way a Spanish reader expects (accents ignored), whatever the database collation.
 */
import { jobCategories, states } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';

const byName = new Intl.Collator('es-MX', { sensitivity: 'base' });
const sortByName = <T extends { name: string }>(rows: T[]) =>
  rows.sort((a, b) => byName.compare(a.name, b.name));

/** Handlers keyed by operationId. */
export function referenceHandlers({ db }: AppContext): Handlers {
  return {
    async listStates() {
      const rows = sortByName(await db.select().from(states));
      return {
        data: rows.map((s) => ({
          id: s.id,
          name: s.name,
          inegi_code: s.inegiCode,
          abbreviation: s.abbreviation,
        })),
      };
    },
    async listJobCategories() {
      const rows = sortByName(await db.select().from(jobCategories));
      return { data: rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug })) };
    },
  };
}
