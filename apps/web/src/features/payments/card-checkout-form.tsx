/**
 * The sandbox checkout's card form (docs/decisions/0021-payments.md): number, cardholder's name, expiry (MM/AA) and CVC,
 * checked in the browser with Spanish messages, and the test cards listed beside it
 * (4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined). Only the number reaches the
 * sandbox provider (`SandboxPaymentInput.card_number`); name, expiry and CVC are checked here and
 * never sent, as with a real provider's hosted fields.
 */
import { Button } from '@jornada/ui';
import { Form, FormRootMessage, TextField, useZodForm } from '@jornada/ui/forms';
import { useId } from 'react';
import { z } from 'zod';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { cardDigits, expiryState, isCardNumber, testCards } from './sandbox-cards.ts';

const m = paymentMessages.checkout.card;

const schema = z.object({
  card_number: z.string().refine(isCardNumber, { error: m.numberInvalid }),
  holder: z.string().trim().min(1, { error: m.nameRequired }).max(100, { error: m.nameRequired }),
  expiry: z.string().superRefine((value, ctx) => {
    const state = expiryState(value);
    if (state !== 'ok')
      ctx.addIssue({ code: 'custom', message: state === 'past' ? m.expiryPast : m.expiryInvalid });
  }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: m.cvcInvalid }),
});

/** Props of {@link CardCheckoutForm}. */
export interface CardCheckoutFormProps {
  /** The amount to pay, already formatted ('$500.00'), for the pay button. */
  amountLabel: string;
  /** Pays with the card's digits ('4242424242424242'); resolves when the attempt is over. */
  onPay: (cardNumber: string) => Promise<unknown>;
  /** Disables paying (while the recharge is being applied, or once it is settled). @default false */
  disabled?: boolean;
}

/** The test cards, as a short definition list. */
function TestCards() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-border p-4">
      <h3 id={headingId} className="font-semibold">
        {m.testCards}
      </h3>
      <dl className="mt-2 grid gap-1 text-sm">
        {testCards.map((card) => (
          <div key={card.number} className="flex flex-wrap gap-x-2">
            <dt className="font-mono tabular-nums">{card.number}</dt>
            <dd className="text-muted-foreground">
              {card.outcome === 'approves' ? m.approves : m.declines}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-muted-foreground">{m.testCardsHint}</p>
    </section>
  );
}

/** The card form and the test cards (see the module's comment). */
export function CardCheckoutForm({ amountLabel, onPay, disabled = false }: CardCheckoutFormProps) {
  const form = useZodForm(schema, {
    defaultValues: { card_number: '', holder: '', expiry: '', cvc: '' },
  });
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <Form
        form={form}
        aria-label={m.title}
        failureMessage={paymentMessages.checkout.failed}
        onSubmit={({ card_number }) => onPay(cardDigits(card_number))}
      >
        <TextField
          name="card_number"
          label={m.number}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          placeholder="4242 4242 4242 4242"
          required
        />
        <TextField name="holder" label={m.name} autoComplete="cc-name" maxLength={100} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="expiry"
            label={m.expiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={7}
            placeholder="12/29"
            required
          />
          <TextField
            name="cvc"
            label={m.cvc}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            placeholder="123"
            required
          />
        </div>
        <FormRootMessage />
        <Button
          type="submit"
          className="w-fit"
          disabled={disabled}
          loading={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? m.paying : m.pay(amountLabel)}
        </Button>
      </Form>
      <TestCards />
    </div>
  );
}
