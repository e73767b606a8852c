/**
 * Demo data on top of the reference data: companies, vacancies, the demo
 * accounts (one of them an administrator, all with a published password) and
 * the demo job seekers and their labour letters. Loaded only when asked for (`DEMO_DATA=1`, `pnpm start`,
 * the tests); config.ts refuses it under `NODE_ENV=production`.
 */
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { companies, generateVacancies } from './data/index.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import { seedClockAttendance } from './clock-attendance.ts';
import { seedClockPlan } from './clock-plan.ts';
import { seedComplaints } from './complaints.ts';
import { seedContainers } from './containers.ts';
import { seedFleet } from './fleet.ts';
import { seedJobLetters } from './job-letters.ts';
import { seedWorkInterviews } from './work-interviews.ts';
import { seedJobSeekers } from './job-seekers.ts';
import { seedPayments } from './payments.ts';
import { seedRecruiting } from './recruiting.ts';
import { seedPipeline } from './pipeline.ts';
import { seedReferenceData } from './reference-data.ts';
import { seedWorkforce } from './workforce.ts';

export { isSeeded, seedReferenceData, webClientId } from './reference-data.ts';

const batchSize = 500;

async function insertInBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += batchSize) await insert(items.slice(i, i + batchSize));
}

/**
 * What a server loads when it starts: the reference data when missing and, with `demo`, the
 * demo data, under the database's start-up lock (`DatabaseHandle.exclusive`), so instances
 * starting at once on a new database load them once.
 * @returns what was written.
 */
export function seedOnStart(
  database: Pick<DatabaseHandle, 'db' | 'exclusive'>,
  options: { demo: boolean },
): Promise<{ reference: boolean; demo: boolean }> {
  return database.exclusive(async () => ({
    reference: await seedReferenceData(database.db),
    demo: options.demo ? await seedDemoData(database.db) : false,
  }));
}

/** Whether the demo data is already there (the first demo account exists). */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(t.users)
    .where(eq(t.users.email, demoAccounts[0]!.email));
  return (row?.n ?? 0) > 0;
}

/** What a seed may be told: how many vacancies, and the clock its "today" is built around. */
export interface SeedOptions {
  /** Vacancies to generate. @default 300 */
  vacancyCount?: number;
  /** The instant the demo's today, recent past and near future are laid around, epoch ms. @default Date.now() */
  now?: number;
}

/**
 * Loads the demo data in one transaction, after the reference data (loaded first if missing).
 * @param options - see {@link SeedOptions}.
 * @returns whether anything was written (false when the demo data was already there).
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<boolean> {
  await seedReferenceData(db);
  if (await hasDemoData(db)) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const stateId = new Map(
      (await tx.select().from(t.states)).map((s) => [s.inegiCode, s.id] as const),
    );
    const muniId = new Map(
      (await tx.select().from(t.municipalities)).map(
        (m) => [`${m.stateId}-${m.inegiCode}`, m.id] as const,
      ),
    );
    const categoryId = new Map(
      (await tx.select().from(t.jobCategories)).map((c) => [c.slug, c.id] as const),
    );
    const sectorId = new Map(
      (await tx.select().from(t.businessSectors)).map((s) => [s.slug, s.id] as const),
    );

    const companyRows = await tx
      .insert(t.companies)
      .values(
        companies.map((c) => {
          const sid = stateId.get(c.stateInegiCode)!;
          return {
            slug: c.slug,
            name: c.name,
            legalName: c.legalName,
            rfc: c.rfc,
            businessSectorId: sectorId.get(c.businessSectorSlug) ?? null,
            stateId: sid,
            municipalityId: muniId.get(`${sid}-${c.municipalityInegiCode}`) ?? null,
            description: c.description,
            website: c.website,
            email: c.email,
            phone: c.phone,
            size: c.size,
            verified: c.verified,
            authorized: c.verified,
          };
        }),
      )
      .returning();
    const companyId = new Map(companyRows.map((c) => [c.slug, c.id]));

    const now = options.now ?? Date.now();
    await insertInBatches(generateVacancies(options.vacancyCount ?? 300), (batch) =>
      tx.insert(t.vacancies).values(
        batch.map((v) => {
          const sid = stateId.get(v.stateInegiCode)!;
          const publishedAt = new Date(now - v.publishedDaysAgo * 86_400_000);
          return {
            companyId: companyId.get(v.companySlug)!,
            title: v.title,
            description: v.description,
            requirements: v.requirements,
            benefits: v.benefits,
            jobCategoryId: categoryId.get(v.jobCategorySlug)!,
            stateId: sid,
            municipalityId: muniId.get(`${sid}-${v.municipalityInegiCode}`) ?? null,
            salaryMin: v.salaryMinCents,
            salaryMax: v.salaryMaxCents,
            modality: v.modality,
            employmentType: v.employmentType,
            status: 'publicada',
            positions: v.positions,
            publishedAt,
            createdAt: publishedAt,
            updatedAt: publishedAt,
          };
        }),
      ),
    );

    const departmentIds = new Map<string, number>();
    let candidateId = 0;
    const userIds = new Map<string, number>();
    for (const account of demoAccounts) {
      const [user] = await tx
        .insert(t.users)
        .values({
          name: account.name,
          surname: account.surname,
          lastname: account.lastname,
          email: account.email,
          passwordHash,
          emailVerifiedAt: new Date(now),
          verifiedProfile: account.roles.includes('job_seeker'),
        })
        .returning();
      await tx
        .insert(t.userRoles)
        .values(account.roles.map((role) => ({ userId: user!.id, role })));
      if (account.email === 'candidato@jornada.test') candidateId = user!.id;
      userIds.set(account.email, user!.id);
      if (account.staffOf) {
        await tx
          .insert(t.companyMembers)
          .values({ companyId: companyId.get(account.staffOf)!, userId: user!.id });
      }
      if (account.department) {
        const key = `${account.department.company}/${account.department.name}`;
        let departmentId = departmentIds.get(key);
        if (!departmentId) {
          const [department] = await tx
            .insert(t.departments)
            .values({
              companyId: companyId.get(account.department.company)!,
              name: account.department.name,
            })
            .returning();
          departmentId = department!.id;
          departmentIds.set(key, departmentId);
        }
        await tx.insert(t.departmentMembers).values({ departmentId, userId: user!.id });
      }
    }
    await seedJobSeekers(tx, { candidateId, passwordHash, now });
    await seedWorkforce(tx, { companyIds: companyId, departmentIds, userIds, now });
    await seedFleet(tx, { companyIds: companyId, userIds, now });
    const bajioId = companyId.get('transportes-del-bajio')!;
    await seedClockPlan(tx, { companyId: bajioId, userIds, now });
    await seedClockAttendance(tx, { companyId: bajioId, now });
    await seedComplaints(tx, { companyId: bajioId, userIds, now });
    await seedContainers(tx, { companyId: bajioId, userIds, now });
    await seedJobLetters(tx, {
      userIds,
      companyId: companyId.get('transportes-del-bajio')!,
      now,
    });
    await seedWorkInterviews(tx, { companyId: bajioId, now });
    await seedPayments(tx, { companyIds: companyId, userIds, now });
    await seedRecruiting(tx, { companyIds: companyId, now });
    await seedPipeline(tx, { companyId: bajioId, now });
  });
  await db.execute(sql`ANALYZE`);
  return true;
}

/**
 * Reference data plus demo data: what the tests, the benchmarks and `pnpm start` run on.
 * @param options - see {@link SeedOptions}.
 * @returns whether anything was written.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const reference = await seedReferenceData(db);
  const demo = await seedDemoData(db, options);
  return reference || demo;
}
