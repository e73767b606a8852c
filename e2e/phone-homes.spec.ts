import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { demoPassword } from './sign-in.ts';

/**
 * Every role's way home on a phone (docs/decisions/0047-role-homes.md): each demo role signs in,
 * goes somewhere else, and comes back to its home through the header's ☰ menu; the header never
 * runs wider than the screen and the greeting is there whole; the administrator gets the
 * console's own header; a visitor who opens a private page with a query signs in and lands on
 * exactly that page.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function signInAs(page: Page, email: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(landing);
}

/** The page is no wider than the screen, and the header no wider than the page. */
async function expectNoOverflow(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    header: document.querySelector('header')!.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, 'page width').toBeLessThanOrEqual(widths.screen);
  expect(widths.header, 'header width').toBeLessThanOrEqual(widths.screen);
}

/** Opens the ☰ menu and follows `link`; the menu closes and the focus is back on its button. */
async function homeThroughMenu(page: Page, menuName: string, link: string, home: RegExp) {
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog').getByRole('navigation', { name: menuName });
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape closes it and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(home);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The greeting is in the account menu, whole (not cut by the header). */
async function expectGreeting(page: Page, name: string) {
  const account = page.getByRole('banner').getByRole('button', { name: `Hola, ${name}` });
  await account.click();
  const greeting = page.getByRole('menu').getByText(`Hola, ${name}`, { exact: true });
  await expect(greeting).toBeVisible();
  const box = await greeting.evaluate((el) => ({
    clipped: el.scrollWidth > el.clientWidth,
    right: el.getBoundingClientRect().right,
  }));
  expect(box.clipped).toBe(false);
  expect(box.right).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
}

const roles = [
  {
    who: 'the employee',
    email: 'empleado@jornada.test',
    name: 'Juan Carlos',
    landing: /\/mi-asistencia$/,
    away: '/vacantes',
    link: 'Mi asistencia',
  },
  {
    who: 'the driver',
    email: 'chofer@jornada.test',
    name: 'José Luis',
    landing: /\/mi-trabajo$/,
    away: '/mis-quejas',
    link: 'Mi jornada',
  },
  {
    who: 'company staff',
    email: 'empresa@jornada.test',
    name: 'Ricardo',
    landing: /\/empresa\/\d+$/,
    away: '/vacantes',
    link: 'Mi empresa',
  },
] as const;

for (const role of roles) {
  test(`${role.who} goes to ${role.away} and back home through the ☰ menu; the header fits`, async ({
    page,
  }) => {
    await signInAs(page, role.email, role.landing);
    await expectNoOverflow(page);
    await expectGreeting(page, role.name);
    await page.goto(role.away);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoOverflow(page);
    await expectGreeting(page, role.name);
    await homeThroughMenu(page, 'Navegación principal', role.link, role.landing);
    await expectNoOverflow(page);
    // The logo leads home too.
    await page.goto(role.away);
    await page.getByRole('banner').getByRole('link', { name: 'Jornada', exact: true }).click();
    await expect(page).toHaveURL(role.landing);
  });
}

test('the administrator gets the console’s header, and from elsewhere back to the console', async ({
  page,
}) => {
  await signInAs(page, 'admin@jornada.test', /\/admin$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Jornada', exact: true })).toHaveAttribute(
    'href',
    '/admin',
  );
  // No job seeker's links in the console's header.
  await banner.getByRole('button', { name: 'Abrir menú' }).click();
  const sections = page.getByRole('dialog').getByRole('navigation', {
    name: 'Secciones de la consola',
  });
  await expect(sections.getByRole('link', { name: 'Empresas' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Vacantes en revisión' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Favoritos' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Postulaciones' })).toHaveCount(0);
  await sections.getByRole('link', { name: 'Empresas' }).click();
  await expect(page).toHaveURL(/\/admin\/empresas$/);
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  await expectGreeting(page, 'Alejandra');

  await page.goto('/ajustes');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoOverflow(page);
  await homeThroughMenu(page, 'Navegación principal', 'Consola', /\/admin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consola de administración' }),
  ).toBeVisible();
  // The account menu leads to the console from anywhere.
  await page.goto('/mi-perfil');
  await page.getByRole('banner').getByRole('button', { name: 'Hola, Alejandra' }).click();
  await page.getByRole('menuitem', { name: 'Consola de administración' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a visitor opens a private page with a query, signs in and lands on exactly that page', async ({
  page,
}) => {
  await page.goto('/mis-quejas?estado=abierta&page=1#quejas');
  // The access rules send a visitor to / with the query kept.
  await expect(page).toHaveURL(/\/\?estado=abierta&page=1$/);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('dialog')
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Iniciar sesión' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill('empleado@jornada.test');
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/mis-quejas\?estado=abierta&page=1#quejas$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
});
