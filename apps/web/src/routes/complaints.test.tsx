import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { employeeUser } from '../test/clock-in-fixtures.ts';
import { aComplaint, aComplaintDetail, anEvent } from '../test/complaint-fixtures.ts';
import { aUser, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const detailUrl = 'GET /panel-api/v1/complaints/501';
const documents = { 'GET /api/v1/documents': { data: [] } };
const answered = aComplaintDetail({
  status: 'en_revision',
  next_statuses: ['en_atencion', 'improcedente'],
  reporter: { id: 41, name: 'Rosa Elena Martínez' },
  events: [
    anEvent({ author: { id: 41, name: 'Rosa Elena Martínez' } }),
    anEvent({
      id: 2,
      type: 'status',
      author_role: 'staff',
      author: { id: 7, name: 'Ana López' },
      message: 'Recursos Humanos ya revisa el caso.',
      from_status: 'recibida',
      to_status: 'en_revision',
    }),
  ],
});

describe('given an employee filing a complaint (/quejas/nueva)', () => {
  it('when opened → their company chosen; the anonymity switch says what the company will and will not see; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      'GET /api/v1/companies/3': { data: { id: 3, name: 'Transportes del Bajío' } },
    });
    await renderRoute('/quejas/nueva', { user: employeeUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Presentar una queja' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: /Empresa/ }))
      .toHaveTextContent('Transportes del Bajío');
    await expect.element(page.getByText(/la empresa verá tu nombre/)).toBeVisible();
    await userEvent.click(page.getByRole('switch', { name: 'Presentar de forma anónima' }));
    await expect.element(page.getByText(/pero no tu nombre ni tu cuenta/)).toBeVisible();
    await expect.element(page.getByText(/solo lo sabrán tú y la administración/)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when filed anonymously → POST createComplaint with anonymous true, then its page in «Mis quejas»', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      'GET /api/v1/companies/3': { data: { id: 3, name: 'Transportes del Bajío' } },
      'POST /panel-api/v1/complaints': json(
        { data: aComplaint({ reporter: { id: 41, name: 'Rosa Elena Martínez' } }) },
        201,
      ),
      [detailUrl]: { data: aComplaintDetail() },
      ...documents,
    });
    const { router } = await renderRoute('/quejas/nueva', { user: employeeUser, api });
    await userEvent.click(page.getByRole('combobox', { name: /Categoría/ }));
    await userEvent.click(page.getByRole('option', { name: 'Acoso u hostigamiento' }));
    await page.getByLabelText(/Asunto/).fill('Comentarios ofensivos del supervisor');
    await page
      .getByLabelText(/Describe lo que pasó/)
      .fill('En el turno de la noche el supervisor hace comentarios ofensivos.');
    await userEvent.click(page.getByRole('switch', { name: 'Presentar de forma anónima' }));
    await page.getByRole('button', { name: 'Presentar queja' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/mis-quejas/501');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      company_id: 3,
      category: 'acoso',
      subject: 'Comentarios ofensivos del supervisor',
      description: 'En el turno de la noche el supervisor hace comentarios ofensivos.',
      anonymous: true,
    });
    await expect.element(page.getByText('Anónima para la empresa')).toBeVisible();
  });
});

describe('given the filer reading their complaint (/mis-quejas/501)', () => {
  it('when the company answered → its answer with its author, their own entry as «Tú»; a reply is sent; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      [detailUrl]: { data: answered },
      ...documents,
      'POST /panel-api/v1/complaints/501/messages': json({ data: answered }, 201),
    });
    await renderRoute('/mis-quejas/501', { user: employeeUser, api });
    await expect
      .element(
        page.getByRole('heading', { level: 1, name: 'Comentarios ofensivos del supervisor' }),
      )
      .toBeVisible();
    await expect.element(page.getByText('Recursos Humanos ya revisa el caso.')).toBeVisible();
    await expect.element(page.getByText('Ana López')).toBeVisible();
    await expect.element(page.getByText('Tú', { exact: true })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Iniciar revisión' }))
      .not.toBeInTheDocument();
    await expectNoAxeViolations();
    await page.getByLabelText('Mensaje').fill('Sigue pasando.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect.element(page.getByText('Mensaje enviado')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Sigue pasando.' });
  });

  it('when the list opens (/mis-quejas) → a row per complaint with company and status', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      'GET /panel-api/v1/users/41/complaints': aPage([
        aComplaint({ reporter: { id: 41, name: 'Rosa Elena Martínez' } }),
      ]),
    });
    await renderRoute('/mis-quejas', { user: employeeUser, api });
    const row = page.getByRole('row').filter({ hasText: 'Q-2026-0007' });
    await expect.element(row.getByText('Transportes del Bajío')).toBeVisible();
    await expect.element(row.getByText('Recibida')).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('given company staff (/empresa/3/quejas)', () => {
  it('when the list opens → «Anónima» where the filer is hidden, the status filter goes to the request; the nav marks Quejas; no axe violations', async () => {
    await page.viewport(1280, 900);
    const list = 'GET /panel-api/v1/companies/3/complaints';
    const api = fakeApi({
      [list]: aPage([
        aComplaint(),
        aComplaint({
          id: 502,
          folio: 'Q-2026-0008',
          anonymous: false,
          reporter: { id: 50, name: 'Luis Pérez' },
        }),
      ]),
    });
    await renderRoute('/empresa/3/quejas?status=recibida', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Quejas' })).toBeVisible();
    const anonymous = page.getByRole('row').filter({ hasText: 'Q-2026-0007' });
    await expect.element(anonymous.getByText('Anónima')).toBeVisible();
    const signed = page.getByRole('row').filter({ hasText: 'Q-2026-0008' });
    await expect.element(signed.getByText('Luis Pérez')).toBeVisible();
    expect(
      api.calls
        .filter((c) => c.key === list)
        .at(-1)
        ?.url.searchParams.get('status'),
    ).toBe('recibida');
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Secciones de la empresa' })
          .getByRole('link', { name: 'Quejas' }),
      )
      .toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();
  });

  it('when an anonymous complaint opens → no name anywhere; a move sends the typed answer with it', async () => {
    await page.viewport(1280, 900);
    const moved = aComplaintDetail({ status: 'en_revision', next_statuses: ['en_atencion'] });
    const api = fakeApi({
      [detailUrl]: { data: aComplaintDetail() },
      ...documents,
      'PUT /panel-api/v1/complaints/501/status': { data: moved },
    });
    await renderRoute('/empresa/3/quejas/501', { user: staffUser, api });
    await expect.element(page.getByText('Anónima', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Quien presentó la queja').first()).toBeVisible();
    await expectNoAxeViolations();
    await page.getByLabelText('Mensaje').fill('Recibimos tu queja.');
    await page.getByRole('button', { name: 'Iniciar revisión' }).click();
    await expect.element(page.getByText('Queja en revisión')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'en_revision',
      message: 'Recibimos tu queja.',
    });
  });
});

describe('given an administrator (/admin)', () => {
  it('when the console opens → every company’s complaints with who filed them; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      'GET /panel-api/v1/complaints': aPage([
        aComplaint({ reporter: { id: 41, name: 'Rosa Elena Martínez' } }),
      ]),
    });
    await renderRoute('/admin', { user: aUser({ roles: ['admin'] }), api });
    const row = page.getByRole('row').filter({ hasText: 'Q-2026-0007' });
    await expect.element(row.getByText('Rosa Elena Martínez')).toBeVisible();
    await expect.element(row.getByText('Transportes del Bajío')).toBeVisible();
    await expectNoAxeViolations();
  });
});
