/**
 * A company's tickets on the records screen
 * (records/company-record-screen.tsx): search, sort, filters (status, priority, category: the
 * contract's enums) and page in the URL; report and edit in ticket-sheet.tsx; each folio links
 * to the ticket's page.
 */
import {
  deleteTicketMutationOptions,
  listCompanyTicketsQueryOptions,
  type components,
} from '@jornada/api-client';
import type { ColumnDef } from '@jornada/ui';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { dateColumn, linkColumn, statusColumn } from '../../records/record-columns.tsx';
import { choiceFilter } from '../../records/record-filters.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { TicketSheet } from './ticket-sheet.tsx';
import { statusVariant, ticketStatuses, type TicketStatus } from './ticket-status.ts';

type Schemas = components['schemas'];
type Ticket = Schemas['Ticket'];

const m = messages.tickets;
const sortKeys = ['folio', 'subject', 'priority', 'status', 'created_at', 'due_at'] as const;
const sorts = bothDirections(sortKeys);

/** The list: page, page size, `q`, the sort and the three filters in the URL. */
export const ticketList = defineCompanyRecordList({
  defaults: { filterKeys: ['status', 'priority', 'category'], sortKeys },
  params: (state) => {
    const status = firstFilter(state, 'status') as TicketStatus | undefined;
    const priority = firstFilter(state, 'priority') as Schemas['TicketPriority'] | undefined;
    const category = firstFilter(state, 'category') as Schemas['TicketCategory'] | undefined;
    return {
      ...pageParams(state, sorts),
      ...(status ? { status } : {}),
      ...(priority ? { priority } : {}),
      ...(category ? { category } : {}),
    };
  },
  query: listCompanyTicketsQueryOptions,
});

function columns(companyId: number): Array<ColumnDef<Ticket, unknown>> {
  return [
    linkColumn(
      'folio',
      m.folio,
      (ticket) => paths.workspaceTicket.href(companyId, ticket.id),
      (ticket) => ticket.folio,
    ),
    { accessorKey: 'subject', header: m.subject },
    {
      id: 'category',
      header: m.category,
      enableSorting: false,
      cell: ({ row }) => m.categories[row.original.category],
    },
    {
      accessorKey: 'priority',
      header: m.priority,
      cell: ({ row }) => m.priorities[row.original.priority],
    },
    statusColumn(m.status, m.statuses, statusVariant),
    dateColumn('created_at', m.createdAt, 'date'),
    dateColumn('due_at', m.dueAt, 'date'),
  ];
}

/** The tickets screen of company `companyId`. */
export function TicketsScreen({ companyId }: { companyId: number }) {
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={ticketList}
      messages={m}
      columns={columns(companyId)}
      filters={[
        choiceFilter('status', m.status, m.statuses, ticketStatuses),
        choiceFilter('priority', m.priority, m.priorities),
        choiceFilter('category', m.category, m.categories),
      ]}
      recordName={(ticket) => ticket.folio}
      recordPage={(ticket) => paths.workspaceTicket.href(companyId, ticket.id)}
      deleteMutation={deleteTicketMutationOptions}
      renderSheet={({ record, ...sheet }) => (
        <TicketSheet companyId={companyId} {...sheet} {...(record ? { ticket: record } : {})} />
      )}
    />
  );
}
