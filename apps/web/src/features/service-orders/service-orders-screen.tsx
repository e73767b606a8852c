/**
 * A company's service orders on the records screen
 * (records/company-record-screen.tsx): folio, unit, type, status, person responsible, scheduled date
 * and cost; search, sort and the status, type and unit filters in the URL; create and edit in
 * service-order-sheet.tsx; a row's menu moves the order to each status the server allows now
 * (`next_statuses`).
 */
import {
  deleteServiceOrderMutationOptions,
  listCompanyServiceOrdersQueryOptions,
  updateServiceOrderMutationOptions,
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
  personColumn,
  statusColumn,
  titleColumn,
  unitColumn,
} from '../../records/record-columns.tsx';
import { choiceFilter, unitFilter } from '../../records/record-filters.ts';
import { useStatusMove } from '../../app/use-status-move.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import { ServiceOrderSheet } from './service-order-sheet.tsx';
import {
  serviceOrderMove,
  serviceOrderStatuses,
  serviceOrderStatusVariant,
  serviceOrderTypes,
  type ServiceOrderStatus,
} from './service-order-status.ts';

type Schemas = components['schemas'];
type ServiceOrder = Schemas['ServiceOrder'];

const m = messages.serviceOrders;
const sortKeys = ['folio', 'type', 'status', 'scheduled_at', 'created_at'] as const;
const sorts = bothDirections(sortKeys);

/** Formats integer cents of `currency` (always MXN today) as money: 850000 → "$8,500.00". */
function money(cents: number, currency: Schemas['Currency']): string {
  return new Intl.NumberFormat('es-MX', { style: 'currency', currency }).format(cents / 100);
}

/** The list: page, page size, `q`, the sort and the status, type and unit filters in the URL. */
export const serviceOrderList = defineCompanyRecordList({
  defaults: { filterKeys: ['status', 'type', 'unit_id'], sortKeys },
  params: (state) => {
    const status = firstFilter(state, 'status') as ServiceOrderStatus | undefined;
    const type = firstFilter(state, 'type') as Schemas['ServiceOrderType'] | undefined;
    const unit = Number(firstFilter(state, 'unit_id'));
    return {
      ...pageParams(state, sorts),
      ...(status ? { status } : {}),
      ...(type ? { type } : {}),
      ...(Number.isSafeInteger(unit) && unit > 0 ? { unit_id: unit } : {}),
    };
  },
  query: listCompanyServiceOrdersQueryOptions,
});

const columns: Array<ColumnDef<ServiceOrder, unknown>> = [
  titleColumn('folio', m.folio),
  unitColumn(m.unit),
  { accessorKey: 'type', header: m.type, cell: ({ row }) => m.types[row.original.type] },
  statusColumn(m.status, m.statuses, serviceOrderStatusVariant),
  personColumn('assigned_to', m.assignedTo, m.unassigned),
  dateColumn('scheduled_at', m.scheduledAt),
  {
    id: 'cost',
    header: () => <span className="block text-right">{m.cost}</span>,
    meta: { label: m.cost },
    enableSorting: false,
    cell: ({ row }) => (
      <span className="block text-right tabular-nums">
        {money(row.original.cost, row.original.currency)}
      </span>
    ),
  },
];

/** The service orders screen of company `companyId`. */
export function ServiceOrdersScreen({ companyId }: { companyId: number }) {
  const fleet = useCompanyUnits(companyId);
  const { move } = useStatusMove({
    mutation: updateServiceOrderMutationOptions,
    moved: (saved) => m.moved(saved.folio, m.statuses[saved.status]),
    failed: m.moveError,
  });
  const moveTo = (order: ServiceOrder, status: ServiceOrderStatus) =>
    void move({ serviceOrderId: order.id, ...serviceOrderMove(order, status) });
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={serviceOrderList}
      messages={m}
      columns={columns}
      filters={[
        choiceFilter('status', m.status, m.statuses, serviceOrderStatuses),
        choiceFilter('type', m.type, m.types, serviceOrderTypes),
        ...(fleet.units.length > 0 ? [unitFilter(m.unit, fleet.units)] : []),
      ]}
      recordName={(order) => order.folio}
      deleteMutation={deleteServiceOrderMutationOptions}
      rowActions={(order) =>
        order.next_statuses.map((status) => ({
          label: m.moves[status],
          onSelect: () => moveTo(order, status),
        }))
      }
      renderSheet={({ record, ...sheet }) => (
        <ServiceOrderSheet
          companyId={companyId}
          {...sheet}
          {...(record ? { order: record } : {})}
        />
      )}
    />
  );
}
