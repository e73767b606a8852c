import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, aVacancySummary, page as aPage } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const at = '2026-11-20T16:00:00Z';
const vacancy = {
  ...aVacancySummary({ id: 101, title: 'Operador de tractocamión full' }),
  description: 'Rutas León – Monterrey.',
  requirements: ['Licencia federal tipo B.'],
  benefits: [],
  positions: 2,
  created_at: at,
  updated_at: at,
};
const interview = {
  id: 700,
  vacancy_id: 101,
  status: 'activa' as const,
  question_count: 2,
  questions: [
    {
      id: 1,
      order: 1,
      text: '¿Qué revisas antes de salir a ruta?',
      type: 'abierta' as const,
      options: [],
      time_limit_seconds: null,
    },
    {
      id: 2,
      order: 2,
      text: '¿Tienes licencia federal vigente?',
      type: 'opcion_multiple' as const,
      options: ['Sí', 'No'],
      time_limit_seconds: null,
    },
  ],
  passing_score: 60,
  language: 'es-MX',
  created_at: at,
  updated_at: at,
};
const user = aUser({ id: 12 });

function candidateApi() {
  return fakeApi({
    'GET /api/v1/vacancies/101': { data: vacancy },
    'GET /api/v1/vacancies/101/work-interviews': { data: interview },
    'GET /api/v1/users/12/job-applications': aPage([
      {
        id: 55,
        vacancy: aVacancySummary({ id: 101, title: 'Operador de tractocamión full' }),
        status: 'en_proceso',
        cover_letter: null,
        expected_salary: null,
        created_at: at,
        updated_at: at,
      },
    ]),
  });
}

describe('given a work interview the candidate can take', () => {
  it('when they open «Mis postulaciones» → «Responder evaluación» leads to the questions', async () => {
    const { router } = await renderRoute('/mis-postulaciones', { api: candidateApi(), user });
    const take = page.getByRole('link', {
      name: 'Responder evaluación · Operador de tractocamión full',
    });
    await expect.element(take).toHaveAttribute('href', '/evaluacion?vacante=101');
    await take.click();
    await expect.poll(() => router.state.location.pathname).toBe('/evaluacion');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Evaluación de la vacante' }))
      .toBeVisible();
  });

  it('when they answer every question → PUT with the answers, then their result', async () => {
    const api = candidateApi();
    api.on({
      'PUT /api/v1/work-interviews/700': json({
        data: {
          id: 4201,
          work_interview_id: 700,
          candidate: { id: 12, name: 'Ana López' },
          score: 84,
          passed: true,
          summary: 'Aprobada con 84 de 100.',
          answers: [],
          completed_at: at,
        },
      }),
      'GET /api/v1/work-interviews/700/results/4201': {
        data: {
          id: 4201,
          work_interview_id: 700,
          candidate: { id: 12, name: 'Ana López' },
          score: 84,
          passed: true,
          summary: 'Aprobada con 84 de 100.',
          answers: [],
          completed_at: at,
        },
      },
    });
    const { router } = await renderRoute('/evaluacion?vacante=101', { api, user });
    await expect
      .element(page.getByText(/Responde las preguntas de «Operador de tractocamión full»/))
      .toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect.element(page.getByText('Responde esta pregunta.').first()).toBeVisible();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.fill(
      page.getByRole('textbox', { name: /1\. ¿Qué revisas antes de salir a ruta\?/ }),
      'Llantas, frenos, luces y niveles.',
    );
    await userEvent.click(page.getByRole('radio', { name: 'Sí' }));
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect
      .poll(() => router.state.location.pathname + router.state.location.search)
      .toBe('/resultados-evaluacion/4201?entrevista=700');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      answers: [
        { question_id: 1, answer: 'Llantas, frenos, luces y niveles.' },
        { question_id: 2, answer: 'Sí' },
      ],
    });
  });

  it('when the vacancy has none for them → says so, with the way back', async () => {
    await renderRoute('/evaluacion?vacante=102', {
      api: fakeApi({
        'GET /api/v1/vacancies/102/work-interviews': json(
          { message: 'Esta vacante no tiene entrevista de trabajo.', code: 'not_found' },
          404,
        ),
      }),
      user,
    });
    await expect
      .element(page.getByRole('heading', { name: 'Esta vacante no tiene una evaluación para ti.' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Mis postulaciones' }).last())
      .toHaveAttribute('href', '/mis-postulaciones');
  });
});

describe('given a work interview the candidate already answered (my_result_id, contract decision 51)', () => {
  it('when they open «Mis postulaciones» → «Ver resultados» leads to their evaluation, and «Responder evaluación» is gone; no axe violations', async () => {
    const api = candidateApi();
    api.on({
      'GET /api/v1/vacancies/101/work-interviews': { data: { ...interview, my_result_id: 4200 } },
    });
    await renderRoute('/mis-postulaciones', { api, user });
    const results = page.getByRole('link', {
      name: 'Ver resultados · Operador de tractocamión full',
    });
    await expect
      .element(results)
      .toHaveAttribute('href', '/resultados-evaluacion/4200?entrevista=700');
    await expect
      .element(page.getByRole('link', { name: /^Responder evaluación/ }))
      .not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
