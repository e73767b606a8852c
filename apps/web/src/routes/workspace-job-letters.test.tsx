import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aJobLetter, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/job-letters';
const put = 'PUT /api/v1/job-letters/64';
const requested = aJobLetter();
const issued = aJobLetter({
  id: 65,
  folio: 'CL-2026-000065',
  user: { id: 41, name: 'Marta Ruiz' },
  type: 'recomendacion',
  status: 'emitida',
  issued_at: '2026-03-06T10:00:00Z',
});

describe('given the labour-letter inbox (/empresa/3/cartas-laborales)', () => {
  it('when letters were requested → a row each with person, type and status, actions by status, no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ [list]: aPage([requested, issued]) });
    await renderRoute('/empresa/3/cartas-laborales', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Cartas laborales' }))
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Secciones de la empresa' })
          .getByRole('link', { name: 'Cartas laborales' }),
      )
      .toHaveAttribute('aria-current', 'page');
    const rows = page.getByRole('row');
    await expect
      .element(rows.filter({ hasText: 'CL-2026-000064' }))
      .toHaveTextContent(/Luis Pérez Ramírez.*Constancia laboral.*Solicitada/);
    await expect
      .element(
        rows
          .filter({ hasText: 'CL-2026-000064' })
          .getByRole('button', { name: 'Emitir carta CL-2026-000064' }),
      )
      .toBeVisible();
    await expect
      .element(
        rows
          .filter({ hasText: 'CL-2026-000065' })
          .getByRole('link', { name: 'Ver carta CL-2026-000065' }),
      )
      .toHaveAttribute('href', '/cartas-laborales/ver-carta-laboral/65');
    expect(api.calls.find((c) => c.key === list)?.url.search).toBe('?page=1&per_page=10');
    await expectNoAxeViolations();
  });

  it('when ?status=solicitada is in the URL → only requested letters are asked for', async () => {
    const api = fakeApi({ [list]: aPage([requested]) });
    await renderRoute('/empresa/3/cartas-laborales?status=solicitada', { user: staffUser, api });
    await expect.element(page.getByRole('row').filter({ hasText: 'CL-2026-000064' })).toBeVisible();
    expect(api.calls.find((c) => c.key === list)?.url.searchParams.get('status')).toBe(
      'solicitada',
    );
  });

  it('when there are none → the empty state', async () => {
    await renderRoute('/empresa/3/cartas-laborales', {
      user: staffUser,
      api: fakeApi({ [list]: aPage([]) }),
    });
    await expect
      .element(page.getByRole('heading', { name: 'No hay solicitudes de cartas' }))
      .toBeVisible();
    await expectNoAxeViolations();
  });

  it('when staff edit the drafted text and issue it → PUT emitida with the text, a toast, the list reloads', async () => {
    const api = fakeApi({
      [list]: aPage([requested]),
      [put]: (request) =>
        json({ data: aJobLetter({ ...(request.body as object), status: 'emitida' }) }),
    });
    await renderRoute('/empresa/3/cartas-laborales', { user: staffUser, api });
    await page.getByRole('button', { name: 'Emitir carta CL-2026-000064' }).click();
    const sheet = page.getByRole('dialog', { name: 'Carta CL-2026-000064' });
    const body = sheet.getByLabelText('Texto de la carta');
    await expect.element(body).toHaveValue(requested.body);
    await body.fill(`${requested.body}\nAtentamente, Recursos Humanos.`);
    await sheet.getByLabelText('Puesto').fill('Operador de tractocamión');
    api.on({ [list]: aPage([{ ...requested, status: 'emitida' }]) });
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Emitir carta' }).click();
    await expect
      .element(page.getByText('Carta emitida. La persona ya puede verla e imprimirla.'))
      .toBeVisible();
    expect(api.calls.find((c) => c.key === put)?.body).toEqual({
      status: 'emitida',
      position: 'Operador de tractocamión',
      start_date: '2024-02-01',
      end_date: null,
      body: `${requested.body}\nAtentamente, Recursos Humanos.`,
    });
    await expect
      .element(page.getByRole('row').filter({ hasText: 'CL-2026-000064' }))
      .toHaveTextContent(/Emitida/);
  });

  it('when the server refuses the issue → the sheet stays open with what was typed and the message', async () => {
    const api = fakeApi({
      [list]: aPage([requested]),
      [put]: json(
        {
          message: 'Revisa los datos de la carta.',
          code: 'unprocessable',
          errors: { position: ['El puesto es demasiado largo.'] },
        },
        422,
      ),
    });
    await renderRoute('/empresa/3/cartas-laborales', { user: staffUser, api });
    await page.getByRole('button', { name: 'Emitir carta CL-2026-000064' }).click();
    const sheet = page.getByRole('dialog', { name: 'Carta CL-2026-000064' });
    await sheet.getByLabelText('Puesto').fill('Jefe de tráfico');
    await sheet.getByRole('button', { name: 'Emitir carta' }).click();
    await expect.element(sheet.getByText('El puesto es demasiado largo.')).toBeVisible();
    await expect.element(sheet.getByLabelText('Puesto')).toHaveValue('Jefe de tráfico');
  });

  it('when staff reject with a reason → PUT rechazada with rejection_reason, the letter text untouched', async () => {
    const api = fakeApi({
      [list]: aPage([requested]),
      [put]: json({ data: aJobLetter({ status: 'rechazada' }) }),
    });
    await renderRoute('/empresa/3/cartas-laborales', { user: staffUser, api });
    await page.getByRole('button', { name: 'Rechazar CL-2026-000064' }).click();
    const sheet = page.getByRole('dialog', { name: 'Rechazar la solicitud' });
    await sheet.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await expect.element(sheet.getByText('Escribe el motivo del rechazo.')).toBeVisible();
    expect(api.calls.some((c) => c.key === put)).toBe(false);
    await sheet
      .getByLabelText('Motivo (la persona lo verá)')
      .fill('No encontramos tu expediente; acude a Recursos Humanos.');
    await sheet.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await expect.element(page.getByText('Solicitud rechazada.')).toBeVisible();
    expect(api.calls.find((c) => c.key === put)?.body).toEqual({
      status: 'rechazada',
      rejection_reason: 'No encontramos tu expediente; acude a Recursos Humanos.',
    });
  });
});
