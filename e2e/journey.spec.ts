import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { readCode } from './seeker-steps.ts';
import { toast } from './toast.ts';

test('a new job seeker registers, verifies, signs in, searches, saves and applies', async ({
  page,
}) => {
  const email = `ana.${Date.now()}@correo.test`;
  await page.goto('/registro');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Nombre(s)').fill('Ana');
  await page.getByLabel('Primer apellido').fill('García');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill('corta');
  await page.getByLabel('Confirma tu contraseña').fill('corta');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Usa al menos 8 caracteres.').first()).toBeVisible();
  await expect(page.getByText('Debes aceptar los términos para continuar.')).toBeVisible();
  await expect(page.getByLabel('Nombre(s)')).toHaveValue('Ana');

  await page.getByLabel(/^Contraseña/).fill('Segura2026');
  await page.getByLabel('Confirma tu contraseña').fill('Segura2026');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/verificarme\?/);
  await expect(page.getByRole('heading', { name: 'Verifica tu correo' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(
    page.getByRole('alert').or(page.locator('[data-slot=form-message]')).first(),
  ).toBeVisible();
  await page.getByLabel('Código de verificación').fill(await readCode(page, email));
  await page.getByRole('button', { name: 'Verificar' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fpasos/);
  await expect(
    page.getByText('Tu cuenta quedó verificada. Inicia sesión para continuar.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill('Segura2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page).toHaveURL(/\/pasos$/);
  await page.getByLabel('Puesto que buscas').fill('Auxiliar de almacén');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Sueldo mínimo mensual (MXN)').fill('12000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: '¡Todo listo!' })).toBeVisible();

  await page.goto('/vacantes?q=almacen');
  const results = page.getByRole('region', { name: /vacantes?$/ }).getByRole('listitem');
  // Read the title from the search result the user clicks, once the search has answered, and
  // wait for the detail page to replace the search page (its URL and its heading) before going
  // on: reading the h1 right after the click could still read the search page's "Vacantes".
  const firstResult = results.first().getByRole('link');
  await expect(firstResult).toHaveText(/almac[eé]n/i);
  const title = (await firstResult.textContent())!.trim();
  await firstResult.click();
  await expect(page).toHaveURL(/\/vacantes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Guardar vacante' }).click();
  await expect(page.getByRole('button', { name: 'Guardada en favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'Postularme' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitud de empleo' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Carta de presentación' })
    .fill('Tengo tres años de experiencia en almacenes.');
  await page.getByLabel('Sueldo mensual esperado (MXN)').fill('13500');
  await page.getByRole('button', { name: 'Enviar postulación' }).click();

  await expect(page).toHaveURL(/\/mis-postulaciones$/);
  // A toast now: Radix also copies its text into a hidden announcement.
  await expect(toast(page, 'Tu postulación fue enviada.')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('Enviada', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Favoritos' }).click();
  // The applications page also links the vacancy: wait until the favourites page replaced it.
  await expect(page).toHaveURL(/\/mis-favoritos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
