/**
 * A signed, coloured amount of a ledger movement (docs/decisions/0021-payments.md): credits
 * in the success colour with '+', debits in the danger colour with '−'. The sign is also said in
 * words to assistive technology, so the colour never carries the meaning alone (WCAG 1.4.1).
 */
import { formatMoney } from '@jornada/ui/forms';
import { paymentMessages } from '../../messages/payment-messages.ts';

const m = paymentMessages.transactions;

/** Props of {@link SignedAmount}. */
export interface SignedAmountProps {
  /** Integer cents of MXN; negative for a charge. */
  cents: number;
  /** Show the amount as a pending or failed one: muted, no colour (it changed no balance). @default false */
  muted?: boolean;
}

/** "+$500.00" or "−$150.00", coloured by sign (see the module's comment). */
export function SignedAmount({ cents, muted = false }: SignedAmountProps) {
  const amount = formatMoney(Math.abs(cents));
  const credit = cents >= 0;
  return (
    <span
      data-slot="signed-amount"
      data-sign={credit ? 'credit' : 'debit'}
      data-muted={muted ? '' : undefined}
      className="font-medium tabular-nums data-muted:font-normal data-muted:text-muted-foreground data-muted:line-through not-data-muted:data-[sign=credit]:text-success not-data-muted:data-[sign=debit]:text-danger"
    >
      <span aria-hidden="true">{`${credit ? '+' : '−'}${amount}`}</span>
      <span className="sr-only">{credit ? m.credit(amount) : m.debit(amount)}</span>
    </span>
  );
}
