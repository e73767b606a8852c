/**
 * /empresa/{companyId}/tickets: the company's tickets, filtered by status in the URL
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { listCompanyTicketsQueryOptions } from '@jornada/api-client';
import { tableStateFromSearchParams } from '@jornada/ui';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import {
  ticketListParams,
  ticketTableDefaults,
  TicketsScreen,
} from '../features/tickets/tickets-screen.tsx';

/** Membership check and the first page. */
export function workspaceTicketsLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      ticketTableDefaults,
    );
    await context.queryClient.prefetchQuery(
      listCompanyTicketsQueryOptions(context.api, companyId, ticketListParams(state)),
    );
    return null;
  };
}

/** The tickets screen. */
export function WorkspaceTicketsRoute() {
  return <TicketsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceTicketsRoute as Component };
