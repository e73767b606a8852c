/**
 * A company's employees: a server-paged table
 * (`listCompanyEmployees`) whose search, sort, filters (status, department, drivers only) and page
 * live in the URL. Create (multipart, per department), edit (JSON) in a `RecordSheet`
 * (employee-sheet.tsx) and delete after a `ConfirmDeleteDialog`, each with a toast.
 */
import {
  deleteEmployeeMutationOptions,
  listCompanyDepartmentsQueryOptions,
  listCompanyEmployeesQueryOptions,
  type components,
  type QueryParams,
} from '@jornada/api-client';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDeleteDialog,
  EmptyState,
  ServerDataTable,
  useToast,
  type ColumnDef,
  type ServerTableState,
} from '@jornada/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import type { AppContext } from '../../app/app-context.ts';
import { employeeFullName } from '../../app/company-employees.ts';
import { errorText } from '../../app/error-text.ts';
import { dateColumn } from '../../records/record-columns.tsx';
import {
  firstFilter,
  oneValuePerFilter,
  sortParam,
  useTableState,
} from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { lazyWhenOpen } from '../../app/lazy-when-open.tsx';

// The sheets load when first opened (docs/decisions/0045-phone-weight.md).
const EmployeeSheet = lazyWhenOpen(
  async () => (await import('./employee-sheet.tsx')).EmployeeSheet,
);

type Employee = components['schemas']['Employee'];
type EmployeeStatus = components['schemas']['EmployeeStatus'];
type Sort = NonNullable<QueryParams<'listCompanyEmployees'>['sort']>;

const m = messages.employees;
const w = messages.workspace;
const filterIds = ['status', 'department_id', 'only_drivers'] as const;
const sortKeys = ['surname', 'employee_number', 'position', 'status', 'hired_at'] as const;
const sorts = sortKeys.flatMap((key) => [key, `-${key}`]) as Sort[];

/** The list's URL state: page, page size, `q`, the sort and the three filters. */
export const employeeTableDefaults = { filterKeys: [...filterIds], sortKeys: [...sortKeys] };

/** The company's departments (filter options and the form's select); 50 is the contract's page limit. */
export function departmentOptionsQuery(api: AppContext['api'], companyId: number) {
  return listCompanyDepartmentsQueryOptions(api, companyId, { page: 1, per_page: 50 });
}

/** The `listCompanyEmployees` query of a table state. */
export function employeesQuery(api: AppContext['api'], companyId: number, state: ServerTableState) {
  const status = firstFilter(state, 'status') as EmployeeStatus | undefined;
  const department = Number(firstFilter(state, 'department_id')) || undefined;
  const sort = sortParam(state, sorts);
  return listCompanyEmployeesQueryOptions(api, companyId, {
    page: state.page,
    per_page: state.perPage,
    ...(state.q ? { q: state.q } : {}),
    ...(sort ? { sort } : {}),
    ...(status ? { status } : {}),
    ...(department ? { department_id: department } : {}),
    ...(firstFilter(state, 'only_drivers') === 'true' ? { only_drivers: true } : {}),
  });
}

/** The employees screen of company `companyId`. */
export function EmployeesScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const [state, setState] = useTableState(employeeTableDefaults);
  // The sheet keeps its record while it closes; `key` gives each opening fresh values.
  const [sheet, setSheet] = useState<{ open: boolean; employee?: Employee; key: number }>({
    open: false,
    key: 0,
  });
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const list = useQuery({
    ...employeesQuery(api, companyId, state),
    placeholderData: keepPreviousData,
  });
  const departments = useQuery(departmentOptionsQuery(api, companyId));
  const departmentList = departments.data?.data ?? [];
  const departmentName = new Map(departmentList.map((d) => [d.id, d.name]));
  const remove = useMutation(deleteEmployeeMutationOptions(api, queryClient));
  const openSheet = (employee?: Employee) =>
    setSheet((s) => ({ open: true, key: s.key + 1, ...(employee ? { employee } : {}) }));

  const columns: Array<ColumnDef<Employee, unknown>> = [
    {
      id: 'surname',
      header: m.fullName,
      accessorFn: (e) => employeeFullName(e),
      cell: ({ row }) => <span className="font-medium">{employeeFullName(row.original)}</span>,
    },
    { accessorKey: 'employee_number', header: m.number },
    { accessorKey: 'position', header: m.position },
    {
      id: 'department',
      header: m.department,
      enableSorting: false,
      cell: ({ row }) => departmentName.get(row.original.department_id) ?? '—',
    },
    {
      accessorKey: 'status',
      header: m.status,
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Badge variant={row.original.status === 'activo' ? 'success' : 'outline'}>
            {m.statuses[row.original.status]}
          </Badge>
          {row.original.is_driver ? <Badge variant="secondary">{m.driver}</Badge> : null}
        </span>
      ),
    },
    dateColumn('hired_at', m.hiredAt, 'date'),
  ];

  const newButton = (
    <Button onClick={() => openSheet()} disabled={departmentList.length === 0}>
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
        getRowLabel={(employee) => employeeFullName(employee)}
        state={state}
        onStateChange={(next) => setState(oneValuePerFilter(next, state, filterIds))}
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
          { label: w.edit, onSelect: () => openSheet(employee) },
          { label: w.delete, destructive: true, onSelect: () => setDeleting(employee) },
        ]}
        emptyState={
          <EmptyState title={m.emptyTitle} description={m.emptyText} action={newButton} />
        }
      />
      <EmployeeSheet
        key={sheet.key}
        departments={departmentList}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
        {...(sheet.employee ? { employee: sheet.employee } : {})}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        recordName={deleting ? employeeFullName(deleting) : ''}
        title={deleting ? m.deleteTitle(employeeFullName(deleting)) : ''}
        description={m.deleteText}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({
            departmentId: deleting.department_id,
            employeeId: deleting.id,
          });
          toast({ title: m.deleted(employeeFullName(deleting)), variant: 'success' });
        }}
        onError={(error) =>
          toast({ title: w.deleteError, description: errorText(error), variant: 'danger' })
        }
      />
    </div>
  );
}
