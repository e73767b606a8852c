import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { todayInMexicoCity } from '../features/fleet-map/time.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aPosition, aPositionEvent, aUnitLocation } from '../test/fleet-fixtures.ts';
import { staffUser } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const locations = 'GET /api/v1/companies/3/units-locations';
const track = 'GET /ceiba-api/v1/units/27/track';

function fleet() {
  return fakeApi({
    [locations]: {
      data: [
        aUnitLocation(),
        aUnitLocation({
          unit: { id: 31, economic_number: 'T-031', plate: 'GT-1234' },
          status: 'disponible',
          position: null,
        }),
      ],
    },
    [track]: {
      data: [
        aPosition({ latitude: 21.1579, longitude: -101.6954, recorded_at: '2026-03-05T12:00:00Z' }),
        aPosition({ latitude: 21.14, longitude: -101.69, recorded_at: '2026-03-05T12:05:00Z' }),
        aPosition(),
      ],
    },
  });
}

const row = (unit: string) => page.getByRole('row').filter({ hasText: unit });

describe('given the fleet map (/empresa/3/mapa)', () => {
  it('when the company has units → a marker per positioned unit and a row per unit; no axe violations', async () => {
    await renderRoute('/empresa/3/mapa', { user: staffUser, api: fleet() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Mapa de la flotilla' }))
      .toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Mapa de la flotilla' })).toBeVisible();
    await expect
      .element(row('T-027'))
      .toHaveTextContent(/89-AK-3F.*En ruta.*hace 3 minutos.*42 km\/h/);
    await expect.element(row('T-031')).toHaveTextContent(/GT-1234.*Disponible.*Sin posición/);
    // The unit with a position is a marker on the map (a button named by its economic number).
    await expect.element(page.getByRole('button', { name: 'T-027', exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'T-031', exact: true }).elements()).toHaveLength(0);
    await expect.element(page.getByText('OpenStreetMap')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when a unit.position event is pushed → its row and marker update without a refetch', async () => {
    const api = fleet();
    const { push } = await renderRoute('/empresa/3/mapa', { user: staffUser, api });
    await expect.element(row('T-027')).toHaveTextContent(/42 km\/h/);
    const fetched = api.calls.filter((call) => call.key === locations).length;
    await push(
      'unit.position',
      aPositionEvent({
        position: aPosition({ speed_kmh: 55, recorded_at: new Date().toISOString() }),
      }),
    );
    await expect.element(row('T-027')).toHaveTextContent(/En ruta.*ahora.*55 km\/h/);
    // Another company's unit is not this map's business.
    await push(
      'unit.position',
      aPositionEvent({
        company_id: 8,
        unit: { id: 90, economic_number: 'X-090', plate: 'JAL-1' },
      }),
    );
    // A unit the list did not have yet (just created) gets its row.
    await push(
      'unit.position',
      aPositionEvent({
        unit: { id: 40, economic_number: 'T-040', plate: 'GT-4040' },
        status: 'disponible',
      }),
    );
    await expect.element(row('T-040')).toHaveTextContent(/GT-4040.*Disponible.*ahora/);
    expect(page.getByText('X-090').elements()).toHaveLength(0);
    expect(api.calls.filter((call) => call.key === locations)).toHaveLength(fetched);
  });

  it('when staff follows a unit from the list → its track of today, the map centred on it, and polite announcements', async () => {
    const api = fleet();
    const { push } = await renderRoute('/empresa/3/mapa', { user: staffUser, api });
    const follow = page.getByRole('button', { name: 'Seguir T-027' });
    await expect.element(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    await expect.element(follow).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Siguiendo a T-027.');
    await expect
      .element(page.getByText(/muestra su recorrido de hoy \(3 posiciones\)/))
      .toBeVisible();
    const trackCall = api.calls.find((call) => call.key === track);
    expect(trackCall?.url.searchParams.get('date')).toBe(todayInMexicoCity());
    const marker = page.getByRole('button', { name: 'T-027', exact: true });
    await expect.element(marker).toHaveAttribute('aria-pressed', 'true');

    // A new fix: the map pans to it, the track grows, the live region says so.
    await push(
      'unit.position',
      aPositionEvent({
        position: aPosition({
          latitude: 21.05,
          longitude: -101.6,
          speed_kmh: 61,
          recorded_at: new Date().toISOString(),
        }),
      }),
    );
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('T-027: En ruta, 61 km/h, ahora.');
    await expect.element(page.getByText(/\(4 posiciones\)/)).toBeVisible();
    await expect
      .poll(() => {
        const map = page.getByRole('region', { name: 'Mapa de la flotilla' }).element();
        const pin = marker.element().getBoundingClientRect();
        const box = map.getBoundingClientRect();
        return Math.round(
          Math.hypot(
            pin.left + pin.width / 2 - (box.left + box.width / 2),
            pin.top + pin.height / 2 - (box.top + box.height / 2),
          ),
        );
      })
      .toBeLessThan(4);
    expect(api.calls.filter((call) => call.key === track)).toHaveLength(1);

    await userEvent.click(page.getByRole('button', { name: 'Dejar de seguir' }));
    await expect.element(follow).toHaveAttribute('aria-pressed', 'false');
  });

  it('when staff selects a marker with the keyboard → it is followed', async () => {
    await renderRoute('/empresa/3/mapa', { user: staffUser, api: fleet() });
    const marker = page.getByRole('button', { name: 'T-027', exact: true });
    await expect.element(marker).toBeVisible();
    (marker.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('button', { name: 'Seguir T-027' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations();
  });

  it('when the company has no units → says so', async () => {
    await renderRoute('/empresa/3/mapa', {
      user: staffUser,
      api: fakeApi({ [locations]: { data: [] } }),
    });
    await expect.element(page.getByText('Tu empresa aún no tiene unidades.')).toBeVisible();
  });
});
