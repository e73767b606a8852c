import type { components } from '@jornada/api-client';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { withStatus } from '../features/driver/driver-day.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aDriverTour, aWaitingPassenger, aWorkday, driverUser } from '../test/fleet-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

type Schemas = components['schemas'];

const statusCall = 'PUT /api/v1/tours/4410/status';
const positionCall = 'POST /ceiba-api/v1/units/27/positions';
const passengerCall = (id: number) => `PUT /ceiba-api/v1/tours/4410/passengers/${id}`;

/** A server that remembers: the tour's status and the passengers' marks. */
function driverApi(tour: Schemas['Tour'] = aDriverTour()) {
  let current = tour;
  const passengers = [
    aWaitingPassenger(),
    aWaitingPassenger({
      id: 90212,
      employee_id: 131,
      name: 'María Fernanda López Díaz',
      boarding_stop: 'Centro',
    }),
  ];
  const mark = (request: FakeRequest) => {
    const id = Number(request.url.pathname.split('/').pop());
    const body = request.body as Schemas['PassengerBoardingInput'];
    const index = passengers.findIndex((p) => p.id === id);
    passengers[index] = {
      ...passengers[index]!,
      boarded: body.boarded,
      boarded_at: body.boarded ? (body.recorded_at ?? null) : null,
    };
    return { data: passengers[index] };
  };
  return fakeApi({
    'GET /api/v1/me/fleet': () => ({ data: aWorkday({ tours: [current] }) }),
    'GET /ceiba-api/v1/tours/4410/passengers': () => ({ data: passengers }),
    [passengerCall(90211)]: mark,
    [passengerCall(90212)]: mark,
    [statusCall]: (request) => {
      const body = request.body as Schemas['TourStatusInput'];
      current = withStatus(current, body.status, body.recorded_at ?? new Date().toISOString());
      return { data: current };
    },
    [positionCall]: (request) =>
      json(
        { data: { unit_id: 27, heading: null, ignition: null, ...(request.body as object) } },
        201,
      ),
  });
}

/** Fakes the device's GPS: every watch gets one fix at once (or the error). */
function fakeGeolocation(error?: { code: number }) {
  const watch = vi
    .spyOn(navigator.geolocation, 'watchPosition')
    .mockImplementation((success, fail) => {
      if (error) fail?.({ ...error, message: 'denied' } as GeolocationPositionError);
      else
        success({
          coords: {
            latitude: 21.1221,
            longitude: -101.6827,
            speed: 10,
            heading: 90,
            accuracy: 8,
            altitude: null,
            altitudeAccuracy: null,
          },
          timestamp: Date.now(),
        } as GeolocationPosition);
      return 7;
    });
  const clear = vi.spyOn(navigator.geolocation, 'clearWatch').mockImplementation(() => {});
  return { watch, clear };
}

const calls = (api: ReturnType<typeof driverApi>, key: string) =>
  api.calls.filter((call) => call.key === key);

