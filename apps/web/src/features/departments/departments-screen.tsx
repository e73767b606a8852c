/**
 * A company's departments on the records screen
 * (records/company-record-screen.tsx): search and sort by name in the URL, create and edit in
 * department-sheet.tsx, delete refused while the department has employees or shifts (409).
 */
import {
  deleteDepartmentMutationOptions,
  listCompanyDepartmentsQueryOptions,
  type components,
} from '@jornada/api-client';
import type { ColumnDef } from '@jornada/ui';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { personColumn } from '../../records/record-columns.tsx';
import { messages } from '../../messages/messages.ts';
import { DepartmentSheet } from './department-sheet.tsx';

type Department = components['schemas']['Department'];

const m = messages.departments;
const sorts = bothDirections(['name', 'created_at']);

/** The list: page, page size, `q` and the sort (contract `sort` enum) in the URL. */
export const departmentList = defineCompanyRecordList({
  defaults: { filterKeys: [], sortKeys: ['name'] },
  params: (state) => pageParams(state, sorts),
  query: listCompanyDepartmentsQueryOptions,
});

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
  personColumn('manager', m.manager, m.noManager),
  {
    accessorKey: 'employees_count',
    header: m.employees,
    enableSorting: false,
    cell: ({ row }) => row.original.employees_count.toLocaleString('es-MX'),
  },
];

/** The departments screen of company `companyId`. */
export function DepartmentsScreen({ companyId }: { companyId: number }) {
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={departmentList}
      messages={m}
      columns={columns}
      recordName={(department) => department.name}
      deleteMutation={deleteDepartmentMutationOptions}
      renderSheet={({ record, ...sheet }) => (
        <DepartmentSheet
          companyId={companyId}
          {...sheet}
          {...(record ? { department: record } : {})}
        />
      )}
    />
  );
}
