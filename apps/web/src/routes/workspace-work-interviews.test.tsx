import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aVacancySummary, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const vacancies = 'GET /api/v1/companies/3/vacancies';
const interviewOf101 = 'GET /api/v1/vacancies/101/work-interviews';
const results = 'GET /api/v1/work-interviews/700/results';
const at = '2026-11-20T16:00:00Z';
const interview = (status: 'borrador' | 'activa') => ({
  id: 700,
  vacancy_id: 101,
  status,
  question_count: 5,
  questions: [],
  passing_score: 60,
  language: 'es-MX',
  created_at: at,
  updated_at: at,
});
const result = (id: number, name: string, score: number) => ({
  id,
  work_interview_id: 700,
  candidate: { id: id + 10, name },
  score,
  passed: score >= 60,
  summary: null,
  answers: [],
  completed_at: at,
});

function staffApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [vacancies]: aPage([
      aVacancySummary({ id: 101 }),
      aVacancySummary({ id: 102, title: 'Almacenista' }),
    ]),
    ...extra,
  });
}

describe('given «Evaluaciones» (/empresa/3/evaluaciones)', () => {
  it('when staff choose a vacancy with answered results → each candidate with score and outcome, best first, no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = staffApi({
      [interviewOf101]: { data: interview('activa') },
      [results]: aPage([
        result(4201, 'Mariana López Hernández', 84),
        result(4202, 'José Ramírez', 41),
      ]),
    });
    const { router } = await renderRoute('/empresa/3/evaluaciones', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Evaluaciones' }))
      .toBeVisible();
    await userEvent.click(page.getByRole('combobox', { name: /Vacante/ }));
    await userEvent.click(page.getByRole('option', { name: 'Operador de tractocamión full' }));
    await expect.poll(() => router.state.location.search).toBe('?vacante=101');
    await expect.element(page.getByText('5 preguntas · aprueba con 60 de 100')).toBeVisible();
    await expect
      .element(
        page.getByText(
          'Quienes se postularon a esta vacante pueden responderla desde su postulación.',
        ),
      )
      .toBeVisible();
    const rows = page.getByRole('row');
    await expect
      .element(rows.filter({ hasText: 'Mariana López Hernández' }))
      .toHaveTextContent(/84 \/ 100.*Aprobó/);
    await expect
      .element(rows.filter({ hasText: 'José Ramírez' }))
      .toHaveTextContent(/41 \/ 100.*No aprobó/);
    await expect
      .element(page.getByRole('link', { name: 'Ver respuestas Mariana López Hernández' }))
      .toHaveAttribute('href', '/resultados-evaluacion/4201?entrevista=700');
    expect(api.calls.find((c) => c.key === results)?.url.searchParams.get('per_page')).toBe('50');
    await expectNoAxeViolations();
  });

  it('when the results cannot be read → it says so, and «Reintentar» reads them again', async () => {
    let fail = true;
    const api = staffApi({
      [interviewOf101]: { data: interview('activa') },
      [results]: () =>
        fail
          ? json({ message: 'Revisa los datos.', code: 'bad_request' }, 400)
          : aPage([result(4201, 'Mariana López Hernández', 84)]),
    });
    await renderRoute('/empresa/3/evaluaciones?vacante=101', { user: staffUser, api });
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Revisa los datos.' }))
      .toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Mariana López Hernández' }))
      .toBeVisible();
  });

  it('when the vacancy has none → staff create it with the number of questions, then send it to the candidates', async () => {
    let current: ReturnType<typeof interview> | null = null;
    const api = staffApi({
      [interviewOf101]: () =>
        current
          ? { data: current }
          : json(
              { message: 'Esta vacante no tiene entrevista de trabajo.', code: 'not_found' },
              404,
            ),
      'POST /api/v1/vacancies/101/work-interviews': () => {
        current = interview('borrador');
        return json({ data: current }, 201);
      },
      'PUT /api/v1/vacancies/101/work-interviews': () => {
        current = interview('activa');
        return { data: current };
      },
      [results]: aPage([]),
    });
    await renderRoute('/empresa/3/evaluaciones?vacante=101', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { name: 'Esta vacante aún no tiene evaluación' }))
      .toBeVisible();
    await expectNoAxeViolations();
    const count = page.getByLabelText(/Número de preguntas/);
    await count.fill('40');
    await page.getByRole('button', { name: 'Crear evaluación' }).click();
    await expect.element(page.getByText('Elige entre 1 y 30 preguntas.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await count.fill('8');
    await page.getByRole('button', { name: 'Crear evaluación' }).click();
    await expect
      .element(page.getByText('Evaluación creada. Revísala y envíala a tus candidatos.'))
      .toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ question_count: 8 });
    await expect.element(page.getByText('Aún nadie responde esta evaluación.')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar a candidatos' }).click();
    await expect
      .element(page.getByText('Evaluación enviada: quienes se postularon ya pueden responderla.'))
      .toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'activa' });
    await expect
      .element(page.getByRole('button', { name: 'Enviar a candidatos' }))
      .not.toBeInTheDocument();
  });
});
