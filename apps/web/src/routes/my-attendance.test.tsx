import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  aClockerEmployee,
  aRecess,
  anAttendance,
  aWeek,
  coffeeBreak,
  companyToday,
  employeeUser,
} from '../test/clock-in-fixtures.ts';
import { callsTo, clockServer, myClockApi } from '../test/clock-in-server.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { driverUser } from '../test/fleet-fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const checkCall = 'POST /clocker-api/v1/employees/77/attendances';
const outboxKey = 'jornada.clock.outbox.v1.41';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Fakes the phone's GPS: every request gets one fix at once (or the error). */
function fakePosition(error?: { code: number }) {
  return vi
    .spyOn(navigator.geolocation, 'getCurrentPosition')
    .mockImplementation((success, fail) => {
      if (error) fail?.({ ...error, message: 'denied' } as GeolocationPositionError);
      else
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
        } as GeolocationPosition);
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

describe('given an employee on a phone (/mi-asistencia)', () => {
  it("when the page loads → today's shift, my status, one big button, this week with today marked, my history; no axe violations", async () => {
    await renderRoute('/mi-asistencia', { user: employeeUser, api: myClockApi() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Mi asistencia' }))
      .toBeVisible();
    await expect.element(page.getByText('Hoy: Operación 7 días, 07:00–15:00')).toBeVisible();
    await expect.element(status()).toHaveTextContent('Sin registro aún');
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Registrar salida' }).elements()).toHaveLength(0);

    const week = page.getByRole('region', { name: 'Mis turnos de esta semana' });
    await expect.element(week).toBeVisible();
    expect(week.getByRole('listitem').elements()).toHaveLength(7);
    const today = week.getByRole('listitem').filter({ hasText: /Hoy/ });
    await expect.element(today).toHaveAttribute('aria-current', 'date');
    await expect.element(today).toHaveTextContent('Operación 7 días, 07:00–15:00');

    const history = page.getByRole('region', { name: 'Mi historial (últimos 14 días)' });
    await expect.element(history.getByText('Retardo de 18 minutos')).toBeVisible();
    await expect.element(history.getByText(/Trabajado: 7 h 12 min/)).toBeVisible();
    await expect.element(history.getByText('Recesos: 30 minutos', { exact: false })).toBeVisible();
    await expect.element(page.getByText('Hoy no has tomado recesos.')).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
  });

  it('when my supervisor corrected a record → I sign it «de conformidad» with my saved signature and the signed PDF is followed; an uncorrected one offers nothing; no axe violations', async () => {
    const pdfUrl = 'https://archivos.jornada.example/firmados/34.pdf?firma=5';
    const corrected = anAttendance({ corrected: true });
    const api = myClockApi(clockServer(), [
      corrected,
      anAttendance({ id: 880121, date: '2026-01-05' }),
    ]);
    api.on({
      'GET /api/v1/digital-signature': {
        data: {
          id: 23,
          user_id: 41,
          image_url: 'data:image/png;base64,iVBORw0KGgo=',
          created_at: '2026-03-05T15:00:00Z',
        },
      },
      'POST /api/v1/signed-document': json(
        {
          data: {
            id: 34,
            document_id: 902,
            signature_id: 23,
            signer: { id: 41, name: 'Rosa Elena Martínez Soto' },
            sha256: 'a'.repeat(64),
            content_sha256: 'b'.repeat(64),
            verification_code: 'W4NE-8HJQ-2PLT',
            pdf_url: pdfUrl,
            job_letter_id: null,
            revision_order_id: null,
            attendance_id: corrected.id,
            key_id: 'c'.repeat(64),
            signed_at: '2026-03-06T16:00:00Z',
          },
        },
        201,
      ),
    });
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[download]');
      if (!link) return;
      event.preventDefault();
      followed.push((link as HTMLAnchorElement).href);
    };
    document.addEventListener('click', follow, true);
    try {
      await renderRoute('/mi-asistencia', { user: employeeUser, api });
      const history = page.getByRole('region', { name: 'Mi historial (últimos 14 días)' });
      const buttons = history.getByRole('button', { name: 'Firmar de conformidad' });
      await expect.element(buttons).toBeVisible();
      expect(buttons.elements()).toHaveLength(1);
      await buttons.click();
      await expect.poll(() => followed).toEqual([pdfUrl]);
      expect(api.calls.find((c) => c.key === 'POST /api/v1/signed-document')?.body).toEqual({
        attendance_id: corrected.id,
        signature_id: 23,
      });
      await expect
        .element(history.getByRole('link', { name: 'Verificar el documento W4NE-8HJQ-2PLT' }))
        .toHaveAttribute('href', '/verificar-documento/W4NE-8HJQ-2PLT');
      await expectNoAxeViolations();
    } finally {
      document.removeEventListener('click', follow, true);
    }
  });

  it('given a correction I signed earlier, when I open /mi-asistencia again → its «Copias firmadas» offer «Descargar firmado» with the code; no axe violations', async () => {
    const pdfUrl = 'https://archivos.jornada.example/firmados/34.pdf?firma=6';
    const corrected = anAttendance({ corrected: true });
    const api = myClockApi(clockServer(), [corrected]);
    api.on({
      'GET /api/v1/digital-signature': { data: null },
      'GET /api/v1/signed-document': (request) =>
        request.url.searchParams.get('document_type') === 'attendance' &&
        request.url.searchParams.get('document_id') === String(corrected.id)
          ? {
              data: [
                {
                  id: 34,
                  document_id: 902,
                  signature_id: 23,
                  signer: { id: 41, name: 'Rosa Elena Martínez Soto' },
                  sha256: 'a'.repeat(64),
                  content_sha256: 'b'.repeat(64),
                  verification_code: 'W4NE-8HJQ-2PLT',
                  pdf_url: pdfUrl,
                  job_letter_id: null,
                  revision_order_id: null,
                  attendance_id: corrected.id,
                  key_id: 'c'.repeat(64),
                  signed_at: '2026-03-06T16:00:00Z',
                },
              ],
            }
          : { data: [] },
    });
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    const history = page.getByRole('region', { name: 'Mi historial (últimos 14 días)' });
    const copies = history.getByRole('list', { name: 'Copias firmadas' });
    await expect.element(copies).toBeVisible();
    await expect.element(copies.getByText('Código de verificación: W4NE-8HJQ-2PLT.')).toBeVisible();
    await expect
      .element(copies.getByRole('link', { name: /^Descargar firmado: / }))
      .toHaveAttribute('href', pdfUrl);
    await expectNoAxeViolations();
  });

  it('when I check in, take a break, end it and check out → the button follows the state and each check is sent with source app, a client_id, the time and my position', async () => {
    fakePosition();
    const server = clockServer(aClockerEmployee({ recesses: [coffeeBreak, aRecess()] }));
    const api = myClockApi(server);
    await renderRoute('/mi-asistencia', { user: employeeUser, api });

    const before = Date.now();
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    await expect.element(status()).toHaveTextContent('En turno');
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    const checkIn = callsTo(api, checkCall)[0]!.body as Record<string, unknown>;
    expect(checkIn).toMatchObject({
      type: 'check_in',
      source: 'app',
      latitude: 21.1221,
      longitude: -101.6827,
    });
    expect(checkIn.client_id).toMatch(uuid);
    expect(Date.parse(checkIn.at as string)).toBeGreaterThanOrEqual(before - 1);
    await expect
      .element(page.getByRole('status').filter({ hasText: /^Entrada registrada a las \d\d:\d\d$/ }))
      .toBeVisible();
    // Focus goes to the next action.
    await expect.element(page.getByRole('button', { name: 'Registrar salida' })).toHaveFocus();
    await expect.element(page.getByRole('timer', { name: 'Tiempo en turno' })).toBeVisible();

    // Two recesses today: the employee chooses one.
    await userEvent.click(page.getByRole('button', { name: 'Iniciar receso' }));
    await expect
      .element(page.getByRole('button', { name: 'Iniciar receso' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(page.getByRole('button', { name: 'Descanso (09:00–09:15)' }))
      .toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: 'Comida (11:00–11:30)' }));
    await expect.element(status()).toHaveTextContent('En receso');
    await expect.element(page.getByRole('button', { name: 'Terminar receso' })).toHaveFocus();
    await expect.element(page.getByRole('timer', { name: 'Tiempo en receso' })).toBeVisible();
    await expect
      .element(page.getByText(/^Comida: desde las \d\d:\d\d \(en curso\)$/))
      .toBeVisible();
    await expect.poll(() => callsTo(api, checkCall).length).toBe(2);
    expect(callsTo(api, checkCall)[1]!.body).toMatchObject({
      type: 'break_start',
      source: 'app',
      recess_id: 3,
    });

    await userEvent.click(page.getByRole('button', { name: 'Terminar receso' }));
    await expect.element(status()).toHaveTextContent('En turno');
    await expect.poll(() => callsTo(api, checkCall).length).toBe(3);
    expect(callsTo(api, checkCall)[2]!.body).toMatchObject({ type: 'break_end' });
    await expect.element(page.getByText(/^Comida: \d\d:\d\d–\d\d:\d\d/)).toBeVisible();

    // «Registrar salida» ends the workday: it asks first, and cancelling sends nothing.
    await userEvent.click(page.getByRole('button', { name: 'Registrar salida' }));
    const confirm = page.getByRole('alertdialog', { name: '¿Registrar tu salida?' });
    await expect.element(confirm).toHaveTextContent(/termina tu jornada de hoy/);
    await userEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await expect.element(status()).toHaveTextContent('En turno');
    expect(callsTo(api, checkCall)).toHaveLength(3);
    await userEvent.click(page.getByRole('button', { name: 'Registrar salida' }));
    await userEvent.click(
      page.getByRole('alertdialog').getByRole('button', { name: 'Sí, registrar salida' }),
    );
    await expect.element(status()).toHaveTextContent('Salida registrada');
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toHaveFocus();
    await expect.poll(() => callsTo(api, checkCall).length).toBe(4);
    const bodies = callsTo(api, checkCall).map(
      (c) => c.body as { type: string; client_id: string },
    );
    expect(bodies.map((b) => b.type)).toEqual([
      'check_in',
      'break_start',
      'break_end',
      'check_out',
    ]);
    expect(new Set(bodies.map((b) => b.client_id)).size).toBe(4);
    await expectNoAxeViolations();
  });

  it('when the day is a rest day → "Hoy descansas"', async () => {
    const today = companyToday();
    const server = clockServer(
      aClockerEmployee({ current_shift: null, week: aWeek([today]), clock_status: 'descanso' }),
    );
    await renderRoute('/mi-asistencia', { user: employeeUser, api: myClockApi(server, []) });
    await expect.element(page.getByText('Hoy descansas')).toBeVisible();
    await expect.element(status()).toHaveTextContent('Día de descanso');
    await expect.element(page.getByText('Aún no tienes registros en estos días.')).toBeVisible();
    const week = page.getByRole('region', { name: 'Mis turnos de esta semana' });
    await expect
      .element(week.getByRole('listitem').filter({ hasText: /Hoy/ }))
      .toHaveTextContent(/Descanso$/);
  });

  it("given the company requires the location and the phone denies it → the rule is said before the tap and the server's own 422 reason shows, not a generic text", async () => {
    fakePosition({ code: 1 });
    const api = myClockApi();
    api.on({
      [checkCall]: json(
        {
          message: 'Revisa los datos marcados.',
          errors: { latitude: ['Comparte tu ubicación para registrar tu entrada.'] },
        },
        422,
      ),
    });
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    await expect
      .element(page.getByText('Tu empresa pide tu ubicación para registrar la entrada.'))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    await expect
      .element(page.getByRole('alert').filter({ hasText: /No se pudo registrar/ }))
      .toHaveTextContent(
        /No se pudo registrar: Entrada, \d\d:\d\d\. Comparte tu ubicación para registrar tu entrada\.Entendido$/,
      );
    expect(page.getByText(/se envía sin ella/).elements()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('given a shift whose location is optional → says so before the tap', async () => {
    const api = myClockApi(clockServer(aClockerEmployee({ location_policy: 'optional' })));
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    await expect.element(page.getByText(/^La ubicación es opcional/)).toBeVisible();
  });

  it('given a shift whose location is off → asks nothing and sends no position', async () => {
    const spy = fakePosition();
    const api = myClockApi(clockServer(aClockerEmployee({ location_policy: 'off' })));
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    expect(page.getByTestId('location-policy').elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    expect(callsTo(api, checkCall)[0]!.body).not.toHaveProperty('latitude');
    expect(spy).not.toHaveBeenCalled();
  });

  it('when the location is denied → says so in Spanish and still sends the check without coordinates', async () => {
    fakePosition({ code: 1 });
    const api = myClockApi();
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    await expect
      .element(
        page.getByRole('alert').filter({ hasText: /No tenemos permiso para usar tu ubicación/ }),
      )
      .toBeVisible();
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    const body = callsTo(api, checkCall)[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('latitude');
    expect(body).not.toHaveProperty('longitude');
    await expectNoAxeViolations();
  });

  it("when the server refuses the check (422 outside the geofence) → shows the server's field reason (not its generic message) and the state goes back", async () => {
    fakePosition();
    const api = myClockApi();
    api.on({
      [checkCall]: json(
        {
          message: 'Estás fuera de la zona permitida para registrar tu asistencia.',
          errors: { latitude: ['Fuera de la geocerca.'] },
        },
        422,
      ),
    });
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/No se pudo registrar: Entrada, \d\d:\d\d\. Fuera de la geocerca\./);
    await expect.element(status()).toHaveTextContent('Sin registro');
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    expect(localStorage.getItem(outboxKey)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Entendido' }));
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });

  it('when offline → the check is kept on the phone with its time ("Pendiente de enviar") and sent once, with that time, when the connection returns; a 200 clears it', async () => {
    fakePosition();
    const server = clockServer();
    const api = myClockApi(server);
    let answered200 = 0;
    api.on({
      // The server already had it (a send whose answer was lost): 200 with the stored record.
      [checkCall]: async (request) => {
        answered200++;
        const created = (await server.attendance(request)) as Response;
        return json(await created.json(), 200);
      },
    });
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    window.dispatchEvent(new Event('offline'));
    await expect.element(page.getByText(/^Sin conexión\. Tus registros se guardan/)).toBeVisible();

    const before = Date.now();
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada' }));
    const after = Date.now();
    await expect.element(page.getByText('Pendiente de enviar')).toBeVisible();
    await expect.element(status()).toHaveTextContent('En turno');
    await expect
      .element(page.getByRole('status').filter({ hasText: /^Entrada guardada en el teléfono/ }))
      .toBeVisible();
    expect(callsTo(api, checkCall)).toHaveLength(0);
    const queued = JSON.parse(localStorage.getItem(outboxKey)!) as { check: { at: string } }[];
    expect(queued).toHaveLength(1);
    const clickedAt = queued[0]!.check.at;
    expect(Date.parse(clickedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(clickedAt)).toBeLessThanOrEqual(after + 1);

    await new Promise((resolve) => setTimeout(resolve, 50));
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    expect(callsTo(api, checkCall)[0]!.body).toMatchObject({
      type: 'check_in',
      source: 'app',
      at: clickedAt,
      client_id: expect.stringMatching(uuid),
    });
    await expect.element(page.getByText('Pendiente de enviar')).not.toBeInTheDocument();
    expect(localStorage.getItem(outboxKey)).toBeNull();
    await expect.element(status()).toHaveTextContent('En turno');
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api, checkCall)).toHaveLength(1);
    expect(answered200).toBe(1);
  });

  it('when the page was opened once and the phone is offline later → my status and the big button still show', async () => {
    const first = await renderRoute('/mi-asistencia', { user: employeeUser, api: myClockApi() });
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    await expect
      .poll(() => localStorage.getItem('jornada.clock.cache.v1.41') ?? '')
      .toContain('Operación 7 días');
    await first.screen.unmount();

    window.dispatchEvent(new Event('offline'));
    const down = fakeApi({
      'GET /clocker-api/v1/me': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderRoute('/mi-asistencia', { user: employeeUser, api: down });
    await expect.element(page.getByText('Hoy: Operación 7 días, 07:00–15:00')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    await expect.element(page.getByText('Retardo de 18 minutos')).toBeVisible();
  });

  it('when I set my kiosk PIN → checks the confirmation, sends { pin } and says it was saved', async () => {
    const api = myClockApi();
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    const pin = page.getByLabelText('PIN nuevo (4 a 8 dígitos)');
    const confirm = page.getByLabelText('Confirma tu PIN');
    await expect.element(page.getByText(/Aún no tienes PIN/)).toBeVisible();
    const create = page.getByRole('button', { name: 'Crear mi PIN' });
    await expect.element(create).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(create);
    await expect.element(create).toHaveAttribute('aria-expanded', 'true');
    await expect.element(pin).toHaveAttribute('inputmode', 'numeric');
    await userEvent.fill(pin, '4821');
    await userEvent.fill(confirm, '4812');
    await userEvent.click(page.getByRole('button', { name: 'Guardar PIN' }));
    await expect.element(page.getByText('Los PIN no coinciden.')).toBeVisible();
    await userEvent.fill(pin, '12');
    await userEvent.click(page.getByRole('button', { name: 'Guardar PIN' }));
    await expect.element(page.getByText('El PIN lleva de 4 a 8 dígitos.')).toBeVisible();
    expect(callsTo(api, 'PUT /clocker-api/v1/employees/77/pin')).toHaveLength(0);

    await userEvent.fill(pin, '4821');
    await userEvent.fill(confirm, '4821');
    await userEvent.click(page.getByRole('button', { name: 'Guardar PIN' }));
    await expect.element(page.getByText('Tu PIN quedó guardado.')).toBeVisible();
    expect(callsTo(api, 'PUT /clocker-api/v1/employees/77/pin')[0]?.body).toEqual({ pin: '4821' });
    await expectNoAxeViolations();
  });

  it('when the server refuses the PIN (422, a plain sequence) → the reason shows at the field', async () => {
    const api = myClockApi();
    api.on({
      'PUT /clocker-api/v1/employees/77/pin': json(
        {
          message: 'Datos no válidos.',
          errors: { pin: ['Elige un PIN que no sea una secuencia.'] },
        },
        422,
      ),
    });
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    await userEvent.click(page.getByRole('button', { name: 'Crear mi PIN' }));
    await userEvent.fill(page.getByLabelText('PIN nuevo (4 a 8 dígitos)'), '1234');
    await userEvent.fill(page.getByLabelText('Confirma tu PIN'), '1234');
    await userEvent.click(page.getByRole('button', { name: 'Guardar PIN' }));
    await expect.element(page.getByText('Elige un PIN que no sea una secuencia.')).toBeVisible();
  });

  it('when I ask for my code → my personal link as a QR code, asked for only then', async () => {
    const api = myClockApi();
    await renderRoute('/mi-asistencia', { user: employeeUser, api });
    const url = 'GET /clocker-api/v1/generate-signed-url-employee/77';
    await expect
      .element(page.getByRole('heading', { name: 'Mi código para el kiosco' }))
      .toBeVisible();
    expect(callsTo(api, url)).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Mostrar mi código' }));
    await expect
      .element(page.getByRole('img', { name: 'Código QR de tu enlace personal' }))
      .toBeVisible();
    expect(callsTo(api, url)).toHaveLength(1);
    await expect
      .element(page.getByRole('link', { name: 'Abrir mi enlace personal' }))
      .toHaveAttribute('href', 'https://jornada.example/checar#k1.eyJjIjozfQ.firma-de-prueba');
    await expect.element(page.getByText(/^Vence el 1 de junio de 2026\.$/)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the account is no active employee (404) → explains it', async () => {
    await renderRoute('/mi-asistencia', {
      user: employeeUser,
      api: fakeApi({ 'GET /clocker-api/v1/me': json({ message: 'No encontrado.' }, 404) }),
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/no está registrada como empleado activo/);
  });

  it('given a driver → the page opens too, with the way back to their day', async () => {
    await renderRoute('/mi-asistencia', {
      user: { ...driverUser, id: 41 },
      api: myClockApi(),
    });
    await expect.element(page.getByRole('link', { name: 'Mi día de trabajo' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
  });
});
