import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aDepartment, aUser, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

/** The counts of the landing, for company `id`. */
function counts(id: number) {
  return {
    [`GET /api/v1/companies/${id}/departments`]: aPage([aDepartment()], { total: 5 }),
    [`GET /api/v1/companies/${id}/employees`]: aPage([], { total: 48 }),
    [`GET /api/v1/companies/${id}/terminals`]: aPage([], { total: 2 }),
    [`GET /api/v1/companies/${id}/tickets`]: aPage([], { total: 7 }),
  };
}

const sections = page.getByRole('navigation', { name: 'Secciones de la empresa' });

describe('given the company workspace (/empresa/:companyId)', () => {
  it('when staff of the company opens it → the sections, the counts and no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi(counts(3));
    await renderRoute('/empresa/3', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Resumen de la empresa' }))
      .toBeVisible();
    await expect
      .element(sections.getByRole('link', { name: 'Inicio' }))
      .toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Departamentos', '/empresa/3/departamentos'],
      ['Empleados', '/empresa/3/empleados'],
      ['Terminales', '/empresa/3/terminales'],
      ['Tickets', '/empresa/3/tickets'],
      ['Postulaciones', '/empresa/3/postulaciones'],
      ['Entrevistas', '/empresa/3/entrevistas'],
      ['Contenedores', '/empresa/3/contenedores'],
      ['Citas', '/empresa/3/citas-contenedor'],
      ['Carga masiva', '/empresa/3/contenedores-importar'],
      ['Reportes', '/empresa/3/contenedores-reportes'],
    ]) {
      await expect.element(sections.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect
      .element(sections.getByRole('link', { name: 'Administración' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByText('48')).toBeVisible();
    await expect.element(page.getByText('7')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Ver tickets abiertos' }))
      .toHaveAttribute('href', '/empresa/3/tickets?status=abierto');
    await expect.element(page.getByRole('main')).toHaveAttribute('id', 'contenido');
    await expect
      .element(page.getByRole('link', { name: 'Saltar al contenido' }))
      .toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'GET /api/v1/companies/3/tickets')?.url.search).toBe(
      '?page=1&per_page=1&status=abierto',
    );
    await expectNoAxeViolations();
  });

  it.each([
    ['staff of another company', '/empresa/5', staffUser],
    [
      'an employee of a department of the company',
      '/empresa/3',
      aUser({
        roles: ['employee'],
        departments: [{ id: 4, name: 'Tráfico', company_id: 3 }],
      }),
    ],
    ['staff, at a malformed id', '/empresa/tres', staffUser],
  ])(
    'when %s opens it → the 404 screen, no sections and no request about the company',
    async (_, url, user) => {
      const api = fakeApi();
      await renderRoute(url, { user, api });
      await expect
        .element(page.getByRole('heading', { name: 'Página no encontrada' }))
        .toBeVisible();
      await expect.element(page.getByText('Error 404')).toBeVisible();
      await expect.element(sections).not.toBeInTheDocument();
      expect(api.calls.filter((c) => c.key.includes('/companies/'))).toEqual([]);
      await expectNoAxeViolations();
    },
  );

  it('when a visitor opens it → the access rules send them to / with the query kept', async () => {
    const { router } = await renderRoute('/empresa/3/tickets?status=abierto');
    expect(router.state.location.pathname + router.state.location.search).toBe('/?status=abierto');
  });

  it('when an administrator who is not staff opens it → the company by getCompany, and the console link', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      ...counts(5),
      'GET /api/v1/companies/5': { data: { id: 5, name: 'Fletes del Norte' } },
    });
    await renderRoute('/empresa/5', { user: aUser({ roles: ['admin'] }), api });
    await expect.element(page.getByRole('banner').getByText('Fletes del Norte')).toBeVisible();
    await expect
      .element(sections.getByRole('link', { name: 'Administración' }))
      .toHaveAttribute('href', '/admin');
  });

  it('when staff of several companies switches company → the same section of the other company', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      ...counts(3),
      ...counts(8),
    });
    const { router } = await renderRoute('/empresa/3', { user: staffUser, api });
    const switcher = page.getByRole('combobox', { name: 'Cambiar de empresa' });
    await expect.element(switcher).toHaveTextContent('Transportes del Bajío');
    await userEvent.click(switcher);
    await userEvent.click(page.getByRole('option', { name: 'Logística Occidente' }));
    await expect.poll(() => router.state.location.pathname).toBe('/empresa/8');
    await expect.element(switcher).toHaveTextContent('Logística Occidente');
  });

  it('when staff of one company opens it → its name, no switcher', async () => {
    const user = aUser({
      roles: ['company_staff'],
      companies: [{ id: 3, name: 'Transportes del Bajío' }],
    });
    await renderRoute('/empresa/3', { user, api: fakeApi(counts(3)) });
    await expect.element(page.getByRole('banner').getByText('Transportes del Bajío')).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Cambiar de empresa' }))
      .not.toBeInTheDocument();
  });
});

