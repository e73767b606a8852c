/**
 * The sandbox provider's outcome (decision 40, `payRechargeInSandbox`): what the
 * app's own checkout page sends. Test cards decide a card payment; OXXO and SPEI
 * take `pagado` or `expirado`. No money moves here: a paid recharge is then
 * applied; a declined or expired one is `fallida` and changes no balance.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Schema } from '../../http/operations.ts';
import { serverMessages } from '../../messages.ts';
import { sandboxEnabled } from '../../payments/provider.ts';
import {
  expireIfOverdue,
  settlePayment,
  type PaymentOutcome,
  type RechargeRow,
} from '../../payments/recharges.ts';

const messages = serverMessages.payments;

/** Test cards of the sandbox: number → outcome (Stripe's test numbers, so the habit carries over). */
export const sandboxCards: Record<string, PaymentOutcome> = {
  '4242424242424242': { paid: true, reference: 'tarjeta terminación 4242' },
  '4000000000000002': { paid: false, status: 'rechazado', reason: messages.cardDeclined },
  '4000000000009995': { paid: false, status: 'rechazado', reason: messages.insufficientFunds },
};

const unprocessable = (field: string, message: string) =>
  new HttpError(422, serverMessages.validation.summary, 'validation_failed', {
    [field]: [message],
  });

/** The outcome a sandbox payment input stands for. @throws 422 naming the field. */
export function sandboxOutcome(
  method: string,
  input: Schema<'SandboxPaymentInput'>,
): PaymentOutcome {
  if (method === 'tarjeta') {
    if (!input.card_number) throw unprocessable('card_number', messages.cardRequired);
    const outcome = sandboxCards[input.card_number.replaceAll(' ', '')];
    if (!outcome) throw unprocessable('card_number', messages.testCardOnly);
    return outcome;
  }
  if (!input.outcome) throw unprocessable('outcome', messages.outcomeRequired);
  if (input.outcome === 'pagado')
    return { paid: true, reference: method === 'oxxo' ? 'pago en OXXO' : 'SPEI recibido' };
  return {
    paid: false,
    status: 'expirado',
    reason: method === 'oxxo' ? messages.oxxoExpired : messages.speiExpired,
  };
}

/**
 * Settles a sandbox recharge's payment.
 * @returns the updated recharge.
 * @throws 409 `not_sandbox` (a real provider's recharge, or the sandbox is off), 409
 *   `payment_settled` (already paid, declined or expired); 422 for a bad input.
 */
export async function payInSandbox(
  db: Database,
  config: Config,
  row: RechargeRow,
  input: Schema<'SandboxPaymentInput'>,
): Promise<RechargeRow> {
  if (row.provider !== 'sandbox' || !sandboxEnabled(config))
    throw new HttpError(409, messages.notSandbox, 'not_sandbox');
  const current = await expireIfOverdue(db, row);
  if (current.paymentStatus !== 'pendiente' || current.status !== 'pendiente')
    throw new HttpError(409, messages.settled, 'payment_settled');
  const settled = await settlePayment(db, row.id, sandboxOutcome(row.paymentMethod, input));
  if (!settled) throw new HttpError(409, messages.settled, 'payment_settled');
  return settled;
}
