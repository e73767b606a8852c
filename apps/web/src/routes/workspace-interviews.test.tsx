import { formatDateTime } from '@jornada/ui';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aVacancySummary, page as aPage, staffUser } from '../test/fixtures.ts';
import { anApplication, anInterview } from '../test/pipeline-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

const url = '/empresa/3/entrevistas?vacante=101&postulacion=3301';
const list = 'GET /api/v1/vacancies/101/interviews';

function todayAt(hours: number, minutes = 0): Date {
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  return at;
}

const today = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
}).format(new Date());

function interviewsApi() {
  return fakeApi({
    'GET /api/v1/companies/3/vacancies': aPage([aVacancySummary()]),
    'GET /api/v1/job-applications/3301': { data: anApplication({ status: 'entrevista' }) },
    [list]: aPage([
      anInterview({
        id: 502,
        candidate: { id: 13, name: 'Luis Pérez' },
        job_application_id: 3302,
        scheduled_at: todayAt(10).toISOString(),
      }),
    ]),
  });
}

/** Opens the screen proposing to Ana López and waits until it says so: a cell pressed before the application loads adds no slot. */
async function openProposing(api: ReturnType<typeof interviewsApi>) {
  await renderRoute(url, { user: staffUser, api });
  await expect.element(page.getByText(/^Proponiendo entrevista a Ana López/)).toBeVisible();
}

