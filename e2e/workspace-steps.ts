/**
 * Steps the company-workspace specs share (e2e/fleet.spec.ts, e2e/clock-in.spec.ts): signing in
 * through the form or the OAuth grant, reading `data` of an answer, opening a workspace section,
 * searching a list and picking in a multiselect.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoPassword } from './sign-in.ts';

/** Signs in through /login and waits for the landing page `landing`. */
export async function signIn(page: Page, email: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(landing);
}

/** Signs staff in and returns the id of the workspace they land in. */
export async function signInToWorkspace(page: Page, email: string): Promise<number> {
  await signIn(page, email, /\/empresa\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

/** A bearer header for `email` from the OAuth password grant. */
export async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: 'jornada-web',
      username: email,
      password: demoPassword,
    },
  });
  expect(response.status()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** `data` of a JSON answer, after checking its status. */
export async function dataOf<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status = 200,
) {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** Opens a section from the workspace navigation and waits for its heading. */
export async function openSection(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Secciones de la empresa' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** Types in a list's search box and waits until the list has reloaded for it. */
export async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens a multiselect, types `search` (if any) and picks the first option offered that is not
 * `except`; returns the option's text.
 */
export async function pickInMultiselect(
  page: Page,
  combobox: Locator,
  { search, except }: { search?: string; except?: string } = {},
) {
  await combobox.click();
  if (search) await combobox.fill(search);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const choice = (except ? options.filter({ hasNotText: except }) : options).first();
  // Its first line (a hint for screen readers follows).
  const text = (await choice.innerText()).split('\n')[0]!.trim();
  await choice.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  return text;
}
