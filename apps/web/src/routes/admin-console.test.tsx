import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, aVacancySummary, page as aPage, staffUser } from '../test/fixtures.ts';
import { aCompany, aVacancy } from '../test/recruiting-fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const admin = aUser({ id: 1, name: 'Admin', roles: ['admin'] });
const inRevision = aVacancySummary({ id: 120, title: 'Operador de grúa', status: 'en_revision' });

/** The row menu of `name`, opened. */
async function openRowMenu(name: string) {
  await page.getByRole('button', { name: `Acciones de ${name}` }).click();
}

describe('given the administrator’s console', () => {
  it.each(['/admin/empresas', '/admin/usuarios', '/admin/vacantes', '/admin/estadisticas'])(
    'when company staff opens %s → the 404',
    async (url) => {
      await renderRoute(url, { user: staffUser });
      await expect
        .element(page.getByRole('heading', { name: 'Página no encontrada' }))
        .toBeVisible();
    },
  );

  it('when an administrator opens the vacancies to review → each with its company; approving asks first, then sends publicada and says so; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      'GET /api/v1/vacancies/to-revision': aPage([inRevision]),
      'PUT /api/v1/vacancies/120/status': {
        data: aVacancy({ id: 120, title: 'Operador de grúa', status: 'publicada' }),
      },
    });
    await renderRoute('/admin/vacantes', { user: admin, api });
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Vacantes en revisión' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Vacantes en revisión' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Operador de grúa' }))
      .toHaveTextContent(/Transportes del Bajío.*León, Guanajuato/);
    await expectNoAxeViolations();
    await openRowMenu('Operador de grúa');
    await page.getByRole('menuitem', { name: 'Aprobar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Aprobar «Operador de grúa»?' });
    await expect
      .element(confirm)
      .toHaveTextContent(/Se publicará con el nombre de Transportes del Bajío/);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await expectNoAxeViolations();
    await confirm.getByRole('button', { name: 'Aprobar' }).click();
    await expect.element(page.getByText('«Operador de grúa» aprobada y publicada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'publicada' });
  });

  it('when an administrator rejects one → a reason is required; with it, PUT rechazada with the reason and a toast', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      'GET /api/v1/vacancies/to-revision': aPage([inRevision]),
      'PUT /api/v1/vacancies/120/status': (request) =>
        json({ data: aVacancy({ id: 120, ...(request.body as object) }) }),
    });
    await renderRoute('/admin/vacantes', { user: admin, api });
    await openRowMenu('Operador de grúa');
    await page.getByRole('menuitem', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar «Operador de grúa»' });
    await dialog.getByRole('button', { name: 'Rechazar vacante' }).click();
    await expect.element(dialog.getByText('Escribe el motivo del rechazo.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await dialog
      .getByRole('textbox', { name: 'Motivo del rechazo' })
      .fill('El sueldo no coincide con la descripción.');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Rechazar vacante' }).click();
    await expect.element(page.getByText('«Operador de grúa» rechazada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'rechazada',
      reason: 'El sueldo no coincide con la descripción.',
    });
  });

  it('when an administrator opens the companies → verified and authorised per company; verifying and authorising send the flags; the data and documents in a dialog; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      'GET /api/v1/companies': aPage([aCompany()]),
      'POST /api/v1/companies/21/verified': { data: aCompany({ verified_company: true }) },
      'POST /api/v1/companies/21/authorize': { data: aCompany({ is_authorized: true }) },
      'GET /api/v1/documents': {
        data: [
          {
            id: 5,
            resource_id: 21,
            resource_type: 'company',
            name: 'Acta constitutiva.pdf',
            category: null,
            url: 'https://files.example/acta.pdf',
            mime_type: 'application/pdf',
            size_bytes: 1000,
            created_at: '2026-03-05T09:10:00Z',
          },
        ],
      },
    });
    await renderRoute('/admin/empresas', { user: admin, api });
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Fletes del Norte' }))
      .toHaveTextContent(/FNO180312AB1.*contacto@fletesdelnorte\.example.*No.*No/);
    await expectNoAxeViolations();
    await openRowMenu('Fletes del Norte');
    await page.getByRole('menuitem', { name: 'Verificar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Verificar «Fletes del Norte»?' })
      .getByRole('button', { name: 'Verificar' })
      .click();
    await expect
      .element(page.getByText('Fletes del Norte: cambios guardados').first())
      .toBeVisible();
    await openRowMenu('Fletes del Norte');
    await page.getByRole('menuitem', { name: 'Autorizar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Autorizar a «Fletes del Norte» para publicar vacantes?' })
      .getByRole('button', { name: 'Autorizar' })
      .click();
    await expect
      .poll(() => api.calls.find((c) => c.key === 'POST /api/v1/companies/21/authorize')?.body)
      .toEqual({ is_authorized: true });
    expect(api.calls.find((c) => c.key === 'POST /api/v1/companies/21/verified')?.body).toEqual({
      verified_company: true,
    });
    await openRowMenu('Fletes del Norte');
    await page.getByRole('menuitem', { name: 'Documentos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fletes del Norte' });
    await expect.element(dialog).toHaveTextContent(/Fletes del Norte S\.A\. de C\.V\./);
    await expect
      .element(dialog.getByRole('link', { name: 'Acta constitutiva.pdf' }))
      .toHaveAttribute('href', 'https://files.example/acta.pdf');
    await expectNoAxeViolations();
  });

  it('when an administrator verifies a company → a dialog names it first (Cancelar sends nothing); confirmed, the toast offers «Deshacer», which sends the reverse; no axe violations', async () => {
    await page.viewport(390, 844);
    const api = fakeApi({
      'GET /api/v1/companies': aPage([aCompany()]),
      'POST /api/v1/companies/21/verified': (request) =>
        json({ data: aCompany(request.body as object) }),
    });
    const verifications = () =>
      api.calls.filter((c) => c.key === 'POST /api/v1/companies/21/verified').map((c) => c.body);
    await renderRoute('/admin/empresas', { user: admin, api });
    await openRowMenu('Fletes del Norte');
    await page.getByRole('menuitem', { name: 'Verificar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Verificar «Fletes del Norte»?' });
    await expect.element(dialog).toHaveTextContent(/insignia de empresa verificada/);
    await expect.element(dialog.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(verifications()).toEqual([]);

    await openRowMenu('Fletes del Norte');
    await page.getByRole('menuitem', { name: 'Verificar' }).click();
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await expect.poll(verifications).toEqual([{ verified_company: true }]);
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect
      .poll(verifications)
      .toEqual([{ verified_company: true }, { verified_company: false }]);
    await expect
      .element(page.getByText('Fletes del Norte: se deshizo el cambio').first())
      .toBeVisible();
  });

  it('when an administrator assigns roles → a checkbox per role checked as the user has them; at least one; saving sends the chosen roles', async () => {
    await page.viewport(1280, 800);
    const seeker = aUser({ id: 40, name: 'Mariana', surname: 'Ruiz', email: 'mariana@example.mx' });
    const api = fakeApi({
      'GET /api/v1/users': aPage([seeker]),
      'POST /api/v1/users/40/assign-roles': (request) =>
        json({ data: { ...seeker, ...(request.body as object) } }),
    });
    await renderRoute('/admin/usuarios', { user: admin, api });
    await expect
      .element(page.getByRole('row').filter({ hasText: 'mariana@example.mx' }))
      .toHaveTextContent(/Mariana Ruiz.*Candidato/);
    await expectNoAxeViolations();
    await openRowMenu('Mariana Ruiz');
    await page.getByRole('menuitem', { name: 'Asignar roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roles de Mariana Ruiz' });
    const seekerBox = dialog.getByRole('checkbox', { name: 'Candidato' });
    await expect.element(seekerBox).toBeChecked();
    await seekerBox.click();
    await dialog.getByRole('button', { name: 'Guardar roles' }).click();
    await expect.element(dialog.getByText('Elige al menos un rol.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Personal de empresa' }).click();
    await dialog.getByRole('checkbox', { name: 'Chofer' }).click();
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Guardar roles' }).click();
    await expect.element(page.getByText('Roles de Mariana Ruiz guardados')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      roles: ['company_staff', 'driver'],
    });
  });

  it('when an administrator searches users → the list asks listUsers with q', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ 'GET /api/v1/users': aPage([aUser()]) });
    await renderRoute('/admin/usuarios', { user: admin, api });
    await page.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill('ana');
    await expect
      .poll(() =>
        api.calls
          .filter((c) => c.key === 'GET /api/v1/users')
          .at(-1)
          ?.url.searchParams.get('q'),
      )
      .toBe('ana');
  });

  it('when an administrator opens the statistics → the total, a chart named by its description and the same numbers in a table; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      'GET /api/v1/statistics/registered-users': {
        data: {
          total: 48210,
          from: '2026-02-01',
          to: '2026-02-28',
          group_by: 'month',
          series: [
            { period_start: '2026-02-01', registered: 1320, job_seekers: 1250, company_staff: 70 },
          ],
        },
      },
    });
    await renderRoute('/admin/estadisticas?desde=2026-02-01&hasta=2026-02-28&agrupar=month', {
      user: admin,
      api,
    });
    await expect
      .element(page.getByText('Usuarios registrados al final del periodo: 48,210'))
      .toBeVisible();
    await expect.element(page.getByRole('img', { name: /Gráfica de barras/ })).toBeVisible();
    const table = page.getByRole('table', { name: 'Registros por periodo' });
    await expect
      .element(table.getByRole('row').filter({ hasText: 'febrero de 2026' }))
      .toHaveTextContent(/1320.*1250.*70/);
    const asked = api.calls.find((c) => c.key === 'GET /api/v1/statistics/registered-users');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      group_by: 'month',
    });
    await expectNoAxeViolations();
  });
});
