import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage, staffUser } from '../test/fixtures.ts';
import {
  aCompanyBalance,
  aPointsMovement,
  aRecharge,
  aTransaction,
  aVacancySummary,
  prices,
  rechargeId,
} from '../test/payment-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRoutes } from '../test/render-route.tsx';

const balance = 'GET /payment-api/v1/companies/3/balance';
const ledger = 'GET /payment-api/v1/companies/3/transactions';
const vacancies = 'GET /api/v1/companies/3/vacancies';

function wallet(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    [balance]: { data: aCompanyBalance() },
    'GET /payment-api/v1/prices': { data: prices },
    [ledger]: aPage(
      [
        aTransaction(),
        aTransaction({
          id: 9121,
          type: 'cargo',
          amount: -19_900,
          recharge_id: null,
          vacancy_id: 101,
          description: 'Destacar 7 días: Operador de tractocamión full',
          reference: null,
        }),
        aTransaction({
          id: 9122,
          status: 'fallida',
          description: 'Recarga con tarjeta terminación 0002',
          reference: null,
        }),
      ],
      { total: 23, last_page: 3, per_page: 10 },
    ),
    [vacancies]: aPage([aVacancySummary()]),
    'GET /payment-api/v1/companies/3/points/movements': aPage([
      aPointsMovement({
        id: 41,
        points: 300,
        reason: 'contratacion_verificada',
        description: 'Contratación verificada: Operador de tractocamión full',
        job_application_id: 77,
        balance_after: 300,
      }),
    ]),
    ...overrides,
  };
}

