/**
 * Personal links and PINs (docs/decisions/0020-clock-in.md): the company's employees (`listCompanyEmployees`,
 * search, sort and page in the URL) with, in each row's menu, 'Enlace personal'
 * (personal-link-dialog.tsx) and 'Generar PIN' (pin-dialog.tsx).
 */
import {
  listCompanyEmployeesQueryOptions,
  type components,
  type QueryParams,
} from '@jornada/api-client';
import { EmptyState, ServerDataTable, type ColumnDef } from '@jornada/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { employeeFullName } from '../../app/company-employees.ts';
import { pageParams } from '../../records/company-record-list.ts';
import { useTableState } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import { PersonalLinkDialog } from './personal-link-dialog.tsx';
import { PinDialog } from './pin-dialog.tsx';

type Employee = components['schemas']['Employee'];
type Sort = NonNullable<QueryParams<'listCompanyEmployees'>['sort']>;

const k = messages.clockAttendance.kiosk;
const sortKeys = ['surname', 'employee_number', 'position'] as const;
const sorts = sortKeys.flatMap((key) => [key, `-${key}`]) as Sort[];
const defaults = { sortKeys: [...sortKeys] };

const columns: Array<ColumnDef<Employee, unknown>> = [
  {
    id: 'surname',
    header: k.name,
    accessorFn: (e) => employeeFullName(e),
    cell: ({ row }) => <span className="font-medium">{employeeFullName(row.original)}</span>,
  },
  { accessorKey: 'employee_number', header: k.number },
  { accessorKey: 'position', header: k.position },
];

/** The dialog open now: which, for whom, and a key per opening. */
interface Opened {
  kind: 'link' | 'pin' | null;
  employee: { id: number; name: string };
  key: number;
}

/** The section of company `companyId`. */
export function PersonalLinksSection({ companyId }: { companyId: number }) {
  const { api } = useAppContext();
  const [state, setState] = useTableState(defaults);
  const list = useQuery({
    ...listCompanyEmployeesQueryOptions(api, companyId, pageParams(state, sorts)),
    placeholderData: keepPreviousData,
  });
  const [opened, setOpened] = useState<Opened>({
    kind: null,
    employee: { id: 0, name: '' },
    key: 0,
  });
  const open = (kind: 'link' | 'pin', employee: Employee) =>
    setOpened((o) => ({
      kind,
      employee: { id: employee.id, name: employeeFullName(employee) },
      key: o.key + 1,
    }));
  const dialog = {
    employee: opened.employee,
    onOpenChange: (next: boolean) => !next && setOpened((o) => ({ ...o, kind: null })),
  };

  return (
    <section
      aria-labelledby="personal-links-heading"
      className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="personal-links-heading" className="text-lg font-semibold">
          {k.peopleHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{k.peopleText}</p>
      </div>
      <ServerDataTable
        caption={k.peopleCaption}
        hideCaption
        columns={columns}
        data={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        getRowId={(e) => String(e.id)}
        getRowLabel={employeeFullName}
        state={state}
        onStateChange={setState}
        searchLabel={k.search}
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowActions={(employee) => [
          { label: k.personalLink, onSelect: () => open('link', employee) },
          { label: k.generatePin, onSelect: () => open('pin', employee) },
        ]}
        emptyState={<EmptyState title={k.peopleEmpty} description={k.peopleEmptyText} />}
      />
      <Fragment key={opened.key}>
        <PersonalLinkDialog {...dialog} open={opened.kind === 'link'} />
        <PinDialog {...dialog} open={opened.kind === 'pin'} />
      </Fragment>
    </section>
  );
}
