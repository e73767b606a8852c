/**
 * Reference data every server needs, production included: states,
 * municipalities, job categories, soft skills, business sectors and the web
 * app's OAuth client. No accounts and no companies.
 */
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import {
  businessSectors,
  jobCategories,
  municipalities,
  softSkills,
  states,
} from './data/index.ts';

/** The web app's OAuth client: public (no secret), documented in openapi/README.md. */
export const webClientId = 'jornada-web';

/** Whether the database already holds the reference data (the states table has rows). */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.states);
  return (row?.n ?? 0) > 0;
}

/**
 * Loads the reference data into an empty database, in one transaction.
 * @returns whether anything was written (false when it was already there).
 */
export async function seedReferenceData(db: Database): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    const stateRows = await tx.insert(t.states).values(states).returning();
    const stateId = new Map(stateRows.map((s) => [s.inegiCode, s.id]));
    await tx.insert(t.municipalities).values(
      municipalities.map((m) => ({
        stateId: stateId.get(m.stateInegiCode)!,
        inegiCode: m.inegiCode,
        name: m.name,
        isCapital: m.isCapital,
      })),
    );
    await tx.insert(t.jobCategories).values(jobCategories);
    await tx.insert(t.softSkills).values(softSkills);
    await tx.insert(t.businessSectors).values(businessSectors);
    await tx
      .insert(t.oauthClients)
      .values({ id: webClientId, name: 'Jornada web', isPublic: true });
  });
  return true;
}
