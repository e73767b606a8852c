/**
 * The company's current balance (contract `CompanyBalance`): the amount in pesos, its
 * points and when it last changed, or a retry when it cannot load.
 */
import type { components } from '@jornada/api-client';
import { Button, Card, CardContent, CardHeader, formatDateTime, Skeleton } from '@jornada/ui';
import { formatMoney } from '@jornada/ui/forms';
import { paymentMessages } from '../../messages/payment-messages.ts';

const m = paymentMessages.balance;

/** Props of {@link BalanceSummary}. */
export interface BalanceSummaryProps {
  /** The wallet (`balance` in cents of MXN, whole `points`); undefined while loading. */
  balance: components['schemas']['CompanyBalance'] | undefined;
  /** The load failed: shows an error with `onRetry`. @default false */
  failed?: boolean;
  onRetry?: () => void;
}

/** The balance card (see the module's comment). */
export function BalanceSummary({ balance, failed = false, onRetry }: BalanceSummaryProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{m.current}</h2>
      </CardHeader>
      <CardContent className="grid gap-1">
        {balance ? (
          <>
            <p className="text-3xl font-bold tabular-nums">{formatMoney(balance.balance)}</p>
            <p className="text-sm text-muted-foreground">
              {paymentMessages.pointsCount(balance.points)} ·{' '}
              {m.updated(formatDateTime(balance.updated_at))}
            </p>
          </>
        ) : failed ? (
          <div role="alert" className="grid gap-2">
            <p>{m.loadError}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
              {m.retry}
            </Button>
          </div>
        ) : (
          <Skeleton className="h-9 w-40" />
        )}
      </CardContent>
    </Card>
  );
}
