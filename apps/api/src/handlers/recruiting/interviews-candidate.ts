/**
 * The candidate's side of interviews: list one's
 * interviews, confirm or reject a proposal with a reason, request, reschedule
 * or cancel one's own.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { interviews, vacancies } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { activeInterviewStatuses, rejectReasonLabels } from './interview-data.ts';
import { notifyInterview } from './interview-notices.ts';
import { accessible } from './interviews-access.ts';
import { conflict, future, unprocessable } from './interviews-rules.ts';
import { applicationOf, insertInterview, list, reload } from './interviews-store.ts';

/**
 * The time a candidate picks from several proposed ones (contract decision 51): required and one
 * of them; `undefined` when the proposal had a single time.
 */
function chosenSlot(slots: Date[], slot: string | undefined): Date | undefined {
  if (slots.length === 0) return undefined;
  if (slot === undefined) throw unprocessable('slot', 'Elige uno de los horarios propuestos.');
  const at = new Date(slot).getTime();
  const chosen = slots.find((candidate) => candidate.getTime() === at);
  if (!chosen) throw unprocessable('slot', 'Ese horario no es uno de los propuestos.');
  if (at <= Date.now()) throw unprocessable('slot', 'Ese horario ya pasó; elige otro.');
  return chosen;
}

/** Candidate-side handlers keyed by operationId. */
export function candidateInterviewHandlers({ db }: AppContext): Handlers {
  return {
    async listUserInterviews(request) {
      const { userId } = request.params;
      return list(db, request, eq(interviews.candidateUserId, userId));
    },

    async confirmInterview(request) {
      const { interview, side } = await accessible(db, request);
      if (side !== 'candidate')
        throw new HttpError(403, 'Solo la persona candidata confirma su entrevista.', 'forbidden');
      if (!['propuesta', 'reprogramada'].includes(interview.status))
        throw conflict('Esta entrevista ya no se puede confirmar.');
      const comments = request.body?.comments;
      const slot = chosenSlot(interview.proposedSlots, request.body?.slot);
      await db
        .update(interviews)
        .set({
          status: 'confirmada',
          ...(slot ? { scheduledAt: slot, proposedSlots: [] } : {}),
          confirmedAt: new Date(),
          candidateComments: comments ?? interview.candidateComments,
          updatedAt: new Date(),
        })
        .where(eq(interviews.id, interview.id));
      await notifyInterview(db, interview.id, { kind: 'confirmed' }, request.userId);
      return reload(db, interview.id);
    },

    async rejectInterview(request) {
      const { interview, side } = await accessible(db, request);
      if (side !== 'candidate')
        throw new HttpError(403, 'Solo la persona candidata rechaza su entrevista.', 'forbidden');
      if (!activeInterviewStatuses.includes(interview.status))
        throw conflict('Esta entrevista ya no se puede rechazar.');
      const body = request.body;
      const proposedAt = body.proposed_at ? future(body.proposed_at, 'proposed_at') : null;
      await db
        .update(interviews)
        .set({
          status: 'rechazada',
          rejectionReason: [rejectReasonLabels[body.reason], body.comments]
            .filter(Boolean)
            .join(': '),
          proposedAt,
          updatedAt: new Date(),
        })
        .where(eq(interviews.id, interview.id));
      await notifyInterview(
        db,
        interview.id,
        { kind: 'rejected', reason: body.reason, comments: body.comments, proposedAt },
        request.userId,
      );
      return reload(db, interview.id);
    },

    async requestUserInterview(request, reply) {
      const { userId, vacancyId } = request.params;
      const [vacancy] = await db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      // The contract's body is one of two shapes (a request, or `_method: DELETE`).
      const body = request.body as {
        _method?: 'DELETE';
        scheduled_at?: string;
        mode?: 'presencial' | 'videollamada' | 'telefonica';
        comments?: string;
      };
      const active = and(
        eq(interviews.vacancyId, vacancyId),
        eq(interviews.candidateUserId, userId),
        inArray(interviews.status, activeInterviewStatuses),
      );
      if (body._method === 'DELETE') {
        const cancelled = await db
          .update(interviews)
          .set({ status: 'cancelada', updatedAt: new Date() })
          .where(active)
          .returning({ id: interviews.id });
        if (!cancelled.length)
          throw notFound('No tienes una entrevista pendiente para esta vacante.');
        for (const { id } of cancelled)
          await notifyInterview(db, id, { kind: 'cancelled_by_candidate' }, request.userId);
        return reply.status(204).send();
      }
      const application = await applicationOf(db, vacancyId, userId);
      if (!application) throw unprocessable('vacancy_id', 'Primero postúlate a la vacante.');
      const data = await insertInterview(db, {
        vacancyId,
        candidateUserId: userId,
        jobApplicationId: application.id,
        mode: body.mode ?? 'videollamada',
        scheduledAt: future(body.scheduled_at!),
        notes: body.comments ?? null,
      });
      await notifyInterview(db, data!.id, { kind: 'requested' }, request.userId);
      return reply.status(201).send({ data: data! });
    },

    async updateUserInterview(request) {
      const { userId, vacancyId } = request.params;
      const body = request.body;
      const scheduledAt = future(body.scheduled_at);
      const [updated] = await db
        .update(interviews)
        .set({
          scheduledAt,
          proposedSlots: [],
          status: 'reprogramada',
          ...(body.mode ? { mode: body.mode } : {}),
          candidateComments: body.comments ?? null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(interviews.vacancyId, vacancyId),
            eq(interviews.candidateUserId, userId),
            inArray(interviews.status, activeInterviewStatuses),
          ),
        )
        .returning({ id: interviews.id });
      if (!updated) throw notFound('No tienes una entrevista pendiente para esta vacante.');
      await notifyInterview(db, updated.id, { kind: 'rescheduled_by_candidate' }, request.userId);
      return reload(db, updated.id);
    },
  };
}
