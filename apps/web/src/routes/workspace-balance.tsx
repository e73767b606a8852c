/**
 * /empresa/{companyId}/saldo: the company's prepaid balance (docs/decisions/0021-payments.md), staff and administrators
 * (the workspace's membership check, docs/decisions/0013-company-workspace-routes.md).
 */
import {
  getCompanyBalanceQueryOptions,
  listCompanyTransactionsQueryOptions,
  listPricesQueryOptions,
} from '@jornada/api-client';
import { tableStateFromSearchParams } from '@jornada/ui';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { BalanceScreen, transactionParams } from '../features/payments/balance-screen.tsx';
import { transactionTableDefaults } from '../features/payments/transactions-table.tsx';

/** Membership check, then the balance, the prices and the ledger's page the URL names. */
export function workspaceBalanceLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      transactionTableDefaults,
    );
    const { api, queryClient } = context;
    // A failed read shows its own error on the page rather than failing the route.
    await Promise.all([
      queryClient.prefetchQuery(getCompanyBalanceQueryOptions(api, companyId)),
      queryClient.prefetchQuery(listPricesQueryOptions(api)),
      queryClient.prefetchQuery(
        listCompanyTransactionsQueryOptions(api, companyId, transactionParams(state)),
      ),
    ]);
    return null;
  };
}

/** The balance screen. */
export function WorkspaceBalanceRoute() {
  return <BalanceScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceBalanceRoute as Component };
