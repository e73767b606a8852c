/**
 * The company's side of interviews: propose one to
 * an applicant, list a vacancy's interviews, reschedule, cancel or record the outcome.
 */
import { eq } from 'drizzle-orm';
import { interviews, jobApplications, vacancies } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { canTransition } from './application-data.ts';
import { activeInterviewStatuses, roomNameFor } from './interview-data.ts';
import { notifyInterview } from './interview-notices.ts';
import { accessible } from './interviews-access.ts';
import { conflict, future, proposalSlots, unprocessable } from './interviews-rules.ts';
import { applicationOf, insertInterview, list, reload } from './interviews-store.ts';

/** Company-side handlers keyed by operationId. */
export function companyInterviewHandlers({ db }: AppContext): Handlers {
  return {
    async createInterview(request, reply) {
      const { vacancyId } = request.params;
      const [vacancy] = await db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      const body = request.body;
      const slots = proposalSlots(body);
      const application = await applicationOf(db, vacancyId, body.candidate_user_id);
      if (!application)
        throw unprocessable('candidate_user_id', 'La persona no se postuló a esta vacante.');
      const data = await insertInterview(db, {
        vacancyId,
        candidateUserId: body.candidate_user_id,
        jobApplicationId: application.id,
        mode: body.mode,
        scheduledAt: slots[0]!,
        proposedSlots: slots.length > 1 ? slots : [],
        durationMinutes: body.duration_minutes ?? 30,
        location: body.location ?? null,
        notes: body.notes ?? null,
      });
      if (canTransition('company', application.status, 'entrevista')) {
        await db
          .update(jobApplications)
          .set({ status: 'entrevista', statusChangedAt: new Date(), updatedAt: new Date() })
          .where(eq(jobApplications.id, application.id));
      }
      await notifyInterview(db, data!.id, { kind: 'proposed' }, request.userId);
      return reply.status(201).send({ data: data! });
    },

    async listVacancyInterviews(request) {
      const { vacancyId } = request.params;
      const [vacancy] = await db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      return list(db, request, eq(interviews.vacancyId, vacancyId));
    },

    async updateInterview(request) {
      const { interview, side } = await accessible(db, request);
      if (side !== 'company')
        throw new HttpError(403, 'Solo la empresa edita la entrevista.', 'forbidden');
      if (!activeInterviewStatuses.includes(interview.status))
        throw conflict('Esta entrevista ya terminó o fue cancelada.');
      const body = request.body;
      const scheduledAt = body.scheduled_at ? future(body.scheduled_at) : undefined;
      if (
        body.status &&
        body.status !== 'cancelada' &&
        interview.scheduledAt.getTime() > Date.now()
      ) {
        throw unprocessable(
          'status',
          'El resultado se registra después de la fecha de la entrevista.',
        );
      }
      const rescheduled = scheduledAt && scheduledAt.getTime() !== interview.scheduledAt.getTime();
      await db
        .update(interviews)
        .set({
          ...(body.mode ? { mode: body.mode } : {}),
          ...(body.mode === 'videollamada' && !interview.roomName
            ? { roomName: roomNameFor(interview.id) }
            : {}),
          ...(scheduledAt ? { scheduledAt, proposedSlots: [] } : {}),
          ...(body.duration_minutes ? { durationMinutes: body.duration_minutes } : {}),
          ...(body.location !== undefined ? { location: body.location } : {}),
          ...(body.notes !== undefined ? { notes: body.notes } : {}),
          status: body.status ?? (rescheduled ? 'reprogramada' : interview.status),
          updatedAt: new Date(),
        })
        .where(eq(interviews.id, interview.id));
      if (body.status === 'cancelada')
        await notifyInterview(db, interview.id, { kind: 'cancelled_by_company' }, request.userId);
      else if (rescheduled)
        await notifyInterview(db, interview.id, { kind: 'rescheduled_by_company' }, request.userId);
      return reload(db, interview.id);
    },
  };
}
