/**
 * The fleet end to end, against the demo data: staff of Transportes del
 * Bajío create a unit with a driver and a route with stops; the demo driver, on a phone with a
 * faked GPS, starts today's scheduled tour and marks two passengers boarded while the staff's
 * map moves the unit without a reload; a revision order's PDF downloads with the unit's plate;
 * positions from anybody but the unit's driver are refused. axe runs on every screen and sheet
 * opened. The spec creates what it edits, and takes (or, on data an earlier run used, schedules)
 * a tour of the driver, so it passes on a fresh database and when re-run against the same one.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { pdfText } from '../apps/api/src/test/pdf-text.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  bearer,
  dataOf,
  openSection,
  pickInMultiselect,
  search,
  signIn,
  signInToWorkspace,
} from './workspace-steps.ts';

const staff = 'empresa@jornada.test';
const otherStaff = 'otra-empresa@jornada.test';
const driver = 'chofer@jornada.test';

/** A run-unique tag, so that re-running against the same data never collides. */
const tag = Date.now().toString(36).toUpperCase();

/** Where the driver's phone is when the tour starts (León, Blvd. Adolfo López Mateos)… */
const start = { latitude: 21.1221, longitude: -101.6827 };
/** …and where it is next: about 330 m north, beyond the app's 25 m between fixes sent. */
const next = { latitude: 21.1251, longitude: -101.6827 };
/** The phone's speed at `next`, in m/s (43 km/h on the map). */
const nextSpeed = 12;

type Json = Record<string, unknown>;
interface TourRow {
  id: number;
  status: string;
  scheduled_departure_at: string;
  route: { id: number; name: string };
  unit: { id: number; economic_number: string; plate: string };
  driver: { id: number } | null;
}
interface PassengerRow {
  employee_id: number;
  name: string;
  boarded: boolean;
}

/** Map tiles come from OpenStreetMap: refused at once here (the sandbox has no outside network). */
async function withoutTiles(context: BrowserContext) {
  await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort());
}

/** Today's date in Mexico City (the driver's day, YYYY-MM-DD). */
const mexicoDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(at);

/**
 * A scheduled tour of today of the demo driver with at least two passengers still to board: the
 * demo one on a fresh database; on data an earlier run used (its tour started), staff schedule
 * another like it, on the driver's unit and route with the same passengers, a minute from now.
 */
async function scheduledTour(request: APIRequestContext, companyId: number) {
  const asDriver = await bearer(request, driver);
  const asStaff = await bearer(request, staff);
  const day = await dataOf<{ tours: TourRow[] }>(
    await request.get('/api/v1/me/fleet', { headers: asDriver }),
  );
  const open = day.tours.find((tour) => tour.status === 'programado');
  if (open) return open;
  const template = day.tours[0]!;
  const passengers = await dataOf<PassengerRow[]>(
    await request.get(`/ceiba-api/v1/tours/${template.id}/passengers`, { headers: asStaff }),
  );
  const now = Date.now();
  const departure = mexicoDay(now + 60_000) === mexicoDay(now) ? now + 60_000 : now - 60_000;
  return dataOf<TourRow>(
    await request.post(`/api/v1/companies/${companyId}/tours`, {
      headers: asStaff,
      data: {
        route_id: template.route.id,
        unit_id: template.unit.id,
        driver_employee_id: template.driver!.id,
        scheduled_departure_at: new Date(departure).toISOString(),
        passenger_employee_ids: passengers.map((p) => p.employee_id),
      },
    }),
    201,
  );
}

