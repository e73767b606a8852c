import { describe, expect, it } from 'vitest';
import { configProblems, loadConfig } from '../config.ts';
import {
  clabeWithCheckDigit,
  sandboxEnabled,
  sandboxProvider,
  selectProvider,
} from './provider.ts';

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://correo.jornada.example:587',
  PUBLIC_URL: 'https://jornada.example',
};

describe('choosing the payment provider (docs/decisions/0021-payments.md)', () => {
  it('given no Stripe key in development, uses the sandbox', () => {
    expect(selectProvider(loadConfig({}))?.name).toBe('sandbox');
  });

  it('given production without Stripe, has none unless PAYMENTS_SANDBOX is set', () => {
    expect(selectProvider(loadConfig(production))).toBeNull();
    expect(sandboxEnabled(loadConfig(production))).toBe(false);
    const staging = loadConfig({ ...production, PAYMENTS_SANDBOX: '1' });
    expect(selectProvider(staging)?.name).toBe('sandbox');
  });

  it('given both Stripe variables, uses Stripe and turns the sandbox off (no network)', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_sin_red',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(configProblems(config)).toEqual([]);
    expect(selectProvider(config)?.name).toBe('stripe');
    expect(sandboxEnabled(config)).toBe(false);
  });

  it('given only one of the Stripe variables, refuses to start', () => {
    expect(configProblems(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toEqual([
      expect.stringMatching(/STRIPE_WEBHOOK_SECRET/),
    ]);
  });
});

describe('the sandbox checkout', () => {
  it('gives OXXO a 14-digit reference and SPEI a CLABE with a valid check digit, stable per recharge', async () => {
    const sandbox = sandboxProvider('https://jornada.example');
    const id = '0c9a6f0e-2b1e-4d8c-8f53-6c9b7d8b1a01';
    const oxxo = await sandbox.createCheckout({
      rechargeId: id,
      amount: 50000,
      method: 'oxxo',
      email: 'a@b.mx',
    });
    expect(oxxo.oxxoReference).toMatch(/^9300\d{10}$/);
    expect(oxxo.checkoutUrl).toBe(`https://jornada.example/pagos/checkout/${id}`);
    const spei = await sandbox.createCheckout({
      rechargeId: id,
      amount: 50000,
      method: 'spei',
      email: 'a@b.mx',
    });
    expect(spei.speiClabe).toMatch(/^646180\d{12}$/);
    expect(clabeWithCheckDigit(spei.speiClabe!.slice(0, 17))).toBe(spei.speiClabe);
    // A known CLABE (Banxico's example): 032180000118359719.
    expect(clabeWithCheckDigit('03218000011835971')).toBe('032180000118359719');
  });
});
