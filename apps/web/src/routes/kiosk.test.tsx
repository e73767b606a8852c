import { QRCodeCanvas } from 'qrcode.react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { aKioskLink, linkToken } from '../test/clock-in-fixtures.ts';
import { callsTo, clockServer } from '../test/clock-in-server.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { fakeApi, json, renderRoute, type FakeApi } from '../test/render-route.tsx';

const linkCall = 'GET /clocker-api/v1/clock-link';
const checkCall = 'POST /clocker-api/v1/clock-link/attendances';
const kiosk = `/kiosco#${linkToken}`;

/** The tablet's position: one fix at once. */
function fakePosition() {
  return vi.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation((success) =>
    success({
      coords: {
        latitude: 21.125,
        longitude: -101.68,
        accuracy: 20,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
      },
      timestamp: Date.now(),
    } as GeolocationPosition),
  );
}

function kioskApi(server = clockServer()): FakeApi {
  return fakeApi({
    [linkCall]: { data: aKioskLink() },
    [checkCall]: server.linkAttendance,
  });
}

const deviceTime = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

async function typeNumberAndPin(number: string, pin: string) {
  await userEvent.fill(page.getByLabelText('Número de empleado', { exact: true }), number);
  await userEvent.click(page.getByLabelText('PIN', { exact: true }));
  for (const digit of pin)
    await userEvent.click(page.getByRole('button', { name: digit, exact: true }));
}

