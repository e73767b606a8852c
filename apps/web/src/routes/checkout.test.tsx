import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage, staffUser } from '../test/fixtures.ts';
import {
  aCompanyBalance,
  aRecharge,
  aTransaction,
  prices,
  rechargeId,
} from '../test/payment-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRoutes } from '../test/render-route.tsx';

const url = `/pagos/checkout/${rechargeId}`;
const getRecharge = `GET /payment-api/v1/recharges/${rechargeId}`;
const pay = `POST /payment-api/v1/recharges/${rechargeId}/sandbox-payment`;
const apply = 'POST /payment-api/v1/companies/3/apply';

/** The checkout's answers, and the balance page's after it (balance $1,250.00 before). */
function sandbox(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    [getRecharge]: { data: aRecharge() },
    'GET /payment-api/v1/companies/3/balance': { data: aCompanyBalance() },
    'GET /payment-api/v1/prices': { data: prices },
    'GET /payment-api/v1/companies/3/transactions': aPage([]),
    'GET /api/v1/companies/3/vacancies': aPage([]),
    ...overrides,
  };
}

async function fillCard(number: string) {
  const form = page.getByRole('form', { name: 'Pago con tarjeta' });
  await form.getByRole('textbox', { name: /Número de tarjeta/ }).fill(number);
  await form.getByRole('textbox', { name: /Nombre como aparece/ }).fill('Ana López');
  await form.getByRole('textbox', { name: /Vencimiento/ }).fill('12/34');
  await form.getByRole('textbox', { name: /Código de seguridad/ }).fill('123');
  await form.getByRole('button', { name: 'Pagar $500.00' }).click();
}

