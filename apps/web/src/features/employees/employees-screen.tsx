/**
 * A company's employees (spec sections 6 and 7 "Employees"): a server-paged table whose search,
 * filters (status, department, drivers only) and page live in the URL. Without a search term it
 * reads `listCompanyEmployees`; with one, `searchEmployees` limited to the company. Create
 * (multipart, per department), edit (JSON) and delete, each with a toast.
 */
import {
  createEmployeeMutationOptions,
  deleteEmployeeMutationOptions,
  listCompanyDepartmentsQueryOptions,
  listCompanyEmployeesQueryOptions,
  searchEmployeesQueryOptions,
  updateEmployeeMutationOptions,
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
  ButtonLink,
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
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { firstFilter, useTableState } from '../../app/use-table-state.ts';
import type { AppContext } from '../../app/app-context.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import { EmployeeForm } from './employee-form.tsx';

type Employee = components['schemas']['Employee'];
type EmployeeStatus = components['schemas']['EmployeeStatus'];

const m = messages.employees;
const w = messages.workspace;
const filterIds = ['status', 'department_id', 'only_drivers'] as const;

/** The list's URL state: page, page size, `q` and the three filters. */
export const employeeTableDefaults = { filterKeys: [...filterIds] };

/** The company's departments (filter options and the form's select); 50 is the contract's page limit. */
export function departmentOptionsQuery(api: AppContext['api'], companyId: number) {
  return listCompanyDepartmentsQueryOptions(api, companyId, { page: 1, per_page: 50 });
}

/**
 * The queries of a table state: `listCompanyEmployees`, or `searchEmployees` (limited to the
 * company) when there is a search term — `searchEmployees` has no status filter.
 */
export function employeeQueries(
  api: AppContext['api'],
  companyId: number,
  state: ServerTableState,
) {
  const status = firstFilter(state, 'status') as EmployeeStatus | undefined;
  const department = Number(firstFilter(state, 'department_id')) || undefined;
  const common = {
    page: state.page,
    per_page: state.perPage,
    ...(department ? { department_id: department } : {}),
    ...(firstFilter(state, 'only_drivers') === 'true' ? { only_drivers: true } : {}),
  };
  return {
    search: state.q
      ? searchEmployeesQueryOptions(api, { q: state.q, company_id: companyId, ...common })
      : null,
    list: listCompanyEmployeesQueryOptions(api, companyId, {
      ...common,
      ...(status ? { status } : {}),
    }),
  };
}

function fullName(e: Pick<Employee, 'name' | 'surname' | 'lastname'>) {
  return [e.name, e.surname, e.lastname].filter(Boolean).join(' ');
}

/** Keeps one value per filter (the API takes one): the one just chosen. */
function singleValued(next: ServerTableState, before: ServerTableState): ServerTableState {
  const filters = { ...next.filters };
  for (const id of filterIds) {
    const chosen = filters[id];
    if (chosen && chosen.length > 1)
      filters[id] = chosen.filter((v) => !(before.filters[id] ?? []).includes(v)).slice(-1);
  }
  return { ...next, filters };
}

/** The employees screen of company `companyId`. */
export function EmployeesScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const [state, setState] = useTableState(employeeTableDefaults);
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const queries = employeeQueries(api, companyId, state);
  const listed = useQuery({
    ...queries.list,
    enabled: !queries.search,
    placeholderData: keepPreviousData,
  });
  const searched = useQuery({
    ...(queries.search ?? searchEmployeesQueryOptions(api, {})),
    enabled: !!queries.search,
    placeholderData: keepPreviousData,
  });
  const list = queries.search ? searched : listed;
  const departments = useQuery(departmentOptionsQuery(api, companyId));
  const departmentList = departments.data?.data ?? [];
  const departmentName = new Map(departmentList.map((d) => [d.id, d.name]));
  const create = useMutation(createEmployeeMutationOptions(api, queryClient));
  const update = useMutation(updateEmployeeMutationOptions(api, queryClient));
  const remove = useMutation(deleteEmployeeMutationOptions(api, queryClient));

  const columns: Array<ColumnDef<Employee, unknown>> = [
    {
      id: 'name',
      header: m.fullName,
      enableSorting: false,
      accessorFn: (e) => fullName(e),
      cell: ({ row }) => (
        <div className="grid">
          <span className="font-medium">{fullName(row.original)}</span>
          <span className="text-sm text-muted-foreground">{row.original.employee_number}</span>
        </div>
      ),
    },
    { accessorKey: 'position', header: m.position, enableSorting: false },
    {
      id: 'department',
      header: m.department,
      enableSorting: false,
      cell: ({ row }) => departmentName.get(row.original.department_id) ?? '—',
    },
    {
      accessorKey: 'status',
      header: m.status,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Badge variant={row.original.status === 'activo' ? 'success' : 'outline'}>
            {m.statuses[row.original.status]}
          </Badge>
          {row.original.is_driver ? <Badge variant="secondary">{m.driver}</Badge> : null}
        </span>
      ),
    },
  ];

  const newButton = (
    <Button onClick={() => setEditing('new')} disabled={departmentList.length === 0}>
      <Plus aria-hidden="true" />
      {m.create}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
        {departments.isSuccess && departmentList.length === 0 ? (
          <p role="status" className="text-sm text-warning-foreground">
            {m.needDepartment}
          </p>
        ) : null}
      </div>
      <ServerDataTable
        caption={m.caption}
        hideCaption
        columns={columns}
        data={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        getRowId={(employee) => String(employee.id)}
        getRowLabel={(employee) => fullName(employee)}
        state={state}
        onStateChange={(next) => setState(singleValued(next, state))}
        searchLabel={m.search}
        filters={[
          {
            id: 'status',
            label: m.status,
            options: Object.entries(m.statuses).map(([value, label]) => ({ value, label })),
          },
          {
            id: 'department_id',
            label: m.department,
            options: departmentList.map((d) => ({ value: String(d.id), label: d.name })),
          },
          { id: 'only_drivers', label: m.driver, options: [{ value: 'true', label: m.drivers }] },
        ]}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        toolbarActions={
          <>
            <ButtonLink asChild variant="outline">
              <Link to={paths.workspaceEmployeeImport.href(companyId)}>
                <Upload aria-hidden="true" />
                {m.import}
              </Link>
            </ButtonLink>
            {newButton}
          </>
        }
        rowActions={(employee) => [
          { label: w.edit, onSelect: () => setEditing(employee) },
          { label: w.delete, destructive: true, onSelect: () => setDeleting(employee) },
        ]}
        emptyState={
          <EmptyState title={m.emptyTitle} description={m.emptyText} action={newButton} />
        }
      />
      <Sheet open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <SheetContent aria-describedby={undefined} className="overflow-y-auto sm:max-w-lg">
          <SheetHeader>
            <SheetTitle>
              {editing && editing !== 'new' ? m.editTitle(editing.name) : m.createTitle}
            </SheetTitle>
          </SheetHeader>
          {editing ? (
            <div className="px-4 pb-4">
              <EmployeeForm
                departments={departmentList}
                employee={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onCreate={async (fields) => {
                  const saved = await create.mutateAsync(fields);
                  toast({ title: m.created(fullName(saved)), variant: 'success' });
                  setEditing(null);
                }}
                onUpdate={async (changes) => {
                  if (editing === 'new') return;
                  const saved = await update.mutateAsync({
                    departmentId: editing.department_id,
                    employeeId: editing.id,
                    ...changes,
                  });
                  toast({ title: m.updated(fullName(saved)), variant: 'success' });
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
            <AlertDialogTitle>{deleting ? m.deleteTitle(fullName(deleting)) : ''}</AlertDialogTitle>
            <AlertDialogDescription>{m.deleteText}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{w.cancel}</AlertDialogCancel>
            <AlertDialogAction
              variant="danger"
              onClick={() => {
                if (!deleting) return;
                const name = fullName(deleting);
                remove.mutate(
                  { departmentId: deleting.department_id, employeeId: deleting.id },
                  {
                    onSuccess: () => toast({ title: m.deleted(name), variant: 'success' }),
                    onError: (error) =>
                      toast({
                        title: w.deleteError,
                        description: error.message,
                        variant: 'danger',
                      }),
                  },
                );
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
