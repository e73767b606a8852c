/**
 * Interviews (spec sections 2, 4 and 7): the company proposes, the candidate
 * confirms or rejects with a reason, either side reschedules, the company
 * records the outcome; the candidate may request or cancel their own.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  isAdmin,
  isCompanyMember,
  requireCompanyMember,
  requireSelfOrAdmin,
} from '../auth/authorize.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { interviews, jobApplications, vacancies } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { paginate } from '../http/pagination.ts';
import { canTransition } from './application-data.ts';
import {
  activeInterviewStatuses,
  loadInterviews,
  rejectReasonLabels,
  roomNameFor,
} from './interview-data.ts';
import { notifyInterview } from './interview-notices.ts';

const conflict = (message: string) => new HttpError(409, message, 'invalid_transition');
const unprocessable = (field: string, message: string) =>
  new HttpError(422, 'Revisa los datos de la entrevista.', 'unprocessable', { [field]: [message] });

function future(at: string, field = 'scheduled_at') {
  const date = new Date(at);
  if (date.getTime() <= Date.now()) throw unprocessable(field, 'La fecha debe ser futura.');
  return date;
}

/** The interview of the path and the caller's side; 404 for anyone else. */
async function accessible(db: Database, request: FastifyRequest) {
  const { interviewId } = request.params as { interviewId: number };
  const [row] = await db
    .select({ interview: interviews, companyId: vacancies.companyId })
    .from(interviews)
    .innerJoin(vacancies, eq(vacancies.id, interviews.vacancyId))
    .where(eq(interviews.id, interviewId));
  const userId = request.userId!;
  if (!row) throw notFound('Esta entrevista no existe.');
  if (row.interview.candidateUserId === userId) return { ...row, side: 'candidate' as const };
  if ((await isCompanyMember(db, userId, row.companyId)) || (await isAdmin(db, userId)))
    return { ...row, side: 'company' as const };
  throw notFound('Esta entrevista no existe.');
}

async function insertInterview(db: Database, values: typeof interviews.$inferInsert) {
  try {
    const [created] = await db.insert(interviews).values(values).returning();
    if (created!.mode === 'videollamada')
      await db
        .update(interviews)
        .set({ roomName: roomNameFor(created!.id) })
        .where(eq(interviews.id, created!.id));
    return (await loadInterviews(db, eq(interviews.id, created!.id)))[0];
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Ya hay una entrevista pendiente para esta vacante y candidato.');
    throw error;
  }
}

async function reload(db: Database, id: number) {
  return { data: (await loadInterviews(db, eq(interviews.id, id)))[0] };
}

function list(db: Database, request: FastifyRequest, base: SQL) {
  const {
    page,
    per_page: perPage,
    status,
  } = request.query as { page: number; per_page: number; status?: string };
  const where = and(base, status ? eq(interviews.status, status) : undefined)!;
  return paginate({
    page,
    perPage,
    count: async () => (await db.select({ n: count() }).from(interviews).where(where))[0]?.n ?? 0,
    rows: (limit, offset) => loadInterviews(db, where, limit, offset),
  });
}

async function applicationOf(db: Database, vacancyId: number, userId: number) {
  const [application] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.vacancyId, vacancyId), eq(jobApplications.userId, userId)));
  return application;
}

