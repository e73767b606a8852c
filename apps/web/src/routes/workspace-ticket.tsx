/**
 * /empresa/{companyId}/tickets/{ticketId}: one ticket and its status changes. A ticket that does
 * not exist, or belongs to another company, is the 404.
 */
import { getTicketQueryOptions } from '@jornada/api-client';
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { TicketDetail } from '../features/tickets/ticket-detail.tsx';
import { companyRecordLoader } from './company-record-loader.ts';

/** Membership check, validity check and the ticket. */
export const workspaceTicketLoader = (context: AppContext) =>
  companyRecordLoader(context, 'ticketId', getTicketQueryOptions);

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
