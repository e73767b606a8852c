import { expect, type Page } from '@playwright/test';

/** The seeded job seeker's password (apps/api seed). */
export const demoPassword = 'Jornada2026!';

/** Signs in through /login and waits for /inicio. */
export async function signIn(
  page: Page,
  email = 'candidato@jornada.test',
  password = demoPassword,
) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
}
