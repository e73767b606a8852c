/**
 * A company's departments (spec section 7 "Departments"): a server-paged table with the page in
 * the URL, create and edit in a sheet, delete after a confirmation, a toast for each outcome.
 */
import {
  ApiError,
  createDepartmentMutationOptions,
  deleteDepartmentMutationOptions,
  listCompanyDepartmentsQueryOptions,
  updateDepartmentMutationOptions,
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
import { DepartmentForm } from './department-form.tsx';

type Department = components['schemas']['Department'];

const m = messages.departments;
const w = messages.workspace;

/** The list's URL state: only the page and the page size (the API has no search or sort). */
export const departmentTableDefaults = { filterKeys: [] as string[] };

const columns: Array<ColumnDef<Department, unknown>> = [
  {
    accessorKey: 'name',
    header: m.name,
    enableSorting: false,
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.name}</span>
        <span className="text-sm text-muted-foreground">
          {row.original.description ?? m.noDescription}
        </span>
      </div>
    ),
  },
  {
    id: 'manager',
    header: m.manager,
    enableSorting: false,
    cell: ({ row }) => row.original.manager?.name ?? m.noManager,
  },
  {
    accessorKey: 'employees_count',
    header: m.employees,
    enableSorting: false,
    cell: ({ row }) => row.original.employees_count.toLocaleString('es-MX'),
  },
];

/** The departments screen of company `companyId`. */
export function DepartmentsScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const [state, setState] = useTableState(departmentTableDefaults);
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const list = useQuery({
    ...listCompanyDepartmentsQueryOptions(api, companyId, {
      page: state.page,
      per_page: state.perPage,
    }),
    placeholderData: keepPreviousData,
  });
  const create = useMutation(createDepartmentMutationOptions(api, queryClient));
  const update = useMutation(updateDepartmentMutationOptions(api, queryClient));
  const remove = useMutation(deleteDepartmentMutationOptions(api, queryClient));

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {m.create}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
        </div>
      </div>
      <ServerDataTable
        caption={m.caption}
        hideCaption
        columns={columns}
        data={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        getRowId={(department) => String(department.id)}
        getRowLabel={(department) => department.name}
        state={state}
        onStateChange={setState}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        toolbarActions={newButton}
        rowActions={(department) => [
          { label: w.edit, onSelect: () => setEditing(department) },
          { label: w.delete, destructive: true, onSelect: () => setDeleting(department) },
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
              <DepartmentForm
                department={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onSubmit={async (values) => {
                  if (editing === 'new') {
                    const saved = await create.mutateAsync({ companyId, ...values });
                    toast({ title: m.created(saved.name), variant: 'success' });
                  } else {
                    const saved = await update.mutateAsync({
                      departmentId: editing.id,
                      ...values,
                    });
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
                    toast({
                      title: w.deleteError,
                      description:
                        error instanceof ApiError && error.status === 409 ? m.inUse : error.message,
                      variant: 'danger',
                    }),
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
