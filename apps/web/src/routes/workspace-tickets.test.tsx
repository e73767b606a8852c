import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aTicket, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/tickets';

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

  it('when staff reports a ticket → POST with the company id, and a toast with its folio', async () => {
    const api = fakeApi({
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
  it('when it is open → its allowed moves as buttons; moving sends the status and shows the next moves; no axe violations', async () => {
    const ticket = aTicket();
    const api = fakeApi({
      'GET /api/v1/tickets/310': { data: ticket },
      'PUT /api/v1/tickets/310': (request) => ({
        data: { ...ticket, ...(request.body as object) },
      }),
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
    const api = fakeApi({ 'GET /api/v1/tickets/310': { data: aTicket({ status: 'cerrado' }) } });
    await renderRoute('/empresa/3/tickets/310', { user: staffUser, api });
    await expect
      .element(page.getByText('Este ticket ya no admite cambios de estado.'))
      .toBeVisible();
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
