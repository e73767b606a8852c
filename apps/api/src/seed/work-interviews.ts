/**
 * A demo work interview (docs/decisions/0029-letters-and-seeker-journey.md): the
 * Transportes del Bajío vacancy with the most applications gets an active evaluation of five
 * generated questions, and up to three of its candidates have answered it, scored by the same
 * evaluator the server uses, so the demo shows results with scores, passed and not passed.
 */
import { count, desc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import {
  defaultEvaluator,
  generateQuestions,
} from '../handlers/recruiting/work-interview-engine.ts';
import type { SeedTx } from './job-seekers.ts';

/** How each demo candidate answers: thorough, brief, or barely. */
const styles = [
  (q: t.StoredQuestion) =>
    q.options.length
      ? (q.expected ?? q.options[0]!)
      : `Sí. ${q.keywords?.join(', ') ?? ''}: lo hice durante cinco años, con bitácora diaria, revisión de la unidad y reportes a tráfico; cuido la seguridad y los tiempos de entrega.`,
  (q: t.StoredQuestion) =>
    q.options.length ? q.options[0]! : 'Tengo experiencia en eso y me adapto rápido.',
  (q: t.StoredQuestion) => (q.options.length ? q.options.at(-1)! : 'Sí.'),
];

/**
 * Seeds the demo work interview.
 * @param companyId - id of Transportes del Bajío.
 * @param now - the seed's clock, epoch milliseconds.
 */
export async function seedWorkInterviews(
  tx: SeedTx,
  { companyId, now }: { companyId: number; now: number },
): Promise<void> {
  const [busiest] = await tx
    .select({ vacancy: t.vacancies, n: count(t.jobApplications.id) })
    .from(t.vacancies)
    .innerJoin(t.jobApplications, eq(t.jobApplications.vacancyId, t.vacancies.id))
    .where(eq(t.vacancies.companyId, companyId))
    .groupBy(t.vacancies.id)
    .orderBy(desc(count(t.jobApplications.id)), t.vacancies.id)
    .limit(1);
  if (!busiest) return;
  const vacancy = busiest.vacancy;
  const [company] = await tx.select().from(t.companies).where(eq(t.companies.id, companyId));
  const [state] = await tx.select().from(t.states).where(eq(t.states.id, vacancy.stateId));
  const questions = generateQuestions(
    { ...vacancy, company: company!.name, state: state!.name },
    5,
  );
  const [interview] = await tx
    .insert(t.workInterviews)
    .values({ vacancyId: vacancy.id, status: 'activa', questions })
    .returning();
  const applications = await tx
    .select()
    .from(t.jobApplications)
    .where(eq(t.jobApplications.vacancyId, vacancy.id))
    .orderBy(t.jobApplications.id)
    .limit(styles.length);
  for (const [k, application] of applications.entries()) {
    const answers = await Promise.all(
      questions.map(async (q) => {
        const answer = styles[k]!(q);
        const result = await defaultEvaluator.evaluate(q, answer);
        return { question_id: q.id, answer, score: result.score, feedback: result.feedback };
      }),
    );
    const score = Math.round(answers.reduce((sum, a) => sum + a.score, 0) / answers.length);
    const passed = score >= interview!.passingScore;
    await tx.insert(t.workInterviewResults).values({
      workInterviewId: interview!.id,
      userId: application.userId,
      jobApplicationId: application.id,
      score,
      passed,
      summary: passed
        ? `Aprobada con ${score} de 100.`
        : `No alcanzó el mínimo (${score} de ${interview!.passingScore}).`,
      answers,
      completedAt: new Date(now - (k + 1) * 3_600_000),
    });
  }
}
