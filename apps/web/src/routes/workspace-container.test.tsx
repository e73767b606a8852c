import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import {
  aCall,
  aContainer,
  aHistoryEntry,
  aLocation,
  anOrder,
} from '../test/container-fixtures.ts';
import { aTerminal, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day - 60_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

function containerApi() {
  return fakeApi({
    'GET /api/v1/containers/3307': { data: aContainer({ arrived_at: daysAgo(3) }) },
    'GET /api/v1/containers/3307/history': aPage([
      aHistoryEntry({ id: 2, event: 'inspeccion', description: 'Sin daños.', order_id: 610 }),
      aHistoryEntry(),
    ]),
    'GET /api/v1/containers/3307/locations': aPage([
      aLocation(),
      aLocation({
        id: 90200,
        terminal: null,
        latitude: 19.06,
        longitude: -104.3,
        description: null,
        source: 'gps',
      }),
    ]),
    'GET /api/v1/containers/3307/container-calls': {
      data: [
        aCall({ id: 1, scheduled_at: daysAgo(1) }),
        aCall({ id: 2, type: 'entrega', scheduled_at: inDays(2) }),
      ],
    },
    'GET /api/v1/companies/3/terminals': aPage([aTerminal()]),
  });
}

describe('given a container’s page (/empresa/3/contenedores/3307)', () => {
  it('when it sits in the yard → its status, where it is, the next call, days in yard, the timeline, the locations (map and list) and its orders; no axe violations', async () => {
    await page.viewport(1280, 900);
    await renderRoute('/empresa/3/contenedores/3307', { user: staffUser, api: containerApi() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'CSQU3054383' }))
      .toBeVisible();
    await expect.element(page.getByText('Estado: En patio')).toBeInTheDocument();
    await expect
      .element(page.getByText('Patio Manzanillo · Bloque C, fila 4, estiba 2'))
      .toBeVisible();
    await expect.element(page.getByText(/^Entrega en Patio Manzanillo/)).toBeVisible();
    await expect.element(page.getByText('3 días')).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Historial del contenedor CSQU3054383' });
    await expect
      .element(timeline.getByRole('listitem').first())
      .toHaveTextContent(/Inspección.*Registró Ana López.*Sin daños\./);
    await expect
      .element(timeline.getByRole('listitem').nth(1))
      .toHaveTextContent(/Entrada a terminal/);
    await expect
      .element(page.getByRole('region', { name: 'Mapa de ubicaciones del contenedor CSQU3054383' }))
      .toBeVisible();
    const locations = page.getByRole('table', { name: 'Ubicaciones del contenedor CSQU3054383' });
    await expect
      .element(locations.getByRole('row').nth(2))
      .toHaveTextContent(/Sin terminal.*19\.0600, -104\.3000.*GPS de la unidad/);
    await expect
      .element(page.getByRole('link', { name: 'Orden 610' }).first())
      .toHaveAttribute('href', '/empresa/3/ordenes-contenedor/610');
    await expectNoAxeViolations();
  });

  it('when staff records an event with the keyboard → POST with the event, time and terminal; a toast', async () => {
    const api = containerApi();
    api.on({
      'POST /api/v1/containers/3307/history': (request) =>
        json({ data: aHistoryEntry({ ...(request.body as object), id: 3 }) }, 201),
    });
    await renderRoute('/empresa/3/contenedores/3307', { user: staffUser, api });
    const add = page.getByRole('button', { name: 'Registrar evento' });
    await expect.element(add).toBeVisible();
    (add.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const sheet = page.getByRole('dialog', { name: 'Registrar evento' });
    await expect.element(sheet).toBeVisible();
    await userEvent.click(sheet.getByRole('combobox', { name: /Evento/ }));
    await userEvent.click(page.getByRole('option', { name: 'Cargado', exact: true }));
    await userEvent.click(sheet.getByRole('combobox', { name: 'Terminal' }));
    await userEvent.click(page.getByRole('option', { name: 'Patio Manzanillo (MZO-01)' }));
    await sheet.getByLabelText('Descripción').fill('Cargado en la unidad T-027.');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Evento «Cargado» registrado')).toBeVisible();
    const body = api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'cargado',
      terminal_id: 9,
      description: 'Cargado en la unidad T-027.',
    });
    expect(typeof body.occurred_at).toBe('string');
  });

  it('when staff records a location with only a latitude → it asks for both; then POST with the coordinates and the yard position', async () => {
    const api = containerApi();
    api.on({
      'POST /api/v1/containers/3307/locations': (request) =>
        json({ data: aLocation({ ...(request.body as object), id: 4 }) }, 201),
    });
    await renderRoute('/empresa/3/contenedores/3307', { user: staffUser, api });
    await page.getByRole('button', { name: 'Registrar ubicación' }).click();
    const sheet = page.getByRole('dialog', { name: 'Registrar ubicación' });
    await sheet.getByLabelText('Latitud').fill('17.9569');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Escribe la latitud y la longitud, o deja ambas vacías.'))
      .toBeVisible();
    await sheet.getByLabelText('Longitud').fill('-102.1943');
    await sheet.getByLabelText(/Posición en patio/).fill('Bloque A, fila 1');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Ubicación registrada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      latitude: 17.9569,
      longitude: -102.1943,
      description: 'Bloque A, fila 1',
      source: 'manual',
    });
    expect(
      api.calls.find((c) => c.key === 'GET /api/v1/containers/3307/locations')?.url.search,
    ).toBe('');
  });

  it('when staff creates an order → POST for the container and its page opens', async () => {
    const api = containerApi();
    api.on({
      'POST /api/v1/containers/3307/orders': (request) =>
        json({ data: anOrder({ ...(request.body as object) }) }, 201),
      'GET /api/v1/orders/610': { data: anOrder() },
      'GET /api/v1/orders/610/waybills': { data: [] },
    });
    const { router } = await renderRoute('/empresa/3/contenedores/3307', {
      user: staffUser,
      api,
    });
    await page.getByRole('button', { name: 'Nueva orden' }).click();
    const sheet = page.getByRole('dialog', { name: 'Nueva orden de transporte' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(page.getByRole('option', { name: 'Importación' }));
    await expect.element(sheet.getByLabelText(/Cliente/)).toHaveValue('Autopartes del Centro');
    await sheet.getByLabelText(/Destino/).fill('Irapuato, Gto.');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Orden ORD-2026-0610 creada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      type: 'importacion',
      customer: 'Autopartes del Centro',
      origin: 'Patio Manzanillo',
      destination: 'Irapuato, Gto.',
      pickup_at: null,
      freight_amount: null,
    });
    await expect
      .poll(() => router.state.location.pathname)
      .toBe('/empresa/3/ordenes-contenedor/610');
  });

  it('when the container belongs to another company → the 404 page', async () => {
    const api = fakeApi({
      'GET /api/v1/containers/3307': { data: aContainer({ company_id: 4 }) },
    });
    await renderRoute('/empresa/3/contenedores/3307', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
