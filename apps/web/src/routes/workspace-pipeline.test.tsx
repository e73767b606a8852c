import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { pipelineColumns } from '../features/pipeline/pipeline-statuses.ts';
import { undoWindowMs } from '../features/pipeline/use-undoable-move.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aVacancySummary, page as aPage, staffUser } from '../test/fixtures.ts';
import { anApplication, aProfile, companyApplications } from '../test/pipeline-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

const vacancies = 'GET /api/v1/companies/3/vacancies';
const applications = 'GET /api/v1/companies/3/job-applications';
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
    [applications]: companyApplications([ana, luis, rosa]),
    'GET /api/v1/users/12/profile': { data: aProfile() },
    [put3301]: (request: FakeRequest) => ({
      data: { ...ana, ...(request.body as object) },
    }),
  });
}

const oneVacancy = '/empresa/3/postulaciones?vacante=101';
const mario = anApplication({
  id: 3310,
  candidate: { id: 15, name: 'Mario Ruiz' },
  status: 'vista',
  vacancy: { ...ana.vacancy, id: 102, title: 'Mecánico diésel' },
});

/** `count` applications just sent by «Candidata 1», «Candidata 2»… */
const candidates = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    anApplication({ id: 4000 + i, candidate: { id: 100 + i, name: `Candidata ${i + 1}` } }),
  );

