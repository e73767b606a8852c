/**
 * Work interviews: the company creates the
 * evaluation of a vacancy with `question_count` generated questions, edits
 * and activates it; candidates who applied answer once; results are scored by
 * a pluggable evaluator.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  companies,
  jobApplications,
  states,
  users,
  vacancies,
  workInterviewResults,
  workInterviews,
} from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationRequest, Schema } from '../../http/operations.ts';
import { paginate } from '../../http/pagination.ts';
import {
  defaultEvaluator,
  generateQuestions,
  keywordsOf,
  publicQuestion,
  type WorkInterviewEvaluator,
} from './work-interview-engine.ts';

type Row = typeof workInterviews.$inferSelect;

const toWorkInterview = (w: Row, includeQuestions = true) => ({
  id: w.id,
  vacancy_id: w.vacancyId,
  status: w.status as Schema<'WorkInterview'>['status'],
  question_count: Math.max(1, w.questions.length),
  questions: includeQuestions ? w.questions.map(publicQuestion) : [],
  passing_score: w.passingScore,
  language: w.language,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
});

/** A candidate's own evaluation of a work interview, as `my_result_id` (contract decision 51). */
async function ownResult(db: Database, workInterviewId: number, userId: number) {
  const [own] = await db
    .select({ id: workInterviewResults.id })
    .from(workInterviewResults)
    .where(
      and(
        eq(workInterviewResults.workInterviewId, workInterviewId),
        eq(workInterviewResults.userId, userId),
      ),
    )
    .orderBy(desc(workInterviewResults.id))
    .limit(1);
  return { my_result_id: own?.id ?? null };
}

/**
 * The caller's side of a vacancy's work interview, as the access helper admitted them: the
 * vacancy's company (its staff, administrators) or a candidate who applied (`others: [applicant]`).
 */
const sideOf = (request: FastifyRequest) =>
  request.access!.side === 'applicant' ? ('candidate' as const) : ('company' as const);

/**
 * The work interview of the path and the caller's side; a candidate sees only an active one.
 * @throws 404 when it does not exist (or is not active, for a candidate).
 */
async function byId(
  db: Database,
  request: OperationRequest<
    | 'getWorkInterview'
    | 'getWorkInterviewResult'
    | 'submitWorkInterviewAnswers'
    | 'listWorkInterviewResults'
  >,
) {
  const { workInterviewId } = request.params;
  const [w] = await db.select().from(workInterviews).where(eq(workInterviews.id, workInterviewId));
  const side = sideOf(request);
  if (!w || (side === 'candidate' && w.status !== 'activa'))
    throw notFound('Esta entrevista de trabajo no existe.');
  return { w, side };
}

