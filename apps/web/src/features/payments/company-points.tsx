/**
 * The company's points history on its balance page (`listCompanyPointsMovements`,
 * decision 0021: points for verified hires): date, reason and points, paged by the server from
 * page 1 (the page kept in the component, since the URL's `page` is the ledger's).
 */
import { listCompanyPointsMovementsQueryOptions } from '@jornada/api-client';
import type { ServerTableState } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { PointsHistoryTable } from './points-history-table.tsx';

/** Props of {@link CompanyPoints}. */
export interface CompanyPointsProps {
  companyId: number;
}

/** The company's points history (see the module's comment). */
export function CompanyPoints({ companyId }: CompanyPointsProps) {
  const { api } = useAppContext();
  const [state, setState] = useState<ServerTableState>({ page: 1, perPage: 10, filters: {} });
  const history = useQuery(
    listCompanyPointsMovementsQueryOptions(api, companyId, {
      page: state.page,
      per_page: state.perPage,
    }),
  );
  return (
    <PointsHistoryTable
      page={history.data}
      isPending={history.isPending}
      isFetching={history.isFetching}
      error={history.error}
      onRetry={() => void history.refetch()}
      state={state}
      onStateChange={setState}
      texts={paymentMessages.companyPoints}
    />
  );
}