describe('given the interviews calendar (/empresa/3/entrevistas)', () => {
  it('when opened for an application → says whom it proposes to; the week shows the vacancy’s interviews on the calendar and in the list; no axe violations', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    await renderRoute(url, { user: staffUser, api });
    await expect
      .element(
        page.getByText(
          'Proponiendo entrevista a Ana López: elige uno o más horarios en el calendario.',
        ),
      )
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: /^Luis Pérez · Propuesta/ }).first())
      .toBeVisible();
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'Luis Pérez' }).getByText('Propuesta'))
      .toBeVisible();
    await expectNoAxeViolations();
  });

  it('when staff presses Enter on two free time cells → both slots are listed and drawn; «Enviar propuesta con 2 horarios» POSTs them as proposed_slots', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    api.on({
      'POST /api/v1/vacancies/101/interviews': (request: FakeRequest) =>
        json({ data: anInterview({ ...(request.body as object), id: 503 }) }, 201),
    });
    await openProposing(api);
    const slots = page.getByRole('list', { name: 'Horarios para Ana López' });
    await expect
      .element(
        page.getByText('Aún no eliges horarios: haz clic en un horario libre del calendario.'),
      )
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Enviar propuesta' })).toBeDisabled();
    for (const time of ['19:00', '18:00']) {
      const cell = page.getByRole('gridcell', { name: new RegExp(`${today}.*${time}`) }).first();
      await expect.element(cell).toBeInTheDocument();
      (cell.element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect.element(slots.getByRole('listitem')).toHaveLength(2);
    await expect
      .element(slots.getByRole('listitem').first())
      .toHaveTextContent(formatDateTime(todayAt(18), 'full'));
    await expect
      .element(page.getByRole('button', { name: /^Horario propuesto 2/ }).first())
      .toBeVisible();
    await page.getByRole('combobox', { name: 'Modalidad' }).click();
    await page.getByRole('option', { name: 'Presencial' }).click();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Enviar propuesta con 2 horarios' }).click();
    await expect
      .element(
        page.getByText(
          'Propusiste a Ana López 2 horarios de entrevista; te avisaremos cuando elija uno.',
        ),
      )
      .toBeVisible();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      candidate_user_id: 12,
      job_application_id: 3301,
      mode: 'presencial',
      proposed_slots: [todayAt(18).toISOString(), todayAt(19).toISOString()],
      duration_minutes: 45,
    });
  });

  it('when staff removes a slot and sends one → the POST offers that one time; a server refusal shows its field message', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    api.on({
      'POST /api/v1/vacancies/101/interviews': () =>
        json(
          {
            code: 'unprocessable',
            message: 'Revisa los datos de la entrevista.',
            errors: { 'proposed_slots.0': ['La fecha debe ser futura.'] },
          },
          422,
        ),
    });
    await openProposing(api);
    for (const time of ['18:00', '19:30']) {
      const cell = page.getByRole('gridcell', { name: new RegExp(`${today}.*${time}`) }).first();
      await expect.element(cell).toBeInTheDocument();
      (cell.element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
    }
    const slots = page.getByRole('list', { name: 'Horarios para Ana López' });
    await expect.element(slots.getByRole('listitem')).toHaveLength(2);
    const late = formatDateTime(todayAt(19, 30), 'full');
    await slots.getByRole('button', { name: `Quitar el horario del ${late}` }).click();
    await expect.element(page.getByText(`Horario quitado: ${late}.`)).toBeVisible();
    await expect.element(slots.getByRole('listitem')).toHaveLength(1);
    await page.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expect.element(page.getByText('No pudimos proponer la entrevista.')).toBeVisible();
    await expect
      .element(page.getByText('Revisa los datos de la entrevista. La fecha debe ser futura.'))
      .toBeVisible();
    const post = api.calls.find((c) => c.method === 'POST');
    expect((post?.body as { proposed_slots: string[] }).proposed_slots).toEqual([
      todayAt(18).toISOString(),
    ]);
  });

  it('when staff move a chosen slot with the keyboard (Space, ↓, Space) → the list shows the new time and nothing is sent yet', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    await openProposing(api);
    const cell = page.getByRole('gridcell', { name: new RegExp(`${today}.*18:00`) }).first();
    await expect.element(cell).toBeInTheDocument();
    (cell.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const draft = page.getByRole('button', { name: /^Horario propuesto 1/ }).first();
    await expect.element(draft).toBeVisible();
    (draft.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    const moved = formatDateTime(todayAt(18, 15), 'full');
    await expect.element(page.getByText(`Horario movido al ${moved}.`)).toBeVisible();
    await expect
      .element(page.getByRole('list', { name: 'Horarios para Ana López' }).getByRole('listitem'))
      .toHaveTextContent(moved);
    expect(api.calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('when a proposal offers two slots → each shows on the calendar as «Propuesta (horario n de 2)»', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    api.on({
      [list]: aPage([
        anInterview({
          id: 502,
          candidate: { id: 13, name: 'Luis Pérez' },
          scheduled_at: todayAt(9).toISOString(),
          proposed_slots: [todayAt(9).toISOString(), todayAt(12).toISOString()],
        }),
      ]),
    });
    await renderRoute(url, { user: staffUser, api });
    await expect
      .element(
        page.getByRole('button', { name: /^Luis Pérez · Propuesta \(horario 1 de 2\)/ }).first(),
      )
      .toBeVisible();
    await expect
      .element(
        page.getByRole('button', { name: /^Luis Pérez · Propuesta \(horario 2 de 2\)/ }).first(),
      )
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('listitem')
          .filter({ hasText: 'Luis Pérez' })
          .getByText(
            `2 horarios ofrecidos: ${formatDateTime(todayAt(9), 'full')}; ${formatDateTime(todayAt(12), 'full')}`,
          ),
      )
      .toBeVisible();
  });

  it('when staff moves an interview with the keyboard (Space, ↓, Space) → one PUT with the time 15 minutes later', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    api.on({
      'PUT /api/v1/interviews/502': (request: FakeRequest) =>
        json({
          data: anInterview({
            id: 502,
            candidate: { id: 13, name: 'Luis Pérez' },
            status: 'reprogramada',
            ...(request.body as object),
          }),
        }),
    });
    await renderRoute(url, { user: staffUser, api });
    const event = page.getByRole('button', { name: /^Luis Pérez · Propuesta/ }).first();
    await expect.element(event).toBeVisible();
    (event.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.element(page.getByText(/^La entrevista de Luis Pérez pasó al/)).toBeVisible();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ scheduled_at: todayAt(10, 15).toISOString() });
  });

  it('when the candidate confirms (a notification arrives over the socket) → the interview shows «Confirmada» without reloading', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    const { push } = await renderRoute(url, { user: staffUser, api });
    await expect
      .element(page.getByRole('button', { name: /^Luis Pérez · Propuesta/ }).first())
      .toBeVisible();
    api.on({
      [list]: aPage([
        anInterview({
          id: 502,
          candidate: { id: 13, name: 'Luis Pérez' },
          status: 'confirmada',
          scheduled_at: todayAt(10).toISOString(),
        }),
      ]),
    });
    await push('notification.created', {
      id: 1,
      type: 'entrevista',
      title: 'Luis Pérez confirmó su entrevista',
      body: '',
      url: '/entrevistas/502',
      data: { interview_id: 502, vacancy_id: 101, event: 'confirmed' },
      read_at: null,
      created_at: new Date().toISOString(),
    });
    await expect
      .element(page.getByRole('button', { name: /^Luis Pérez · Confirmada/ }).first())
      .toBeVisible();
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'Luis Pérez' }).getByText('Confirmada'))
      .toBeVisible();
  });
});

