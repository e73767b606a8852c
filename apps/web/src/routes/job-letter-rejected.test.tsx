import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { employeeUser } from '../test/clock-in-fixtures.ts';
import { aJobLetter, page as aPage } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const reason = 'No encontramos tu expediente; acude a Recursos Humanos.';
const rejected = aJobLetter({
  user: { id: 41, name: 'Rosa Elena Martínez' },
  status: 'rechazada',
  rejection_reason: reason,
});

describe('given a labour letter the company rejected (contract decision 51)', () => {
  it('when the requester opens it → the reason in its own region, the drafted text still there; no axe violations', async () => {
    const api = fakeApi({ 'GET /api/v1/job-letters/64': { data: rejected } });
    await renderRoute('/cartas-laborales/ver-carta-laboral/64', { api, user: employeeUser });
    const panel = page.getByRole('region', { name: 'La empresa rechazó esta solicitud' });
    await expect.element(panel.getByText(`Motivo: ${reason}`)).toBeVisible();
    await expect
      .element(panel.getByText('Este es el texto que se habría emitido; no tiene validez.'))
      .toBeVisible();
    await expect.element(page.getByText(/hace constar que Luis Pérez Ramírez/)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the requester lists their letters → the rejected one says why', async () => {
    const api = fakeApi({ 'GET /api/v1/users/41/job-letters': aPage([rejected]) });
    await renderRoute('/cartas-laborales', { api, user: employeeUser });
    await expect.element(page.getByText(`Motivo: ${reason}`)).toBeVisible();
  });

  it('when an older letter has no reason → says the company gave none', async () => {
    const api = fakeApi({
      'GET /api/v1/job-letters/64': { data: { ...rejected, rejection_reason: null } },
    });
    await renderRoute('/cartas-laborales/ver-carta-laboral/64', { api, user: employeeUser });
    await expect.element(page.getByText(/La empresa no indicó el motivo/)).toBeVisible();
  });
});
