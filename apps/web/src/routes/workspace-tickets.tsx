/**
 * /empresa/{companyId}/tickets: the company's tickets, filtered by status in the URL
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { ticketList, TicketsScreen } from '../features/tickets/tickets-screen.tsx';

/** Membership check and the first page. */
export function workspaceTicketsLoader(context: AppContext) {
  return companyRecordListLoader(context, ticketList);
}

/** The tickets screen. */
export function WorkspaceTicketsRoute() {
  return <TicketsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceTicketsRoute as Component };
