/**
 * Stripe's webhook (decision 40, `receiveStripeWebhook`): the signature is
 * verified on the raw body with the official SDK (`stripe.webhooks.constructEvent`),
 * then a Checkout Session's outcome settles its recharge, and a paid one is
 * applied exactly once (a repeated event changes nothing).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { stripeClient } from '../../payments/provider.ts';
import { applyPaidRecharge, findRecharge, settlePayment } from '../../payments/recharges.ts';

const messages = serverMessages.payments;

/** The path of Stripe's webhook. */
export const stripeWebhookPath = '/payment-api/v1/webhooks/stripe';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, for signature checks (Stripe's webhook only). */
    rawBody?: Buffer;
  }
}

/** Keeps the raw body of Stripe's webhook (the signature covers the exact bytes). */
export function registerStripeRawBody(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== stripeWebhookPath)
      return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
    request.rawBody = Buffer.concat(chunks);
    return Readable.from([request.rawBody]);
  });
}

/** Applies a paid recharge, ignoring one that is already applied (a repeated event). */
async function applyQuietly(db: Database, rechargeId: string) {
  try {
    await db.transaction((tx) => applyPaidRecharge(tx, rechargeId, null, null));
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  }
}

/**
 * Settles (and applies) the recharge of a Checkout Session event; events of
 * other kinds, or of sessions that are not ours, are acknowledged and ignored.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event): Promise<void> {
  if (!event.type.startsWith('checkout.session.')) return;
  const session = event.data.object as Stripe.Checkout.Session;
  const rechargeId = session.client_reference_id ?? session.metadata?.recharge_id;
  if (!rechargeId || !/^[0-9a-f-]{36}$/i.test(rechargeId)) return;
  const recharge = await findRecharge(db, rechargeId);
  if (!recharge || recharge.provider !== 'stripe') return;
  const at = new Date(event.created * 1000);
  const reference =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.id;
  const paid =
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' && session.payment_status === 'paid');
  if (paid) {
    await settlePayment(db, rechargeId, { paid: true, reference, at });
    await applyQuietly(db, rechargeId);
  } else if (event.type === 'checkout.session.async_payment_failed') {
    await settlePayment(db, rechargeId, {
      paid: false,
      status: 'rechazado',
      reason: messages.providerFailed,
      at,
    });
  } else if (event.type === 'checkout.session.expired') {
    await settlePayment(db, rechargeId, {
      paid: false,
      status: 'expirado',
      reason: messages.providerExpired,
      at,
    });
  }
}

/** Webhook handlers keyed by operationId. */
export function webhookHandlers({ db, config }: AppContext): Handlers {
  const stripe = stripeClient(config);
  return {
    async receiveStripeWebhook(request) {
      if (!stripe || !config.stripeWebhookSecret) throw notFound(messages.stripeOff);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.rawBody ?? '',
          typeof signature === 'string' ? signature : '',
          config.stripeWebhookSecret,
        );
      } catch {
        throw new HttpError(400, messages.invalidSignature, 'invalid_signature');
      }
      await handleStripeEvent(db, event);
      return { data: { received: true } };
    },
  };
}