describe('given the sign-in screen', () => {
  it.each([
    ['company staff', '/empresa/3', staffUser, ''],
    [
      'an employee',
      '/mi-asistencia',
      aUser({ roles: ['employee'], departments: [{ id: 4, name: 'Tráfico', company_id: 3 }] }),
      '',
    ],
    [
      'a driver',
      '/mi-trabajo',
      aUser({ roles: ['driver'], departments: [{ id: 4, name: 'Tráfico', company_id: 3 }] }),
      '',
    ],
    ['an administrator', '/admin', aUser({ roles: ['admin'] }), ''],
    ['a job seeker', '/inicio', aUser(), ''],
    [
      'company staff with ?redirect=/mis-postulaciones',
      '/mis-postulaciones',
      staffUser,
      '?redirect=%2Fmis-postulaciones',
    ],
  ])('when %s signs in → lands on %s', async (_, landing, user, query) => {
    const api = fakeApi({
      'POST /oauth/token': { token_type: 'Bearer', access_token: 'tkn', expires_in: 3600 },
      'GET /api/v1/user': { data: user },
      ...counts(3),
      'GET /api/v1/companies/3': { data: { id: 3, name: 'Transportes del Bajío' } },
    });
    const { router } = await renderRoute(`/login${query}`, { api });
    await page.getByLabelText('Correo electrónico').fill('ana@tdb.example');
    await page.getByLabelText('Contraseña').fill('Jornada2026!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => router.state.location.pathname).toBe(landing);
  });
});

describe('given /mi-trabajo and /admin', () => {
  it('an employee sees their company and department, with no axe violations', async () => {
    const api = fakeApi({
      'GET /api/v1/companies/3': { data: { id: 3, name: 'Transportes del Bajío' } },
    });
    // A driver gets the driver's day instead (driver-workday.test.tsx).
    const user = aUser({
      roles: ['employee'],
      departments: [{ id: 4, name: 'Tráfico', company_id: 3 }],
    });
    await renderRoute('/mi-trabajo', { user, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeVisible();
    await expect.element(page.getByText('Transportes del Bajío')).toBeVisible();
    await expect.element(page.getByText('Departamento: Tráfico')).toBeVisible();
    await expect.element(page.getByText('Tu papel: Empleado')).toBeVisible();
    await expectNoAxeViolations();
  });

  it.each([
    ['a job seeker', '/mi-trabajo', aUser()],
    ['company staff', '/admin', staffUser],
  ])('%s at %s → the 404 screen', async (_, url, user) => {
    await renderRoute(url, { user });
    await expect.element(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  it('an administrator at /admin → the console with its sections, complaints first, with no axe violations', async () => {
    await renderRoute('/admin', { user: aUser({ roles: ['admin'] }) });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Consola de administración' }))
      .toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Secciones de la consola' });
    await expect
      .element(sections.getByRole('link', { name: 'Quejas' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(sections.getByRole('link', { name: 'Vacantes en revisión' }))
      .toBeVisible();
    await expectNoAxeViolations();
  });
});
