/**
 * A company's terminals (spec section 7 "Terminals"): a server-paged table whose page, search,
 * sort and filters (type, active) live in the URL, create and edit in a `RecordSheet`
 * (terminal-sheet.tsx), delete after a `ConfirmDeleteDialog`, a toast for each outcome.
 */
import {
  deleteTerminalMutationOptions,
  listCompanyTerminalsQueryOptions,
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
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import {
  firstFilter,
  oneValuePerFilter,
  sortParam,
  useTableState,
} from '../../app/use-table-state.ts';
import { messages } from '../../messages.ts';
import { TerminalSheet } from './terminal-sheet.tsx';

type Terminal = components['schemas']['Terminal'];
type TerminalType = components['schemas']['TerminalType'];
type Sort = NonNullable<QueryParams<'listCompanyTerminals'>['sort']>;

const m = messages.terminals;
const w = messages.workspace;
const sorts: readonly Sort[] = ['name', '-name', 'code', '-code', 'type', '-type'];
const filterIds = ['type', 'active'] as const;

/** The list's URL state: page, page size, `q`, the sort and the type and active filters. */
export const terminalTableDefaults = {
  filterKeys: [...filterIds],
  sortKeys: ['name', 'code', 'type'],
};

/** The API parameters of a table state. */
export function terminalListParams(state: ServerTableState) {
  const sort = sortParam(state, sorts);
  const type = firstFilter(state, 'type') as TerminalType | undefined;
  const active = firstFilter(state, 'active');
  return {
    page: state.page,
    per_page: state.perPage,
    ...(state.q ? { q: state.q } : {}),
    ...(sort ? { sort } : {}),
    ...(type ? { type } : {}),
    ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}),
  };
}

const columns: Array<ColumnDef<Terminal, unknown>> = [
  {
    accessorKey: 'name',
    header: m.name,
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.name}</span>
        <span className="text-sm text-muted-foreground">{row.original.address}</span>
      </div>
    ),
  },
  { accessorKey: 'code', header: m.code },
  {
    accessorKey: 'type',
    header: m.type,
    cell: ({ row }) => m.types[row.original.type],
  },
  {
    id: 'hours',
    header: m.hours,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.opening_time && row.original.closing_time
        ? `${row.original.opening_time}–${row.original.closing_time}`
        : m.noHours,
  },
  {
    accessorKey: 'active',
    header: m.status,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.active ? (
        <Badge variant="success">{m.active}</Badge>
      ) : (
        <Badge variant="outline">{m.inactive}</Badge>
      ),
  },
];

/** The terminals screen of company `companyId`. */
export function TerminalsScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const [state, setState] = useTableState(terminalTableDefaults);
  // The sheet keeps its record while it closes; `key` gives each opening fresh values.
  const [sheet, setSheet] = useState<{ open: boolean; terminal?: Terminal; key: number }>({
    open: false,
    key: 0,
  });
  const [deleting, setDeleting] = useState<Terminal | null>(null);
  const list = useQuery({
    ...listCompanyTerminalsQueryOptions(api, companyId, terminalListParams(state)),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(deleteTerminalMutationOptions(api, queryClient));
  const openSheet = (terminal?: Terminal) =>
    setSheet((s) => ({ open: true, key: s.key + 1, ...(terminal ? { terminal } : {}) }));
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
        columns={columns}
        data={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        getRowId={(terminal) => String(terminal.id)}
        getRowLabel={(terminal) => terminal.name}
        state={state}
        onStateChange={(next) => setState(oneValuePerFilter(next, state, filterIds))}
        searchLabel={m.search}
        filters={[
          {
            id: 'type',
            label: m.type,
            options: Object.entries(m.types).map(([value, label]) => ({ value, label })),
          },
          {
            id: 'active',
            label: m.status,
            options: [
              { value: 'true', label: m.active },
              { value: 'false', label: m.inactive },
            ],
          },
        ]}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        toolbarActions={newButton}
        rowActions={(terminal) => [
          { label: w.edit, onSelect: () => openSheet(terminal) },
          { label: w.delete, destructive: true, onSelect: () => setDeleting(terminal) },
        ]}
        emptyState={
          <EmptyState title={m.emptyTitle} description={m.emptyText} action={newButton} />
        }
      />
      <TerminalSheet
        key={sheet.key}
        companyId={companyId}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
        {...(sheet.terminal ? { terminal: sheet.terminal } : {})}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        recordName={deleting?.name ?? ''}
        description={m.deleteText}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast({ title: m.deleted(deleting.name), variant: 'success' });
        }}
        onError={(error) =>
          toast({ title: w.deleteError, description: errorText(error), variant: 'danger' })
        }
      />
    </div>
  );
}
