/**
 * A company's tickets (spec section 7 "Tickets"): a server-paged table with the status filter and
 * the page in the URL, and a sheet to report a new one.
 */
import {
  createTicketMutationOptions,
  listCompanyTicketsQueryOptions,
  type components,
} from '@jornada/api-client';
import {
  Badge,
  Button,
  EmptyState,
  ServerDataTable,
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  useToast,
  type ColumnDef,
  type ServerTableState,
} from '@jornada/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { firstFilter, useTableState } from '../../app/use-table-state.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import { TicketForm } from './ticket-form.tsx';
import { statusVariant, ticketStatuses, type TicketStatus } from './ticket-status.ts';

type Ticket = components['schemas']['Ticket'];

const m = messages.tickets;
const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });

/** The list's URL state: page, page size and `status`. */
export const ticketTableDefaults = { filterKeys: ['status'] };

/** The API parameters of a table state (the API filters by one status: the last one chosen). */
export function ticketListParams(state: ServerTableState) {
  const status = firstFilter(state, 'status') as TicketStatus | undefined;
  return { page: state.page, per_page: state.perPage, ...(status ? { status } : {}) };
}

function columns(companyId: number): Array<ColumnDef<Ticket, unknown>> {
  return [
    {
      accessorKey: 'folio',
      header: m.folio,
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          to={paths.workspaceTicket.href(companyId, row.original.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.folio}
        </Link>
      ),
    },
    { accessorKey: 'subject', header: m.subject, enableSorting: false },
    {
      accessorKey: 'priority',
      header: m.priority,
      enableSorting: false,
      cell: ({ row }) => m.priorities[row.original.priority],
    },
    {
      accessorKey: 'status',
      header: m.status,
      enableSorting: false,
      cell: ({ row }) => (
        <Badge variant={statusVariant(row.original.status)}>
          {m.statuses[row.original.status]}
        </Badge>
      ),
    },
    {
      accessorKey: 'created_at',
      header: m.createdAt,
      enableSorting: false,
      cell: ({ row }) => date.format(new Date(row.original.created_at)),
    },
  ];
}

/** The tickets screen of company `companyId`. */
export function TicketsScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const [state, setState] = useTableState(ticketTableDefaults);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    ...listCompanyTicketsQueryOptions(api, companyId, ticketListParams(state)),
    placeholderData: keepPreviousData,
  });
  const create = useMutation(createTicketMutationOptions(api, queryClient));
  const newButton = (
    <Button onClick={() => setCreating(true)}>
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
        onStateChange={(next) => {
          // One status at a time (the API's `status`): keep the one just chosen.
          const chosen = next.filters.status;
          const before = state.filters.status ?? [];
          const status = chosen?.filter((value) => !before.includes(value)) ?? [];
          const filters = { ...next.filters };
          if (chosen && chosen.length > 1) filters.status = status.slice(-1);
          setState({ ...next, filters });
        }}
        filters={[
          {
            id: 'status',
            label: m.status,
            options: ticketStatuses.map((value) => ({ value, label: m.statuses[value] })),
          },
        ]}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        toolbarActions={newButton}
        emptyState={
          <EmptyState title={m.emptyTitle} description={m.emptyText} action={newButton} />
        }
      />
      <Sheet open={creating} onOpenChange={setCreating}>
        <SheetContent aria-describedby={undefined} className="overflow-y-auto">
          <SheetHeader>
            <SheetTitle>{m.createTitle}</SheetTitle>
          </SheetHeader>
          {creating ? (
            <div className="px-4 pb-4">
              <TicketForm
                onCancel={() => setCreating(false)}
                onSubmit={async (values) => {
                  const ticket = await create.mutateAsync({ company_id: companyId, ...values });
                  toast({ title: m.created(ticket.folio), variant: 'success' });
                  setCreating(false);
                }}
              />
            </div>
          ) : null}
        </SheetContent>
      </Sheet>
    </div>
  );
}
