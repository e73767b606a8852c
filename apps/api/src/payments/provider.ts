/**
 * The payment provider interface (docs/decisions/0021-payments.md): a
 * recharge's payment is taken by the built-in sandbox (default; its own checkout
 * page in the web app) or by Stripe Checkout when `STRIPE_SECRET_KEY` is set.
 * A provider only opens a checkout; the payment's outcome arrives later (the
 * sandbox page's call, Stripe's signed webhook) and is applied by `ledger.ts`.
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../config.ts';

/** How a recharge is paid (contract `PaymentMethod`). */
export type PaymentMethod = 'tarjeta' | 'oxxo' | 'spei';

/** What a provider needs to open a checkout. */
export interface CheckoutRequest {
  /** The recharge's id (UUID). */
  rechargeId: string;
  /** Cents of MXN. */
  amount: number;
  method: PaymentMethod;
  /** The payer's e-mail (Stripe sends OXXO vouchers and SPEI instructions there). */
  email: string;
}

/** What a provider answers for a new checkout. */
export interface Checkout {
  /** Where the payer pays. */
  checkoutUrl: string;
  /** The provider's id of the checkout (a Stripe Checkout Session), if any. */
  providerReference: string | null;
  /** The number to pay at an OXXO store (sandbox `oxxo`). */
  oxxoReference: string | null;
  /** The CLABE to transfer to (sandbox `spei`). */
  speiClabe: string | null;
  /** When the checkout stops accepting the payment. */
  expiresAt: Date;
}

/** A payment provider (contract `PaymentProvider`). */
export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  /**
   * Opens a checkout for a recharge.
   * @throws when the provider cannot be reached (Stripe); the caller answers 503.
   */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}

/** How long each method's checkout stays open: a card pays now, OXXO and SPEI within days. */
export const checkoutHours: Record<PaymentMethod, number> = { tarjeta: 24, oxxo: 72, spei: 72 };

/** Digits derived from a recharge id (stable, so a retried checkout shows the same reference). */
function digitsOf(id: string, salt: string, length: number): string {
  const hex = createHash('sha256').update(`${salt}:${id}`).digest('hex');
  return BigInt(`0x${hex}`).toString().slice(0, length).padStart(length, '0');
}

/**
 * An 18-digit CLABE with its check digit (weights 3, 7, 1 over the first 17 digits).
 * @param first17 - bank (3), branch (3), account (11) digits.
 */
export function clabeWithCheckDigit(first17: string): string {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce((total, d, i) => total + ((Number(d) * weights[i % 3]!) % 10), 0);
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

/**
 * The built-in sandbox: the app's own checkout page (`PUBLIC_URL/pagos/checkout/{id}`) with
 * test cards, an OXXO reference and a SPEI CLABE; no money moves.
 */
export function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout({ rechargeId, method }) {
      return {
        checkoutUrl: `${publicUrl}/pagos/checkout/${rechargeId}`,
        providerReference: null,
        oxxoReference: method === 'oxxo' ? `9300${digitsOf(rechargeId, 'oxxo', 10)}` : null,
        // 646 (STP) 180 (plaza) + 11 digits: the shape of the CLABEs Mexican PSPs hand out.
        speiClabe:
          method === 'spei'
            ? clabeWithCheckDigit(`646180${digitsOf(rechargeId, 'spei', 11)}`)
            : null,
        expiresAt: new Date(Date.now() + checkoutHours[method] * 3_600_000),
      };
    },
  };
}

/** Stripe's payment method types per method: SPEI is a bank transfer into the customer's balance. */
const stripeMethods: Record<
  PaymentMethod,
  Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType
> = { tarjeta: 'card', oxxo: 'oxxo', spei: 'customer_balance' };

/**
 * Stripe Checkout (official SDK): one session per recharge, in MXN, carrying the recharge id
 * as `client_reference_id` and metadata, so the webhook finds it.
 */
export function stripeProvider(stripe: Stripe, publicUrl: string): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout({ rechargeId, amount, method, email }) {
      // Stripe requires a session to last between 30 minutes and 24 hours.
      const expiresAt = new Date(Date.now() + 23 * 3_600_000);
      const customer =
        method === 'spei' ? (await stripe.customers.create({ email })).id : undefined;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: [stripeMethods[method]],
          ...(method === 'spei'
            ? {
                customer,
                payment_method_options: {
                  customer_balance: {
                    funding_type: 'bank_transfer',
                    bank_transfer: { type: 'mx_bank_transfer' },
                  },
                },
              }
            : { customer_email: email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'mxn',
                unit_amount: amount,
                product_data: { name: 'Recarga de saldo Jornada' },
              },
            },
          ],
          client_reference_id: rechargeId,
          metadata: { recharge_id: rechargeId },
          payment_intent_data: { metadata: { recharge_id: rechargeId } },
          success_url: `${publicUrl}/pagos/recarga/${rechargeId}?resultado=exito`,
          cancel_url: `${publicUrl}/pagos/recarga/${rechargeId}?resultado=cancelado`,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          locale: 'es-419',
        },
        { idempotencyKey: `recharge-${rechargeId}` },
      );
      return {
        checkoutUrl: session.url ?? `${publicUrl}/pagos/recarga/${rechargeId}`,
        providerReference: session.id,
        oxxoReference: null,
        speiClabe: null,
        expiresAt,
      };
    },
  };
}

/** The Stripe client of a configuration, or null when Stripe is not configured. */
export function stripeClient(config: Pick<Config, 'stripeSecretKey'>): Stripe | null {
  return config.stripeSecretKey
    ? new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2 })
    : null;
}

/**
 * The provider recharges are created with: Stripe when configured; else the sandbox, except
 * under `NODE_ENV=production` without `PAYMENTS_SANDBOX`, where there is none (503).
 */
export function selectProvider(
  config: Pick<Config, 'stripeSecretKey' | 'nodeEnv' | 'paymentsSandbox' | 'publicUrl'>,
  stripe: Stripe | null = stripeClient(config),
): PaymentProvider | null {
  if (stripe) return stripeProvider(stripe, config.publicUrl);
  return sandboxEnabled(config) ? sandboxProvider(config.publicUrl) : null;
}

/** Whether sandbox payments are allowed: no real provider, and not production unless `PAYMENTS_SANDBOX`. */
export function sandboxEnabled(
  config: Pick<Config, 'stripeSecretKey' | 'nodeEnv' | 'paymentsSandbox'>,
): boolean {
  if (config.stripeSecretKey) return false;
  return config.nodeEnv !== 'production' || config.paymentsSandbox;
}
