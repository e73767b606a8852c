import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { undoWindowMs } from '../features/pipeline/use-undoable-move.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aVacancySummary, page as aPage, staffUser } from '../test/fixtures.ts';
import { anApplication, aProfile } from '../test/pipeline-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

const vacancies = 'GET /api/v1/companies/3/vacancies';
const applications = 'GET /api/v1/vacancies/101/applications';
const put3301 = 'PUT /api/v1/job-applications/3301';
const ana = anApplication();
const luis = anApplication({
  id: 3302,
  candidate: { id: 13, name: 'Luis Pérez' },
  status: 'en_proceso',
  match_score: null,
});
const rosa = anApplication({
  id: 3303,
  candidate: { id: 14, name: 'Rosa Martínez' },
  status: 'seleccionada',
});

function pipelineApi() {
  return fakeApi({
    [vacancies]: aPage([aVacancySummary(), aVacancySummary({ id: 102, title: 'Mecánico diésel' })]),
    [applications]: aPage([ana, luis, rosa]),
    'GET /api/v1/vacancies/102/applications': aPage([]),
    'GET /api/v1/users/12/profile': { data: aProfile() },
    [put3301]: (request: FakeRequest) => ({
      data: { ...ana, ...(request.body as object) },
    }),
  });
}

const oneVacancy = '/empresa/3/postulaciones?vacante=101';
const companyWide = 'GET /api/v1/companies/3/job-applications';
const mario = anApplication({
  id: 3310,
  candidate: { id: 15, name: 'Mario Ruiz' },
  status: 'vista',
  vacancy: { ...ana.vacancy, id: 102, title: 'Mecánico diésel' },
});

