import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { employeeUser } from '../test/clock-in-fixtures.ts';
import { aJobLetter, aUser, page as aPage } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/users/41/job-letters';
const create = 'POST /api/v1/users/41/job-letters';

describe('given «Cartas laborales» (/cartas-laborales) of an employee', () => {
  it('when they request a letter → POST with the company, type and addressee, a toast, and the list shows it, no axe violations', async () => {
    const requested = aJobLetter({ user: { id: 41, name: 'Rosa Elena Martínez' } });
    const api = fakeApi({
      [list]: aPage([]),
      'GET /api/v1/companies/3': { data: { id: 3, name: 'Transportes del Bajío' } },
      [create]: json({ data: requested }, 201),
    });
    await renderRoute('/cartas-laborales', { user: employeeUser, api });
    await expect
      .element(page.getByRole('heading', { name: 'Aún no tienes cartas laborales' }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Solicitar una carta' }).click();
    const sheet = page.getByRole('dialog', { name: 'Solicitar una carta laboral' });
    await expect
      .element(sheet.getByRole('combobox', { name: /Empresa/ }))
      .toHaveTextContent('Transportes del Bajío');
    await userEvent.click(sheet.getByRole('combobox', { name: /Tipo de carta/ }));
    await userEvent.click(page.getByRole('option', { name: 'Carta de recomendación' }));
    await sheet.getByLabelText(/Dirigida a/).fill('Banco del Bajío');
    await expectNoAxeViolations();
    api.on({ [list]: aPage([requested]) });
    await sheet.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect
      .element(page.getByText('Solicitud enviada. La empresa la revisará.'))
      .toBeVisible();
    expect(api.calls.find((c) => c.key === create)?.body).toEqual({
      company_id: 3,
      type: 'recomendacion',
      include_salary: false,
      addressee: 'Banco del Bajío',
    });
    await expect.element(page.getByText('Folio CL-2026-000064')).toBeVisible();
  });

  it('when the person belongs to no company → no request button', async () => {
    await renderRoute('/cartas-laborales', {
      user: aUser({ id: 41 }),
      api: fakeApi({ [list]: aPage([]) }),
    });
    await expect
      .element(page.getByRole('heading', { name: 'Aún no tienes cartas laborales' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Solicitar una carta' }))
      .not.toBeInTheDocument();
  });
});
