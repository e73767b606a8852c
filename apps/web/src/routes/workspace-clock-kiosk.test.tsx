import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aSignedUrl, clockSettings } from '../test/clock-attendance-fixtures.ts';
import { anEmployee, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const kioskUrl = 'GET /clocker-api/v1/generate-signed-url-company/3';
const settings = '/clocker-api/v1/companies/3/clock-settings';
const personalUrl = 'GET /clocker-api/v1/generate-signed-url-employee/77';
const renewed = aSignedUrl({
  url: 'https://jornada.example/kiosco#k1.nuevo.firma',
  expires_at: '2026-04-05T18:00:00Z',
});

function kiosk() {
  return fakeApi({
    [kioskUrl]: { data: aSignedUrl() },
    [`${kioskUrl}?renew=true`]: { data: renewed },
    [`GET ${settings}`]: { data: clockSettings() },
    'GET /api/v1/companies/3/employees': aPage([
      anEmployee(),
      anEmployee({
        id: 78,
        name: 'Juan',
        surname: 'Pérez',
        lastname: 'Ruiz',
        employee_number: 'E-0078',
        position: 'Almacenista',
      }),
    ]),
  });
}

const rowActions = (name: string) => page.getByRole('button', { name: `Acciones de ${name}` });

describe('given the kiosk and links screen (/empresa/3/asistencia/kiosco)', () => {
  it('when it opens → the kiosk link as a QR code, to copy and to open, its expiry, the settings and the employees; no axe violations', async () => {
    await page.viewport(1280, 900);
    await renderRoute('/empresa/3/asistencia/kiosco', { user: staffUser, api: kiosk() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Kiosco y enlaces' }))
      .toBeVisible();
    const qr = page.getByRole('img', { name: 'Código QR del enlace del kiosco' });
    await expect.element(qr).toBeVisible();
    expect(qr.element().tagName.toLowerCase()).toBe('svg');
    await expect
      .element(page.getByRole('textbox', { name: 'Enlace del kiosco' }))
      .toHaveValue('https://jornada.example/kiosco#k1.eyJjIjozfQ.firma');
    await expect
      .element(
        page
          .getByRole('region', { name: 'Enlace del kiosco' })
          .getByText(/^Vence el 4 de abril de 2026.*3:25 a\.m\.$/),
      )
      .toBeVisible();
    // The printed poster: hidden on screen, the QR code and the link on paper.
    const poster = document.querySelector<HTMLElement>('[data-clock-poster]')!;
    expect(getComputedStyle(poster).display).toBe('none');
    expect(poster.querySelector('svg[role="img"]')).not.toBeNull();
    expect(poster.textContent).toContain('Registra tu asistencia');
    const open = page.getByRole('link', { name: /Abrir kiosco/ });
    await expect
      .element(open)
      .toHaveAttribute('href', 'https://jornada.example/kiosco#k1.eyJjIjozfQ.firma');
    await expect.element(open).toHaveAttribute('target', '_blank');

    await expect.element(page.getByRole('radio', { name: 'Registrar y marcar' })).toBeChecked();
    await expect
      .element(page.getByRole('radio', { name: 'Rechazar' }))
      .toHaveAccessibleDescription(/No se aceptan registros fuera de toda geocerca/);
    await expect
      .element(page.getByRole('switch', { name: 'Pedir la ubicación al registrar' }))
      .toBeChecked();
    await expect
      .element(page.getByRole('spinbutton', { name: /Duración del enlace del kiosco/ }))
      .toHaveAccessibleDescription(/Equivale a 30 días/);
    await expect
      .element(page.getByRole('link', { name: 'Configurar geocercas en Terminales' }))
      .toHaveAttribute('href', '/empresa/3/terminales');
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Juan Pérez Ruiz' }))
      .toHaveTextContent(/E-0078.*Almacenista/);
    await expectNoAxeViolations();
  });

  it('when staff renews the kiosk link after confirming → a new link is asked for with renew=true and shown', async () => {
    const api = kiosk();
    await renderRoute('/empresa/3/asistencia/kiosco', { user: staffUser, api });
    await userEvent.click(page.getByRole('button', { name: 'Renovar enlace' }));
    const confirm = page.getByRole('alertdialog', { name: '¿Renovar el enlace del kiosco?' });
    await expect.element(confirm).toHaveTextContent(/el actual dejará de funcionar/);
    await userEvent.click(confirm.getByRole('button', { name: 'Renovar enlace' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Enlace del kiosco' }))
      .toHaveValue('https://jornada.example/kiosco#k1.nuevo.firma');
    await expect.element(page.getByText('Enlace renovado')).toBeVisible();
    const reads = api.calls.filter((c) => c.key === kioskUrl).map((c) => c.url.search);
    expect(reads.filter((search) => search === '?renew=true')).toHaveLength(1);
    expect(reads.at(-1)).toBe('?renew=true');
  });

  it('when staff revokes the kiosk link after confirming → DELETE, the screen says so, and a new link only when asked', async () => {
    const api = kiosk();
    api.on({
      [`DELETE /clocker-api/v1/generate-signed-url-company/3`]: new Response(null, { status: 204 }),
    });
    await renderRoute('/empresa/3/asistencia/kiosco', { user: staffUser, api });
    await userEvent.click(page.getByRole('button', { name: 'Revocar' }));
    await userEvent.click(
      page
        .getByRole('alertdialog', { name: '¿Revocar el enlace del kiosco?' })
        .getByRole('button', { name: 'Revocar' }),
    );
    await expect
      .element(page.getByText('El enlace del kiosco fue revocado y ya no funciona.'))
      .toBeVisible();
    expect(
      page.getByRole('img', { name: 'Código QR del enlace del kiosco' }).elements(),
    ).toHaveLength(0);
    expect(api.calls.map((c) => c.key)).toContain(
      'DELETE /clocker-api/v1/generate-signed-url-company/3',
    );
    const reads = api.calls.filter((c) => c.key === kioskUrl).length;

    api.on({ [kioskUrl]: { data: renewed } });
    await userEvent.click(page.getByRole('button', { name: 'Generar enlace nuevo' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Enlace del kiosco' }))
      .toHaveValue('https://jornada.example/kiosco#k1.nuevo.firma');
    expect(api.calls.filter((c) => c.key === kioskUrl)).toHaveLength(reads + 1);
  });

  it('when staff changes the settings → hours are checked and read as days, then PUT sends them', async () => {
    const api = kiosk();
    api.on({
      [`PUT ${settings}`]: (request) => json({ data: clockSettings(request.body as object) }),
    });
    await renderRoute('/empresa/3/asistencia/kiosco', { user: staffUser, api });
    await userEvent.click(page.getByRole('radio', { name: 'Rechazar' }));
    await userEvent.click(page.getByRole('switch', { name: 'Pedir la ubicación al registrar' }));
    const kioskHours = page.getByRole('spinbutton', { name: /Duración del enlace del kiosco/ });
    await kioskHours.fill('0');
    await userEvent.click(page.getByRole('button', { name: 'Guardar ajustes' }));
    await expect
      .element(page.getByText('Escribe un número entero de horas, de 1 a 8760 (un año).'))
      .toBeVisible();
    await kioskHours.fill('36');
    await expect.element(kioskHours).toHaveAccessibleDescription(/Equivale a 1.5 días/);
    await userEvent.click(page.getByRole('button', { name: 'Guardar ajustes' }));
    await expect.element(page.getByText('Ajustes de asistencia guardados')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      geofence_mode: 'refuse',
      require_location: false,
      kiosk_link_hours: 36,
      employee_link_hours: 2160,
    });
  });

  it('when staff generates a PIN → PUT with an empty body, the PIN shown once with a warning; reopening does not show it', async () => {
    const api = kiosk();
    api.on({ 'PUT /clocker-api/v1/employees/77/pin': { data: { pin: '4821' } } });
    await renderRoute('/empresa/3/asistencia/kiosco', { user: staffUser, api });
    await userEvent.click(rowActions('Rosa Elena Martínez Soto'));
    await userEvent.click(page.getByRole('menuitem', { name: 'Generar PIN' }));
    const dialog = page.getByRole('dialog', { name: 'PIN de kiosco de Rosa Elena Martínez Soto' });
    await userEvent.click(dialog.getByRole('button', { name: 'Generar PIN' }));
    await expect.element(dialog.getByText('4821')).toBeVisible();
    await expect.element(dialog.getByText(/no se volverá a mostrar/)).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({});
    await expectNoAxeViolations();
    await userEvent.click(dialog.getByRole('button', { name: 'Listo' }));
    await expect.element(dialog).not.toBeInTheDocument();

    await userEvent.click(rowActions('Rosa Elena Martínez Soto'));
    await userEvent.click(page.getByRole('menuitem', { name: 'Generar PIN' }));
    await expect
      .element(
        page
          .getByRole('dialog', { name: 'PIN de kiosco de Rosa Elena Martínez Soto' })
          .getByRole('button', { name: 'Generar PIN' }),
      )
      .toBeVisible();
    expect(page.getByText('4821').elements()).toHaveLength(0);
  });

  it("when staff opens an employee's personal link → its QR code and link; renew and revoke go to the employee's link", async () => {
    const api = kiosk();
    api.on({
      [personalUrl]: { data: aSignedUrl({ url: 'https://jornada.example/checar#e1.rosa.firma' }) },
      [`${personalUrl}?renew=true`]: {
        data: aSignedUrl({ url: 'https://jornada.example/checar#e1.rosa.nueva' }),
      },
      'DELETE /clocker-api/v1/generate-signed-url-employee/77': new Response(null, { status: 204 }),
    });
    await renderRoute('/empresa/3/asistencia/kiosco', { user: staffUser, api });
    await userEvent.click(rowActions('Rosa Elena Martínez Soto'));
    await userEvent.click(page.getByRole('menuitem', { name: 'Enlace personal' }));
    const dialog = page.getByRole('dialog', {
      name: 'Enlace personal de Rosa Elena Martínez Soto',
    });
    await expect
      .element(
        dialog.getByRole('img', {
          name: 'Código QR del enlace personal de Rosa Elena Martínez Soto',
        }),
      )
      .toBeVisible();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Enlace personal' }))
      .toHaveValue('https://jornada.example/checar#e1.rosa.firma');
    await expectNoAxeViolations();

    await userEvent.click(dialog.getByRole('button', { name: 'Renovar enlace' }));
    await userEvent.click(
      page
        .getByRole('alertdialog', {
          name: '¿Renovar el enlace personal de Rosa Elena Martínez Soto?',
        })
        .getByRole('button', { name: 'Renovar enlace' }),
    );
    await expect
      .element(dialog.getByRole('textbox', { name: 'Enlace personal' }))
      .toHaveValue('https://jornada.example/checar#e1.rosa.nueva');

    await userEvent.click(dialog.getByRole('button', { name: 'Revocar' }));
    await userEvent.click(
      page
        .getByRole('alertdialog', {
          name: '¿Revocar el enlace personal de Rosa Elena Martínez Soto?',
        })
        .getByRole('button', { name: 'Revocar' }),
    );
    await expect
      .element(dialog.getByText('El enlace personal fue revocado y ya no funciona.'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.key === personalUrl).map((c) => c.url.search)).toEqual([
      '',
      '?renew=true',
    ]);
    expect(api.calls.map((c) => c.key)).toContain(
      'DELETE /clocker-api/v1/generate-signed-url-employee/77',
    );
  });
});
