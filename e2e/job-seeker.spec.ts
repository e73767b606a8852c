import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test.describe('the job seeker signs in and browses real vacancies', () => {
  test('sign in as the demo account, search vacancies, open one', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Correo electrónico').fill('candidato@jornada.test');
    await page.getByLabel('Contraseña').fill('Jornada2026!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('heading', { name: 'Hola, Mariana' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'token')?.sameSite)
      .toBe('Lax');

    await page.getByRole('link', { name: 'Vacantes' }).first().click();
    await expect(page.getByRole('heading', { name: 'Vacantes', level: 1 })).toBeVisible();
    await expect(page.getByText('300 vacantes')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Puesto, empresa o palabra clave').fill('almacen');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/vacantes\?q=almacen$/);
    const results = page.getByRole('region', { name: /vacantes?$/ }).getByRole('listitem');
    // The URL changes before the list does: wait for the filtered results, then read one.
    await expect(page.getByText('300 vacantes')).toBeHidden();
    await expect(results.first().getByRole('link')).toHaveText(/almac[eé]n/i);
    const firstTitle = (await results.first().getByRole('link').textContent())!;

    await results.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/vacantes\/\d+$/);
    await expect(page.getByRole('heading', { name: firstTitle, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Requisitos' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('filters by state and pages through the results, keeping both in the URL', async ({
    page,
  }) => {
    await page.goto('/vacantes');
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Jalisco' }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/state_id=\d+/);
    const places = page.getByRole('region', { name: /vacantes?$/ }).getByRole('listitem');
    await expect(places.first()).toContainText('Jalisco');

    await page.goto('/vacantes?page=2');
    await expect(page.getByText('Página 2 de 20')).toBeVisible();
    await page.getByRole('link', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(page.getByText('Página 3 de 20')).toBeVisible();
  });

  test('a wrong password keeps what was typed and says why in Spanish', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('candidato@jornada.test');
    await page.getByLabel('Contraseña').fill('incorrecta');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El correo o la contraseña no son correctos.')).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('candidato@jornada.test');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a vacancy id that is not a number, or does not exist, shows the 404 screen', async ({
    page,
  }) => {
    for (const path of ['/vacantes/abc', '/vacantes/999999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByText('Error 404')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
        'href',
        '/inicio',
      );
    }
    await expectNoAxeViolations(page);
  });
});