const sections = page.getByRole('navigation', { name: 'Secciones de la empresa' });
const row = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('given the company balance page (/empresa/3/saldo)', () => {
  // Wide enough for the header's balance (from `sm` up) and the ledger's columns.
  beforeEach(() => page.viewport(1280, 900));

  it('when staff opens it → the balance in the header and the page, "Saldo" current, the prices and the ledger with Spanish labels and signed amounts; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi(wallet());
    await renderRoute('/empresa/3/saldo', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible();
    await expect
      .element(page.getByRole('banner').getByRole('link', { name: 'Saldo: $1,250.00' }))
      .toHaveAttribute('href', '/empresa/3/saldo');
    await expect
      .element(sections.getByRole('link', { name: 'Saldo' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('$1,250.00', { exact: true })).toBeVisible();
    await expect.element(page.getByText(/300 puntos/)).toBeVisible();
    await expect.element(row('Destacar 30 días')).toHaveTextContent(/30 días.*\$599\.00/);
    await expect
      .element(row('terminación 4242'))
      .toHaveTextContent(/Recarga.*Aplicada.*\+\$500\.00/);
    await expect.element(row('terminación 4242')).toHaveTextContent(/Abono de \$500\.00/);
    await expect
      .element(row('Destacar 7 días: Operador'))
      .toHaveTextContent(/Cargo.*Aplicada.*−\$199\.00/);
    await expect.element(row('terminación 0002')).toHaveTextContent(/Fallida/);
    await expect.element(page.getByText('Página 1 de 3')).toBeVisible();
    await expect
      .element(page.getByRole('table', { name: 'Historial de puntos de la empresa' }))
      .toHaveTextContent(/Contratación verificada.*Operador de tractocamión full.*\+300/);
    expect(api.calls.find((c) => c.key === ledger)?.url.search).toBe('?page=1&per_page=10');
    await expectNoAxeViolations();
  });

  it('when opened on a phone → no balance in the header (no room left) and no sideways scrolling', async () => {
    await page.viewport(390, 844);
    await renderRoute('/empresa/3/saldo', { user: staffUser, api: fakeApi(wallet()) });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible();
    await expect
      .element(page.getByRole('banner').getByRole('link', { name: /Saldo:/ }))
      .not.toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  it('when the URL names page 2 → the ledger asks the server for page 2', async () => {
    const api = fakeApi(wallet());
    await renderRoute('/empresa/3/saldo?page=2', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible();
    expect(api.calls.find((c) => c.key === ledger)?.url.search).toBe('?page=2&per_page=10');
  });

  it('when the amount is missing or out of $50–$100,000 → Spanish messages and no recharge; then a valid one → POST with an Idempotency-Key and the checkout', async () => {
    const api = fakeApi(
      wallet({
        'POST /payment-api/v1/companies/3/recharge': (request) =>
          json({ data: aRecharge({ amount: (request.body as { amount: number }).amount }) }, 201),
        [`GET /payment-api/v1/recharges/${rechargeId}`]: { data: aRecharge() },
      }),
    );
    const { router } = await renderRoute('/empresa/3/saldo', { user: staffUser, api });
    const form = page.getByRole('form', { name: 'Recargar saldo' });
    await form.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect.element(form.getByText('Escribe el monto a recargar.')).toBeVisible();
    const amount = form.getByRole('textbox', { name: /Monto a recargar/ });
    await amount.fill('49.99');
    await form.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect.element(form.getByText('El monto mínimo es de $50.00 MXN.')).toBeVisible();
    await amount.fill('100000.01');
    await expect.element(form.getByText('El monto máximo es de $100,000.00 MXN.')).toBeVisible();
    await amount.fill('quinientos');
    await expect.element(form.getByText(/Escribe una cantidad en pesos/)).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await amount.fill('500');
    await form.getByRole('radio', { name: 'Transferencia SPEI' }).click();
    await form.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).click();
    await form.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Pagar recarga' }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe(`/pagos/checkout/${rechargeId}`);
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ amount: 50_000, currency: 'MXN', payment_method: 'tarjeta' });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when staff features a published vacancy → the confirmation shows the price and the balance after; confirming charges once with an Idempotency-Key', async () => {
    let charges = 0;
    const api = fakeApi(
      wallet({
        'POST /payment-api/v1/vacancies/101/feature': () => {
          charges++;
          return {
            data: {
              vacancy_id: 101,
              featured_until: '2026-03-12T09:10:00Z',
              transaction: aTransaction({ id: 9130, type: 'cargo', amount: -19_900 }),
              balance: 105_100,
            },
          };
        },
      }),
    );
    await renderRoute('/empresa/3/saldo', { user: staffUser, api });
    const form = page.getByRole('form', { name: 'Destacar una vacante' });
    await userEvent.click(form.getByRole('combobox', { name: /Vacante/ }));
    await userEvent.click(page.getByRole('option', { name: 'Operador de tractocamión full' }));
    await form.getByRole('button', { name: 'Destacar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Destacar «Operador de tractocamión full»?' });
    await expect.element(dialog).toHaveTextContent(/Precio\$199\.00/);
    await expect.element(dialog).toHaveTextContent(/Saldo actual\$1,250\.00/);
    await expect.element(dialog).toHaveTextContent(/Saldo después\$1,051\.00/);
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Destacar vacante' }).click();
    await expect
      .element(page.getByText('«Operador de tractocamión full» ya está destacada.'))
      .toBeVisible();
    expect(charges).toBe(1);
    const post = api.calls.find((c) => c.key === 'POST /payment-api/v1/vacancies/101/feature');
    expect(post?.body).toEqual({ price_code: 'destacar_7_dias' });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the balance does not cover the price → a Spanish message with a link to recharge, and nothing is charged', async () => {
    const api = fakeApi(wallet({ [balance]: { data: aCompanyBalance({ balance: 10_000 }) } }));
    await renderRoute('/empresa/3/saldo', { user: staffUser, api });
    const form = page.getByRole('form', { name: 'Destacar una vacante' });
    await userEvent.click(form.getByRole('combobox', { name: /Vacante/ }));
    await userEvent.click(page.getByRole('option', { name: 'Operador de tractocamión full' }));
    await form.getByRole('radio', { name: /Destacar 30 días/ }).click();
    await form.getByRole('button', { name: 'Destacar' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent(
        'Tu saldo no alcanza para destacar esta vacante.Te faltan $499.00.Recargar saldo',
      );
    await expect.element(dialog.getByRole('button', { name: 'Destacar vacante' })).toBeDisabled();
    await dialog.getByRole('link', { name: 'Recargar saldo' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('when the server refuses for want of balance (422 insufficient_balance) → the same message, and the balance stays', async () => {
    const api = fakeApi(
      wallet({
        'POST /payment-api/v1/vacancies/101/feature': json(
          { message: 'Saldo insuficiente.', code: 'insufficient_balance' },
          422,
        ),
      }),
    );
    await renderRoute('/empresa/3/saldo', { user: staffUser, api });
    const form = page.getByRole('form', { name: 'Destacar una vacante' });
    await userEvent.click(form.getByRole('combobox', { name: /Vacante/ }));
    await userEvent.click(page.getByRole('option', { name: 'Operador de tractocamión full' }));
    await form.getByRole('button', { name: 'Destacar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Destacar vacante' }).click();
    await expect
      .element(dialog.getByText('Tu saldo no alcanza para destacar esta vacante.'))
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Destacar vacante' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(page.getByRole('banner').getByRole('link', { name: 'Saldo: $1,250.00' }))
      .toBeVisible();
    expect(
      api.calls.filter((c) => c.key === 'POST /payment-api/v1/vacancies/101/feature'),
    ).toHaveLength(1);
  });

  it('when the company has no published vacancies → it says so', async () => {
    const api = fakeApi(wallet({ [vacancies]: aPage([]) }));
    await renderRoute('/empresa/3/saldo', { user: staffUser, api });
    await expect
      .element(page.getByText('No tienes vacantes publicadas para destacar.'))
      .toBeVisible();
  });

  it('when the balance cannot load → "Saldo no disponible" in the header and a retry on the page', async () => {
    const api = fakeApi(wallet({ [balance]: json({ message: 'Falla' }, 500) }));
    await renderRoute('/empresa/3/saldo', { user: staffUser, api });
    await expect.element(page.getByRole('link', { name: /Saldo no disponible/ })).toBeVisible();
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'No pudimos cargar el saldo' }))
      .toBeVisible();
    api.on({ [balance]: { data: aCompanyBalance() } });
    await page.getByRole('button', { name: 'Reintentar' }).first().click();
    await expect.element(page.getByText('$1,250.00', { exact: true })).toBeVisible();
  });

  it('when an employee of the company opens it → the 404 screen and no request about the balance', async () => {
    const api = fakeApi(wallet());
    await renderRoute('/empresa/3/saldo', {
      user: aUser({
        roles: ['employee'],
        departments: [{ id: 4, name: 'Tráfico', company_id: 3 }],
      }),
      api,
    });
    await expect.element(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(api.calls.filter((c) => c.key.startsWith('GET /payment-api'))).toEqual([]);
  });
});
