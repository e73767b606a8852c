import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { aClockerEmployee, aKioskLink, linkToken } from '../test/clock-in-fixtures.ts';
import { callsTo, clockServer } from '../test/clock-in-server.ts';
import { resumeClockChecks } from '../features/clock-in/resume-checks.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const linkCall = 'GET /clocker-api/v1/clock-link';
const checkCall = 'POST /clocker-api/v1/clock-link/attendances';
const outboxKey = 'jornada.clock-link.outbox.v1';
const personal = `/checar#${linkToken}`;

function fakePosition() {
  return vi.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation((success) =>
    success({
      coords: {
        latitude: 21.1221,
        longitude: -101.6827,
        accuracy: 8,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
      },
      timestamp: Date.now(),
    } as GeolocationPosition),
  );
}

/** A personal link's server: the link answers with the employee as the server knows them now. */
function linkApi(server = clockServer()) {
  return fakeApi({
    [linkCall]: () => ({
      data: aKioskLink({ kind: 'employee', employee: server.employee() }),
    }),
    [checkCall]: server.linkAttendance,
  });
}

const status = () => page.getByTestId('clock-status');

beforeEach(async () => {
  localStorage.clear();
  await page.viewport(390, 844);
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("given an employee's personal link on their phone (/checar#token), nobody signed in", () => {
  it("when it opens → my name, company, today's shift and status, the big button and my week; no site chrome; no axe violations", async () => {
    const api = linkApi();
    await renderRoute(personal, { api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Rosa Elena Martínez Soto' }))
      .toBeVisible();
    expect(callsTo(api, linkCall)[0]?.headers.get('x-clock-link')).toBe(linkToken);
    await expect.element(page.getByText('Empresa: Transportes del Bajío')).toBeVisible();
    await expect.element(page.getByText('Hoy: Operación 7 días, 07:00–15:00')).toBeVisible();
    await expect.element(status()).toHaveTextContent('Sin registro');
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Mis turnos de esta semana' }))
      .toBeVisible();
    expect(page.getByRole('navigation').elements()).toHaveLength(0);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
  });

  it('when I check in and out → each check goes through the link with its time, client_id and my position', async () => {
    fakePosition();
    const api = linkApi();
    await renderRoute(personal, { api });
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    await expect.element(status()).toHaveTextContent('En turno');
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    const call = callsTo(api, checkCall)[0]!;
    expect(call.headers.get('x-clock-link')).toBe(linkToken);
    expect(call.body).toMatchObject({
      type: 'check_in',
      latitude: 21.1221,
      longitude: -101.6827,
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      at: expect.any(String),
    });
    expect(call.body).not.toHaveProperty('source');
    await expect.element(page.getByRole('button', { name: 'Registrar salida' })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Registrar salida' }));
    // It ends the workday, so it asks first.
    await userEvent.click(page.getByRole('button', { name: 'Sí, registrar salida' }));
    await expect.element(status()).toHaveTextContent('Salida registrada');
    await expect.poll(() => callsTo(api, checkCall).length).toBe(2);
    expect(callsTo(api, checkCall)[1]!.body).toMatchObject({ type: 'check_out' });
    await expectNoAxeViolations();
  });

  it('when offline → the check waits on the phone ("Pendiente de enviar") and is sent once, with its original time, when the connection returns', async () => {
    fakePosition();
    const api = linkApi();
    await renderRoute(personal, { api });
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    window.dispatchEvent(new Event('offline'));
    const before = Date.now();
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    const after = Date.now();
    await expect.element(page.getByText('Pendiente de enviar')).toBeVisible();
    await expect.element(status()).toHaveTextContent('En turno');
    expect(callsTo(api, checkCall)).toHaveLength(0);
    const queued = JSON.parse(localStorage.getItem(outboxKey)!) as {
      token: string;
      check: { at: string };
    }[];
    expect(queued).toHaveLength(1);
    expect(queued[0]!.token).toBe(linkToken);
    const clickedAt = queued[0]!.check.at;
    expect(Date.parse(clickedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(clickedAt)).toBeLessThanOrEqual(after + 1);

    await new Promise((resolve) => setTimeout(resolve, 50));
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    expect(callsTo(api, checkCall)[0]!.body).toMatchObject({ type: 'check_in', at: clickedAt });
    await expect.element(page.getByText('Pendiente de enviar')).not.toBeInTheDocument();
    expect(localStorage.getItem(outboxKey)).toBeNull();
    await expect.element(status()).toHaveTextContent('En turno');
  });

  it('when the link was opened once and the phone is offline later → it still opens with my status', async () => {
    const first = await renderRoute(personal, { api: linkApi() });
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    await expect
      .poll(() => localStorage.getItem('jornada.clock-link.cache.v1') ?? '')
      .toContain('Rosa Elena');
    await first.screen.unmount();
    window.dispatchEvent(new Event('offline'));
    const down = fakeApi({
      [linkCall]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderRoute(personal, { api: down });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Rosa Elena Martínez Soto' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
  });

  it('when I am already in (409) → says so and the state stays as the server has it', async () => {
    fakePosition();
    const server = clockServer(aClockerEmployee());
    const api = linkApi(server);
    api.on({
      [checkCall]: json({ message: 'Ya registraste tu entrada de hoy a las 07:02.' }, 409),
    });
    await renderRoute(personal, { api });
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    // The server's own reason is shown.
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/Ya registraste tu entrada de hoy a las 07:02\./);
    await expect.element(status()).toHaveTextContent('Sin registro');
  });

  it('when the link expired or was revoked (410) → a page that tells me to ask my supervisor for a new one; no axe violations', async () => {
    await renderRoute(personal, {
      api: fakeApi({ [linkCall]: json({ message: 'El enlace venció.' }, 410) }),
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Este enlace venció o fue revocado' }))
      .toBeVisible();
    await expect
      .element(page.getByText(/Pide a tu supervisor un enlace personal nuevo/))
      .toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when the link does not verify (401) or is a kiosk link → not valid', async () => {
    await renderRoute(personal, {
      api: fakeApi({ [linkCall]: json({ message: 'No autorizado.' }, 401) }),
    });
    await expect
      .element(page.getByRole('heading', { name: 'Este enlace no es válido' }))
      .toBeVisible();
  });

  it('when the app starts with a check a closed page left waiting → it is sent once, with its original time', async () => {
    const waiting = {
      token: linkToken,
      check: {
        type: 'check_in',
        at: '2026-03-05T13:58:00.000Z',
        client_id: '0b6c2b0e-5d0c-4f4e-9b7e-2f0f4b1c9a10',
      },
    };
    localStorage.setItem(outboxKey, JSON.stringify([waiting]));
    const api = linkApi();
    // Any page: the app's start resumes the queue, not the link's page.
    const { context } = await renderRoute(`/kiosco#${linkToken}`, { api });
    await resumeClockChecks(context);
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    expect(callsTo(api, checkCall)[0]!.body).toEqual(waiting.check);
    await expect.poll(() => localStorage.getItem(outboxKey)).toBeNull();
  });
});