describe('given the sandbox checkout (/pagos/checkout/:rechargeId)', () => {
  // Wide enough for the header's balance (from `sm` up) and the ledger's columns.
  beforeEach(() => page.viewport(1280, 900));

  it('when staff opens a card recharge → "Modo de pruebas", the summary, the card form and the test cards; no axe violations', async () => {
    await renderRoute(url, { user: staffUser, api: fakeApi(sandbox()) });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Pagar recarga' }))
      .toBeVisible();
    await expect.element(page.getByText('Modo de pruebas', { exact: true })).toBeVisible();
    await expect.element(page.getByText('$500.00', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Tarjeta de crédito o débito')).toBeVisible();
    await expect.element(page.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect.element(page.getByText('Pago aprobado')).toBeVisible();
    await expect.element(page.getByText('4000 0000 0000 0002')).toBeVisible();
    await expect.element(page.getByText('Pago rechazado')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when opened on a phone → no sideways scrolling; no axe violations', async () => {
    await page.viewport(390, 844);
    await renderRoute(url, { user: staffUser, api: fakeApi(sandbox()) });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Pagar recarga' }))
      .toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
  });

  it('when the card fields are wrong → Spanish messages and nothing is sent', async () => {
    const api = fakeApi(sandbox());
    await renderRoute(url, { user: staffUser, api });
    const form = page.getByRole('form', { name: 'Pago con tarjeta' });
    await form.getByRole('textbox', { name: /Número de tarjeta/ }).fill('4242 4242');
    await form.getByRole('textbox', { name: /Vencimiento/ }).fill('01/20');
    await form.getByRole('textbox', { name: /Código de seguridad/ }).fill('12');
    // Submit from the field: blurring it first shows its error and moves the button.
    await userEvent.keyboard('{Enter}');
    await expect.element(form.getByText('Escribe los 16 dígitos de la tarjeta.')).toBeVisible();
    await expect.element(form.getByText('Escribe el nombre del titular.')).toBeVisible();
    await expect.element(form.getByText('La tarjeta está vencida.')).toBeVisible();
    await expect.element(form.getByText('Escribe los 3 o 4 dígitos del reverso.')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when the test card approves → the payment, one apply with the Idempotency-Key, and back at the balance with the amount credited', async () => {
    const api = fakeApi(
      sandbox({
        [pay]: { data: aRecharge({ payment_status: 'pagado', paid_at: '2026-03-05T09:11:00Z' }) },
        [apply]: () => {
          api.on({
            'GET /payment-api/v1/companies/3/balance': {
              data: aCompanyBalance({ balance: 175_000 }),
            },
            'GET /payment-api/v1/companies/3/transactions': aPage([
              aTransaction({ balance_after: 175_000 }),
            ]),
          });
          return { data: aTransaction({ balance_after: 175_000 }) };
        },
      }),
    );
    // Wide enough for the ledger's columns (a narrow table scrolls, see the report).
    await page.viewport(1280, 900);
    const { router } = await renderRoute(url, { user: staffUser, api });
    await fillCard('4242 4242 4242 4242');
    await expect
      .element(page.getByText('Recarga aplicada: se sumaron $500.00 a tu saldo.'))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/empresa/3/saldo');
    await expect
      .element(page.getByRole('banner').getByRole('link', { name: 'Saldo: $1,750.00' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'terminación 4242' }))
      .toHaveTextContent(/\+\$500\.00/);
    expect(api.calls.find((c) => c.key === pay)?.body).toEqual({
      card_number: '4242424242424242',
    });
    const applies = api.calls.filter((c) => c.key === apply);
    expect(applies).toHaveLength(1);
    expect(applies[0]?.body).toEqual({ recharge_id: rechargeId });
    expect(applies[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoAxeViolations();
  });

  it('when the card is declined → a clear Spanish error, no apply, the balance unchanged, and a new try offered', async () => {
    const declined = aRecharge({
      status: 'fallida',
      payment_status: 'rechazado',
      decline_reason: 'El banco rechazó la tarjeta terminación 0002.',
      checkout_url: null,
    });
    const api = fakeApi(
      sandbox({
        [pay]: () => {
          api.on({ [getRecharge]: { data: declined } });
          return { data: declined };
        },
      }),
    );
    await renderRoute(url, { user: staffUser, api });
    await fillCard('4000 0000 0000 0002');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('El banco rechazó la tarjeta terminación 0002.');
    await expect.element(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('link', { name: 'Volver al saldo' }).click();
    await expect
      .element(page.getByRole('banner').getByRole('link', { name: 'Saldo: $1,250.00' }))
      .toBeVisible();
    await expect.element(page.getByText(/Recarga aplicada/)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.key === apply)).toEqual([]);
  });

  it('when the server refuses a card that is not a test card (422) → its message on the number field, no apply', async () => {
    const api = fakeApi(
      sandbox({
        [pay]: json(
          {
            message: 'Los datos no son válidos.',
            code: 'validation_failed',
            errors: { card_number: ['Usa una de las tarjetas de prueba.'] },
          },
          422,
        ),
      }),
    );
    await renderRoute(url, { user: staffUser, api });
    await fillCard('5555 5555 5555 4444');
    await expect.element(page.getByText('Usa una de las tarjetas de prueba.')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: /Número de tarjeta/ }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.key === apply)).toEqual([]);
  });

  it('when applying fails after the payment → a retry that sends the same Idempotency-Key, and one credit', async () => {
    let attempts = 0;
    const api = fakeApi(
      sandbox({
        [pay]: () => {
          api.on({ [getRecharge]: { data: aRecharge({ payment_status: 'pagado' }) } });
          return { data: aRecharge({ payment_status: 'pagado' }) };
        },
        [apply]: () =>
          attempts++ === 0
            ? json({ message: 'Servicio no disponible.' }, 503)
            : { data: aTransaction() },
      }),
    );
    await renderRoute(url, { user: staffUser, api });
    await fillCard('4242 4242 4242 4242');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/no pudimos aplicarlo a tu saldo todavía/);
    await page.getByRole('button', { name: 'Reintentar aplicar la recarga' }).click();
    await expect.element(page.getByText(/Recarga aplicada: se sumaron \$500\.00/)).toBeVisible();
    const keys = api.calls
      .filter((c) => c.key === apply)
      .map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('when an OXXO recharge is marked as paid in the sandbox → outcome "pagado", applied, back at the balance', async () => {
    const oxxo = aRecharge({ payment_method: 'oxxo', oxxo_reference: '9300 1234 5678 9012' });
    const api = fakeApi(
      sandbox({
        [getRecharge]: { data: oxxo },
        [pay]: { data: { ...oxxo, payment_status: 'pagado' } },
        [apply]: { data: aTransaction() },
      }),
    );
    await renderRoute(url, { user: staffUser, api });
    await expect.element(page.getByText('Pago en efectivo en OXXO').first()).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Referencia de pago' }))
      .toHaveValue('9300 1234 5678 9012');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Marcar como pagado (sandbox)' }).click();
    await expect.element(page.getByText(/Recarga aplicada/)).toBeVisible();
    expect(api.calls.find((c) => c.key === pay)?.body).toEqual({ outcome: 'pagado' });
  });

  it('when a SPEI transfer is simulated as not received → the failure, no apply', async () => {
    const spei = aRecharge({ payment_method: 'spei', spei_clabe: '646180157000000004' });
    const expired = {
      ...spei,
      status: 'fallida' as const,
      payment_status: 'expirado' as const,
      decline_reason: null,
    };
    const api = fakeApi(
      sandbox({
        [getRecharge]: { data: spei },
        [pay]: () => {
          api.on({ [getRecharge]: { data: expired } });
          return { data: expired };
        },
      }),
    );
    await renderRoute(url, { user: staffUser, api });
    await expect
      .element(page.getByRole('textbox', { name: 'CLABE interbancaria' }))
      .toHaveValue('646180157000000004');
    await expect
      .element(page.getByRole('button', { name: 'Simular transferencia recibida' }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Simular pago no recibido (sandbox)' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/tu saldo no cambió/);
    expect(api.calls.filter((c) => c.key === apply)).toEqual([]);
  });

  it('when the recharge was already applied → it says so and links back', async () => {
    await renderRoute(url, {
      user: staffUser,
      api: fakeApi(sandbox({ [getRecharge]: { data: aRecharge({ status: 'aplicada' }) } })),
    });
    await expect.element(page.getByText('Esta recarga ya se aplicó a tu saldo.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Volver al saldo' }))
      .toHaveAttribute('href', '/empresa/3/saldo');
  });

  it.each([
    [
      'a recharge the user may not see',
      url,
      fakeApi({ [getRecharge]: json({ message: 'No encontrado' }, 404) }),
    ],
    ['an id that is not a recharge id', '/pagos/checkout/123', fakeApi()],
  ])('when %s is opened → the 404 screen', async (_, at, api) => {
    await renderRoute(at, { user: aUser(), api });
    await expect.element(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
