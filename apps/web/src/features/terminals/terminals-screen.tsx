/**
 * A company's terminals (spec section 7 "Terminals"): a server-paged table with the page in the
 * URL, create and edit in a sheet, delete after a confirmation, a toast for each outcome.
 */
import {
  createTerminalMutationOptions,
  deleteTerminalMutationOptions,
  listCompanyTerminalsQueryOptions,
  updateTerminalMutationOptions,
  type components,
} from '@jornada/api-client';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
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
} from '@jornada/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { useTableState } from '../../app/use-table-state.ts';
import { messages } from '../../messages.ts';
import { TerminalForm } from './terminal-form.tsx';

type Terminal = components['schemas']['Terminal'];

const m = messages.terminals;
const w = messages.workspace;

/** The list's URL state: only the page and the page size. */
export const terminalTableDefaults = { filterKeys: [] as string[] };

const columns: Array<ColumnDef<Terminal, unknown>> = [
  {
    accessorKey: 'name',
    header: m.name,
    enableSorting: false,
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.name}</span>
        <span className="text-sm text-muted-foreground">{row.original.address}</span>
      </div>
    ),
  },
  { accessorKey: 'code', header: m.code, enableSorting: false },
  {
    accessorKey: 'type',
    header: m.type,
    enableSorting: false,
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
  const [editing, setEditing] = useState<Terminal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Terminal | null>(null);
  const list = useQuery({
    ...listCompanyTerminalsQueryOptions(api, companyId, {
      page: state.page,
      per_page: state.perPage,
    }),
    placeholderData: keepPreviousData,
  });
  const create = useMutation(createTerminalMutationOptions(api, queryClient));
  const update = useMutation(updateTerminalMutationOptions(api, queryClient));
  const remove = useMutation(deleteTerminalMutationOptions(api, queryClient));
  const newButton = (
    <Button onClick={() => setEditing('new')}>
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
        onStateChange={setState}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        toolbarActions={newButton}
        rowActions={(terminal) => [
          { label: w.edit, onSelect: () => setEditing(terminal) },
          { label: w.delete, destructive: true, onSelect: () => setDeleting(terminal) },
        ]}
        emptyState={
          <EmptyState title={m.emptyTitle} description={m.emptyText} action={newButton} />
        }
      />
      <Sheet open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <SheetContent aria-describedby={undefined} className="overflow-y-auto">
          <SheetHeader>
            <SheetTitle>
              {editing && editing !== 'new' ? m.editTitle(editing.name) : m.createTitle}
            </SheetTitle>
          </SheetHeader>
          {editing ? (
            <div className="px-4 pb-4">
              <TerminalForm
                terminal={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onSubmit={async (values) => {
                  if (editing === 'new') {
                    const saved = await create.mutateAsync({ companyId, ...values });
                    toast({ title: m.created(saved.name), variant: 'success' });
                  } else {
                    const saved = await update.mutateAsync({ terminalId: editing.id, ...values });
                    toast({ title: m.updated(saved.name), variant: 'success' });
                  }
                  setEditing(null);
                }}
              />
            </div>
          ) : null}
        </SheetContent>
      </Sheet>
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{deleting ? m.deleteTitle(deleting.name) : ''}</AlertDialogTitle>
            <AlertDialogDescription>{m.deleteText}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{w.cancel}</AlertDialogCancel>
            <AlertDialogAction
              variant="danger"
              onClick={() => {
                if (!deleting) return;
                const { id, name } = deleting;
                remove.mutate(id, {
                  onSuccess: () => toast({ title: m.deleted(name), variant: 'success' }),
                  onError: (error) =>
                    toast({ title: w.deleteError, description: error.message, variant: 'danger' }),
                });
              }}
            >
              {w.delete}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