beforeEach(async () => {
  localStorage.clear();
  fakePosition();
  await page.viewport(1024, 768);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the company kiosk on a shared tablet (/kiosco#token)', () => {
  it('when it opens → reads the link with the token from the hash; the company, a big clock, number, PIN keypad and the four actions; no axe violations', async () => {
    const api = kioskApi();
    await renderRoute(kiosk, { api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Transportes del Bajío' }))
      .toBeVisible();
    expect(callsTo(api, linkCall)[0]?.headers.get('x-clock-link')).toBe(linkToken);
    expect(callsTo(api, linkCall)[0]?.url.search).toBe('');
    await expect.element(page.getByRole('timer', { name: 'Hora actual' })).toBeVisible();
    const pin = page.getByLabelText('PIN', { exact: true });
    await expect.element(pin).toHaveAttribute('inputmode', 'numeric');
    await expect.element(pin).toHaveAttribute('autocomplete', 'off');
    await expect
      .element(page.getByLabelText('Número de empleado', { exact: true }))
      .toHaveAttribute('autocomplete', 'off');
    for (const name of [
      'Entrada',
      'Salida',
      'Iniciar receso',
      'Terminar receso',
      'Escanear mi código',
    ])
      await expect.element(page.getByRole('button', { name, exact: true })).toBeVisible();
    // No site chrome: no navigation, no sign-in link.
    expect(page.getByRole('navigation').elements()).toHaveLength(0);
    expect(page.getByRole('link').elements()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when an employee types their number and PIN on the keypad and presses Entrada → sends employee_number, pin and the tablet position, greets them for a few seconds, then clears the form', async () => {
    const server = clockServer();
    const api = kioskApi(server);
    await renderRoute(kiosk, { api });
    await userEvent.fill(page.getByLabelText('Número de empleado', { exact: true }), 'E-0077');
    await userEvent.click(page.getByLabelText('PIN', { exact: true }));
    await expect.element(page.getByRole('group', { name: 'Teclado para: PIN' })).toBeVisible();
    for (const digit of '48219')
      await userEvent.click(page.getByRole('button', { name: digit, exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Borrar' }));
    await expect.element(page.getByLabelText('PIN', { exact: true })).toHaveValue('4821');
    // The physical keyboard works as well: the PIN field keeps the focus.
    await expect.element(page.getByLabelText('PIN', { exact: true })).toHaveFocus();

    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    const call = callsTo(api, checkCall)[0]!;
    expect(call.body).toEqual({
      type: 'check_in',
      employee_number: 'E-0077',
      pin: '4821',
      latitude: 21.125,
      longitude: -101.68,
    });
    expect(call.headers.get('x-clock-link')).toBe(linkToken);

    const greeting = page.getByRole('heading', {
      name: /^¡Buen(os días|as tardes|as noches), Rosa!$/,
    });
    await expect.element(greeting).toBeVisible();
    await expect.element(greeting).toHaveFocus();
    // The time of the stored record, on the tablet's clock.
    const stored = server.employee().open_attendance!.check_in_at;
    await expect
      .element(page.getByText(`Entrada registrada a las ${deviceTime(stored)}`, { exact: true }))
      .toBeVisible();
    await expectNoAxeViolations();

    await userEvent.click(page.getByRole('button', { name: 'Listo' }));
    await expect.element(greeting).not.toBeInTheDocument();
    await expect
      .element(page.getByLabelText('Número de empleado', { exact: true }))
      .toHaveValue('');
    await expect.element(page.getByLabelText('PIN', { exact: true })).toHaveValue('');
    await expect.element(page.getByLabelText('Número de empleado', { exact: true })).toHaveFocus();
  });

  it('when the greeting is left alone → the kiosk clears itself after about 5 seconds', async () => {
    await renderRoute(kiosk, { api: kioskApi() });
    await typeNumberAndPin('E-0077', '4821');
    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    const greeting = page.getByRole('heading', { name: /Rosa!$/ });
    await expect.element(greeting).toBeVisible();
    await expect.element(greeting, { timeout: 7_000 }).not.toBeInTheDocument();
    await expect
      .element(page.getByLabelText('Número de empleado', { exact: true }))
      .toHaveValue('');
  });

  it('when the number or PIN is wrong (401) → one message for both, and the PIN is cleared', async () => {
    const api = kioskApi();
    api.on({ [checkCall]: json({ message: 'Número o PIN incorrectos.' }, 401) });
    await renderRoute(kiosk, { api });
    await typeNumberAndPin('E-0077', '0000');
    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('El número de empleado o el PIN no son correctos.');
    await expect.element(page.getByLabelText('PIN', { exact: true })).toHaveValue('');
    await expect
      .element(page.getByLabelText('Número de empleado', { exact: true }))
      .toHaveValue('E-0077');
    await expectNoAxeViolations();
  });

  it('when the number is typed as printed with the keypad («ABC», «E», «-») → sends it as typed; a 422 at employee_number shows at the number field, which keeps what was typed', async () => {
    const api = kioskApi();
    const reason = 'Escribe tu número como aparece en tu gafete (por ejemplo, E-0019).';
    api.on({
      [checkCall]: json({ message: reason, errors: { employee_number: [reason] } }, 422),
    });
    await renderRoute(kiosk, { api });
    await userEvent.click(page.getByLabelText('Número de empleado', { exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'ABC letras' }));
    await userEvent.click(page.getByRole('button', { name: 'E', exact: true }));
    await userEvent.click(page.getByRole('button', { name: '-', exact: true }));
    await userEvent.click(page.getByRole('button', { name: '123 números' }));
    for (const digit of '19')
      await userEvent.click(page.getByRole('button', { name: digit, exact: true }));
    const number = page.getByLabelText('Número de empleado', { exact: true });
    await expect.element(number).toHaveValue('E-19');
    await userEvent.click(page.getByLabelText('PIN', { exact: true }));
    for (const digit of '4821')
      await userEvent.click(page.getByRole('button', { name: digit, exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    expect(callsTo(api, checkCall)[0]!.body).toMatchObject({
      employee_number: 'E-19',
      pin: '4821',
    });
    await expect.element(number).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(number)
      .toHaveAccessibleDescription(new RegExp(reason.replace(/[()]/g, '.')));
    await expect.element(number).toHaveFocus();
    await expect.element(number).toHaveValue('E-19');
    // Said once, at the field it concerns.
    expect(page.getByText(reason).elements()).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('when too many PINs were wrong (429 with Retry-After) → says how many minutes to wait', async () => {
    const api = kioskApi();
    api.on({
      [checkCall]: () =>
        new Response(JSON.stringify({ message: 'Demasiados intentos.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '600' },
        }),
    });
    await renderRoute(kiosk, { api });
    await typeNumberAndPin('E-0077', '1111');
    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Demasiados intentos. Espera 10 minutos e inténtalo de nuevo.');
  });

  it('when the employee is already in (409) → "Ya tienes una entrada registrada."', async () => {
    const api = kioskApi();
    await renderRoute(kiosk, { api });
    await typeNumberAndPin('E-0077', '4821');
    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Listo' }));
    await typeNumberAndPin('E-0077', '4821');
    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Ya tienes una entrada registrada.');
  });

  it('when the number or PIN is missing → says what to type, sends nothing', async () => {
    const api = kioskApi();
    await renderRoute(kiosk, { api });
    await userEvent.click(page.getByRole('button', { name: 'Salida', exact: true }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Escribe tu número de empleado.');
    await expect.element(page.getByLabelText('Número de empleado', { exact: true })).toHaveFocus();
    await userEvent.fill(page.getByLabelText('Número de empleado', { exact: true }), 'E-0077');
    await userEvent.click(page.getByRole('button', { name: 'Salida', exact: true }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Escribe tu PIN de 4 a 8 dígitos.');
    expect(callsTo(api, checkCall)).toHaveLength(0);
  });

  it('when the link expired or was revoked (410) → a full page that says so, with no form; no axe violations', async () => {
    await renderRoute(kiosk, {
      api: fakeApi({ [linkCall]: json({ message: 'El enlace venció.' }, 410) }),
    });
    await expect
      .element(
        page.getByRole('heading', {
          level: 1,
          name: 'Este enlace de kiosco venció o fue revocado',
        }),
      )
      .toBeVisible();
    expect(page.getByRole('textbox').elements()).toHaveLength(0);
    expect(page.getByRole('button').elements()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when the link expires while in use (410 on a check) → the same page', async () => {
    const api = kioskApi();
    api.on({ [checkCall]: json({ message: 'El enlace venció.' }, 410) });
    await renderRoute(kiosk, { api });
    await typeNumberAndPin('E-0077', '4821');
    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    await expect
      .element(page.getByRole('heading', { name: 'Este enlace de kiosco venció o fue revocado' }))
      .toBeVisible();
  });

  it('given a token in the query instead of the hash → never read; the invalid-link page', async () => {
    const api = kioskApi();
    await renderRoute(`/kiosco?token=${linkToken}`, { api });
    await expect
      .element(page.getByRole('heading', { name: 'Este enlace de kiosco no es válido' }))
      .toBeVisible();
    expect(callsTo(api, linkCall)).toHaveLength(0);
  });

  it('when the employee scans their personal QR code → the front camera reads it and the check carries it as employee_link; the camera stops', async () => {
    const personalLink = `https://jornada.example/checar#k1.empleado-77.firma`;
    // A "camera" that films a QR code: a canvas stream of the personal link's code.
    const qr = await render(<QRCodeCanvas value={personalLink} size={240} marginSize={4} />);
    const source = document.createElement('canvas');
    source.width = 240;
    source.height = 240;
    source.getContext('2d')!.drawImage(qr.container.querySelector('canvas')!, 0, 0);
    await qr.unmount();
    const film = document.createElement('canvas');
    film.width = 320;
    film.height = 320;
    const paint = () => {
      const context = film.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 320, 320);
      context.drawImage(source, 40, 40);
    };
    paint();
    const repaint = setInterval(paint, 50);
    const stream = film.captureStream(20);
    const stop = vi.spyOn(stream.getVideoTracks()[0]!, 'stop');
    const camera = vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockResolvedValue(stream);

    const api = kioskApi();
    await renderRoute(kiosk, { api });
    await userEvent.click(page.getByRole('button', { name: 'Escanear mi código' }));
    await expect.element(page.getByRole('dialog', { name: 'Escanear mi código' })).toBeVisible();
    expect(camera).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    // Decoding frames is CPU-bound: on a loaded 2-core CI machine it took longer than 5 s.
    await expect
      .element(page.getByText('Código leído. Elige qué vas a registrar.'), { timeout: 60_000 })
      .toBeVisible();
    clearInterval(repaint);
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    expect(stop).toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Entrada', exact: true })).toHaveFocus();

    await userEvent.click(page.getByRole('button', { name: 'Entrada', exact: true }));
    await expect.poll(() => callsTo(api, checkCall).length).toBe(1);
    expect(callsTo(api, checkCall)[0]!.body).toEqual({
      type: 'check_in',
      employee_link: personalLink,
      latitude: 21.125,
      longitude: -101.68,
    });
    await expect.element(page.getByRole('heading', { name: /Rosa!$/ })).toBeVisible();
    await expectNoAxeViolations();
  }, 90_000);

  it('when the camera is closed without a code → it stops, and number and PIN stay', async () => {
    const film = document.createElement('canvas');
    film.getContext('2d')!.fillRect(0, 0, 10, 10);
    const stream = film.captureStream(5);
    const stop = vi.spyOn(stream.getVideoTracks()[0]!, 'stop');
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockResolvedValue(stream);
    await renderRoute(kiosk, { api: kioskApi() });
    await userEvent.click(page.getByRole('button', { name: 'Escanear mi código' }));
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => (document.querySelector('video')?.srcObject ? 1 : 0)).toBe(1);
    await userEvent.click(page.getByRole('button', { name: 'Cerrar' }).first());
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(stop).toHaveBeenCalled();
    await expect.element(page.getByLabelText('Número de empleado', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Escanear mi código' })).toHaveFocus();
  });
});
