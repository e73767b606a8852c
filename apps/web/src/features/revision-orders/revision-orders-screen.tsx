/**
 * A company's revision orders (docs/decisions/0016-revision-report-pdf.md) on the records screen
 * (records/company-record-screen.tsx): folio (a link to the order's page), unit, inspector, status,
 * when it was inspected and its findings (items con falla); search, sort and the status and unit
 * filters in the URL; create (then the order's page opens) and edit the header in
 * revision-order-sheet.tsx.
 */
import {
  deleteRevisionOrderMutationOptions,
  listCompanyRevisionOrdersQueryOptions,
  type components,
} from '@jornada/api-client';
import type { ColumnDef } from '@jornada/ui';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { useCompanyUnits } from '../../app/company-fleet.ts';
import {
  dateColumn,
  linkColumn,
  personColumn,
  statusColumn,
  unitColumn,
} from '../../records/record-columns.tsx';
import { choiceFilter, unitFilter } from '../../records/record-filters.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
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
    linkColumn(
      'folio',
      m.folio,
      (order) => paths.revisionOrder.href(companyId, order.id),
      (order) => order.folio,
    ),
    unitColumn(m.unit),
    personColumn('inspector', m.inspector, m.noInspector),
    statusColumn(m.status, m.statuses, revisionOrderStatusVariant),
    dateColumn('inspected_at', m.inspectedAt),
    {
      id: 'findings',
      header: () => <span className="block text-right">{m.findings}</span>,
      meta: { label: m.findings },
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
  const fleet = useCompanyUnits(companyId);
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={revisionOrderList}
      messages={m}
      columns={columns(companyId)}
      filters={[
        choiceFilter('status', m.status, m.statuses, revisionOrderStatuses),
        ...(fleet.units.length > 0 ? [unitFilter(m.unit, fleet.units)] : []),
      ]}
      recordName={(order) => order.folio}
      recordPage={(order) => paths.revisionOrder.href(companyId, order.id)}
      deleteMutation={deleteRevisionOrderMutationOptions}
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
