/**
 * Loads the demo data on first start (and with `pnpm db:seed`): reference
 * catalogues, companies, vacancies, the web app's OAuth client, the demo
 * accounts and their labour letters. Does nothing when the states table already has rows.
 */
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import {
  businessSectors,
  companies,
  generateVacancies,
  jobCategories,
  municipalities,
  softSkills,
  states,
} from './data/index.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import { seedJobLetters } from './job-letters.ts';
import { seedJobSeekers } from './job-seekers.ts';

/** The web app's OAuth client: public (no secret), documented in openapi/README.md. */
export const webClientId = 'jornada-web';

const batchSize = 500;

async function insertInBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += batchSize) await insert(items.slice(i, i + batchSize));
}

/** Whether the database already holds the seed. */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.states);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds an empty database in one transaction.
 * @param options.vacancyCount - vacancies to generate. @default 300
 * @returns whether anything was written.
 */
export async function seedDatabase(
  db: Database,
  options: { vacancyCount?: number } = {},
): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const stateRows = await tx.insert(t.states).values(states).returning();
    const stateId = new Map(stateRows.map((s) => [s.inegiCode, s.id]));
    const muniRows = await tx
      .insert(t.municipalities)
      .values(
        municipalities.map((m) => ({
          stateId: stateId.get(m.stateInegiCode)!,
          inegiCode: m.inegiCode,
          name: m.name,
          isCapital: m.isCapital,
        })),
      )
      .returning();
    const muniId = new Map(muniRows.map((m) => [`${m.stateId}-${m.inegiCode}`, m.id]));
    const categoryRows = await tx.insert(t.jobCategories).values(jobCategories).returning();
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
    await tx.insert(t.softSkills).values(softSkills);
    const sectorRows = await tx.insert(t.businessSectors).values(businessSectors).returning();
    const sectorId = new Map(sectorRows.map((s) => [s.slug, s.id]));

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

    const now = Date.now();
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

    await tx
      .insert(t.oauthClients)
      .values({ id: webClientId, name: 'Jornada web', isPublic: true });

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
    await seedJobLetters(tx, {
      userIds,
      companyId: companyId.get('transportes-del-bajio')!,
      now,
    });
  });
  await db.execute(sql`ANALYZE`);
  return true;
}
