/**
 * "Recargar saldo" (docs/decisions/0021-payments.md): the
 * amount in pesos with the money field of `@jornada/ui/forms` (held as integer cents, $50.00 to
 * $100,000.00 as the contract's `RechargeInput` allows) and the payment method (card, OXXO or
 * SPEI). Submitting hands the values to the caller, which creates the recharge and sends the user
 * to its checkout; a 422 shows on the fields.
 */
import { Button } from '@jornada/ui';
import { Form, FormRootMessage, MoneyField, RadioGroupField, useZodForm } from '@jornada/ui/forms';
import { z } from 'zod';
import { paymentMessages } from '../../messages/payment-messages.ts';

const m = paymentMessages.recharge;

/** Smallest recharge: $50.00, in cents (contract `RechargeInput.amount.minimum`). */
export const MIN_RECHARGE_CENTS = 5_000;
/** Largest recharge: $100,000.00, in cents (contract `RechargeInput.amount.maximum`). */
export const MAX_RECHARGE_CENTS = 10_000_000;

/** The payment methods of the contract's `RechargeInput`. */
export const paymentMethods = ['tarjeta', 'oxxo', 'spei'] as const;

/** A payment method: card, cash at OXXO or a SPEI bank transfer. */
export type PaymentMethod = (typeof paymentMethods)[number];

const schema = z.object({
  amount: z
    .number({ error: (issue) => (issue.input === null ? m.amountRequired : m.amountInvalid) })
    .int({ error: m.amountInvalid })
    .min(MIN_RECHARGE_CENTS, { error: m.amountTooLow })
    .max(MAX_RECHARGE_CENTS, { error: m.amountTooHigh }),
  payment_method: z.enum(paymentMethods, { error: m.methodRequired }),
});

/** What the form submits: `amount` in integer cents of MXN and the method. */
export type RechargeValues = z.output<typeof schema>;

/** Props of {@link RechargeForm}. */
export interface RechargeFormProps {
  /** Creates the recharge (and navigates to its checkout); a rejection with a 422 body marks the fields. */
  onSubmit: (values: RechargeValues) => Promise<unknown>;
  /** The amount the field starts with, in cents. @default none (empty) */
  defaultAmount?: number;
}

/** The recharge form (see the module's comment). */
export function RechargeForm({ onSubmit, defaultAmount }: RechargeFormProps) {
  const form = useZodForm(schema, {
    defaultValues: {
      amount: defaultAmount ?? null,
      payment_method: 'tarjeta',
    } as unknown as z.input<typeof schema>,
  });
  return (
    <Form form={form} onSubmit={onSubmit} failureMessage={m.failed} aria-label={m.title}>
      <MoneyField name="amount" label={m.amount} description={m.amountHint} required />
      <RadioGroupField
        name="payment_method"
        label={m.method}
        required
        options={paymentMethods.map((value) => ({
          value,
          label: paymentMessages.methods[value],
        }))}
      />
      <FormRootMessage />
      <Button type="submit" className="w-fit" loading={form.formState.isSubmitting}>
        {m.submit}
      </Button>
    </Form>
  );
}
