import type { components } from '@jornada/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { companyToday, weekOf } from '../features/clock-attendance/clock-time.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { anAttendance, anAttendanceDetail } from '../test/clock-attendance-fixtures.ts';
import { aDepartment, anEmployee, page as aPage, aTerminal, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /clocker-api/v1/companies/3/attendances';
const record = '/clocker-api/v1/attendances/880122';
const exportKey = 'GET /clocker-api/v1/companies/3/attendances/export';

function aShift(id: number, name: string): components['schemas']['Shift'] {
  return {
    id,
    company_id: 3,
    name,
    start_time: '08:00',
    end_time: '16:00',
    weekdays: [1, 2, 3, 4, 5],
    tolerance_minutes: 10,
    timezone: 'America/Mexico_City',
    color: null,
    location_policy: null,
    created_at: '2026-01-05T15:00:00Z',
    updated_at: '2026-01-05T15:00:00Z',
  };
}

const juan = anAttendance({
  id: 880123,
  employee_id: 78,
  employee: { id: 78, name: 'Juan Pérez Ruiz' },
  check_in_at: '2026-03-05T14:22:00Z',
  check_out_at: null,
  source: 'app',
  late_minutes: 12,
  break_minutes: 0,
  worked_minutes: null,
  breaks: [],
  terminal_id: null,
  outside_geofence: true,
  corrected: true,
});

/** What the screen and its sheets read besides the list. */
const lookups = {
  'GET /api/v1/companies/3/departments': aPage([
    aDepartment(),
    aDepartment({ id: 5, name: 'Almacén' }),
  ]),
  'GET /api/v1/companies/3/employees': aPage([
    anEmployee(),
    anEmployee({
      id: 78,
      name: 'Juan',
      surname: 'Pérez',
      lastname: 'Ruiz',
      employee_number: 'E-0078',
    }),
  ]),
  'GET /clocker-api/v1/companies/3/shifts': aPage([aShift(5, 'Matutino'), aShift(6, 'Vespertino')]),
  'GET /api/v1/companies/3/terminals': aPage([aTerminal()]),
};

const row = (name: string) => page.getByRole('row').filter({ hasText: name });
const week = () => weekOf(companyToday());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the attendance records (/empresa/3/asistencia/registros)', () => {
  it('when the week has records → a row each with times, late minutes, source and marks, asked for this week; no axe violations', async () => {
    await page.viewport(1400, 900);
    const api = fakeApi({ ...lookups, [list]: aPage([anAttendance(), juan]) });
    await renderRoute('/empresa/3/asistencia/registros', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Registros de asistencia' }))
      .toBeVisible();
    await expect
      .element(row('Rosa Elena Martínez Soto'))
      .toHaveTextContent(
        /5 mar 2026.*Matutino.*8:05 a\.m\..*4:02 p\.m\..*5 min.*—.*31 min.*7 h 26 min.*Kiosco/,
      );
    await expect
      .element(row('Juan Pérez Ruiz'))
      .toHaveTextContent(/8:22 a\.m\..*En turno.*12 min.*App móvil.*Fuera de geocerca.*Corregido/);
    const asked = api.calls.find((c) => c.key === list)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      page: '1',
      per_page: '10',
      from: week().from,
      to: week().to,
    });
    await expect.element(page.getByLabelText('Desde')).toHaveValue(week().from);
    await expect.element(page.getByLabelText('Hasta')).toHaveValue(week().to);
    await expectNoAxeViolations();
  });

  it('when the URL names a range and filters, and staff picks a source → they go to the request', async () => {
    await page.viewport(1400, 900);
    const api = fakeApi({ ...lookups, [list]: aPage([anAttendance()]) });
    const { router } = await renderRoute(
      '/empresa/3/asistencia/registros?from=2026-03-01&to=2026-03-07&department_id=4&employee_id=77&late=true&outside_geofence=false&open=false&sort=-late_minutes',
      { user: staffUser, api },
    );
    await expect.element(row('Rosa Elena Martínez Soto')).toBeVisible();
    expect(Object.fromEntries(api.calls.find((c) => c.key === list)!.url.searchParams)).toEqual({
      page: '1',
      per_page: '10',
      sort: '-late_minutes',
      from: '2026-03-01',
      to: '2026-03-07',
      department_id: '4',
      employee_id: '77',
      late: 'true',
      outside_geofence: 'false',
      open: 'false',
    });
    await userEvent.click(page.getByRole('button', { name: /^Origen/ }));
    await userEvent.click(page.getByRole('option', { name: 'Kiosco' }));
    await expect.poll(() => router.state.location.search).toContain('source=kiosk');
    await expect
      .poll(() =>
        api.calls
          .filter((c) => c.key === list)
          .at(-1)
          ?.url.searchParams.get('source'),
      )
      .toBe('kiosk');
  });

  it('when staff exports → the file of the range and filters is downloaded with the session token and saved under its name', async () => {
    await page.viewport(1400, 900);
    const api = fakeApi({
      ...lookups,
      [list]: aPage([anAttendance()]),
      [exportKey]: new Response('\uFEFFFecha,Número,Empleado\n2026-03-05,E-0077,Rosa\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="asistencia-2026-03-01-2026-03-07.csv"',
        },
      }),
    });
    const saved: Array<{ name: string; href: string }> = [];
    const files: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return createObjectURL(file);
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    await renderRoute(
      '/empresa/3/asistencia/registros?from=2026-03-01&to=2026-03-07&department_id=4&late=true',
      { user: staffUser, api },
    );
    await userEvent.click(page.getByRole('button', { name: 'Exportar CSV' }));
    await expect
      .element(page.getByText('Descargamos asistencia-2026-03-01-2026-03-07.csv.'))
      .toBeVisible();
    const call = api.calls.find((c) => c.key === exportKey)!;
    expect(call.url.search).toBe('?format=csv&from=2026-03-01&to=2026-03-07&department_id=4');
    expect(call.headers.get('authorization')).toBe('Bearer test-token');
    expect(saved).toEqual([
      { name: 'asistencia-2026-03-01-2026-03-07.csv', href: expect.stringMatching(/^blob:/) },
    ]);
    expect(await files[0]!.text()).toContain('2026-03-05,E-0077,Rosa');
  });

  it('when the export is refused → a failure toast with the server message', async () => {
    const api = fakeApi({
      ...lookups,
      [list]: aPage([]),
      [exportKey]: json({ message: 'El rango no puede pasar de 62 días.' }, 422),
    });
    await renderRoute('/empresa/3/asistencia/registros?from=2026-01-01&to=2026-03-31', {
      user: staffUser,
      api,
    });
    await userEvent.click(page.getByRole('button', { name: 'Exportar Excel' }));
    await expect.element(page.getByText('No pudimos exportar la asistencia.')).toBeVisible();
    await expect.element(page.getByText('El rango no puede pasar de 62 días.')).toBeVisible();
    expect(api.calls.find((c) => c.key === exportKey)?.url.searchParams.get('format')).toBe('xlsx');
  });

  it('when staff corrects a record → its breaks, place and history show; a 422 stays on its field with the values; then PUT sends the changes and the reason', async () => {
    let answers = 0;
    const api = fakeApi({
      ...lookups,
      [list]: aPage([anAttendance()]),
      [`GET ${record}`]: { data: anAttendanceDetail() },
      [`PUT ${record}`]: () =>
        answers++ === 0
          ? json(
              {
                message: 'Los datos no son válidos.',
                errors: { check_out_at: ['Se empalma con otro registro de la persona.'] },
              },
              422,
            )
          : json({ data: anAttendanceDetail({ corrected: true }) }),
    });
    await renderRoute('/empresa/3/asistencia/registros', { user: staffUser, api });
    await userEvent.click(
      page.getByRole('button', {
        name: 'Acciones de registro de Rosa Elena Martínez Soto del 5 mar 2026',
      }),
    );
    await userEvent.click(page.getByRole('menuitem', { name: 'Editar' }));
    const sheet = page.getByRole('dialog', { name: 'Corregir registro' });
    await expect.element(sheet.getByText('Rosa Elena Martínez Soto · 5 mar 2026')).toBeVisible();
    await expect
      .element(sheet.getByRole('listitem').filter({ hasText: 'Comida' }))
      .toHaveTextContent(/1:00 p\.m\.–1:31 p\.m\. · 31 min · sin goce/);
    await expect.element(sheet.getByText('Patio Manzanillo')).toBeVisible();
    await expect
      .element(sheet.getByRole('link', { name: /Ver 21\.12210, -101\.68270 en el mapa/ }))
      .toBeVisible();
    const history = sheet.getByRole('region', { name: 'Historial de cambios' });
    await expect
      .element(history)
      .toHaveTextContent(
        /Corregido por Ana López, 6 mar 2026, 9:10 a\.m\..*Salida: vacío → 5 mar 2026, 4:02 p\.m\..*Olvidó registrar su salida\./,
      );
    await expectNoAxeViolations();

    // The reason is required.
    await sheet.getByLabelText('Salida', { exact: false }).fill('2026-03-05T16:30');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Escribe el motivo de la corrección (de 3 a 500 caracteres).'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.click(sheet.getByRole('combobox', { name: 'Turno' }));
    await userEvent.click(page.getByRole('option', { name: 'Vespertino' }));
    await sheet.getByLabelText(/Motivo de la corrección/).fill('Salió tarde por una entrega.');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Se empalma con otro registro de la persona.'))
      .toBeVisible();
    await expect
      .element(sheet.getByLabelText('Salida', { exact: false }))
      .toHaveValue('2026-03-05T16:30');
    await expect
      .element(sheet.getByLabelText(/Motivo de la corrección/))
      .toHaveValue('Salió tarde por una entrega.');

    // The failure toast covers the sheet's footer: submit from a field.
    (sheet.getByLabelText('Salida', { exact: false }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Registro corregido')).toBeVisible();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({
      check_out_at: '2026-03-05T22:30:00.000Z',
      shift_id: 6,
      notes: 'Salió tarde por una entrega.',
    });
  });

  it('when staff sign a corrected record → POST signDocument with the record and their saved signature, the signed PDF is followed; no axe violations', async () => {
    const pdfUrl = 'https://archivos.jornada.example/firmados/33.pdf?firma=9';
    const api = fakeApi({
      ...lookups,
      [list]: aPage([anAttendance({ corrected: true })]),
      [`GET ${record}`]: { data: anAttendanceDetail({ corrected: true }) },
      'GET /api/v1/digital-signature': {
        data: {
          id: 19,
          user_id: 5,
          image_url: 'data:image/png;base64,iVBORw0KGgo=',
          created_at: '2026-03-05T15:00:00Z',
        },
      },
      'POST /api/v1/signed-document': json(
        {
          data: {
            id: 33,
            document_id: 901,
            signature_id: 19,
            signer: { id: 5, name: 'Ana López' },
            sha256: 'a'.repeat(64),
            content_sha256: 'b'.repeat(64),
            verification_code: 'K7PM-3QXR-ZW2A',
            pdf_url: pdfUrl,
            job_letter_id: null,
            revision_order_id: null,
            attendance_id: 880122,
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
      await renderRoute('/empresa/3/asistencia/registros', { user: staffUser, api });
      await userEvent.click(
        page.getByRole('button', {
          name: 'Acciones de registro de Rosa Elena Martínez Soto del 5 mar 2026',
        }),
      );
      await userEvent.click(page.getByRole('menuitem', { name: 'Editar' }));
      const sheet = page.getByRole('dialog', { name: 'Corregir registro' });
      const signing = sheet.getByRole('region', { name: 'Firma de la corrección' });
      await signing.getByRole('button', { name: 'Firmar corrección' }).click();
      await expect.poll(() => followed).toEqual([pdfUrl]);
      expect(api.calls.find((c) => c.key === 'POST /api/v1/signed-document')?.body).toEqual({
        attendance_id: 880122,
        signature_id: 19,
      });
      // Signing is not saving the correction.
      expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
      await expect
        .element(signing.getByRole('link', { name: 'Corrección firmada del 5 mar 2026 (PDF)' }))
        .toHaveAttribute('download', 'asistencia-2026-03-05-firmada.pdf');
      await expect
        .element(signing.getByRole('link', { name: 'Verificar el documento K7PM-3QXR-ZW2A' }))
        .toHaveAttribute('href', '/verificar-documento/K7PM-3QXR-ZW2A');
      await expectNoAxeViolations();
    } finally {
      document.removeEventListener('click', follow, true);
    }
  });

  it('when a record from a device was never corrected → the sheet offers no signing', async () => {
    const api = fakeApi({
      ...lookups,
      [list]: aPage([anAttendance()]),
      [`GET ${record}`]: { data: anAttendanceDetail({ history: [] }) },
      'GET /api/v1/digital-signature': { data: null },
    });
    await renderRoute('/empresa/3/asistencia/registros', { user: staffUser, api });
    await userEvent.click(
      page.getByRole('button', {
        name: 'Acciones de registro de Rosa Elena Martínez Soto del 5 mar 2026',
      }),
    );
    await userEvent.click(page.getByRole('menuitem', { name: 'Editar' }));
    const sheet = page.getByRole('dialog', { name: 'Corregir registro' });
    await expect.element(sheet.getByRole('region', { name: 'Historial de cambios' })).toBeVisible();
    await expect
      .element(sheet.getByRole('region', { name: 'Firma de la corrección' }))
      .not.toBeInTheDocument();
  });

  it('when staff deletes a record after confirming → DELETE and a toast', async () => {
    const api = fakeApi({
      ...lookups,
      [list]: aPage([anAttendance()]),
      [`DELETE ${record}`]: new Response(null, { status: 204 }),
    });
    await renderRoute('/empresa/3/asistencia/registros', { user: staffUser, api });
    await userEvent.click(
      page.getByRole('button', {
        name: 'Acciones de registro de Rosa Elena Martínez Soto del 5 mar 2026',
      }),
    );
    await userEvent.click(page.getByRole('menuitem', { name: 'Eliminar' }));
    await page
      .getByRole('alertdialog', {
        name: '¿Eliminar registro de Rosa Elena Martínez Soto del 5 mar 2026?',
      })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect
      .element(page.getByText('Se eliminó el registro de Rosa Elena Martínez Soto del 5 mar 2026.'))
      .toBeVisible();
    expect(api.calls.map((c) => c.key)).toContain(`DELETE ${record}`);
  });

  it('when staff captures a check by hand → the server refusal shows in the sheet, then POST with source manual and the instant', async () => {
    let answers = 0;
    const api = fakeApi({
      ...lookups,
      [list]: aPage([]),
      'POST /clocker-api/v1/employees/77/attendances': () =>
        answers++ === 0
          ? json({ message: 'Rosa no tiene una entrada abierta.' }, 409)
          : json({ data: anAttendance() }, 201),
    });
    await renderRoute('/empresa/3/asistencia/registros', { user: staffUser, api });
    await expect.element(page.getByText('No hay registros en estas fechas')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Registrar entrada/salida' }).first());
    const sheet = page.getByRole('dialog', { name: 'Registrar entrada o salida' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Empleado/ }));
    await userEvent.click(page.getByRole('option', { name: 'Rosa Elena Martínez Soto · E-0077' }));
    await userEvent.click(sheet.getByRole('radio', { name: 'Salida' }));
    await sheet.getByLabelText(/Fecha y hora/).fill('2026-03-05T16:00');
    await sheet.getByLabelText(/Notas/).fill('Olvidó checar al salir.');
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Registrar' }).click();
    await expect.element(sheet.getByText('Rosa no tiene una entrada abierta.')).toBeVisible();
    // The failure toast covers the sheet's footer: submit from a field.
    (sheet.getByLabelText(/Fecha y hora/).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByText('Se registró: Salida de Rosa Elena Martínez Soto'))
      .toBeVisible();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({
      type: 'check_out',
      source: 'manual',
      at: '2026-03-05T22:00:00.000Z',
      notes: 'Olvidó checar al salir.',
    });
  });
});
