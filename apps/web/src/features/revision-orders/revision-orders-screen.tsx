/**
 * A company's revision orders (spec section 7 "Revision orders", issue 17) on the records screen
 * (app/company-record-screen.tsx): folio (a link to the order's page), unit, inspector, status,
 * when it was inspected and its findings (items con falla); search, sort and the status and unit
 * filters in the URL; create (then the order's page opens) and edit the header in
 * revision-order-sheet.tsx.
 */
import {
  deleteRevisionOrderMutationOptions,
  listCompanyRevisionOrdersQueryOptions,
  type components,
} from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import { Link, useNavigate } from 'react-router';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../app/company-record-list.ts';
import { CompanyRecordScreen } from '../../app/company-record-screen.tsx';
import { unitName, useCompanyUnits } from '../../app/company-fleet.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import { findingsOf } from './checklist.ts';
import { RevisionOrderSheet } from './revision-order-sheet.tsx';
import {
  revisionOrderStatuses,
  revisionOrderStatusVariant,
  type RevisionOrderStatus,
} from './revision-order-status.ts';

type RevisionOrder = components['schemas']['RevisionOrder'];

const m = messages.revisionOrders;
const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
const sortKeys = ['folio', 'status', 'inspected_at', 'created_at'] as const;
const sorts = bothDirections(sortKeys);

/** The list: page, page size, `q`, the sort and the status and unit filters in the URL. */
export const revisionOrderList = defineCompanyRecordList({
  defaults: { filterKeys: ['status', 'unit_id'], sortKeys },
  params: (state) => {
    const status = firstFilter(state, 'status') as RevisionOrderStatus | undefined;
    const unit = Number(firstFilter(state, 'unit_id'));
    return {
      ...pageParams(state, sorts),
      ...(status ? { status } : {}),
      ...(Number.isSafeInteger(unit) && unit > 0 ? { unit_id: unit } : {}),
    };
  },
  query: listCompanyRevisionOrdersQueryOptions,
});

function columns(companyId: number): Array<ColumnDef<RevisionOrder, unknown>> {
  return [
    {
      accessorKey: 'folio',
      header: m.folio,
      cell: ({ row }) => (
        <Link
          to={paths.revisionOrder.href(companyId, row.original.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.folio}
        </Link>
      ),
    },
    {
      id: 'unit',
      header: m.unit,
      enableSorting: false,
      cell: ({ row }) => unitName(row.original.unit),
    },
    {
      id: 'inspector',
      header: m.inspector,
      enableSorting: false,
      cell: ({ row }) => row.original.inspector?.name ?? m.noInspector,
    },
    {
      accessorKey: 'status',
      header: m.status,
      cell: ({ row }) => (
        <Badge variant={revisionOrderStatusVariant(row.original.status)}>
          {m.statuses[row.original.status]}
        </Badge>
      ),
    },
    {
      accessorKey: 'inspected_at',
      header: m.inspectedAt,
      cell: ({ row }) =>
        row.original.inspected_at ? date.format(new Date(row.original.inspected_at)) : '—',
    },
    {
      id: 'findings',
      header: () => <span className="block text-right">{m.findings}</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const count = findingsOf(row.original.checklist);
        return (
          <span className="block text-right tabular-nums" title={m.findingsCount(count)}>
            {count}
          </span>
        );
      },
    },
  ];
}

/** The revision orders screen of company `companyId`. */
export function RevisionOrdersScreen({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const fleet = useCompanyUnits(companyId);
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={revisionOrderList}
      messages={m}
      columns={columns(companyId)}
      filters={[
        {
          id: 'status',
          label: m.status,
          options: revisionOrderStatuses.map((value) => ({ value, label: m.statuses[value] })),
        },
        ...(fleet.units.length > 0
          ? [
              {
                id: 'unit_id',
                label: m.unit,
                options: fleet.units.map((unit) => ({
                  value: String(unit.id),
                  label: unitName(unit),
                })),
              },
            ]
          : []),
      ]}
      recordName={(order) => order.folio}
      deleteMutation={deleteRevisionOrderMutationOptions}
      rowActions={(order) => [
        {
          label: m.open,
          onSelect: () => void navigate(paths.revisionOrder.href(companyId, order.id)),
        },
      ]}
      renderSheet={({ record, ...sheet }) => (
        <RevisionOrderSheet
          companyId={companyId}
          {...sheet}
          {...(record ? { order: record } : {})}
        />
      )}
    />
  );
}
