/**
 * A company's tickets (spec section 7 "Tickets") on the records screen
 * (app/company-record-screen.tsx): search, sort, filters (status, priority, category: the
 * contract's enums) and page in the URL; report and edit in ticket-sheet.tsx; each folio links
 * to the ticket's page.
 */
import {
  deleteTicketMutationOptions,
  listCompanyTicketsQueryOptions,
  type components,
} from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import { Link, useNavigate } from 'react-router';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../app/company-record-list.ts';
import { CompanyRecordScreen } from '../../app/company-record-screen.tsx';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import { TicketSheet } from './ticket-sheet.tsx';
import { statusVariant, ticketStatuses, type TicketStatus } from './ticket-status.ts';

type Schemas = components['schemas'];
type Ticket = Schemas['Ticket'];

const m = messages.tickets;
const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });
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

const options = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

function columns(companyId: number): Array<ColumnDef<Ticket, unknown>> {
  return [
    {
      accessorKey: 'folio',
      header: m.folio,
      cell: ({ row }) => (
        <Link
          to={paths.workspaceTicket.href(companyId, row.original.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.folio}
        </Link>
      ),
    },
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
    {
      accessorKey: 'status',
      header: m.status,
      cell: ({ row }) => (
        <Badge variant={statusVariant(row.original.status)}>
          {m.statuses[row.original.status]}
        </Badge>
      ),
    },
    {
      accessorKey: 'created_at',
      header: m.createdAt,
      cell: ({ row }) => date.format(new Date(row.original.created_at)),
    },
    {
      accessorKey: 'due_at',
      header: m.dueAt,
      cell: ({ row }) => (row.original.due_at ? date.format(new Date(row.original.due_at)) : '—'),
    },
  ];
}

/** The tickets screen of company `companyId`. */
export function TicketsScreen({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={ticketList}
      messages={m}
      columns={columns(companyId)}
      filters={[
        {
          id: 'status',
          label: m.status,
          options: ticketStatuses.map((value) => ({ value, label: m.statuses[value] })),
        },
        { id: 'priority', label: m.priority, options: options(m.priorities) },
        { id: 'category', label: m.category, options: options(m.categories) },
      ]}
      recordName={(ticket) => ticket.folio}
      deleteMutation={deleteTicketMutationOptions}
      rowActions={(ticket) => [
        {
          label: m.open,
          onSelect: () => void navigate(paths.workspaceTicket.href(companyId, ticket.id)),
        },
      ]}
      renderSheet={({ record, ...sheet }) => (
        <TicketSheet companyId={companyId} {...sheet} {...(record ? { ticket: record } : {})} />
      )}
    />
  );
}
