/**
 * Test fixture for the video room: a `videollamada` interview of
 * `candidato@jornada.test` with Transportes del Bajío (`empresa@jornada.test`).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  companies,
  companyMembers,
  interviews,
  userRoles,
  users,
  vacancies,
} from '../db/schema.ts';

/** The ids a video room test needs. */
export interface VideoInterview {
  interviewId: number;
  roomName: string;
  candidateId: number;
  vacancyId: number;
}

/** Inserts a confirmed video interview on a published vacancy of Transportes del Bajío the candidate has none for. */
export async function createVideoInterview(
  db: Database,
  values: Partial<typeof interviews.$inferInsert> = {},
  candidateEmail = 'candidato@jornada.test',
): Promise<VideoInterview> {
  const [candidate] = await db.select().from(users).where(eq(users.email, candidateEmail));
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const taken = new Set(
    (await db.select().from(interviews).where(eq(interviews.candidateUserId, candidate!.id))).map(
      (i) => i.vacancyId,
    ),
  );
  const open = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.companyId, company!.id), eq(vacancies.status, 'publicada')));
  const vacancy = open.find((v) => !taken.has(v.id))!;
  const roomName = `sala-prueba-${vacancy.id}`;
  const [row] = await db
    .insert(interviews)
    .values({
      vacancyId: vacancy.id,
      candidateUserId: candidate!.id,
      status: 'confirmada',
      mode: 'videollamada',
      scheduledAt: new Date(Date.now() + 3_600_000),
      roomName,
      ...values,
    })
    .returning();
  return {
    interviewId: row!.id,
    roomName: row!.roomName!,
    candidateId: candidate!.id,
    vacancyId: vacancy.id,
  };
}

/**
 * Adds a staff member of Transportes del Bajío (the demo staff's password), for the interviewer
 * panel's tests (decision 54). @returns the new user's id.
 */
export async function createBajioStaff(db: Database, email: string, name: string): Promise<number> {
  const [demo] = await db.select().from(users).where(eq(users.email, 'empresa@jornada.test'));
  const [member] = await db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.userId, demo!.id));
  const [user] = await db
    .insert(users)
    .values({
      name,
      surname: 'Prueba',
      email,
      passwordHash: demo!.passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await db.insert(userRoles).values({ userId: user!.id, role: 'company_staff' });
  await db.insert(companyMembers).values({ companyId: member!.companyId, userId: user!.id });
  return user!.id;
}
