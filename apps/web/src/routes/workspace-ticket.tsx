/**
 * /empresa/{companyId}/tickets/{ticketId}: one ticket and its status changes. A ticket that does
 * not exist, or belongs to another company, is the 404.
 */
import { ApiError, getTicketQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { TicketDetail } from '../features/tickets/ticket-detail.tsx';
import { pageNotFound } from './page-not-found.ts';

/** Membership check, validity check and the ticket. */
export function workspaceTicketLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const path = new URL(args.request.url).pathname;
    const ticketId = parseId(args.params.ticketId);
    if (ticketId === null) throw pageNotFound(path);
    try {
      const ticket = await context.queryClient.ensureQueryData(
        getTicketQueryOptions(context.api, ticketId),
      );
      if (ticket.company_id !== companyId) throw pageNotFound(path);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

/** The ticket screen. */
export function WorkspaceTicketRoute() {
  const params = useParams();
  return (
    <TicketDetail
      companyId={parseId(params.companyId) ?? 0}
      ticketId={parseId(params.ticketId) ?? 0}
    />
  );
}

export { WorkspaceTicketRoute as Component };