describe('given a video interview on the company’s interviews list (decision 50)', () => {
  const room = (recording: object | null) => ({
    data: {
      interview_id: 502,
      room_name: 'entrevista-502',
      status: 'finalizada',
      participant_token: 'x.y',
      ice_servers: [{ urls: ['stun:stun.l.google.com:19302'] }],
      signaling_url: 'ws://localhost:3000/socket.io',
      recording,
      expires_at: '2026-03-09T17:00:00Z',
    },
  });

  it('«Entrar a la sala» leads to the camera check of that room; «Ver grabación» plays the recording once it is ready; no axe violations', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    api.on({
      [list]: aPage([
        anInterview({
          id: 502,
          candidate: { id: 13, name: 'Luis Pérez' },
          room_name: 'entrevista-502',
          status: 'confirmada',
          scheduled_at: todayAt(10).toISOString(),
        }),
      ]),
      'GET /api/v1/webrtc/502/room/entrevista-502': room({
        id: '5f0c3c2e-7d4f-4c52-9a0a-8f6f5e3b2a11',
        status: 'lista',
        started_at: '2026-03-09T16:02:00Z',
        ended_at: '2026-03-09T16:30:00Z',
        url: 'http://localhost:3000/api/v1/files/abc.webm?expires=1&signature=x',
      }),
    });
    await renderRoute('/empresa/3/entrevistas?vacante=101', { user: staffUser, api });
    const item = page.getByRole('listitem').filter({ hasText: 'Luis Pérez' });
    await expect
      .element(item.getByRole('link', { name: 'Entrar a la sala con Luis Pérez' }))
      .toHaveAttribute('href', '/entrevistas/verificar-datos?entrevista=502&sala=entrevista-502');
    await item.getByRole('button', { name: 'Ver grabación' }).click();
    await expect
      .element(page.getByLabelText('Grabación de la entrevista con Luis Pérez'))
      .toHaveAttribute('src', 'http://localhost:3000/api/v1/files/abc.webm?expires=1&signature=x');
    await expectNoAxeViolations();
  });

  it('when there is no recording yet → it says so', async () => {
    await page.viewport(1400, 1000);
    const api = interviewsApi();
    api.on({
      [list]: aPage([
        anInterview({
          id: 502,
          candidate: { id: 13, name: 'Luis Pérez' },
          room_name: 'entrevista-502',
          scheduled_at: todayAt(10).toISOString(),
        }),
      ]),
      'GET /api/v1/webrtc/502/room/entrevista-502': room(null),
    });
    await renderRoute('/empresa/3/entrevistas?vacante=101', { user: staffUser, api });
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Luis Pérez' })
      .getByRole('button', { name: 'Ver grabación' })
      .click();
    await expect
      .element(page.getByText('Esta entrevista aún no tiene una grabación lista.'))
      .toBeVisible();
  });
});