/** The table across vacancies over 32 applications (two pages of 25), rendered and visible. */
async function companyTable() {
  await page.viewport(1400, 900);
  const api = pipelineApi();
  api.on({ [applications]: companyApplications([...candidates(30), luis, mario]) });
  const { router } = await renderRoute('/empresa/3/postulaciones?vista=tabla', {
    user: staffUser,
    api,
  });
  const table = page.getByRole('table', { name: 'Postulaciones de todas las vacantes' });
  await expect.element(table).toBeVisible();
  return { api, router, table };
}

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
    // Each column asks for its own status of this vacancy.
    const asked = api.calls.filter((c) => c.key === applications).map((c) => c.url.searchParams);
    expect(new Set(asked.map((q) => q.get('status')))).toEqual(new Set(pipelineColumns));
    for (const q of asked) expect(q.get('vacancy_id')).toBe('101');
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

  it('when a sent move is refetched column by column → the card shows once, in its new column, with the counts adding up', async () => {
    await page.viewport(1400, 900);
    const rows = [ana, luis, rosa];
    let release = () => undefined as void;
    const oldColumnHeld = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    const api = pipelineApi();
    api.on({
      [applications]: async (request: FakeRequest) => {
        // After the move is sent, the old column's refetch waits: the new one answers first.
        if (sent && request.url.searchParams.get('status') === 'enviada') await oldColumnHeld;
        return companyApplications(rows)(request);
      },
      [put3301]: (request: FakeRequest) => {
        rows[0] = { ...ana, ...(request.body as object) };
        sent = true;
        return { data: rows[0] };
      },
    });
    await renderRoute(oneVacancy, { user: staffUser, api });
    await page.getByRole('button', { name: 'Mover a Ana López a…' }).click();
    await page.getByRole('menuitem', { name: 'En proceso' }).click();
    const cards = page.getByRole('button', { name: 'Ver perfil de Ana López' });
    // The move is sent after the undo window, then the new column is asked for again.
    await vi.waitFor(
      () => {
        const sentAt = api.calls.findIndex((c) => c.key === put3301);
        expect(sentAt).toBeGreaterThan(-1);
        expect(
          api.calls
            .slice(sentAt)
            .some(
              (c) => c.key === applications && c.url.searchParams.get('status') === 'en_proceso',
            ),
        ).toBe(true);
      },
      { timeout: undoWindowMs + 4000, interval: 100 },
    );
    await expect
      .element(column('En proceso 2').getByRole('button', { name: 'Ver perfil de Ana López' }))
      .toBeVisible();
    expect(cards.elements()).toHaveLength(1);
    release();
    await expect.element(column('Enviada 0')).toBeVisible();
    await expect
      .element(column('En proceso 2').getByRole('button', { name: 'Ver perfil de Ana López' }))
      .toBeVisible();
    expect(cards.elements()).toHaveLength(1);
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
      .element(page.getByRole('region', { name: 'Tablero de postulaciones de «Mecánico diésel»' }))
      .toBeVisible();
    await expect.element(column('Enviada 0').getByText('Sin postulaciones')).toBeVisible();
    expect(router.state.location.search).toContain('vacante=102');
    expect(
      api.calls.some(
        (c) => c.key === applications && c.url.searchParams.get('vacancy_id') === '102',
      ),
    ).toBe(true);
  });

  it('when the company has more than 50 vacancies → the selector offers every one, read page by page', async () => {
    const api = pipelineApi();
    const many = Array.from({ length: 60 }, (_, i) =>
      aVacancySummary({ id: 200 + i, title: `Vacante ${i + 1}` }),
    );
    api.on({
      [vacancies]: ({ url }: FakeRequest) =>
        url.searchParams.get('page') === '2'
          ? aPage(many.slice(50), { current_page: 2, per_page: 50, total: 60, last_page: 2 })
          : aPage(many.slice(0, 50), { per_page: 50, total: 60, last_page: 2 }),
    });
    const { router } = await renderRoute('/empresa/3/postulaciones', { user: staffUser, api });
    await page.getByRole('combobox', { name: 'Vacante' }).click();
    await page.getByRole('option', { name: 'Vacante 60' }).click();
    expect(router.state.location.search).toContain('vacante=259');
    await expect
      .element(page.getByRole('region', { name: 'Tablero de postulaciones de «Vacante 60»' }))
      .toBeVisible();
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
    api.on({ [applications]: companyApplications([mario, ana, luis]) });
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
    const asked = api.calls.filter((c) => c.key === applications).map((c) => c.url.searchParams);
    expect(new Set(asked.map((q) => q.get('status')))).toEqual(new Set(pipelineColumns));
    for (const q of asked) expect(q.has('vacancy_id')).toBe(false);
    await expectNoAxeViolations();
  });

  it('when the table view is chosen → a «Vacante» column; choosing a vacancy narrows to it and back to all', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    api.on({ [applications]: companyApplications([mario, ana, luis]) });
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

  it('when a column holds more than a page → it shows the first 20 of its total and «Cargar más» brings the next ones; the other columns are untouched', async () => {
    await page.viewport(1400, 900);
    const api = pipelineApi();
    const sent = candidates(45);
    api.on({ [applications]: companyApplications([...sent, luis]) });
    await renderRoute('/empresa/3/postulaciones', { user: staffUser, api });
    const enviada = column('Enviada 45');
    await expect.element(enviada.getByText('Se muestran 20 de 45.')).toBeVisible();
    await expect
      .element(enviada.getByRole('button', { name: /^Ver perfil/ }).nth(19))
      .toBeVisible();
    expect(enviada.getByRole('button', { name: /^Ver perfil/ }).elements()).toHaveLength(20);
    await enviada.getByRole('button', { name: 'Cargar más de «Enviada»' }).click();
    await expect.element(enviada.getByText('Se muestran 40 de 45.')).toBeVisible();
    await expect
      .element(enviada.getByRole('button', { name: 'Ver perfil de Candidata 40' }))
      .toBeVisible();
    await enviada.getByRole('button', { name: 'Cargar más de «Enviada»' }).click();
    await expect
      .element(enviada.getByRole('button', { name: 'Ver perfil de Candidata 45' }))
      .toBeVisible();
    await expect
      .element(enviada.getByRole('button', { name: 'Cargar más de «Enviada»' }))
      .not.toBeInTheDocument();
    const enviadaPages = api.calls
      .filter((c) => c.key === applications && c.url.searchParams.get('status') === 'enviada')
      .map((c) => c.url.searchParams.get('page'));
    expect(new Set(enviadaPages)).toEqual(new Set(['1', '2', '3']));
    await expect
      .element(column('En proceso 1').getByRole('button', { name: 'Ver perfil de Luis Pérez' }))
      .toBeVisible();
    expect(
      column('En proceso 1')
        .getByRole('button', { name: /^Cargar más/ })
        .elements(),
    ).toEqual([]);
    await expectNoAxeViolations();
  });

  it('when the table has more than a page → it pages and searches by name on the server, both kept in the URL', async () => {
    const { router, table } = await companyTable();
    await expect.element(page.getByText('Página 1 de 2')).toBeVisible();
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await expect.element(page.getByText('Página 2 de 2')).toBeVisible();
    await expect
      .element(table.getByRole('button', { name: 'Mario Ruiz', exact: true }))
      .toBeVisible();
    expect(router.state.location.search).toContain('page=2');
    expect(router.state.location.search).toContain('vista=tabla');

    await page.getByRole('searchbox', { name: 'Buscar candidato por nombre' }).fill('pér');
    await expect
      .element(table.getByRole('button', { name: 'Luis Pérez', exact: true }))
      .toBeVisible();
    await vi.waitFor(() => expect(router.state.location.search).toContain('q=p%C3%A9r'), {
      timeout: 5000,
    });
    expect(router.state.location.search).not.toContain('page=');

    await expectNoAxeViolations();
  });

  it('when the table is sorted and filtered by status → the server is asked for that order and status, both kept in the URL; no axe violations with the filter open', async () => {
    const { api, router, table } = await companyTable();
    await table.getByRole('button', { name: /Compatibilidad/ }).click();
    await vi.waitFor(() => expect(router.state.location.search).toContain('sort=match_score'), {
      timeout: 5000,
    });
    const lastAsked = () =>
      api.calls.filter((c) => c.key === applications).at(-1)!.url.searchParams;
    await vi.waitFor(() => expect(lastAsked().get('sort')).toBe('match_score'));
    expect(lastAsked().get('per_page')).toBe('25');

    await page.getByRole('button', { name: /^Estado/ }).click();
    await expect.element(page.getByRole('dialog', { name: 'Estado' })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('option', { name: /En proceso/ }).click();
    await vi.waitFor(() => expect(router.state.location.search).toContain('estado=en_proceso'), {
      timeout: 5000,
    });
    await expect.element(page.getByText('Página 1 de 1')).toBeVisible();
    await expect
      .element(table.getByRole('button', { name: 'Luis Pérez', exact: true }))
      .toBeVisible();
    expect(table.getByRole('button', { name: /^Candidata/ }).elements()).toEqual([]);
    expect(lastAsked().get('status')).toBe('en_proceso');
    expect(lastAsked().get('sort')).toBe('match_score');
    await expectNoAxeViolations();
  });
});