/** Handlers keyed by operationId; `evaluator` scores answers. */
export function workInterviewHandlers(
  { db }: AppContext,
  evaluator: WorkInterviewEvaluator = defaultEvaluator,
): Handlers {
  return {
    async createWorkInterview(request, reply) {
      const { vacancyId } = request.params;
      const [row] = await db
        .select({ vacancy: vacancies, company: companies.name, state: states.name })
        .from(vacancies)
        .innerJoin(companies, eq(companies.id, vacancies.companyId))
        .innerJoin(states, eq(states.id, vacancies.stateId))
        .where(eq(vacancies.id, vacancyId));
      if (!row) throw notFound('Esta vacante no existe.');
      const { question_count: count } = request.body;
      const questions = generateQuestions(
        { ...row.vacancy, company: row.company, state: row.state },
        count,
      );
      try {
        const [created] = await db
          .insert(workInterviews)
          .values({ vacancyId, questions })
          .returning();
        return reply.status(201).send({ data: toWorkInterview(created!) });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(
            409,
            'Esta vacante ya tiene entrevista de trabajo.',
            'already_exists',
          );
        throw error;
      }
    },

    async getVacancyWorkInterview(request) {
      const { vacancyId } = request.params;
      const side = sideOf(request);
      const [w] = await db
        .select()
        .from(workInterviews)
        .where(eq(workInterviews.vacancyId, vacancyId));
      if (!w || (side === 'candidate' && w.status !== 'activa'))
        throw notFound('Esta vacante no tiene entrevista de trabajo.');
      return {
        data: {
          ...toWorkInterview(w),
          ...(side === 'candidate' ? await ownResult(db, w.id, request.userId) : {}),
        },
      };
    },

    async updateVacancyWorkInterview(request) {
      const { vacancyId } = request.params;
      const [w] = await db
        .select()
        .from(workInterviews)
        .where(eq(workInterviews.vacancyId, vacancyId));
      if (!w) throw notFound('Esta vacante no tiene entrevista de trabajo.');
      const body = request.body;
      const questions = body.questions?.map((q, i) => {
        if (q.type === 'opcion_multiple' && (q.options?.length ?? 0) < 2) {
          throw new HttpError(422, 'Revisa las preguntas.', 'unprocessable', {
            [`questions.${i}.options`]: [
              'Una pregunta de opción múltiple necesita al menos dos opciones.',
            ],
          });
        }
        const kept = w.questions.find((old) => old.id === q.id);
        return {
          ...kept,
          ...q,
          id: i + 1,
          order: i + 1,
          options: q.options ?? [],
          time_limit_seconds: q.time_limit_seconds ?? null,
          keywords: kept?.keywords ?? keywordsOf(q.text),
        };
      });
      const [updated] = await db
        .update(workInterviews)
        .set({
          ...(body.status ? { status: body.status } : {}),
          ...(body.passing_score !== undefined ? { passingScore: body.passing_score } : {}),
          ...(questions ? { questions } : {}),
          updatedAt: new Date(),
        })
        .where(eq(workInterviews.id, w.id))
        .returning();
      return { data: toWorkInterview(updated!) };
    },

    async getWorkInterview(request) {
      const { w, side } = await byId(db, request);
      const { include_questions: include } = request.query;
      return {
        data: {
          ...toWorkInterview(w, include !== false),
          ...(side === 'candidate' ? await ownResult(db, w.id, request.userId) : {}),
        },
      };
    },

    async submitWorkInterviewAnswers(request) {
      // Only candidates who applied answer (`members: []`, `others: [applicant]`).
      const { w } = await byId(db, request);
      const [application] = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(
          and(
            eq(jobApplications.vacancyId, w.vacancyId),
            eq(jobApplications.userId, request.userId),
          ),
        );
      const { answers } = request.body;
      const unknown = answers.filter((a) => !w.questions.some((q) => q.id === a.question_id));
      if (unknown.length)
        throw new HttpError(422, 'Revisa tus respuestas.', 'unprocessable', {
          answers: ['Alguna respuesta no corresponde a una pregunta.'],
        });
      const scored = await Promise.all(
        w.questions.map(async (q) => {
          const answer = answers.find((a) => a.question_id === q.id)?.answer ?? '';
          const result = answer.trim()
            ? await evaluator.evaluate(q, answer)
            : { score: 0, feedback: 'Sin respuesta.' };
          return { question_id: q.id, answer, score: result.score, feedback: result.feedback };
        }),
      );
      const score = Math.round(
        scored.reduce((sum, a) => sum + a.score, 0) / Math.max(1, scored.length),
      );
      const passed = score >= w.passingScore;
      try {
        const [result] = await db
          .insert(workInterviewResults)
          .values({
            workInterviewId: w.id,
            userId: request.userId,
            jobApplicationId: application?.id ?? null,
            score,
            passed,
            summary: passed
              ? `Aprobada con ${score} de 100.`
              : `No alcanzó el mínimo (${score} de ${w.passingScore}).`,
            answers: scored,
          })
          .returning();
        return { data: await toResult(db, result!, true) };
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'Ya respondiste esta entrevista.', 'already_answered');
        throw error;
      }
    },

    async listWorkInterviewResults(request) {
      const { w } = await byId(db, request);
      const { page, per_page: perPage } = request.query;
      const where = eq(workInterviewResults.workInterviewId, w.id);
      return paginate({
        page,
        perPage,
        count: async () =>
          (await db.select({ n: count() }).from(workInterviewResults).where(where))[0]?.n ?? 0,
        rows: async (limit, offset) => {
          const results = await db
            .select()
            .from(workInterviewResults)
            .where(where)
            .orderBy(desc(workInterviewResults.score), workInterviewResults.id)
            .limit(limit)
            .offset(offset);
          return Promise.all(results.map((r) => toResult(db, r, false)));
        },
      });
    },

    async getWorkInterviewResult(request) {
      const { w, side } = await byId(db, request);
      const { resultId } = request.params;
      const { include_answers: include } = request.query;
      const [result] = await db
        .select()
        .from(workInterviewResults)
        .where(
          and(
            eq(workInterviewResults.id, resultId),
            eq(workInterviewResults.workInterviewId, w.id),
          ),
        );
      if (!result || (side === 'candidate' && result.userId !== request.userId))
        throw notFound('Este resultado no existe.');
      return { data: await toResult(db, result, include !== false) };
    },
  };
}

async function toResult(
  db: Database,
  r: typeof workInterviewResults.$inferSelect,
  includeAnswers: boolean,
) {
  const [user] = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, r.userId));
  return {
    id: r.id,
    work_interview_id: r.workInterviewId,
    candidate: { id: user!.id, name: [user!.name, user!.surname].filter(Boolean).join(' ') },
    score: r.score,
    passed: r.passed,
    summary: r.summary,
    answers: includeAnswers ? r.answers : [],
    completed_at: r.completedAt.toISOString(),
  };
}
