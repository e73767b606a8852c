/**
 * "Mis puntos" (docs/decisions/0021-payments.md; /mis-puntos): a user's points (`getUserPoints`) with how they earned
 * them (`listUserPointsMovements`, paged from 1, the page in the URL) and, when they have any,
 * the movements of their personal balance (`listUserTransactions`, paged in the page's state).
 */
import {
  getUserPointsQueryOptions,
  listUserPointsMovementsQueryOptions,
  listUserTransactionsQueryOptions,
} from '@jornada/api-client';
import {
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  type ServerTableState,
} from '@jornada/ui';
import { formatMoney } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { useTableState } from '../../app/use-table-state.ts';
import { paths } from '../../paths.ts';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { PointsHistoryTable } from './points-history-table.tsx';
import { TransactionsTable } from './transactions-table.tsx';

const m = paymentMessages.points;

/** The ledger's URL state on this page: the points history's page only. */
export const pointsTableDefaults = { filterKeys: [], sortKeys: [] } as const;

/** The API parameters of a table state. */
export function pageOf(state: Pick<ServerTableState, 'page' | 'perPage'>) {
  return { page: state.page, per_page: state.perPage };
}

function PersonalTransactions({ userId }: { userId: number }) {
  const { api } = useAppContext();
  const [state, setState] = useState<ServerTableState>({ page: 1, perPage: 10, filters: {} });
  const transactions = useQuery(listUserTransactionsQueryOptions(api, userId, pageOf(state)));
  if (transactions.isSuccess && transactions.data.meta.total === 0) return null;
  return (
    <section aria-labelledby="movimientos-saldo" className="grid gap-3">
      <h2 id="movimientos-saldo" className="text-lg font-semibold">
        {m.transactionsTitle}
      </h2>
      <TransactionsTable
        query={transactions}
        tableState={[state, setState]}
        caption={m.transactionsCaption}
      />
    </section>
  );
}

/** The points page of user `userId` (see the module's comment). */
export function PointsScreen({ userId }: { userId: number }) {
  const { api } = useAppContext();
  const points = useQuery(getUserPointsQueryOptions(api, userId));
  const [state, setState] = useTableState(pointsTableDefaults);
  const history = useQuery(listUserPointsMovementsQueryOptions(api, userId, pageOf(state)));
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{m.balance}</h2>
        </CardHeader>
        <CardContent className="grid gap-1">
          {points.data ? (
            <>
              <p className="text-3xl font-bold tabular-nums">
                {paymentMessages.pointsCount(points.data.points)}
              </p>
              {points.data.balance > 0 ? (
                <p className="text-sm text-muted-foreground">
                  {m.money(formatMoney(points.data.balance))}
                </p>
              ) : null}
            </>
          ) : points.isError ? (
            <div role="alert" className="grid gap-2">
              <p>{m.loadError}</p>
              <Button
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() => void points.refetch()}
              >
                {paymentMessages.balance.retry}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <section aria-labelledby="historial-puntos" className="grid gap-3">
        <h2 id="historial-puntos" className="text-lg font-semibold">
          {m.historyTitle}
        </h2>
        <PointsHistoryTable
          page={history.data}
          isPending={history.isPending}
          isFetching={history.isFetching}
          error={history.error}
          onRetry={() => void history.refetch()}
          state={state}
          onStateChange={setState}
          emptyAction={
            <ButtonLink asChild>
              <Link to={paths.extendProfile.href()}>{m.completeProfile}</Link>
            </ButtonLink>
          }
        />
      </section>
      <PersonalTransactions userId={userId} />
    </div>
  );
}
