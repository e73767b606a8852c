/**
 * A company's departments (spec section 7 "Departments"): a server-paged table whose page, search
 * and sort live in the URL, create and edit in a `RecordSheet` (department-sheet.tsx), delete
 * after a `ConfirmDeleteDialog`, a toast for each outcome.
 */
import {
  ApiError,
  deleteDepartmentMutationOptions,
  listCompanyDepartmentsQueryOptions,
  type components,
  type QueryParams,
} from '@jornada/api-client';
import {
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
import { sortParam, useTableState } from '../../app/use-table-state.ts';
import { messages } from '../../messages.ts';
import { DepartmentSheet } from './department-sheet.tsx';

type Department = components['schemas']['Department'];
type Sort = NonNullable<QueryParams<'listCompanyDepartments'>['sort']>;

const m = messages.departments;
const w = messages.workspace;
const sorts: readonly Sort[] = ['name', '-name', 'created_at', '-created_at'];

/** The list's URL state: page, page size, `q` and the sort (contract `sort` enum). */
export const departmentTableDefaults = { filterKeys: [] as string[], sortKeys: ['name'] };

/** The API parameters of a table state. */
export function departmentListParams(state: ServerTableState) {
  const sort = sortParam(state, sorts);
  return {
    page: state.page,
    per_page: state.perPage,
    ...(state.q ? { q: state.q } : {}),
    ...(sort ? { sort } : {}),
  };
}

const columns: Array<ColumnDef<Department, unknown>> = [
  {
    accessorKey: 'name',
    header: m.name,
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
  // The sheet keeps its record while it closes; `key` gives each opening fresh values.
  const [sheet, setSheet] = useState<{ open: boolean; department?: Department; key: number }>({
    open: false,
    key: 0,
  });
  const [deleting, setDeleting] = useState<Department | null>(null);
  const list = useQuery({
    ...listCompanyDepartmentsQueryOptions(api, companyId, departmentListParams(state)),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(deleteDepartmentMutationOptions(api, queryClient));
  const openSheet = (department?: Department) =>
    setSheet((s) => ({ open: true, key: s.key + 1, ...(department ? { department } : {}) }));

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
        getRowId={(department) => String(department.id)}
        getRowLabel={(department) => department.name}
        state={state}
        onStateChange={setState}
        searchLabel={m.search}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        toolbarActions={newButton}
        rowActions={(department) => [
          { label: w.edit, onSelect: () => openSheet(department) },
          { label: w.delete, destructive: true, onSelect: () => setDeleting(department) },
        ]}
        emptyState={
          <EmptyState title={m.emptyTitle} description={m.emptyText} action={newButton} />
        }
      />
      <DepartmentSheet
        key={sheet.key}
        companyId={companyId}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
        {...(sheet.department ? { department: sheet.department } : {})}
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
          toast({
            title: w.deleteError,
            description:
              error instanceof ApiError && error.status === 409 ? m.inUse : errorText(error),
            variant: 'danger',
          })
        }
      />
    </div>
  );
}
