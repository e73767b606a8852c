/**
 * Benchmark fixtures: signed-in job seekers with profiles, and the published
 * vacancies they may apply to, so that every application request of a run is
 * a distinct (user, vacancy) pair.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { issueAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { companyMembers, profiles, userRoles, users, vacancies } from '../db/schema.ts';
import { webClientId } from '../seed/seed.ts';

/** A job seeker's bearer header. */
export type BenchUser = { authorization: string };

/**
 * Creates `count` job seekers with a profile and issues each an access token,
 * as the password grant would.
 */
export async function createBenchUsers(db: Database, count: number): Promise<BenchUser[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: 'Prueba',
        surname: 'Carga',
        email: `carga${i}@bench.jornada.test`,
        passwordHash: 'bench-sin-contraseña',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  await db.insert(userRoles).values(rows.map((row) => ({ userId: row.id, role: 'job_seeker' })));
  await db.insert(profiles).values(
    rows.map((row) => ({
      userId: row.id,
      desiredPosition: 'Ayudante general',
      description: 'Busco empleo. Soy responsable y puntual.',
      jobTitle: 'Ayudante general',
    })),
  );
  const users_: BenchUser[] = [];
  for (const row of rows) {
    const { accessToken } = await issueAccessToken(db, row.id, webClientId, 3600);
    users_.push({ authorization: `Bearer ${accessToken}` });
  }
  return users_;
}

/** Ids of up to `limit` published vacancies. */
export async function publishedVacancyIds(db: Database, limit: number): Promise<number[]> {
  const staffCompanies = db.select({ id: companyMembers.companyId }).from(companyMembers);
  const rows = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.status, 'publicada'), notInArray(vacancies.companyId, staffCompanies)))
    .orderBy(asc(vacancies.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The `n`-th distinct (user, vacancy) pair: users vary fastest, so
 * `users.length × vacancyIds.length` requests never repeat a pair.
 */
export function pairAt(n: number, userCount: number, vacancyIds: number[]) {
  return {
    user: n % userCount,
    vacancyId: vacancyIds[Math.floor(n / userCount) % vacancyIds.length]!,
  };
}
