import { formatDateTime } from '@jornada/ui';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage } from '../test/fixtures.ts';
import { anInterview } from '../test/pipeline-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

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
    const { push } = await renderRoute('/mis-entrevistas', { user: aUser(), api });
    await expect.element(page.getByText('No tienes entrevistas programadas')).toBeVisible();
    api.on({ [list]: aPage([anInterview({ scheduled_at: todayAt(10) })]) });
    await push('notification.created', {
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

describe('given a proposal with two slots (contract decision 51)', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    localStorage.removeItem('jornada.seeker.outbox.v1.12');
  });
  const slots = [todayAt(9), todayAt(12)];
  const offered = () =>
    anInterview({ id: 501, scheduled_at: slots[0]!, proposed_slots: [...slots] });
  const confirmed = (request: FakeRequest) =>
    json({
      data: anInterview({
        id: 501,
        status: 'confirmada',
        scheduled_at: (request.body as { slot: string }).slot,
        proposed_slots: [],
      }),
    });

  it('when /mis-entrevistas opens → the card says two times are offered; confirming without a choice is refused; the chosen slot is sent; no axe violations', async () => {
    const api = fakeApi({ [list]: aPage([offered()]) });
    api.on({ 'PUT /api/v1/interviews/501/confirm': confirmed });
    await renderRoute('/mis-entrevistas', { user: aUser(), api });
    await expect
      .element(page.getByText('La empresa te ofrece 2 horarios: elige uno.').first())
      .toBeVisible();
    const group = page.getByRole('radiogroup', { name: 'Elige el horario que te acomode' });
    await expect.element(group.getByRole('radio')).toHaveLength(2);
    await expectNoAxeViolations();
    await page.getByRole('tab', { name: 'Calendario' }).click();
    await expect
      .element(
        page
          .getByRole('button', {
            name: /^Operador de tractocamión full · Propuesta, horario 2 de 2/,
          })
          .first(),
      )
      .toBeVisible();
    await page.getByRole('tab', { name: 'Lista' }).click();
    await page.getByRole('button', { name: 'Confirmar este horario' }).click();
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Elige uno de los horarios' }))
      .toBeVisible();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await group.getByRole('radio', { name: formatDateTime(slots[1]!, 'full') }).click();
    await page.getByRole('button', { name: 'Confirmar este horario' }).click();
    await expect
      .element(page.getByText('Confirmaste la entrevista. La empresa ya lo sabe.'))
      .toBeVisible();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ slot: slots[1] });
  });

  it('when the interview’s page opens → it offers the slots instead of «Confirmar asistencia»; picking one confirms it', async () => {
    const api = fakeApi({ [list]: aPage([offered()]) });
    api.on({ 'PUT /api/v1/interviews/501/confirm': confirmed });
    await renderRoute('/entrevistas/501', { user: aUser(), api });
    const group = page.getByRole('radiogroup', { name: 'Elige el horario que te acomode' });
    await expect.element(group).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Confirmar asistencia' }))
      .not.toBeInTheDocument();
    await group.getByRole('radio', { name: formatDateTime(slots[0]!, 'full') }).click();
    await page.getByRole('button', { name: 'Confirmar este horario' }).click();
    await expect
      .poll(() => api.calls.find((call) => call.method === 'PUT')?.body)
      .toEqual({ slot: slots[0] });
    await expectNoAxeViolations();
  });

  it('when the candidate asks for another time → the rejection carries the reason and the proposed time', async () => {
    const api = fakeApi({ [list]: aPage([offered()]) });
    api.on({
      'PUT /api/v1/interviews/501/reject': json({
        data: anInterview({ id: 501, status: 'rechazada', proposed_slots: [] }),
      }),
    });
    await renderRoute('/entrevistas/501', { user: aUser(), api });
    const other = page.getByRole('textbox', { name: 'Otro horario que te acomode (opcional)' });
    await expect.element(other).toBeVisible();
    await other.fill('2030-01-15T17:30');
    await page.getByRole('button', { name: 'Pedir otro horario' }).click();
    await expect.element(page.getByText('Le pediste a la empresa otro horario.')).toBeVisible();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      reason: 'horario',
      proposed_at: new Date('2030-01-15T17:30').toISOString(),
    });
  });

  it('when offline the candidate picks one → it waits in the outbox with the slot and is sent once back online', async () => {
    const api = fakeApi({ [list]: aPage([offered()]) });
    api.on({ 'PUT /api/v1/interviews/501/confirm': confirmed });
    await renderRoute('/entrevistas/501', { user: aUser(), api });
    const group = page.getByRole('radiogroup', { name: 'Elige el horario que te acomode' });
    await expect.element(group).toBeVisible();
    onlineManager.setOnline(false);
    await group.getByRole('radio', { name: formatDateTime(slots[1]!, 'full') }).click();
    await page.getByRole('button', { name: 'Confirmar este horario' }).click();
    expect(JSON.parse(localStorage.getItem('jornada.seeker.outbox.v1.12') ?? '[]')).toEqual([
      { type: 'confirmInterview', interviewId: 501, slot: slots[1] },
    ]);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    onlineManager.setOnline(true);
    await expect
      .poll(() => api.calls.find((call) => call.method === 'PUT')?.body)
      .toEqual({ slot: slots[1] });
  });
});
