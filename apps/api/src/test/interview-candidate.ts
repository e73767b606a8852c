/**
 * Test fixture for interviews: `candidato@jornada.test` applied to published vacancies of
 * Transportes del Bajío (`empresa@jornada.test`) that they have no interview for yet, so a test
 * can propose one without meeting the seed's.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies, interviews, jobApplications, users, vacancies } from '../db/schema.ts';

/** What an interview test needs. */
export interface InterviewCandidate {
  seekerId: number;
  companyId: number;
  /** The vacancies applied to, `count` of them. */
  vacancies: { id: number; title: string }[];
}

/**
 * Applies the seed's seeker to `count` free published vacancies of Transportes del Bajío (an
 * existing application is kept).
 * @throws when the seed has fewer such vacancies than `count`.
 */
export async function applyToFreeVacancies(db: Database, count = 1): Promise<InterviewCandidate> {
  const [seeker] = await db.select().from(users).where(eq(users.email, 'candidato@jornada.test'));
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const taken = (
    await db.select().from(interviews).where(eq(interviews.candidateUserId, seeker!.id))
  ).map((i) => i.vacancyId);
  const free = await db
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(
      and(
        eq(vacancies.companyId, company!.id),
        eq(vacancies.status, 'publicada'),
        notInArray(vacancies.id, taken.length ? taken : [0]),
      ),
    )
    .limit(count);
  if (free.length < count)
    throw new Error(`the seed has ${free.length} free vacancies, not ${count}`);
  for (const vacancy of free)
    await db
      .insert(jobApplications)
      .values({ vacancyId: vacancy.id, userId: seeker!.id })
      .onConflictDoNothing();
  return { seekerId: seeker!.id, companyId: company!.id, vacancies: free };
}
