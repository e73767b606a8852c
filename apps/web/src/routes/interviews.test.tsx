import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage } from '../test/fixtures.ts';
import { anInterview } from '../test/pipeline-fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/users/12/interviews';

function todayAt(hours: number): string {
  const at = new Date();
  at.setHours(hours, 0, 0, 0);
  return at.toISOString();
}

describe('given /mis-entrevistas', () => {
  it('when «Calendario» is chosen → the week shows each interview by vacancy and status, the view is in the URL; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({ [list]: aPage([anInterview({ scheduled_at: todayAt(10) })]) });
    const { router } = await renderRoute('/mis-entrevistas', { user: aUser(), api });
    await expect
      .element(page.getByRole('link', { name: 'Operador de tractocamión full' }))
      .toBeVisible();
    await page.getByRole('tab', { name: 'Calendario' }).click();
    await expect
      .element(
        page.getByRole('button', { name: /^Operador de tractocamión full · Propuesta/ }).first(),
      )
      .toBeVisible();
    expect(router.state.location.search).toBe('?vista=calendario');
    await expectNoAxeViolations();
  });

  it('when the company moves or proposes an interview (a notification over the socket) → the list updates without reloading', async () => {
    const api = fakeApi({ [list]: aPage([]) });
    const { context } = await renderRoute('/mis-entrevistas', { user: aUser(), api });
    await expect.element(page.getByText('No tienes entrevistas programadas')).toBeVisible();
    api.on({ [list]: aPage([anInterview({ scheduled_at: todayAt(10) })]) });
    context.realtime!.dispatch('notification.created', {
      id: 2,
      type: 'entrevista',
      title: 'Transportes del Bajío te propone una entrevista',
      body: '',
      url: '/entrevistas/501',
      data: { interview_id: 501, vacancy_id: 101, event: 'proposed' },
      read_at: null,
      created_at: new Date().toISOString(),
    });
    await expect
      .element(page.getByRole('link', { name: 'Operador de tractocamión full' }))
      .toBeVisible();
  });
});

describe('given an interview of the seeker (/entrevistas/:id)', () => {
  it('when opened directly and confirmed → the confirmation goes to the server and a toast says so; no axe violations', async () => {
    const api = fakeApi({
      [list]: aPage([anInterview({ id: 501, scheduled_at: todayAt(10) })]),
      'PUT /api/v1/interviews/501/confirm': {
        data: anInterview({ id: 501, status: 'confirmada', scheduled_at: todayAt(10) }),
      },
    });
    await renderRoute('/entrevistas/501', { user: aUser(), api });
    await page.getByRole('button', { name: 'Confirmar asistencia' }).click();
    await expect
      .poll(() => api.calls.some((call) => call.key === 'PUT /api/v1/interviews/501/confirm'))
      .toBe(true);
    await expect
      .element(page.getByText('Confirmaste la entrevista. La empresa ya lo sabe.'))
      .toBeVisible();
    await expectNoAxeViolations();
  });
});