const column = (name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

describe('given the applications pipeline (/empresa/3/postulaciones)', () => {
  it('when opened for a vacancy → its board with a column per status and a card per application; the nav marks «Postulaciones»; no axe violations', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    await renderRoute(oneVacancy, { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Postulaciones' }))
      .toBeVisible();
    const board = page.getByRole('region', {
      name: 'Tablero de postulaciones de «Operador de tractocamión full»',
    });
    await expect.element(board).toBeVisible();
    for (const name of [
      'Enviada',
      'Vista',
      'En proceso',
      'Entrevista',
      'Seleccionada',
      'Descartada',
      'Retirada',
    ])
      await expect
        .element(board.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }))
        .toBeVisible();
    await expect
      .element(column('Enviada 1').getByRole('button', { name: 'Ver perfil de Ana López' }))
      .toBeVisible();
    await expect
      .element(column('En proceso 1').getByRole('button', { name: 'Ver perfil de Luis Pérez' }))
      .toBeVisible();
    await expect.element(page.getByText('Esta postulación ya no cambia de estado.')).toBeVisible();
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Secciones de la empresa' })
          .getByRole('link', { name: 'Postulaciones' }),
      )
      .toHaveAttribute('aria-current', 'page');
    expect(api.calls.find((c) => c.key === applications)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when a card is moved with its «Mover a…» menu by keyboard → it shows in the new column, the move is announced, and it is sent only after the undo window', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    await renderRoute(oneVacancy, { user: staffUser, api });
    const trigger = page.getByRole('button', { name: 'Mover a Ana López a…' });
    await expect.element(trigger).toBeVisible();
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    // Only the moves the server allows from «Enviada»: forward, or discard.
    expect(
      menu
        .getByRole('menuitem')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(['Vista', 'En proceso', 'Entrevista', 'Seleccionada', 'Descartada']);
    // The menu opens on its first item («Vista»); one step down is «En proceso».
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(column('En proceso 2').getByRole('button', { name: 'Ver perfil de Ana López' }))
      .toBeVisible();
    await expect
      .element(
        page.getByRole('status').filter({ hasText: 'Ana López pasó a «En proceso».' }).first(),
      )
      .toBeInTheDocument();
    expect(api.calls.some((c) => c.key === put3301)).toBe(false);
    await vi.waitFor(
      () =>
        expect(api.calls.find((c) => c.key === put3301)?.body).toEqual({ status: 'en_proceso' }),
      {
        timeout: undoWindowMs + 4000,
        interval: 200,
      },
    );
  });

  it('when «Deshacer» is pressed within the window → the card goes back and nothing is sent', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    await renderRoute(oneVacancy, { user: staffUser, api });
    await page.getByRole('button', { name: 'Mover a Ana López a…' }).click();
    await page.getByRole('menuitem', { name: 'Descartada' }).click();
    await expect
      .element(column('Descartada 1').getByRole('button', { name: 'Ver perfil de Ana López' }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect
      .element(column('Enviada 1').getByRole('button', { name: 'Ver perfil de Ana López' }))
      .toBeVisible();
    await expect
      .element(
        page.getByRole('status').filter({ hasText: 'Ana López volvió a «Enviada».' }).first(),
      )
      .toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, undoWindowMs + 500));
    expect(api.calls.some((c) => c.key === put3301)).toBe(false);
  });

  it('when the table view is chosen → a row per application with status, match and salary; the view is in the URL', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    const { router } = await renderRoute(oneVacancy, { user: staffUser, api });
    await page.getByRole('tab', { name: 'Tabla' }).click();
    await expect
      .element(
        page.getByRole('table', { name: 'Postulaciones de «Operador de tractocamión full»' }),
      )
      .toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Ana López' });
    for (const text of ['Enviada', '84 %', '$22,000'])
      await expect.element(row.getByText(text)).toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Luis Pérez' }).getByText('Sin calcular'))
      .toBeVisible();
    expect(router.state.location.search).toContain('vista=tabla');
    await expectNoAxeViolations();
  });

  it('when another vacancy is chosen → its applications are asked for and the URL keeps it', async () => {
    const api = pipelineApi();
    const { router } = await renderRoute(oneVacancy, { user: staffUser, api });
    await page.getByRole('combobox', { name: 'Vacante' }).click();
    await page.getByRole('option', { name: 'Mecánico diésel' }).click();
    await expect
      .element(page.getByText('Nadie se ha postulado a esta vacante todavía.').first())
      .toBeInTheDocument();
    expect(router.state.location.search).toContain('vacante=102');
    expect(api.calls.some((c) => c.key === 'GET /api/v1/vacancies/102/applications')).toBe(true);
  });

  it('when a candidate is opened → the side panel shows the application and the profile, prints, and downloads the PDF report by its signed link', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    api.on({
      'GET /api/v1/job-applications/3301/generate-url-report': json({
        data: {
          url: 'http://localhost:63315/reporte-3301.pdf',
          expires_at: '2030-01-01T00:00:00Z',
        },
      }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const clicks: string[] = [];
    const listener = (event: MouseEvent) => {
      const anchor = (event.target as HTMLElement).closest('a[download]');
      if (anchor) {
        clicks.push(anchor.getAttribute('href')!);
        event.preventDefault();
      }
    };
    document.addEventListener('click', listener, true);
    try {
      await renderRoute(oneVacancy, { user: staffUser, api });
      await page.getByRole('button', { name: 'Ver perfil de Ana López' }).click();
      const panel = page.getByRole('dialog', { name: 'Perfil de Ana López' });
      await expect.element(panel).toBeVisible();
      for (const text of [
        'Postulación a «Operador de tractocamión full»',
        'Tengo licencia federal B vigente.',
        'Operadora de tractocamión',
        'Operadora · Fletes León',
        'Bachillerato · CBTis 225',
        'Inglés',
      ])
        await expect.element(panel.getByText(text)).toBeVisible();
      await expect
        .element(panel.getByRole('link', { name: 'Abrir currículum' }))
        .toHaveAttribute('href', 'https://archivos.jornada.example/cv/12.pdf');
      await expectNoAxeViolations();
      await panel.getByRole('button', { name: 'Imprimir' }).click();
      expect(print).toHaveBeenCalledOnce();
      await panel.getByRole('button', { name: 'Descargar reporte PDF' }).click();
      await expect
        .element(panel.getByRole('link', { name: 'Reporte de Ana López (PDF)' }))
        .toHaveAttribute('href', 'http://localhost:63315/reporte-3301.pdf');
      await vi.waitFor(() => expect(clicks).toEqual(['http://localhost:63315/reporte-3301.pdf']));
    } finally {
      document.removeEventListener('click', listener, true);
      print.mockRestore();
    }
  });
});

describe('given the pipeline across vacancies (/empresa/3/postulaciones without a vacancy)', () => {
  it('when opened → «Todas las vacantes» is chosen, the company-wide list is asked for and each card names its vacancy; no axe violations', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    api.on({ [companyWide]: aPage([mario, ana, luis]) });
    await renderRoute('/empresa/3/postulaciones', { user: staffUser, api });
    const board = page.getByRole('region', {
      name: 'Tablero de postulaciones de todas las vacantes',
    });
    await expect.element(board).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Vacante' }))
      .toHaveTextContent('Todas las vacantes');
    await expect
      .element(column('Vista').getByRole('button', { name: 'Ver perfil de Mario Ruiz' }))
      .toBeVisible();
    await expect.element(column('Vista').getByText('Mecánico diésel')).toBeVisible();
    await expect
      .element(column('Enviada').getByText('Operador de tractocamión full'))
      .toBeVisible();
    await expect.element(page.getByText('3 postulaciones')).toBeVisible();
    const asked = api.calls.find((c) => c.key === companyWide);
    expect(asked?.url.searchParams.get('per_page')).toBe('50');
    expect(api.calls.some((c) => c.key === applications)).toBe(false);
    await expectNoAxeViolations();
  });

  it('when the table view is chosen → a «Vacante» column; choosing a vacancy narrows to it and back to all', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    api.on({ [companyWide]: aPage([mario, ana, luis]) });
    const { router } = await renderRoute('/empresa/3/postulaciones?vista=tabla', {
      user: staffUser,
      api,
    });
    const table = page.getByRole('table', { name: 'Postulaciones de todas las vacantes' });
    await expect.element(table).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: /Vacante/ })).toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Mario Ruiz' }).getByText('Mecánico diésel'))
      .toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('combobox', { name: 'Vacante' }).click();
    await page.getByRole('option', { name: 'Operador de tractocamión full' }).click();
    await expect
      .element(
        page.getByRole('table', { name: 'Postulaciones de «Operador de tractocamión full»' }),
      )
      .toBeVisible();
    expect(router.state.location.search).toContain('vacante=101');
    await page.getByRole('combobox', { name: 'Vacante' }).click();
    await page.getByRole('option', { name: 'Todas las vacantes' }).click();
    await expect.element(table).toBeVisible();
    expect(router.state.location.search).not.toContain('vacante');
  });

  it('when the company has more than 50 applications → says only the newest are shown', async () => {
    const api = pipelineApi();
    api.on({
      [companyWide]: aPage([ana], { per_page: 50, total: 73, last_page: 2 }),
    });
    await renderRoute('/empresa/3/postulaciones', { user: staffUser, api });
    await expect
      .element(page.getByText(/73 postulaciones Se muestran las 1 más recientes/))
      .toBeVisible();
  });
});
