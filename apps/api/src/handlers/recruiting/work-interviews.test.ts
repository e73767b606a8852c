import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  jobApplications,
  users,
  vacancies,
  workInterviewResults,
  workInterviews,
} from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { defaultEvaluator, generateQuestions } from './work-interview-engine.ts';

let t: TestApp;
let staff: { authorization: string };
let seeker: { authorization: string };
let outsider: { authorization: string };
let vacancyId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  seeker = await signIn(t.app, 'candidato@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  const [tdb] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const [vacancy] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.companyId, tdb!.id), eq(vacancies.status, 'publicada')));
  vacancyId = vacancy!.id;
  // The demo data may have given this vacancy its work interview; this test creates its own.
  await db.delete(workInterviews).where(eq(workInterviews.vacancyId, vacancyId));
  const [me] = await db.select().from(users).where(eq(users.email, 'candidato@jornada.test'));
  await db.insert(jobApplications).values({ vacancyId, userId: me!.id }).onConflictDoNothing();
});
afterAll(() => t.close());

const facts = {
  title: 'Operador de tractocamión',
  description: 'Rutas nacionales',
  requirements: ['Licencia federal tipo E'],
  modality: 'presencial',
  company: 'Transportes del Bajío',
  state: 'Guanajuato',
};

describe('question generation and the default evaluator', () => {
  it('generates question_count questions, the same every time', () => {
    const questions = generateQuestions(facts, 12);
    expect(questions).toHaveLength(12);
    expect(generateQuestions(facts, 12)).toEqual(questions);
    expect(questions[1]!.text).toBe('¿Cómo cumples con este requisito: «Licencia federal tipo E»?');
    expect(questions.map((q) => q.order)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('scores multiple choice by the expected option and open answers by length and keywords', async () => {
    const [open, requirement, choice] = generateQuestions(facts, 3);
    expect(await defaultEvaluator.evaluate(choice!, 'Sí')).toEqual({ score: 100, feedback: null });
    expect((await defaultEvaluator.evaluate(choice!, 'No')).score).toBe(40);
    const good = await defaultEvaluator.evaluate(
      requirement!,
      'Tengo licencia federal tipo E vigente desde hace cinco años y manejo tractocamión full en rutas nacionales sin accidentes, con bitácora al día y exámenes médicos aprobados cada año.',
    );
    const poor = await defaultEvaluator.evaluate(open!, 'Sí tengo.');
    expect(good.score).toBeGreaterThan(poor.score);
    expect(poor.feedback).toMatch(/breve/);
  });
});

describe('work interviews', () => {
  it('the company creates (409 twice) and activates it; the candidate answers once; results are scored', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
      headers: staff,
      payload: { question_count: 4 },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/work-interviews', created);
    const w = created.json().data;
    expect(w).toMatchObject({ status: 'borrador', question_count: 4, language: 'es-MX' });
    expect(w.questions[0]).not.toHaveProperty('keywords');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
          headers: staff,
          payload: { question_count: 4 },
        })
      ).statusCode,
    ).toBe(409);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
      headers: staff,
      payload: { question_count: 31 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/work-interviews/${w.id}`,
          headers: seeker,
        })
      ).statusCode,
    ).toBe(404);
    const badChoice = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
      headers: staff,
      payload: {
        questions: [{ text: '¿Tienes licencia?', type: 'opcion_multiple', options: ['Sí'] }],
      },
    });
    expect(badChoice.statusCode).toBe(422);
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
      headers: staff,
      payload: { status: 'activa', passing_score: 50 },
    });
    expect(activated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}/work-interviews', activated);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/work-interviews/${w.id}?include_questions=true`,
      headers: seeker,
    });
    expect(seen.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/work-interviews/{workInterviewId}', seen);
    const byVacancy = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
      headers: seeker,
    });
    assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}/work-interviews', byVacancy);
    // Contract decision 51: a candidate learns whether they answered, and where their result is.
    expect(seen.json().data.my_result_id).toBeNull();
    expect(byVacancy.json().data.my_result_id).toBeNull();
    const answers = w.questions.map((q: { id: number; type: string; options: string[] }) => ({
      question_id: q.id,
      answer:
        q.type === 'opcion_multiple'
          ? q.options[0]
          : 'Tengo seis años de experiencia como operadora de tractocamión en rutas nacionales, con licencia federal vigente y buen récord.',
    }));
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/work-interviews/${w.id}`,
      headers: seeker,
      payload: { answers: [{ question_id: 99, answer: 'x' }] },
    });
    expect(unknown.statusCode).toBe(422);
    const byCompany = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/work-interviews/${w.id}`,
      headers: staff,
      payload: { answers },
    });
    expect(byCompany.statusCode).toBe(403);
    const submitted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/work-interviews/${w.id}`,
      headers: seeker,
      payload: { answers },
    });
    expect(submitted.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/work-interviews/{workInterviewId}', submitted);
    const result = submitted.json().data;
    expect(result.answers).toHaveLength(4);
    expect(result.passed).toBe(result.score >= 50);
    const twice = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/work-interviews/${w.id}`,
      headers: seeker,
      payload: { answers },
    });
    expect(twice.statusCode).toBe(409);
    const afterwards = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
      headers: seeker,
    });
    assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}/work-interviews', afterwards);
    expect(afterwards.json().data.my_result_id).toBe(result.id);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
      headers: staff,
    });
    expect(staffView.json().data).not.toHaveProperty('my_result_id');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/work-interviews/${w.id}/results/${result.id}?include_answers=false`,
      headers: staff,
    });
    expect(read.statusCode).toBe(200);
    assertMatchesContract(
      'GET',
      '/api/v1/work-interviews/{workInterviewId}/results/{resultId}',
      read,
    );
    expect(read.json().data.answers).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/work-interviews/${w.id}/results/${result.id}`,
          headers: outsider,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/vacancies/${vacancyId}/work-interviews`,
          headers: outsider,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("a work interview's results (listWorkInterviewResults, contract decision 47)", () => {
  it("the demo company sees every candidate's score, best first and without answers; candidates and other companies do not", async () => {
    const db = t.database.db;
    const [seeded] = await db
      .select({ id: workInterviewResults.workInterviewId })
      .from(workInterviewResults)
      .limit(1);
    expect(seeded).toBeDefined();
    const url = `/api/v1/work-interviews/${seeded!.id}/results?per_page=50`;
    const listed = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(listed.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/work-interviews/{workInterviewId}/results', listed);
    const { data, meta } = listed.json() as {
      data: { score: number; answers: unknown[]; candidate: { name: string } }[];
      meta: { total: number };
    };
    expect(data.length).toBeGreaterThan(0);
    expect(meta.total).toBe(data.length);
    expect(data.map((r) => r.score)).toEqual([...data.map((r) => r.score)].sort((a, b) => b - a));
    expect(data.every((r) => r.answers.length === 0 && r.candidate.name.length > 0)).toBe(true);
    for (const who of [seeker, outsider]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: who });
      expect([403, 404]).toContain(refused.statusCode);
    }
  });
});
