/**
 * More reference catalogues: soft skills and
 * business sectors (administrators add sectors).
 */
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors.ts';
import { businessSectors, softSkills } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { slugify } from './company-data.ts';

const byName = new Intl.Collator('es-MX', { sensitivity: 'base' });

/** A business sector as the contract's `BusinessSector`. */
export const toSector = (s: typeof businessSectors.$inferSelect) => ({
  id: s.id,
  name: s.name,
  slug: s.slug,
  scian_code: s.scianCode,
});

/** Handlers keyed by operationId. */
export function catalogueHandlers({ db }: AppContext): Handlers {
  return {
    async listSoftSkills() {
      const rows = await db.select().from(softSkills);
      return {
        data: rows
          .sort((a, b) => byName.compare(a.name, b.name))
          .map((s) => ({ id: s.id, name: s.name })),
      };
    },

    async listBusinessSectors() {
      const rows = await db.select().from(businessSectors);
      return { data: rows.sort((a, b) => byName.compare(a.name, b.name)).map(toSector) };
    },

    async getBusinessSector(request) {
      const { businessSectorId } = request.params;
      const [row] = await db
        .select()
        .from(businessSectors)
        .where(eq(businessSectors.id, businessSectorId));
      if (!row) throw notFound('Este sector no existe.');
      return { data: toSector(row) };
    },

    async createBusinessSector(request, reply) {
      const { name, scian_code: scianCode } = request.body;
      try {
        const [row] = await db
          .insert(businessSectors)
          .values({ name: name.trim(), slug: slugify(name), scianCode: scianCode ?? null })
          .returning();
        return reply.status(201).send({ data: toSector(row!) });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'Ya existe un sector con ese nombre.', 'name_taken');
        throw error;
      }
    },
  };
}
