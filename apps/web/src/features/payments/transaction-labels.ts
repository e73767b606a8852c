/**
 * How a ledger movement's type and status read and look (docs/decisions/0021-payments.md): Spanish labels from the
 * catalogue and a badge colour per status.
 */
import type { components } from '@jornada/api-client';
import type { BadgeProps } from '@jornada/ui';

type Schemas = components['schemas'];

/** A movement of the prepaid balance (contract `Transaction`; amounts in cents of MXN). */
export type Transaction = Schemas['Transaction'];
/** The contract's `TransactionStatus`. */
export type TransactionStatus = Schemas['TransactionStatus'];

/** The badge colour of a movement's status: applied green, pending amber, failed red, cancelled grey. */
export function statusVariant(status: TransactionStatus): BadgeProps['variant'] {
  switch (status) {
    case 'aplicada':
      return 'success';
    case 'pendiente':
      return 'warning';
    case 'fallida':
      return 'danger';
    default:
      return 'outline';
  }
}

/** Whether a movement changed the balance (only applied ones do). */
export function changedBalance(status: TransactionStatus): boolean {
  return status === 'aplicada';
}
