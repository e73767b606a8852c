import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { anEmployee, aTicket, aUnit, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/tickets';
/** The server's life cycle, as the fake answers it (apps/api/src/handlers/tickets/life-cycle.ts). */
const next = {
  abierto: ['en_proceso', 'en_espera', 'resuelto', 'cancelado'],
  en_proceso: ['en_espera', 'resuelto', 'cancelado'],
  en_espera: ['en_proceso', 'resuelto', 'cancelado'],
  resuelto: ['cerrado', 'en_proceso'],
  cerrado: [],
  cancelado: [],
} as const;
const people = {
  'GET /api/v1/companies/3/employees': aPage([
    anEmployee(),
    anEmployee({ id: 90, name: 'Luis', surname: 'Pérez', lastname: null, position: 'Mecánico' }),
  ]),
  'GET /api/v1/companies/3/units': aPage([aUnit(), aUnit({ id: 31, economic_number: 'T-031' })]),
};

describe('given the tickets screen (/empresa/3/tickets)', () => {
  it('when opened with ?status=en_proceso → that status is requested and each row links to its ticket; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ [list]: aPage([aTicket({ status: 'en_proceso' })]) });
    await renderRoute('/empresa/3/tickets?status=en_proceso', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'TK-2026-000310' }))
      .toHaveAttribute('href', '/empresa/3/tickets/310');
    await expect.element(page.getByRole('row').filter({ hasText: 'En proceso' })).toBeVisible();
    expect(api.calls.find((c) => c.key === list)?.url.searchParams.get('status')).toBe(
      'en_proceso',
    );
    await expectNoAxeViolations();
  });

  it('when priority, category and a sort are chosen → they go to the URL and the request', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ [list]: aPage([aTicket()]) });
    const { router } = await renderRoute('/empresa/3/tickets?priority=alta&category=mecanica', {
      user: staffUser,
      api,
    });
    await expect.element(page.getByRole('link', { name: 'TK-2026-000310' })).toBeVisible();
    const first = api.calls.find((c) => c.key === list)!.url.searchParams;
    expect(first.get('priority')).toBe('alta');
    expect(first.get('category')).toBe('mecanica');
    await page
      .getByRole('columnheader', { name: /Prioridad/ })
      .getByRole('button')
      .click();
    await expect.poll(() => router.state.location.search).toContain('sort=priority');
    await expect
      .poll(() =>
        api.calls
          .filter((c) => c.key === list)
          .at(-1)
          ?.url.searchParams.get('sort'),
      )
      .toBe('priority');
    await expect
      .element(page.getByRole('columnheader', { name: /Prioridad/ }))
      .toHaveAttribute('aria-sort', 'ascending');
  });

  it('when staff reports a ticket → POST with the company id, and a toast with its folio', async () => {
    const api = fakeApi({
      ...people,
      [list]: aPage([]),
      'POST /api/v1/tickets': (request) =>
        json(
          { data: aTicket({ ...(request.body as object), id: 311, folio: 'TK-2026-000311' }) },
          201,
        ),
    });
    await renderRoute('/empresa/3/tickets', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo ticket' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo ticket' });
    await sheet.getByLabelText('Asunto').fill('Llanta ponchada en la unidad 12');
    await sheet.getByLabelText('Descripción').fill('En la caseta de Querétaro.');
    await userEvent.click(sheet.getByRole('combobox', { name: /Categoría/ }));
    await userEvent.click(page.getByRole('option', { name: 'Falla mecánica' }));
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Ticket TK-2026-000311 creado')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      company_id: 3,
      subject: 'Llanta ponchada en la unidad 12',
      description: 'En la caseta de Querétaro.',
      category: 'mecanica',
      priority: 'media',
    });
  });
});

