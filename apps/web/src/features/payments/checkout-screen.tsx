/**
 * The sandbox provider's own checkout page (/pagos/checkout/{rechargeId}, the
 * `checkout_url` of a sandbox recharge; decision 40), labelled "Modo de pruebas": the recharge's
 * summary, then the card form, the OXXO reference or the SPEI CLABE with the sandbox's buttons.
 * A confirmed payment is applied and the user goes back to the balance; a declined or expired one
 * shows why in Spanish, moves no money, and the user can try again with a new recharge of the same
 * amount and method.
 */
import type { components } from '@jornada/api-client';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  formatDateTime,
} from '@jornada/ui';
import { formatMoney } from '@jornada/ui/forms';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { CardCheckoutForm } from './card-checkout-form.tsx';
import { OfflineCheckoutPanel } from './offline-checkout-panel.tsx';
import { isFieldRefusal } from './payment-errors.ts';
import { useStartRecharge } from './use-start-recharge.ts';
import { balanceHref, useSandboxCheckout } from './use-sandbox-checkout.ts';

type Recharge = components['schemas']['Recharge'];

const m = paymentMessages.checkout;

function Summary({ recharge }: { recharge: Recharge }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      <dt className="text-muted-foreground">{m.amount}</dt>
      <dd className="text-xl font-bold tabular-nums">{formatMoney(recharge.amount)}</dd>
      <dt className="text-muted-foreground">{m.method}</dt>
      <dd>{paymentMessages.methods[recharge.payment_method]}</dd>
    </dl>
  );
}

/** "Intentar de nuevo": a new company recharge of the same amount and method, to its checkout. */
function RetryWithNewRecharge({ recharge }: { recharge: Recharge & { company_id: number } }) {
  const start = useStartRecharge(recharge.company_id);
  return (
    <Button
      onClick={() =>
        void start({ amount: recharge.amount, payment_method: recharge.payment_method })
      }
    >
      {m.tryAgain}
    </Button>
  );
}

function Failed({ recharge, reason }: { recharge: Recharge; reason: string }) {
  return (
    <div className="grid gap-4">
      <div role="alert" className="rounded-md border border-danger p-4">
        <p className="font-medium text-danger">{reason}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {recharge.company_id !== null ? (
          <RetryWithNewRecharge recharge={{ ...recharge, company_id: recharge.company_id }} />
        ) : null}
        <ButtonLink variant="outline" asChild>
          <Link to={balanceHref(recharge)}>{m.back}</Link>
        </ButtonLink>
      </div>
    </div>
  );
}

function PaymentStep({ recharge }: { recharge: Recharge }) {
  const checkout = useSandboxCheckout(recharge);
  if (recharge.status === 'aplicada')
    return (
      <div className="grid gap-3">
        <p role="status">{m.alreadyApplied}</p>
        <ButtonLink variant="outline" className="w-fit" asChild>
          <Link to={balanceHref(recharge)}>{m.back}</Link>
        </ButtonLink>
      </div>
    );
  if (recharge.payment_status === 'rechazado' || recharge.payment_status === 'expirado')
    return <Failed recharge={recharge} reason={recharge.decline_reason ?? m.declined} />;
  if (recharge.payment_status === 'pagado')
    return (
      <div className="grid gap-3">
        {checkout.applyFailed ? (
          <p role="alert" className="font-medium text-danger">
            {m.applyFailed}
          </p>
        ) : (
          <p role="status">{m.applying}</p>
        )}
        <Button className="w-fit" loading={checkout.applying} onClick={() => void checkout.apply()}>
          {m.retryApply}
        </Button>
      </div>
    );
  const payError =
    checkout.payError && !isFieldRefusal(checkout.payError) ? (
      <p role="alert" className="font-medium text-danger">
        {m.failed}
      </p>
    ) : null;
  if (recharge.payment_method === 'tarjeta')
    return (
      <div className="grid gap-4">
        <h2 className="text-lg font-semibold">{m.card.title}</h2>
        {payError}
        <CardCheckoutForm
          amountLabel={formatMoney(recharge.amount)}
          disabled={checkout.applying}
          onPay={(card_number) => checkout.pay({ card_number })}
        />
      </div>
    );
  const method = recharge.payment_method;
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">{method === 'oxxo' ? m.oxxo.title : m.spei.title}</h2>
      {payError}
      <OfflineCheckoutPanel
        method={method}
        code={(method === 'oxxo' ? recharge.oxxo_reference : recharge.spei_clabe) ?? ''}
        disabled={checkout.applying}
        onOutcome={(outcome) => checkout.pay({ outcome }).catch(() => undefined)}
      />
    </div>
  );
}

/** The checkout of `recharge` (see the module's comment). */
export function CheckoutScreen({ recharge }: { recharge: Recharge }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-2">
        <Badge variant="warning" className="gap-1">
          <FlaskConical aria-hidden="true" />
          {m.sandboxBadge}
        </Badge>
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.sandboxNotice}</p>
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{m.summary}</h2>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Summary recharge={recharge} />
          {recharge.status === 'pendiente' && recharge.payment_status === 'pendiente' ? (
            <p className="text-sm text-muted-foreground">
              {m.expires(formatDateTime(recharge.expires_at))}
            </p>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <PaymentStep recharge={recharge} />
        </CardContent>
      </Card>
    </div>
  );
}
