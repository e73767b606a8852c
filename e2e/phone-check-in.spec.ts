/**
 * The employee's check-in on a phone always says why (docs/decisions/0043-location-policy-per-shift.md):
 * the demo employee's shift follows the company, which requires the position; with location access
 * denied the page says the rule before the tap and shows the server's own «Comparte tu ubicación…»
 * when the check-in is refused; with the position shared the check-in goes through and
 * «Registrar salida» asks first (cancelling sends nothing). axe runs on every new state.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { bearer, dataOf, signIn } from './workspace-steps.ts';

const employeeEmail = 'empleado@jornada.test';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Me {
  id: number;
  open_attendance: { id: number } | null;
  location_policy: string;
}

test('denied location: the rule is said before the tap and the server says why; «Registrar salida» asks first', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const auth = await bearer(request, employeeEmail);
  const me = await dataOf<Me>(await request.get('/clocker-api/v1/me', { headers: auth }));
  expect(me.location_policy).toBe('required');
  // Start clocked out (an earlier run may have left a record open).
  if (me.open_attendance)
    await dataOf(
      await request.post(`/clocker-api/v1/employees/${me.id}/attendances`, {
        headers: auth,
        data: { type: 'check_out', source: 'app' },
      }),
      201,
    );

  await test.step('without location permission the refusal names the missing location', async () => {
    const denied = await browser.newContext({ ...phone, permissions: [] });
    const page = await denied.newPage();
    await signIn(page, employeeEmail, /\/mi-asistencia$/);
    await expect(
      page.getByText('Tu empresa pide tu ubicación para registrar la entrada.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The status before the tap depends on the hour and the day («Sin registro aún» before the
    // shift ends, «Falta» after it, «Salida registrada» on a second run); a refused check-in
    // must leave it as it was and record nothing.
    const status = page.getByTestId('clock-status');
    await expect(status).not.toBeEmpty();
    const before = await status.textContent();
    await page.getByRole('button', { name: 'Registrar entrada' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'No se pudo registrar' });
    await expect(refusal).toContainText('Comparte tu ubicación para registrar tu entrada.');
    await expect(refusal).not.toContainText('Revisa los datos marcados');
    await expect(status).toHaveText(before ?? '');
    const unchanged = await dataOf<Me>(await request.get('/clocker-api/v1/me', { headers: auth }));
    expect(unchanged.open_attendance).toBeNull();
    await expectNoAxeViolations(page);
    await denied.close();
  });

  await test.step('with the position shared, «Registrar salida» confirms first', async () => {
    const located = await browser.newContext({
      ...phone,
      permissions: ['geolocation'],
      geolocation: { latitude: 21.1221, longitude: -101.6827, accuracy: 10 },
    });
    const page = await located.newPage();
    await signIn(page, employeeEmail, /\/mi-asistencia$/);
    await page.getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(page.getByRole('button', { name: 'Registrar salida' })).toBeVisible();

    await page.getByRole('button', { name: 'Registrar salida' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Registrar tu salida?' });
    await expect(dialog).toContainText('termina tu jornada de hoy');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    const still = await dataOf<Me>(await request.get('/clocker-api/v1/me', { headers: auth }));
    expect(still.open_attendance).not.toBeNull();

    await page.getByRole('button', { name: 'Registrar salida' }).click();
    await dialog.getByRole('button', { name: 'Sí, registrar salida' }).click();
    await expect(page.getByTestId('clock-status')).toHaveText('Salida registrada');
    const after = await dataOf<Me>(await request.get('/clocker-api/v1/me', { headers: auth }));
    expect(after.open_attendance).toBeNull();
    await located.close();
  });
});