/** Handlers keyed by operationId. */
export function interviewHandlers({ db }: AppContext): Handlers {
  return {
    async createInterview(request, reply) {
      const { vacancyId } = request.params as { vacancyId: number };
      const [vacancy] = await db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      await requireCompanyMember(db, request.userId, vacancy.companyId);
      const body = request.body as {
        candidate_user_id: number;
        mode: string;
        scheduled_at: string;
        duration_minutes?: number;
        location?: string;
        notes?: string;
      };
      const scheduledAt = future(body.scheduled_at);
      const application = await applicationOf(db, vacancyId, body.candidate_user_id);
      if (!application)
        throw unprocessable('candidate_user_id', 'La persona no se postuló a esta vacante.');
      const data = await insertInterview(db, {
        vacancyId,
        candidateUserId: body.candidate_user_id,
        jobApplicationId: application.id,
        mode: body.mode,
        scheduledAt,
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
      await notifyInterview(db, data!.id, { kind: 'proposed' }, request.userId!);
      return reply.status(201).send({ data });
    },

    async listVacancyInterviews(request: FastifyRequest) {
      const { vacancyId } = request.params as { vacancyId: number };
      const [vacancy] = await db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      await requireCompanyMember(db, request.userId, vacancy.companyId);
      return list(db, request, eq(interviews.vacancyId, vacancyId));
    },

    async listUserInterviews(request: FastifyRequest) {
      const { userId } = request.params as { userId: number };
      await requireSelfOrAdmin(db, request.userId, userId);
      return list(db, request, eq(interviews.candidateUserId, userId));
    },

    async confirmInterview(request: FastifyRequest) {
      const { interview, side } = await accessible(db, request);
      if (side !== 'candidate')
        throw new HttpError(403, 'Solo la persona candidata confirma su entrevista.', 'forbidden');
      if (!['propuesta', 'reprogramada'].includes(interview.status))
        throw conflict('Esta entrevista ya no se puede confirmar.');
      const { comments } = (request.body ?? {}) as { comments?: string };
      await db
        .update(interviews)
        .set({
          status: 'confirmada',
          confirmedAt: new Date(),
          candidateComments: comments ?? interview.candidateComments,
          updatedAt: new Date(),
        })
        .where(eq(interviews.id, interview.id));
      await notifyInterview(db, interview.id, { kind: 'confirmed' }, request.userId!);
      return reload(db, interview.id);
    },

    async rejectInterview(request: FastifyRequest) {
      const { interview, side } = await accessible(db, request);
      if (side !== 'candidate')
        throw new HttpError(403, 'Solo la persona candidata rechaza su entrevista.', 'forbidden');
      if (!activeInterviewStatuses.includes(interview.status))
        throw conflict('Esta entrevista ya no se puede rechazar.');
      const body = request.body as { reason: string; comments?: string; proposed_at?: string };
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
        request.userId!,
      );
      return reload(db, interview.id);
    },

    async updateInterview(request: FastifyRequest) {
      const { interview, side } = await accessible(db, request);
      if (side !== 'company')
        throw new HttpError(403, 'Solo la empresa edita la entrevista.', 'forbidden');
      if (!activeInterviewStatuses.includes(interview.status))
        throw conflict('Esta entrevista ya terminó o fue cancelada.');
      const body = request.body as {
        mode?: string;
        scheduled_at?: string;
        duration_minutes?: number;
        location?: string | null;
        notes?: string | null;
        status?: string;
      };
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
          ...(scheduledAt ? { scheduledAt } : {}),
          ...(body.duration_minutes ? { durationMinutes: body.duration_minutes } : {}),
          ...(body.location !== undefined ? { location: body.location } : {}),
          ...(body.notes !== undefined ? { notes: body.notes } : {}),
          status: body.status ?? (rescheduled ? 'reprogramada' : interview.status),
          updatedAt: new Date(),
        })
        .where(eq(interviews.id, interview.id));
      if (body.status === 'cancelada')
        await notifyInterview(db, interview.id, { kind: 'cancelled_by_company' }, request.userId!);
      else if (rescheduled)
        await notifyInterview(
          db,
          interview.id,
          { kind: 'rescheduled_by_company' },
          request.userId!,
        );
      return reload(db, interview.id);
    },

    async requestUserInterview(request, reply) {
      const { userId, vacancyId } = request.params as { userId: number; vacancyId: number };
      await requireSelfOrAdmin(db, request.userId, userId);
      const [vacancy] = await db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      const body = request.body as {
        _method?: 'DELETE';
        scheduled_at?: string;
        mode?: string;
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
          await notifyInterview(db, id, { kind: 'cancelled_by_candidate' }, request.userId!);
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
      await notifyInterview(db, data!.id, { kind: 'requested' }, request.userId!);
      return reply.status(201).send({ data });
    },

    async updateUserInterview(request: FastifyRequest) {
      const { userId, vacancyId } = request.params as { userId: number; vacancyId: number };
      await requireSelfOrAdmin(db, request.userId, userId);
      const body = request.body as { scheduled_at: string; mode?: string; comments?: string };
      const scheduledAt = future(body.scheduled_at);
      const [updated] = await db
        .update(interviews)
        .set({
          scheduledAt,
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
      await notifyInterview(db, updated.id, { kind: 'rescheduled_by_candidate' }, request.userId!);
      return reload(db, updated.id);
    },
  };
}