describe('given a ticket (/empresa/3/tickets/310)', () => {
  it('when it is open → the moves the server allows (next_statuses) as buttons; moving sends the status and shows the next moves; no axe violations', async () => {
    const ticket = aTicket({ next_statuses: ['en_proceso', 'cancelado'] });
    const api = fakeApi({
      'GET /api/v1/tickets/310': { data: ticket },
      'PUT /api/v1/tickets/310': (request) => {
        const body = request.body as { status: keyof typeof next };
        return { data: { ...ticket, ...body, next_statuses: [...next[body.status]] } };
      },
    });
    await renderRoute('/empresa/3/tickets/310', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Falla en el GPS de la unidad 27' }))
      .toBeVisible();
    const moves = page.getByRole('region', { name: 'Cambiar estado' });
    expect(
      moves
        .getByRole('button')
        .elements()
        .map((b) => b.textContent),
    ).toEqual(['Iniciar atención', 'Cancelar ticket']);
    await expectNoAxeViolations();
    await moves.getByRole('button', { name: 'Iniciar atención' }).click();
    await expect.element(page.getByText('El ticket ahora está: En proceso')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      company_id: 3,
      status: 'en_proceso',
      subject: ticket.subject,
      category: 'mecanica',
      priority: 'alta',
    });
    await expect.element(moves.getByRole('button', { name: 'Marcar como resuelto' })).toBeVisible();
    await expect
      .element(moves.getByRole('button', { name: 'Iniciar atención' }))
      .not.toBeInTheDocument();
  });

  it('when it is closed → no moves', async () => {
    const api = fakeApi({
      'GET /api/v1/tickets/310': { data: aTicket({ status: 'cerrado', next_statuses: [] }) },
    });
    await renderRoute('/empresa/3/tickets/310', { user: staffUser, api });
    await expect
      .element(page.getByText('Este ticket ya no admite cambios de estado.'))
      .toBeVisible();
  });

  it("when staff edits it → every TicketInput field, the assignee and the unit picked from the company's; PUT and a toast", async () => {
    const ticket = aTicket({ status: 'en_proceso', next_statuses: [...next.en_proceso] });
    const api = fakeApi({
      ...people,
      'GET /api/v1/tickets/310': { data: ticket },
      'PUT /api/v1/tickets/310': (request) => ({
        data: {
          ...ticket,
          ...(request.body as object),
          assigned_to: { id: 90, name: 'Luis Pérez' },
        },
      }),
    });
    await renderRoute('/empresa/3/tickets/310', { user: staffUser, api });
    await page.getByRole('button', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar ticket TK-2026-000310' });
    await expect.element(sheet.getByLabelText('Asunto')).toHaveValue(ticket.subject);
    await sheet.getByLabelText('Asunto').fill('GPS sin señal en la unidad 27');
    await userEvent.click(sheet.getByRole('combobox', { name: /Prioridad/ }));
    await userEvent.click(page.getByRole('option', { name: 'Urgente' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Estado/ }));
    await userEvent.click(page.getByRole('option', { name: 'En espera' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Asignado a/ }));
    await userEvent.click(page.getByRole('option', { name: 'Luis Pérez · Mecánico' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Unidad/ }));
    await userEvent.click(page.getByRole('option', { name: 'T-027 · 89-AK-3F' }));
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Ticket TK-2026-000310 actualizado')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      company_id: 3,
      subject: 'GPS sin señal en la unidad 27',
      description: ticket.description,
      category: 'mecanica',
      priority: 'urgente',
      status: 'en_espera',
      unit_id: 27,
      assigned_to_id: 90,
      due_at: ticket.due_at,
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'GPS sin señal en la unidad 27' }))
      .toBeVisible();
  });

  it('when staff deletes it after confirming → DELETE, a toast, and back to the list', async () => {
    const api = fakeApi({
      [list]: aPage([]),
      'GET /api/v1/tickets/310': { data: aTicket() },
      'DELETE /api/v1/tickets/310': new Response(null, { status: 204 }),
    });
    const { router } = await renderRoute('/empresa/3/tickets/310', { user: staffUser, api });
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar TK-2026-000310?' });
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(page.getByText('Ticket TK-2026-000310 eliminado')).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/empresa/3/tickets');
  });

  it.each([
    ['belongs to another company', { data: aTicket({ company_id: 9 }) }],
    ['does not exist', json({ message: 'No encontrado' }, 404)],
  ])('when it %s → the 404 screen', async (_, answer) => {
    const api = fakeApi({ 'GET /api/v1/tickets/310': answer });
    await renderRoute('/empresa/3/tickets/310', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
