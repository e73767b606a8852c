/**
 * Stripe's webhook, offline: events are signed with the SDK's
 * `webhooks.generateTestHeaderString` and no call leaves the machine (the
 * recharges are written as Stripe's provider would have left them).
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recharges } from '../../db/schema.ts';
import { ensureAccount } from '../../payments/ledger.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { companyBalance, companyIdOf, userIdOf } from './test-helpers.ts';

const secret = 'whsec_prueba_jornada';
const stripe = new Stripe('sk_test_sin_red');
const url = '/payment-api/v1/webhooks/stripe';

let t: TestApp;
let staff: Record<string, string>;
let bajio: number;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_sin_red', STRIPE_WEBHOOK_SECRET: secret });
  staff = await signIn(t.app, 'empresa@jornada.test');
  bajio = await companyIdOf(t.database.db, 'transportes-del-bajio');
});
afterAll(() => t.close());

/** A Stripe recharge as `createCheckout` would have stored it. */
async function stripeRecharge(amount: number) {
  const id = crypto.randomUUID();
  await t.database.db.insert(recharges).values({
    id,
    accountId: await ensureAccount(t.database.db, { companyId: bajio }),
    userId: await userIdOf(t.database.db, 'empresa@jornada.test'),
    companyId: bajio,
    amount,
    paymentMethod: 'oxxo',
    provider: 'stripe',
    providerReference: `cs_test_${id.slice(0, 8)}`,
    checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return id;
}

function event(type: string, rechargeId: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${crypto.randomUUID().slice(0, 12)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: rechargeId,
        metadata: { recharge_id: rechargeId },
        payment_intent: 'pi_test_1',
        payment_status: 'unpaid',
        ...extra,
      },
    },
  });
}

const send = (
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret }),
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('given a signed Stripe event', () => {
  it('an OXXO payment confirmed days later is applied once, even when Stripe repeats the event', async () => {
    const before = await companyBalance(t.app, staff, bajio);
    const id = await stripeRecharge(75000);
    const pending = await send(event('checkout.session.completed', id));
    expect(pending.statusCode).toBe(200);
    expect(await companyBalance(t.app, staff, bajio)).toBe(before);

    const succeeded = event('checkout.session.async_payment_succeeded', id, {
      payment_status: 'paid',
    });
    const first = await send(succeeded);
    expect(first.statusCode).toBe(200);
    assertMatchesContract('POST', url, first);
    expect(first.json()).toEqual({ data: { received: true } });
    expect((await send(succeeded)).statusCode).toBe(200);
    expect(await companyBalance(t.app, staff, bajio)).toBe(before + 75000);
    const [row] = await t.database.db.select().from(recharges).where(eq(recharges.id, id));
    expect(row).toMatchObject({ status: 'aplicada', paymentStatus: 'pagado' });

    // The client's apply afterwards is told it was already applied.
    const late = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/apply`,
      headers: staff,
      payload: { recharge_id: id },
    });
    expect(late.statusCode).toBe(409);
  });

  it('a failed or expired session marks the recharge and moves no money', async () => {
    const before = await companyBalance(t.app, staff, bajio);
    const failed = await stripeRecharge(10000);
    await send(event('checkout.session.async_payment_failed', failed));
    const expired = await stripeRecharge(10000);
    await send(event('checkout.session.expired', expired));
    const rows = await t.database.db.select().from(recharges);
    expect(rows.find((r) => r.id === failed)).toMatchObject({
      status: 'fallida',
      paymentStatus: 'rechazado',
    });
    expect(rows.find((r) => r.id === expired)).toMatchObject({
      status: 'fallida',
      paymentStatus: 'expirado',
    });
    expect(await companyBalance(t.app, staff, bajio)).toBe(before);
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const before = await companyBalance(t.app, staff, bajio);
    const id = await stripeRecharge(5000);
    const payload = event('checkout.session.completed', id, { payment_status: 'paid' });
    const forged = await send(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_otra' }),
    );
    expect(forged.statusCode).toBe(400);
    assertMatchesContract('POST', url, forged);
    expect(forged.json().code).toBe('invalid_signature');
    const tampered = await send(
      payload.replace('"paid"', '"paid" '),
      stripe.webhooks.generateTestHeaderString({ payload, secret }),
    );
    expect(tampered.statusCode).toBe(400);
    expect(await companyBalance(t.app, staff, bajio)).toBe(before);
  });

  it('a Stripe recharge cannot be paid in the sandbox', async () => {
    const id = await stripeRecharge(5000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/recharges/${id}/sandbox-payment`,
      headers: staff,
      payload: { outcome: 'pagado' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('not_sandbox');
  });
});

describe('without Stripe configured', () => {
  it('the webhook answers 404', async () => {
    const plain = await createTestApp();
    const response = await plain.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    });
    expect(response.statusCode).toBe(404);
    await plain.close();
  });

  it('in production without Stripe or PAYMENTS_SANDBOX, creating a recharge answers 503 and stores nothing', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://correo.jornada.example:587',
    });
    const headers = await signIn(production.app, 'empresa@jornada.test');
    const company = await companyIdOf(production.database.db, 'transportes-del-bajio');
    const before = await production.database.db.select().from(recharges);
    const response = await production.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${company}/recharge`,
      headers,
      payload: { amount: 50000, payment_method: 'tarjeta' },
    });
    expect(response.statusCode).toBe(503);
    assertMatchesContract('POST', '/payment-api/v1/companies/{companyId}/recharge', response);
    expect(response.json().code).toBe('payments_unavailable');
    expect(await production.database.db.select().from(recharges)).toHaveLength(before.length);
    await production.close();
  });
});
