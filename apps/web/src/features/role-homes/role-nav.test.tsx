import type { User } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { aUser, page as aPage, staffUser } from '../../test/fixtures.ts';
import { fakeApi, renderRoute } from '../../test/render-route.tsx';

const search = 'GET /api/v1/search/vacancies';
const homeApi = () => fakeApi({ [search]: aPage([]) });

const employee = aUser({
  name: 'Juan Carlos',
  roles: ['employee'],
  departments: [{ id: 4, name: 'Operaciones', company_id: 3 }],
});
const driver = aUser({
  name: 'José Luis',
  roles: ['employee', 'driver'],
  departments: [{ id: 4, name: 'Operaciones', company_id: 3 }],
});
const oneCompanyStaff = aUser({
  name: 'Ricardo',
  roles: ['company_staff', 'job_seeker'],
  companies: [{ id: 3, name: 'Transportes del Bajío' }],
});
const admin = aUser({ name: 'Alejandra', roles: ['admin'] });

/** The links of the header's row (from `md` up). */
async function headerLinks(): Promise<string[]> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navegación principal' });
  await expect.element(nav.getByRole('link').first()).toBeVisible();
  return nav
    .getByRole('link')
    .elements()
    .map((link) => link.textContent ?? '');
}

describe('given the header of each role (docs/decisions/0047-role-homes.md)', () => {
  it.each<[string, User, string[], string]>([
    ['a job seeker', aUser(), ['Inicio', 'Vacantes', 'Favoritos', 'Postulaciones'], '/inicio'],
    [
      'an employee',
      employee,
      ['Mi asistencia', 'Mis quejas', 'Cartas laborales'],
      '/mi-asistencia',
    ],
    [
      'a driver',
      driver,
      ['Mi jornada', 'Mi asistencia', 'Mis quejas', 'Cartas laborales'],
      '/mi-trabajo',
    ],
    ['staff who is also a job seeker', oneCompanyStaff, ['Mi empresa', 'Inicio'], '/empresa/3'],
    ['an administrator', admin, ['Consola'], '/admin'],
  ])(
    'when %s is signed in → the header leads to their screens; the logo home',
    async (_, user, links, home) => {
      await page.viewport(1280, 800);
      await renderRoute('/inicio', { user, api: homeApi() });
      expect(await headerLinks()).toEqual(links);
      await expect
        .element(page.getByRole('banner').getByRole('link', { name: 'Jornada', exact: true }))
        .toHaveAttribute('href', home);
    },
  );

  it('when staff who is also a job seeker opens the ☰ menu on a phone → a named group per role; Escape closes it and focus returns', async () => {
    await page.viewport(390, 844);
    await renderRoute('/inicio', { user: oneCompanyStaff, api: homeApi() });
    const button = page.getByRole('button', { name: 'Abrir menú' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Navegación principal' });
    await expect.element(menu.getByText('Hola, Ricardo')).toBeVisible();
    const staff = menu.getByRole('group', { name: 'Tu empresa' });
    await expect
      .element(staff.getByRole('link', { name: 'Mi empresa' }))
      .toHaveAttribute('href', '/empresa/3');
    const seeker = menu.getByRole('group', { name: 'Tu búsqueda de empleo' });
    await expect.element(seeker.getByRole('link', { name: 'Favoritos' })).toBeVisible();
    await expectNoAxeViolations();
    await userEscape();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });

  it('when an employee on a phone chooses «Mis quejas» in the ☰ menu → the menu closes on the new page', async () => {
    await page.viewport(390, 844);
    const { router } = await renderRoute('/inicio', {
      user: employee,
      api: fakeApi({ [search]: aPage([]), 'GET /panel-api/v1/users/12/complaints': aPage([]) }),
    });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mis quejas' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/mis-quejas');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('when an employee opens the account menu → the greeting whole, their home, their letters and complaints, no CV or points', async () => {
    await page.viewport(390, 844);
    await renderRoute('/inicio', { user: employee, api: homeApi() });
    await page.getByRole('button', { name: 'Hola, Juan Carlos' }).click();
    const menu = page.getByRole('menu');
    await expect.element(menu.getByText('Hola, Juan Carlos')).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Mi asistencia' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Cartas' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Mis quejas' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Mi CV' })).not.toBeInTheDocument();
    await expect
      .element(menu.getByRole('menuitem', { name: 'Mis puntos' }))
      .not.toBeInTheDocument();
  });

  it('when an administrator opens the console → its own header: the sections, no job seeker links', async () => {
    await page.viewport(1280, 800);
    await renderRoute('/admin/vacantes', {
      user: admin,
      api: fakeApi({ 'GET /api/v1/vacancies/to-revision': aPage([]) }),
    });
    const nav = page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Secciones de la consola' });
    await expect.element(nav.getByRole('link', { name: 'Empresas' })).toBeVisible();
    await expect
      .element(nav.getByRole('link', { name: 'Vacantes en revisión' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('banner').getByRole('link', { name: 'Favoritos' }))
      .not.toBeInTheDocument();
    await expect
      .element(page.getByRole('banner').getByRole('link', { name: 'Jornada', exact: true }))
      .toHaveAttribute('href', '/admin');
  });
});

describe('given /inicio for each role', () => {
  it('when an employee opens it → a link to each of their screens', async () => {
    await renderRoute('/inicio', { user: employee, api: homeApi() });
    const spaces = page.getByRole('region', { name: 'Tus espacios de trabajo' });
    const work = spaces.getByRole('group', { name: 'Tu trabajo' });
    await expect
      .element(work.getByRole('link', { name: 'Mi asistencia' }))
      .toHaveAttribute('href', '/mi-asistencia');
    await expect.element(work.getByRole('link', { name: 'Cartas laborales' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when staff of two companies opens it → a link to each workspace', async () => {
    await renderRoute('/inicio', { user: staffUser, api: homeApi() });
    const group = page.getByRole('group', { name: 'Tu empresa' });
    await expect
      .element(group.getByRole('link', { name: 'Logística Occidente' }))
      .toHaveAttribute('href', '/empresa/8');
  });

  it('when a job seeker opens it → no other homes, as before', async () => {
    await renderRoute('/inicio', { user: aUser(), api: homeApi() });
    await expect.element(page.getByRole('heading', { name: 'Hola, Ana' })).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Tus espacios de trabajo' }))
      .not.toBeInTheDocument();
  });
});

describe('given a visitor sent away from a private page', () => {
  it('when they sign in → they land on that page with its query', async () => {
    const api = fakeApi({
      'POST /oauth/token': { token_type: 'Bearer', access_token: 'tkn', expires_in: 3600 },
      'GET /api/v1/user': { data: employee },
      'GET /panel-api/v1/users/12/complaints': aPage([]),
    });
    const { router } = await renderRoute('/mis-quejas?estado=abierta&page=2', { api });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?estado=abierta&page=2');
    await router.navigate('/login');
    await page.getByLabelText('Correo electrónico').fill('juan@tdb.example');
    await page.getByLabelText('Contraseña').fill('Jornada2026!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/mis-quejas?estado=abierta&page=2');
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example'])(
    'when /login?redirect=%s → refused: the role decides',
    async (redirect) => {
      const api = fakeApi({
        'POST /oauth/token': { token_type: 'Bearer', access_token: 'tkn', expires_in: 3600 },
        'GET /api/v1/user': { data: employee },
      });
      const { router } = await renderRoute(`/login?redirect=${encodeURIComponent(redirect)}`, {
        api,
      });
      await page.getByLabelText('Correo electrónico').fill('juan@tdb.example');
      await page.getByLabelText('Contraseña').fill('Jornada2026!');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect.poll(() => router.state.location.pathname).toBe('/mi-asistencia');
    },
  );

  it('when they sign up from the sign-in page → the page to return to goes along', async () => {
    await renderRoute(`/login?redirect=${encodeURIComponent('/mis-quejas?estado=abierta')}`);
    await expect
      .element(page.getByRole('link', { name: 'Regístrate' }))
      .toHaveAttribute('href', '/registro?redirect=%2Fmis-quejas%3Festado%3Dabierta');
  });
});

/** Presses Escape on the focused element. */
async function userEscape() {
  const { userEvent } = await import('vitest/browser');
  await userEvent.keyboard('{Escape}');
}
