/**
 * Prepaid balance end to end (docs/decisions/0021-payments.md), against the demo data: staff of the demo
 * company recharge 500.00 MXN with the sandbox card on the app's own checkout page, see the
 * balance in the header and on the balance page and the recharge in the ledger, then spend
 * balance to feature one of their published vacancies; a declined card changes nothing. The job
 * seeker sees their points. axe runs on every new screen (balance, checkout, the declined state,
 * the featuring dialog, "Mis puntos"). Amounts are read from the API before and after, so the
 * spec passes on a fresh database and when re-run against the same one.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signIn as signInSeeker } from './sign-in.ts';
import { bearer, dataOf, openSection, signInToWorkspace } from './workspace-steps.ts';

const staff = 'empresa@jornada.test';

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
/** Cents as the app shows them: 50000 → '$500.00'. */
const money = (cents: number) => mxn.format(cents / 100);

interface Price {
  code: string;
  amount: number;
}

/** The company's balance in cents, from the API. */
async function balanceOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  companyId: number,
) {
  const wallet = await dataOf<{ balance: number }>(
    await request.get(`/payment-api/v1/companies/${companyId}/balance`, { headers }),
  );
  return wallet.balance;
}

/** The header's balance link. */
const headerBalance = (page: Page, cents: number) =>
  page.getByRole('banner').getByRole('link', { name: `Saldo: ${money(cents)}` });

/** Fills the recharge form with `amount` pesos by card and goes to the checkout. */
async function startCardRecharge(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Recargar saldo' });
  await form.getByRole('textbox', { name: /Monto a recargar/ }).fill(amount);
  await form.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await form.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/pagos\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar recarga' })).toBeVisible();
  await expect(page.getByText('Modo de pruebas', { exact: true })).toBeVisible();
}

/** Pays on the sandbox checkout with `number`. */
async function payWithCard(page: Page, number: string, amountLabel: string) {
  const form = page.getByRole('form', { name: 'Pago con tarjeta' });
  await form.getByRole('textbox', { name: /Número de tarjeta/ }).fill(number);
  await form.getByRole('textbox', { name: /Nombre como aparece/ }).fill('Rosa Elena Martínez');
  await form.getByRole('textbox', { name: /Vencimiento/ }).fill('12/34');
  await form.getByRole('textbox', { name: /Código de seguridad/ }).fill('123');
  await form.getByRole('button', { name: `Pagar ${amountLabel}` }).click();
}

test('staff recharge 500.00 MXN with the sandbox card, see balance and movement, feature a vacancy; a declined card changes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const companyId = await signInToWorkspace(page, staff);
  const auth = await bearer(request, staff);
  const before = await balanceOf(request, auth, companyId);
  const prices = await dataOf<Price[]>(await request.get('/payment-api/v1/prices'));
  const feature7 = prices.find((p) => p.code === 'destacar_7_dias')!;

  await test.step('the balance page shows the balance in the header and on the page', async () => {
    await expect(headerBalance(page, before)).toBeVisible();
    await openSection(page, 'Saldo', 'Saldo');
    await expect(page.getByText(money(before), { exact: true }).first()).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Precios de publicación' })
        .getByRole('row')
        .filter({ hasText: 'Destacar 7 días' }),
    ).toContainText(money(feature7.amount));
    await expectNoAxeViolations(page);
  });

  await test.step('a declined card changes nothing', async () => {
    await startCardRecharge(page, '500.00');
    await expectNoAxeViolations(page);
    await payWithCard(page, '4000 0000 0000 0002', '$500.00');
    await expect(page.getByRole('alert')).toContainText(/rechaz/i);
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await balanceOf(request, auth, companyId)).toBe(before);
    await page.getByRole('link', { name: 'Volver al saldo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible();
    await expect(headerBalance(page, before)).toBeVisible();
    await expect(page.getByText(/Recarga aplicada/)).toHaveCount(0);
  });

  const afterRecharge = before + 50_000;
  await test.step('the sandbox card 4242 pays 500.00 MXN, applied once', async () => {
    await startCardRecharge(page, '500.00');
    await payWithCard(page, '4242 4242 4242 4242', '$500.00');
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/saldo$`));
    await expect(
      page.getByText('Recarga aplicada: se sumaron $500.00 a tu saldo.', { exact: true }),
    ).toBeVisible();
    await expect(headerBalance(page, afterRecharge)).toBeVisible();
    await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
    const ledger = page.getByRole('table', { name: 'Movimientos del saldo' });
    await expect(ledger.getByRole('row').nth(1)).toContainText(/Recarga.*Aplicada.*\+\$500\.00/);
    expect(await balanceOf(request, auth, companyId)).toBe(afterRecharge);
  });

  await test.step('staff spend balance to feature a vacancy', async () => {
    const form = page.getByRole('form', { name: 'Destacar una vacante' });
    await form.getByRole('combobox', { name: /Vacante/ }).click();
    const option = page.getByRole('listbox').getByRole('option').first();
    const title = (await option.innerText()).split(' · ')[0]!.trim();
    await option.click();
    await form.getByRole('radio', { name: /Destacar 7 días/ }).check();
    await form.getByRole('button', { name: 'Destacar' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Destacar «${title}»?` });
    await expect(dialog).toContainText(`Saldo después${money(afterRecharge - feature7.amount)}`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Destacar vacante' }).click();
    await expect(page.getByText(`«${title}» ya está destacada.`, { exact: true })).toBeVisible();
    await expect(headerBalance(page, afterRecharge - feature7.amount)).toBeVisible();
    expect(await balanceOf(request, auth, companyId)).toBe(afterRecharge - feature7.amount);
    const ledger = page.getByRole('table', { name: 'Movimientos del saldo' });
    await expect(ledger.getByRole('row').nth(1)).toContainText(
      new RegExp(`Cargo.*−\\${money(feature7.amount)}`),
    );
  });
});

test('the job seeker sees their points and how they earned them', async ({ page }) => {
  await signInSeeker(page);
  await page.getByRole('button', { name: /^Hola,/ }).click();
  await page.getByRole('menuitem', { name: 'Mis puntos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis puntos' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ puntos?$/).first()).toBeVisible();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
