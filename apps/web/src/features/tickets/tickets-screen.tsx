/**
 * A company's tickets (spec section 7 "Tickets"): a server-paged table whose search, sort, filters
 * (status, priority, category: the contract's enums) and page live in the URL; report and edit in
 * a `RecordSheet` (ticket-sheet.tsx), delete after a `ConfirmDeleteDialog`, a toast for each.
 */
import {
  deleteTicketMutationOptions,
  listCompanyTicketsQueryOptions,
  type components,
  type QueryParams,
} from '@jornada/api-client';
import {
  Badge,
  Button,
  ConfirmDeleteDialog,
  EmptyState,
  ServerDataTable,
  useToast,
  type ColumnDef,
  type ServerTableState,
} from '@jornada/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import {
  firstFilter,
  oneValuePerFilter,
  sortParam,
  useTableState,
} from '../../app/use-table-state.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import { TicketSheet } from './ticket-sheet.tsx';
import { statusVariant, ticketStatuses, type TicketStatus } from './ticket-status.ts';

type Schemas = components['schemas'];
type Ticket = Schemas['Ticket'];
type Sort = NonNullable<QueryParams<'listCompanyTickets'>['sort']>;

const m = messages.tickets;
const w = messages.workspace;
const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });
const filterIds = ['status', 'priority', 'category'] as const;
const sortKeys = ['folio', 'subject', 'priority', 'status', 'created_at', 'due_at'] as const;
const sorts = sortKeys.flatMap((key) => [key, `-${key}`]) as Sort[];

/** The list's URL state: page, page size, `q`, the sort and the three filters. */
export const ticketTableDefaults = { filterKeys: [...filterIds], sortKeys: [...sortKeys] };

/** The API parameters of a table state (the API filters by one value each: the last chosen). */
export function ticketListParams(state: ServerTableState) {
  const status = firstFilter(state, 'status') as TicketStatus | undefined;
  const priority = firstFilter(state, 'priority') as Schemas['TicketPriority'] | undefined;
  const category = firstFilter(state, 'category') as Schemas['TicketCategory'] | undefined;
  const sort = sortParam(state, sorts);
  return {
    page: state.page,
    per_page: state.perPage,
    ...(state.q ? { q: state.q } : {}),
    ...(sort ? { sort } : {}),
    ...(status ? { status } : {}),
    ...(priority ? { priority } : {}),
    ...(category ? { category } : {}),
  };
}

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
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [state, setState] = useTableState(ticketTableDefaults);
  // The sheet keeps its record while it closes; `key` gives each opening fresh values.
  const [sheet, setSheet] = useState<{ open: boolean; ticket?: Ticket; key: number }>({
    open: false,
    key: 0,
  });
  const [deleting, setDeleting] = useState<Ticket | null>(null);
  const list = useQuery({
    ...listCompanyTicketsQueryOptions(api, companyId, ticketListParams(state)),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(deleteTicketMutationOptions(api, queryClient));
  const openSheet = (ticket?: Ticket) =>
    setSheet((s) => ({ open: true, key: s.key + 1, ...(ticket ? { ticket } : {}) }));
  const newButton = (
    <Button onClick={() => openSheet()}>
      <Plus aria-hidden="true" />
      {m.create}
    </Button>
  );
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <ServerDataTable
        caption={m.caption}
        hideCaption
        columns={columns(companyId)}
        data={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        getRowId={(ticket) => String(ticket.id)}
        getRowLabel={(ticket) => ticket.folio}
        state={state}
        onStateChange={(next) => setState(oneValuePerFilter(next, state, filterIds))}
        searchLabel={m.search}
        filters={[
          {
            id: 'status',
            label: m.status,
            options: ticketStatuses.map((value) => ({ value, label: m.statuses[value] })),
          },
          { id: 'priority', label: m.priority, options: options(m.priorities) },
          { id: 'category', label: m.category, options: options(m.categories) },
        ]}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        toolbarActions={newButton}
        rowActions={(ticket) => [
          {
            label: m.open,
            onSelect: () => void navigate(paths.workspaceTicket.href(companyId, ticket.id)),
          },
          { label: w.edit, onSelect: () => openSheet(ticket) },
          { label: w.delete, destructive: true, onSelect: () => setDeleting(ticket) },
        ]}
        emptyState={
          <EmptyState title={m.emptyTitle} description={m.emptyText} action={newButton} />
        }
      />
      <TicketSheet
        key={sheet.key}
        companyId={companyId}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
        {...(sheet.ticket ? { ticket: sheet.ticket } : {})}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        recordName={deleting?.folio ?? ''}
        description={deleting ? m.deleteText(deleting.folio) : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast({ title: m.deleted(deleting.folio), variant: 'success' });
        }}
        onError={(error) =>
          toast({ title: w.deleteError, description: errorText(error), variant: 'danger' })
        }
      />
    </div>
  );
}