test.describe('the fleet', () => {
  // The later tests use the unit the first one creates.
  test.describe.configure({ mode: 'serial' });
  const economicNumber = `E2E-${tag}`;
  const plate = `P${tag}`.slice(0, 12);
  const unitLabel = `${economicNumber} · ${plate}`;
  let companyId: number;
  let unitId: number;

  test('staff create a unit with a driver and a route with two stops served by it; the unit and route screens and their sheets pass axe', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await withoutTiles(page.context());
    companyId = await signInToWorkspace(page, staff);

    // A unit with a driver.
    await openSection(page, 'Unidades', 'Unidades');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Nueva unidad' }).first().click();
    const unitSheet = page.getByRole('dialog', { name: 'Nueva unidad' });
    await unitSheet.getByLabel(/^Número económico/).fill(economicNumber);
    await unitSheet.getByLabel(/^Placa/).fill(plate);
    await unitSheet.getByRole('combobox', { name: /^Tipo/ }).click();
    await page.getByRole('option', { name: 'Van', exact: true }).click();
    await unitSheet.getByLabel(/^Marca/).fill('Toyota');
    await unitSheet.getByLabel(/^Modelo/).fill('Hiace');
    await unitSheet.getByRole('spinbutton', { name: /^Año/ }).fill('2024');
    await unitSheet.getByLabel(/^Asientos para pasajeros/).fill('15');
    // A driver of the company other than the demo driver (whose unit the later tests use).
    const demoDriver = await dataOf<{ driver: { name: string } }>(
      await request.get('/api/v1/me/fleet', { headers: await bearer(request, driver) }),
    );
    const driverName = await pickInMultiselect(
      page,
      unitSheet.getByRole('combobox', { name: 'Choferes' }),
      { except: demoDriver.driver.name },
    );
    await expect(unitSheet.getByRole('button', { name: `Quitar ${driverName}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await unitSheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Unidad ${unitLabel} creada`, { exact: true })).toBeVisible();
    await expect(unitSheet).toBeHidden();
    await search(page, 'Buscar unidades', economicNumber);
    const unitRow = page.getByRole('row').filter({ hasText: economicNumber });
    await expect(unitRow).toContainText(plate);
    await expect(unitRow).toContainText('Toyota Hiace 2024');
    await expect(unitRow).toContainText('Disponible');
    await expect(unitRow).toContainText(driverName);
    await expect(unitRow).toContainText('15 pasajeros');

    // A route with two stops in León, served by the new unit.
    await openSection(page, 'Rutas', 'Rutas');
    await expectNoAxeViolations(page);
    const routeName = `León Centro – Puerto Interior ${tag}`;
    await page.getByRole('button', { name: 'Nueva ruta' }).first().click();
    const routeSheet = page.getByRole('dialog', { name: 'Nueva ruta' });
    await routeSheet
      .getByLabel(/^Nombre/)
      .first()
      .fill(routeName);
    await routeSheet.getByLabel(/^Clave/).fill(`R-${tag}`);
    await routeSheet.getByLabel(/^Origen/).fill('León Centro');
    await routeSheet.getByLabel(/^Destino/).fill('Puerto Interior, Silao');
    const stops = [
      ['Arco de la Calzada', '21.1197', '-101.6737'],
      ['Puerto Interior', '20.9726', '-101.4464'],
    ] as const;
    for (const [i, [name, latitude, longitude]] of stops.entries()) {
      await routeSheet.getByRole('button', { name: 'Agregar parada' }).click();
      const stop = routeSheet.getByRole('group', { name: `Parada ${i + 1}` });
      await stop.getByLabel(/^Nombre de la parada/).fill(name);
      await stop.getByLabel(/^Latitud/).fill(latitude);
      await stop.getByLabel(/^Longitud/).fill(longitude);
    }
    const picked = await pickInMultiselect(
      page,
      routeSheet.getByRole('combobox', { name: 'Unidades' }),
      { search: economicNumber },
    );
    expect(picked).toBe(unitLabel);
    await expect(routeSheet.getByRole('button', { name: `Quitar ${unitLabel}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await routeSheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Ruta ${routeName} creada`, { exact: true })).toBeVisible();
    await expect(routeSheet).toBeHidden();
    await search(page, 'Buscar rutas', tag);
    const routeRow = page.getByRole('row').filter({ hasText: routeName });
    await expect(routeRow).toContainText(`R-${tag}`);
    await expect(routeRow).toContainText('León Centro → Puerto Interior, Silao');
    await expect(routeRow).toContainText('2 paradas');
    await expect(routeRow.getByRole('cell').nth(4)).toHaveText('1');
    await expect(routeRow).toContainText('Activa');

    // What the server stored: the unit with its driver and its route, the route's stops in order.
    const headers = await bearer(request, staff);
    const units = await dataOf<Json[]>(
      await request.get(`/api/v1/companies/${companyId}/units?q=${economicNumber}`, { headers }),
    );
    expect(units).toHaveLength(1);
    const unit = units[0] as {
      id: number;
      drivers: { name: string }[];
      routes: { name: string }[];
    };
    unitId = unit.id;
    expect(unit.drivers.map((d) => d.name)).toEqual([driverName]);
    expect(unit.routes.map((r) => r.name)).toEqual([routeName]);
  });

  test('the other fleet screens and their sheets pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await withoutTiles(page.context());
    await signInToWorkspace(page, staff);
    for (const [link, heading, create] of [
      ['Recorridos', 'Recorridos', 'Nuevo recorrido'],
      ['Órdenes de servicio', 'Órdenes de servicio', 'Nueva orden de servicio'],
    ] as const) {
      await openSection(page, link, heading);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: create }).first().click();
      const sheet = page.getByRole('dialog', { name: create });
      await expect(sheet).toBeVisible();
      await expectNoAxeViolations(page);
      await sheet.getByRole('button', { name: 'Cancelar' }).click();
      await expect(sheet).toBeHidden();
    }
  });

  test('the driver starts the tour on a phone and marks two passengers boarded; the staff map moves the unit without a reload', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    expect(companyId, 'the first test runs first').toBeGreaterThan(0);
    const tour = await scheduledTour(request, companyId);
    const unit = tour.unit;

    // Staff have the map open before the driver moves.
    await page.setViewportSize({ width: 1400, height: 900 });
    await withoutTiles(page.context());
    await signInToWorkspace(page, staff);
    await openSection(page, 'Mapa', 'Mapa de la flotilla');
    const map = page.getByRole('region', { name: 'Mapa de la flotilla' });
    const list = page.getByRole('table', { name: 'Unidades y su última posición' });
    const row = list.getByRole('row').filter({
      has: page.getByRole('button', { name: `Seguir ${unit.economic_number}`, exact: true }),
    });
    const follow = row.getByRole('button');
    await expect(row).toContainText(unit.plate);
    const before = (await row.textContent())!;
    await expectNoAxeViolations(page);
    // A mark that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

    // The driver's phone: geolocation granted, at `start`.
    const phone = await browser.newContext({
      baseURL: baseURL!,
      locale: 'es-MX',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      geolocation: { ...start, accuracy: 5 },
    });
    try {
      await withoutTiles(phone);
      const mobile = await phone.newPage();
      await signIn(mobile, driver, /\/mi-trabajo$/);
      await expect(mobile.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
      await expect(
        mobile.getByRole('heading', { level: 2, name: 'Recorridos de hoy' }),
      ).toBeVisible();
      const tourLink = mobile.locator(`a[href$="/mi-trabajo/recorridos/${tour.id}"]`);
      await expect(tourLink).toContainText('Programado');
      await expect(
        mobile.getByRole('heading', { level: 2, name: /^Mi unidad|^Mis unidades/ }),
      ).toBeVisible();
      await expectNoAxeViolations(mobile);

      await tourLink.click();
      await expect(mobile).toHaveURL(new RegExp(`/mi-trabajo/recorridos/${tour.id}$`));
      await expect(
        mobile.getByRole('heading', { level: 1, name: `Recorrido ${tour.route.name}` }),
      ).toBeVisible();
      await expect(
        mobile.getByText(`Unidad ${unit.economic_number} (${unit.plate})`),
      ).toBeVisible();
      const status = mobile.getByRole('status').filter({ hasText: /Programado|En curso/ });
      await expect(status).toHaveText('Programado');
      const pending = mobile.getByRole('switch', { name: /^Abordó: /, checked: false });
      await expect(pending.nth(1)).toBeVisible();
      await expectNoAxeViolations(mobile);

      await mobile.getByRole('button', { name: 'Iniciar recorrido' }).click();
      await expect(status).toHaveText('En curso');
      await expect(mobile.getByRole('button', { name: 'Finalizar recorrido' })).toBeVisible();
      await expect(mobile.getByText('Enviando ubicación', { exact: true })).toBeVisible();

      // Two passengers board.
      const names = (await pending.evaluateAll((switches) =>
        switches.slice(0, 2).map((s) => s.getAttribute('aria-label')!.replace(/^Abordó: /, '')),
      )) as [string, string];
      for (const name of names) {
        const toggle = mobile.getByRole('switch', { name: `Abordó: ${name}`, exact: true });
        await toggle.click();
        await expect(toggle).toBeChecked();
      }
      // Nothing waits in the outbox.
      await expect(mobile.getByText(/por enviar/)).toHaveCount(0);
      await expectNoAxeViolations(mobile);

      // The server has them boarded and the tour running.
      const asStaff = await bearer(request, staff);
      await expect
        .poll(async () => {
          const passengers = await dataOf<PassengerRow[]>(
            await request.get(`/ceiba-api/v1/tours/${tour.id}/passengers`, { headers: asStaff }),
          );
          return passengers.filter((p) => names.includes(p.name)).map((p) => p.boarded);
        })
        .toEqual([true, true]);
      const stored = await dataOf<TourRow>(
        await request.get(`/api/v1/tours/${tour.id}`, { headers: asStaff }),
      );
      expect(stored.status).toBe('en_curso');

      // The first fix reached the open map: the unit's row says it is on its way, just now.
      await expect(row).toContainText(/En ruta\s*(ahora|hace \d+ (segundos?|minutos?))\s*0 km\/h$/);
      expect((await row.textContent())!).not.toBe(before);
      await expect
        .poll(async () =>
          dataOf<{ latitude: number; longitude: number }>(
            await request.get(`/ceiba-api/v1/units/${unit.id}/position`, { headers: asStaff }),
          ),
        )
        .toMatchObject(start);

      // Staff follow the unit.
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(`Siguiendo a ${unit.economic_number}:`)).toBeVisible();
      const marker = map.getByRole('button', { name: unit.economic_number, exact: true });
      await expect(marker).toHaveAttribute('aria-pressed', 'true');
      const markerAt = await marker.getAttribute('style');
      const announcer = page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^(Siguiendo a |)${unit.economic_number}[.:]`) });
      await expect(announcer).toHaveText(`Siguiendo a ${unit.economic_number}.`);
      await expectNoAxeViolations(page);

      // The phone moves. Playwright's `setGeolocation` has no speed, so the fix is set through
      // the DevTools protocol with one; the app sends a fix at least 10 s (by the device's
      // clock, which Playwright's clock does not fake) and 25 m after the last one sent, so
      // the new place is set again until one gets through.
      const cdp = await phone.newCDPSession(mobile);
      await expect(async () => {
        await cdp.send('Emulation.setGeolocationOverride', {
          ...next,
          accuracy: 5,
          speed: nextSpeed,
          heading: 0,
        });
        await expect(row).toContainText('43 km/h', { timeout: 1_500 });
      }).toPass({ timeout: 20_000, intervals: [500] });
      await expect(row).toContainText(
        /En ruta\s*(ahora|hace \d+ (segundos?|minutos?))\s*43 km\/h$/,
      );
      await expect(announcer).toHaveText(
        new RegExp(
          `^${unit.economic_number}: En ruta, 43 km/h, (ahora|hace \\d+ (segundos?|minutos?))\\.$`,
        ),
      );
      await expect(marker).not.toHaveAttribute('style', markerAt!);
      // The track of the day is drawn with every fix the server has, the new one included.
      const track = await dataOf<unknown[]>(
        await request.get(`/ceiba-api/v1/units/${unit.id}/track?date=${mexicoDay(Date.now())}`, {
          headers: asStaff,
        }),
      );
      expect(track.length).toBeGreaterThanOrEqual(2);
      await expect(page.getByText(`Siguiendo a ${unit.economic_number}:`)).toContainText(
        `muestra su recorrido de hoy (${track.length} posiciones)`,
      );
      const position = await dataOf<{ latitude: number; longitude: number; speed_kmh: number }>(
        await request.get(`/ceiba-api/v1/units/${unit.id}/position`, { headers: asStaff }),
      );
      expect(position).toMatchObject(next);
      expect(position.speed_kmh).toBeCloseTo(nextSpeed * 3.6, 1);
      // No reload: the map page is the document opened before the driver moved.
      expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
    } finally {
      await phone.close();
    }
  });

  test("a revision order of the new unit downloads as a PDF with the unit's plate", async ({
    page,
  }) => {
    expect(unitId, 'the first test runs first').toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToWorkspace(page, staff);
    await openSection(page, 'Órdenes de revisión', 'Órdenes de revisión');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Nueva orden de revisión' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva orden de revisión' });
    await sheet.getByRole('combobox', { name: /^Unidad/ }).click();
    await page.getByRole('option', { name: unitLabel, exact: true }).click();
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/ordenes-revision/\\d+$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Revisión de ${unitLabel}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    const folio = (await page.getByText(/^OR-\d{4}-\d+$/).textContent())!;
    expect(download.suggestedFilename()).toBe(`revision-${folio}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(bytes)).join('\n');
    expect(text).toContain(plate);
    expect(text).toContain(economicNumber);
    await expect(
      page.getByRole('status').filter({ hasText: 'Tu reporte está listo.' }),
    ).toBeVisible();
  });

  test("positions from anybody but the unit's driver, or for another company's unit, are refused", async ({
    request,
  }) => {
    expect(unitId, 'the first test runs first').toBeGreaterThan(0);
    const asStaff = await bearer(request, staff);
    const asOther = await bearer(request, otherStaff);
    const asDriver = await bearer(request, driver);
    const day = await dataOf<{ units: { id: number }[] }>(
      await request.get('/api/v1/me/fleet', { headers: asDriver }),
    );
    const driversUnit = day.units[0]!.id;
    const otherUser = await dataOf<{ companies: { id: number }[] }>(
      await request.get('/api/v1/user', { headers: asOther }),
    );
    const otherUnits = await dataOf<{ id: number }[]>(
      await request.get(`/api/v1/companies/${otherUser.companies[0]!.id}/units?per_page=1`, {
        headers: asOther,
      }),
    );
    const otherUnit = otherUnits[0]!.id;
    const before = await dataOf<Json>(
      await request.get(`/ceiba-api/v1/units/${driversUnit}/position`, { headers: asStaff }),
    );

    const fix = {
      latitude: 19.4326,
      longitude: -99.1332,
      speed_kmh: 80,
      recorded_at: new Date().toISOString(),
    };
    const send = (unit: number, headers: Record<string, string>) =>
      request.post(`/ceiba-api/v1/units/${unit}/positions`, { headers, data: fix });
    const answers = {
      "staff, for their company's unit": [await send(driversUnit, asStaff), 403],
      "another company's staff, for the unit": [await send(driversUnit, asOther), 404],
      'the driver, for a unit they do not drive': [await send(unitId, asDriver), 403],
      "the driver, for another company's unit": [await send(otherUnit, asDriver), 404],
    } as const;
    for (const [who, [response, status]] of Object.entries(answers)) {
      expect(response.status(), `${who}: ${await response.text()}`).toBe(status);
      expect((await response.json()) as Json).toHaveProperty('message');
    }

    // Nothing was stored: the driver's unit is where the driver's phone left it.
    const after = await dataOf<Json>(
      await request.get(`/ceiba-api/v1/units/${driversUnit}/position`, { headers: asStaff }),
    );
    expect(after).toEqual(before);
    expect(
      (await request.get(`/ceiba-api/v1/units/${unitId}/position`, { headers: asStaff })).status(),
    ).toBe(404);
  });
});
