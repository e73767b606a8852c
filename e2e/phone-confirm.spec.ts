/**
 * Actions that end a tour or change a company ask first, on a phone (390 × 844), against the
 * demo data: the driver's «Finalizar recorrido» names the passengers not boarded («… sin
 * abordar») before finishing, and «Cancelar» leaves the tour running; the administrator's
 * «Verificar» on Fletes del Norte asks in a dialog naming it, and the toast's «Deshacer» puts
 * the company back to unverified. Staff schedule the driver a tour of their own and the spec
 * leaves the company unverified, so it passes when re-run against the same data.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { toast } from './toast.ts';
import { bearer, dataOf, signIn } from './workspace-steps.ts';

const staff = 'empresa@jornada.test';
const driver = 'chofer@jornada.test';
const admin = 'admin@jornada.test';
const here = { latitude: 21.1221, longitude: -101.6827 };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface TourRow {
  id: number;
  status: string;
  route: { id: number; name: string };
  unit: { id: number };
  driver: { id: number } | null;
}

/** Today's date in Mexico City (the driver's day, YYYY-MM-DD). */
const mexicoDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(at);

/** A new tour of today for the demo driver, on their route and unit, with the same passengers. */
async function newTour(request: APIRequestContext) {
  const asDriver = await bearer(request, driver);
  const asStaff = await bearer(request, staff);
  const user = await dataOf<{ companies: { id: number; name: string }[] }>(
    await request.get('/api/v1/user', { headers: asStaff }),
  );
  const companyId = user.companies.find((c) => c.name === 'Transportes del Bajío')!.id;
  const day = await dataOf<{ tours: TourRow[] }>(
    await request.get('/api/v1/me/fleet', { headers: asDriver }),
  );
  const template = day.tours[0]!;
  const passengers = await dataOf<{ employee_id: number }[]>(
    await request.get(`/ceiba-api/v1/tours/${template.id}/passengers`, { headers: asStaff }),
  );
  expect(passengers.length).toBeGreaterThan(1);
  const now = Date.now();
  const departure = mexicoDay(now + 60_000) === mexicoDay(now) ? now + 60_000 : now - 60_000;
  const tour = await dataOf<TourRow>(
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
  return { tour, passengers: passengers.length, asStaff };
}

test('the driver finishes a tour only after a confirmation naming the passengers not boarded', async ({
  browser,
  baseURL,
  request,
}) => {
  const { tour, passengers, asStaff } = await newTour(request);
  const phone = await browser.newContext({
    baseURL: baseURL!,
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { ...here, accuracy: 5 },
  });
  await phone.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort());
  const page = await phone.newPage();
  await signIn(page, driver, /\/mi-trabajo$/);
  await page.goto(`/mi-trabajo/recorridos/${tour.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Recorrido ${tour.route.name}` }),
  ).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /Programado|En curso|Finalizado/ });
  await page.getByRole('button', { name: 'Iniciar recorrido' }).tap();
  await expect(status).toHaveText('En curso');

  // One passenger boards; the rest are pending.
  await page
    .getByRole('switch', { name: /^Abordó: /, checked: false })
    .first()
    .tap();
  await expect(page.getByRole('switch', { name: /^Abordó: /, checked: true })).toHaveCount(1);
  const pending = passengers - 1;
  const said = `${pending} ${pending === 1 ? 'pasajero' : 'pasajeros'} sin abordar.`;

  await page.getByRole('button', { name: 'Finalizar recorrido' }).tap();
  const dialog = page.getByRole('alertdialog', {
    name: `¿Finalizar el recorrido ${tour.route.name}?`,
  });
  await expect(dialog).toContainText(said);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).tap();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('En curso');
  const running = await dataOf<TourRow>(
    await request.get(`/api/v1/tours/${tour.id}`, { headers: asStaff }),
  );
  expect(running.status).toBe('en_curso');

  await page.getByRole('button', { name: 'Finalizar recorrido' }).tap();
  await expect(dialog).toContainText(said);
  await dialog.getByRole('button', { name: 'Finalizar recorrido' }).tap();
  await expect(status).toHaveText('Finalizado');
  await expect
    .poll(
      async () =>
        (await dataOf<TourRow>(await request.get(`/api/v1/tours/${tour.id}`, { headers: asStaff })))
          .status,
    )
    .toBe('finalizado');
  await phone.close();
});

test('the administrator verifies a company after a dialog naming it, then undoes it: the company is unverified again', async ({
  page,
  request,
}) => {
  const asAdmin = await bearer(request, admin);
  const companies = await dataOf<{ id: number; name: string; verified_company: boolean }[]>(
    await request.get('/api/v1/companies?per_page=50', { headers: asAdmin }),
  );
  const company = companies.find((c) => c.name === 'Fletes del Norte')!;
  expect(company, 'Fletes del Norte in the demo').toBeDefined();
  const verified = async () =>
    (
      await dataOf<{ verified_company: boolean }>(
        await request.get(`/api/v1/companies/${company.id}`, { headers: asAdmin }),
      )
    ).verified_company;
  // Unverified before we start (an interrupted earlier run may have left it verified).
  if (company.verified_company)
    await dataOf(
      await request.post(`/api/v1/companies/${company.id}/verified`, {
        headers: asAdmin,
        data: { verified_company: false },
      }),
    );

  await signIn(page, admin, /\/admin$/);
  // The pending companies, as an administrator works through them.
  await page.goto('/admin/empresas?verified=false&per_page=50');
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  const menu = page.getByRole('button', { name: 'Acciones de Fletes del Norte' });
  const dialog = page.getByRole('alertdialog', { name: '¿Verificar «Fletes del Norte»?' });

  await menu.tap();
  await page.getByRole('menuitem', { name: 'Verificar' }).tap();
  await expect(dialog).toContainText('insignia de empresa verificada');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).tap();
  await expect(dialog).toBeHidden();
  expect(await verified()).toBe(false);

  await menu.tap();
  await page.getByRole('menuitem', { name: 'Verificar' }).tap();
  await dialog.getByRole('button', { name: 'Verificar' }).tap();
  await expect(toast(page, 'Fletes del Norte: cambios guardados')).toBeVisible();
  await expect.poll(verified).toBe(true);
  await page
    .getByRole('region', { name: /^Notificaciones/ })
    .getByRole('button', { name: 'Deshacer' })
    .tap();
  await expect(toast(page, 'Fletes del Norte: se deshizo el cambio')).toBeVisible();
  await expect.poll(verified).toBe(false);
  // Back among the companies to verify, whose menu offers «Verificar» again.
  await menu.tap();
  await expect(page.getByRole('menuitem', { name: 'Verificar' })).toBeVisible();
  await page.keyboard.press('Escape');
});
