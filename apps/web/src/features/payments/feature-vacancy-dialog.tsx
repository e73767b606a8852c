/**
 * The confirmation before featuring a vacancy with the company's balance (`featureVacancy`,
 * decision 40): the vacancy, the price, the balance now and after the charge, all in pesos. When
 * the balance does not cover the price (known here, or the server's 422 `insufficient_balance`)
 * it says so in Spanish with a link to recharge, and nothing is charged. One Idempotency-Key per
 * opening, so a double click or a retry charges once.
 */
import { featureVacancyOnceMutationOptions } from '@jornada/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@jornada/ui';
import { formatMoney } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { isInsufficientBalance } from './payment-errors.ts';

const m = paymentMessages.feature;

/** What is being featured: the vacancy and the chosen price. */
export interface FeatureChoice {
  vacancyId: number;
  vacancyTitle: string;
  /** The contract's `FeatureVacancyInput.price_code`. */
  priceCode: 'destacar_7_dias' | 'destacar_30_dias';
  /** The price in cents of MXN. */
  price: number;
  /** Days it stays featured. */
  days: number;
  /** The Idempotency-Key of this opening (a UUID made when the dialog opens). */
  idempotencyKey: string;
}

/** Props of {@link FeatureVacancyDialog}. */
export interface FeatureVacancyDialogProps {
  /** The choice to confirm; null keeps the dialog closed. */
  choice: FeatureChoice | null;
  /** The company's balance now, in cents; undefined while unknown. */
  balance: number | undefined;
  /** Where "Recargar saldo" goes (the recharge form). */
  rechargeHref: string;
  onClose: () => void;
  /** After the charge, with the vacancy's title. */
  onFeatured: (title: string) => void;
}

/** The dialog (see the module's comment). */
export function FeatureVacancyDialog(props: FeatureVacancyDialogProps) {
  const { choice, onClose } = props;
  return (
    <Dialog open={choice !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {choice ? <FeatureConfirm key={choice.idempotencyKey} {...props} choice={choice} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's body for one opening (a fresh mutation each time). */
function FeatureConfirm({
  choice,
  balance,
  rechargeHref,
  onClose,
  onFeatured,
}: FeatureVacancyDialogProps & { choice: FeatureChoice }) {
  const { api, queryClient } = useAppContext();
  const feature = useMutation(featureVacancyOnceMutationOptions(api, queryClient));
  const after = balance === undefined ? undefined : balance - choice.price;
  const short = after !== undefined && after < 0;
  const refused = isInsufficientBalance(feature.error);
  const failed = feature.isError && !refused;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{m.confirmTitle(choice.vacancyTitle)}</DialogTitle>
        <DialogDescription>
          {m.confirmText(formatMoney(choice.price), choice.days)}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{m.priceLine}</dt>
        <dd className="text-end tabular-nums">{formatMoney(choice.price)}</dd>
        <dt>{m.balanceNow}</dt>
        <dd className="text-end tabular-nums">
          {balance === undefined ? '—' : formatMoney(balance)}
        </dd>
        <dt className="font-semibold">{m.balanceAfter}</dt>
        <dd className="text-end font-semibold tabular-nums">
          {after === undefined || short ? '—' : formatMoney(after)}
        </dd>
      </dl>
      {short || refused ? (
        <div role="alert" className="grid gap-1 rounded-md border border-danger p-3 text-sm">
          <p className="font-medium text-danger">{m.insufficient}</p>
          {short ? <p>{m.insufficientShort(formatMoney(-(after ?? 0)))}</p> : null}
          <Link to={rechargeHref} onClick={onClose} className="font-medium text-primary underline">
            {m.rechargeLink}
          </Link>
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {m.failed}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button
          disabled={short || refused}
          loading={feature.isPending}
          onClick={() => {
            if (feature.isPending) return;
            feature.mutate(
              {
                vacancyId: choice.vacancyId,
                price_code: choice.priceCode,
                idempotencyKey: choice.idempotencyKey,
              },
              { onSuccess: () => onFeatured(choice.vacancyTitle) },
            );
          }}
        >
          {feature.isPending ? m.working : m.confirm}
        </Button>
      </DialogFooter>
    </>
  );
}
