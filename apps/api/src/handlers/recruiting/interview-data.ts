/**
 * Interviews: the contract shape and who may do what.
 */
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, interviews, users, vacancies } from '../../db/schema.ts';
import type { Schema } from '../../http/operations.ts';

/** Statuses in which an interview is still ahead. */
export const activeInterviewStatuses = ['propuesta', 'confirmada', 'reprogramada'];

/** Spanish labels of the reject reasons (contract `InterviewRejectInput`). */
export const rejectReasonLabels: Record<string, string> = {
  horario: 'El horario no me acomoda',
  ya_no_interesa: 'Ya no me interesa',
  otro_empleo: 'Encontré otro empleo',
  otro: 'Otro',
};

/** Interviews matching a filter as contract `Interview` objects, soonest first. */
export async function loadInterviews(db: Database, where: SQL | undefined, limit = 1, offset = 0) {
  const rows = await db
    .select({
      interview: interviews,
      vacancy: { id: vacancies.id, title: vacancies.title, companyId: vacancies.companyId },
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        verified: companies.verified,
        logo_url: companies.logoUrl,
      },
      candidate: { id: users.id, name: users.name, surname: users.surname },
    })
    .from(interviews)
    .innerJoin(vacancies, eq(vacancies.id, interviews.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .innerJoin(users, eq(users.id, interviews.candidateUserId))
    .where(where)
    .orderBy(desc(interviews.scheduledAt), desc(interviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ interview: i, vacancy, company, candidate }) => ({
    id: i.id,
    vacancy: { id: vacancy.id, title: vacancy.title, company },
    candidate: {
      id: candidate.id,
      name: [candidate.name, candidate.surname].filter(Boolean).join(' '),
    },
    job_application_id: i.jobApplicationId,
    status: i.status as Schema<'Interview'>['status'],
    mode: i.mode as Schema<'Interview'>['mode'],
    scheduled_at: i.scheduledAt.toISOString(),
    duration_minutes: i.durationMinutes,
    location: i.location,
    room_name: i.roomName,
    notes: i.notes,
    rejection_reason: i.rejectionReason,
    proposed_slots: i.proposedSlots.map((at) => at.toISOString()),
    confirmed_at: i.confirmedAt?.toISOString() ?? null,
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
  }));
}

/** A video room name for an interview. */
export const roomNameFor = (id: number) =>
  `entrevista-${id}-${Math.random().toString(36).slice(2, 8)}`;