beforeEach(async () => {
  localStorage.clear();
  await page.viewport(390, 844);
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('given a driver on a phone (/mi-trabajo)', () => {
  it('when the day loads → my tours, my unit, my route with its stops on a map, my revision orders; no axe violations', async () => {
    await renderRoute('/mi-trabajo', { user: driverUser, api: driverApi() });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Hola, Juan' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: /León – Silao, .*0 de 2 abordaron/ }))
      .toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Mi unidad' })).toBeVisible();
    await expect.element(page.getByText('Placa 89-AK-3F')).toBeVisible();
    // The map loads when the driver scrolls near it: its stops are listed first.
    const lastStop = page.getByRole('listitem').filter({ hasText: /^Puerto Interior$/ });
    await expect.element(lastStop).toBeInTheDocument();
    lastStop.element().scrollIntoView();
    await expect
      .element(page.getByRole('region', { name: 'Mapa de la ruta León – Silao' }))
      .toBeVisible();
    await expect.element(lastStop).toBeVisible();
    await expect.element(page.getByText('OR-2026-0088 · T-027')).toBeVisible();
    // Nothing overflows the phone's width.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
  });

  it('when the driver opens a tour and starts it → updateTourStatus, then positions from the GPS while it runs; finishing stops them', async () => {
    const gps = fakeGeolocation();
    const api = driverApi();
    await renderRoute('/mi-trabajo', { user: driverUser, api });
    await userEvent.click(page.getByRole('link', { name: /León – Silao/ }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Recorrido León – Silao' }))
      .toBeVisible();
    expect(gps.watch).not.toHaveBeenCalled();

    await userEvent.click(page.getByRole('button', { name: 'Iniciar recorrido' }));
    await expect.element(page.getByText('Enviando ubicación')).toBeVisible();
    await expect.element(page.getByRole('status').getByText('En curso')).toBeVisible();
    await expect.poll(() => calls(api, positionCall).length).toBe(1);
    expect(calls(api, statusCall)[0]?.body).toMatchObject({ status: 'en_curso' });
    expect(api.calls.findIndex((c) => c.key === statusCall)).toBeLessThan(
      api.calls.findIndex((c) => c.key === positionCall),
    );
    expect(calls(api, positionCall)[0]?.body).toMatchObject({
      latitude: 21.1221,
      longitude: -101.6827,
      speed_kmh: 36,
      heading: 90,
      accuracy_m: 8,
    });
    await expectNoAxeViolations();

    // Finishing asks first, naming who has not boarded; «Cancelar» leaves the tour running.
    await userEvent.click(page.getByRole('button', { name: 'Finalizar recorrido' }));
    const confirm = page.getByRole('alertdialog', {
      name: '¿Finalizar el recorrido León – Silao?',
    });
    await expect.element(confirm).toHaveTextContent(/^.*2 pasajeros sin abordar\./);
    await expect.element(confirm.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await expect.element(confirm).not.toBeInTheDocument();
    await expect.element(page.getByRole('status').getByText('En curso')).toBeVisible();
    expect(calls(api, statusCall)).toHaveLength(1);
    // With one of the two on board the count is singular.
    await userEvent.click(page.getByText('Luis Alberto Gómez Ruiz').element().closest('label')!);
    await userEvent.click(page.getByRole('button', { name: 'Finalizar recorrido' }));
    await expect.element(confirm).toHaveTextContent(/1 pasajero sin abordar\./);
    await userEvent.click(confirm.getByRole('button', { name: 'Finalizar recorrido' }));
    await expect.element(page.getByRole('status').getByText('Finalizado')).toBeVisible();
    expect(page.getByText('Enviando ubicación').elements()).toHaveLength(0);
    expect(gps.clear).toHaveBeenCalledWith(7);
    await expect.poll(() => calls(api, statusCall).length).toBe(2);
    expect(calls(api, statusCall)[1]?.body).toMatchObject({ status: 'finalizado' });
  });

  it('when the driver marks a passenger → updateTourPassenger with the device time, and the count', async () => {
    const api = driverApi(
      aDriverTour({ status: 'en_curso', next_statuses: ['finalizado', 'cancelado'] }),
    );
    fakeGeolocation();
    await renderRoute('/mi-trabajo/recorridos/4410', { user: driverUser, api });
    const luis = page.getByRole('switch', { name: 'Abordó: Luis Alberto Gómez Ruiz' });
    await expect.element(luis).not.toBeChecked();
    // The whole row is the switch's label: a large target for a thumb.
    const row = page.getByText('Luis Alberto Gómez Ruiz').element().closest('label')!;
    expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(64);
    await userEvent.click(row);
    await expect.element(luis).toBeChecked();
    await expect.element(page.getByRole('heading', { name: /1 de 2 abordaron/ })).toBeVisible();
    await expect.poll(() => calls(api, passengerCall(90211)).length).toBe(1);
    const body = calls(api, passengerCall(90211))[0]?.body as { recorded_at: string };
    expect(body).toMatchObject({ boarded: true });
    expect(Math.abs(Date.parse(body.recorded_at) - Date.now())).toBeLessThan(60_000);
  });

  it('when offline → marks wait ("Sin conexión: 2 cambios por enviar") and are sent once each, in order, when back online', async () => {
    const api = driverApi(
      aDriverTour({ status: 'en_curso', next_statuses: ['finalizado', 'cancelado'] }),
    );
    await renderRoute('/mi-trabajo/recorridos/4410', { user: driverUser, api });
    await expect.element(page.getByRole('switch', { name: /María Fernanda/ })).toBeVisible();
    window.dispatchEvent(new Event('offline'));
    await expect
      .element(page.getByText(/^Sin conexión\. Tus cambios se guardan en el teléfono/))
      .toBeVisible();

    await userEvent.click(page.getByRole('switch', { name: /María Fernanda/ }));
    await userEvent.click(page.getByRole('switch', { name: /Luis Alberto/ }));
    await expect.element(page.getByText('Sin conexión: 2 cambios por enviar')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: /2 de 2 abordaron/ })).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // Kept on the device, in case the page is closed before the connection comes back.
    expect(JSON.parse(localStorage.getItem('jornada.driver.outbox.v1.40')!)).toHaveLength(2);

    window.dispatchEvent(new Event('online'));
    await expect.poll(() => api.calls.filter((c) => c.method === 'PUT').length).toBe(2);
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.key)).toEqual([
      passengerCall(90212),
      passengerCall(90211),
    ]);
    await expect.element(page.getByText(/cambios? por enviar/)).not.toBeInTheDocument();
    expect(localStorage.getItem('jornada.driver.outbox.v1.40')).toBeNull();
    await expect.element(page.getByRole('switch', { name: /Luis Alberto/ })).toBeChecked();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('when the day was opened once and the phone is offline later → the day and the passengers still show', async () => {
    const first = await renderRoute('/mi-trabajo', { user: driverUser, api: driverApi() });
    await expect.element(page.getByRole('link', { name: /León – Silao/ })).toBeVisible();
    await expect
      .poll(() => localStorage.getItem('jornada.driver.cache.v1.40') ?? '')
      .toContain('María Fernanda López Díaz');
    await first.screen.unmount();

    window.dispatchEvent(new Event('offline'));
    const down = fakeApi({
      'GET /api/v1/me/fleet': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderRoute('/mi-trabajo/recorridos/4410', { user: driverUser, api: down });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Recorrido León – Silao' }))
      .toBeVisible();
    await expect.element(page.getByRole('switch', { name: /María Fernanda/ })).toBeVisible();
    await expect.element(page.getByText(/^Sin conexión/)).toBeVisible();
  });

  it('when the driver denies the location permission → says so in Spanish', async () => {
    fakeGeolocation({ code: 1 });
    await renderRoute('/mi-trabajo/recorridos/4410', {
      user: driverUser,
      api: driverApi(
        aDriverTour({ status: 'en_curso', next_statuses: ['finalizado', 'cancelado'] }),
      ),
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/No tenemos permiso para usar tu ubicación/);
    await expectNoAxeViolations();
  });
});

describe('given an employee who is not a driver (/mi-trabajo)', () => {
  it('keeps the workforce home and never asks for the fleet day', async () => {
    const api = fakeApi({
      'GET /api/v1/companies/3': { data: { id: 3, name: 'Transportes del Bajío' } },
    });
    await renderRoute('/mi-trabajo', {
      user: { ...driverUser, roles: ['employee'] },
      api,
    });
    await expect.element(page.getByRole('heading', { name: 'Dónde trabajas' })).toBeVisible();
    expect(api.calls.map((c) => c.key)).not.toContain('GET /api/v1/me/fleet');
  });
});
