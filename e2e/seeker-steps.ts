/**
 * Steps of a new job seeker the recruiting specs share (e2e/letters-journey.spec.ts,
 * e2e/recruiting-loop.spec.ts): reading the verification code from the dev mailbox, and
 * registering, verifying and signing in.
 */
import { expect, type Page } from '@playwright/test';

/** Reads the newest verification code sent to `email` from the dev mailbox. */
export async function readCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`,
      );
      const { data } = (await response.json()) as { data: { text: string }[] };
      code = data[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * Registers «Lucía {surname}» with `email`, verifies the address and signs in; they land on
 * /pasos.
 */
export async function registerSeeker(page: Page, email: string, surname: string) {
  await page.goto('/registro');
  await page.getByLabel('Nombre(s)').fill('Lucía');
  await page.getByLabel('Primer apellido').fill(surname);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill('Segura2026');
  await page.getByLabel('Confirma tu contraseña').fill('Segura2026');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/verificarme\?/);
  await page.getByLabel('Código de verificación').fill(await readCode(page, email));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpasos/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill('Segura2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/pasos$/);
}
