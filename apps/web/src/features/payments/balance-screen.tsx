/**
 * The company's balance page (docs/decisions/0021-payments.md; /empresa/{companyId}/saldo): the current balance, the
 * "Recargar saldo" form, featuring a vacancy, the prices, the ledger with server paging from
 * page 1, and the company's points history. After a checkout it says what was credited (router
 * state `recharged`, in cents).
 */
import {
  getCompanyBalanceQueryOptions,
  listCompanyTransactionsQueryOptions,
  listPricesQueryOptions,
} from '@jornada/api-client';
import { Card, CardContent, CardDescription, CardHeader } from '@jornada/ui';
import { formatMoney } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useLocation } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { paths } from '../../paths.ts';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { BalanceSummary } from './balance-summary.tsx';
import { CompanyPoints } from './company-points.tsx';
import { FeatureVacancySection } from './feature-vacancy-section.tsx';
import { PriceList } from './price-list.tsx';
import { RechargeForm } from './recharge-form.tsx';
import { TransactionsTable, useTransactionTableState } from './transactions-table.tsx';
import { useStartRecharge } from './use-start-recharge.ts';

const m = paymentMessages;

/** The id of the recharge card, the target of "Recargar saldo" links. */
export const RECHARGE_ANCHOR = 'recargar';

/** What the checkout hands the balance page when it comes back. */
export interface BalanceLocationState {
  /** Cents just credited by an applied recharge. */
  recharged?: number;
  /** The payment is still pending (OXXO or SPEI not yet confirmed). */
  pending?: boolean;
}

/** The ledger's API parameters of a table state. */
export function transactionParams(state: { page: number; perPage: number }) {
  return { page: state.page, per_page: state.perPage };
}

function Section({
  title,
  description,
  id,
  children,
}: {
  title: string;
  description?: string;
  id?: string;
  children: React.ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The balance page of company `companyId` (see the module's comment). */
export function BalanceScreen({ companyId }: { companyId: number }) {
  const { api } = useAppContext();
  const back = (useLocation().state ?? {}) as BalanceLocationState;
  const balance = useQuery(getCompanyBalanceQueryOptions(api, companyId));
  const prices = useQuery(listPricesQueryOptions(api));
  const tableState = useTransactionTableState();
  const transactions = useQuery(
    listCompanyTransactionsQueryOptions(api, companyId, transactionParams(tableState[0])),
  );
  const startRecharge = useStartRecharge(companyId);
  const rechargeHref = `${paths.workspaceBalance.href(companyId)}#${RECHARGE_ANCHOR}`;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.balance.title}</h1>
        <p className="text-muted-foreground">{m.balance.subtitle}</p>
      </div>
      {back.recharged !== undefined || back.pending ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-md border border-success p-3 text-sm"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <p className="font-medium">
            {back.recharged !== undefined
              ? m.balance.recharged(formatMoney(back.recharged))
              : m.balance.pendingPayment}
          </p>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <BalanceSummary
          balance={balance.data}
          failed={balance.isError}
          onRetry={() => void balance.refetch()}
        />
        <Section id={RECHARGE_ANCHOR} title={m.recharge.title} description={m.recharge.description}>
          <RechargeForm onSubmit={startRecharge} />
        </Section>
        <Section title={m.feature.title} description={m.feature.description}>
          <FeatureVacancySection
            companyId={companyId}
            balance={balance.data?.balance}
            prices={prices.data}
            rechargeHref={rechargeHref}
          />
        </Section>
        <Section title={m.prices.title} description={m.prices.description}>
          <PriceList prices={prices.data} failed={prices.isError} />
        </Section>
      </div>
      <section aria-labelledby="movimientos" className="grid gap-3">
        <h2 id="movimientos" className="text-lg font-semibold">
          {m.transactions.title}
        </h2>
        <TransactionsTable query={transactions} tableState={tableState} />
      </section>
      <section aria-labelledby="puntos-empresa" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="puntos-empresa" className="text-lg font-semibold">
            {m.companyPoints.title}
          </h2>
          <p className="text-sm text-muted-foreground">{m.companyPoints.description}</p>
        </div>
        <CompanyPoints companyId={companyId} />
      </section>
    </div>
  );
}
