/**
 * Balance, payments, transactions and points (decision 40 in
 * openapi/README.md; docs/decisions/0021-payments.md).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { featureHandlers } from './feature.ts';
import { rechargeHandlers } from './recharges.ts';
import { walletHandlers } from './wallets.ts';
import { webhookHandlers } from './webhook.ts';

export { registerStripeRawBody } from './webhook.ts';

/** Every payments handler keyed by operationId. */
export function paymentHandlers(context: AppContext): Handlers {
  return {
    ...rechargeHandlers(context),
    ...walletHandlers(context),
    ...featureHandlers(context),
    ...webhookHandlers(context),
  };
}
