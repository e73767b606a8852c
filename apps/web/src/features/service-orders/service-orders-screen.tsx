/**
 * A company's service orders (spec section 7 "Service orders", issue 17) on the records screen
 * (app/company-record-screen.tsx): folio, unit, type, status, person responsible, scheduled date
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
import { Badge, useToast, type ColumnDef } from '@jornada/ui';
import { useMutation } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../app/company-record-list.ts';
import { CompanyRecordScreen } from '../../app/company-record-screen.tsx';
import { unitName, useCompanyUnits } from '../../app/company-fleet.ts';
import { errorText } from '../../app/error-text.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages.ts';
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
const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
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
  {
    accessorKey: 'folio',
    header: m.folio,
    cell: ({ row }) => <span className="font-medium">{row.original.folio}</span>,
  },
  {
    id: 'unit',
    header: m.unit,
    enableSorting: false,
    cell: ({ row }) => unitName(row.original.unit),
  },
  { accessorKey: 'type', header: m.type, cell: ({ row }) => m.types[row.original.type] },
  {
    accessorKey: 'status',
    header: m.status,
    cell: ({ row }) => (
      <Badge variant={serviceOrderStatusVariant(row.original.status)}>
        {m.statuses[row.original.status]}
      </Badge>
    ),
  },
  {
    id: 'assigned_to',
    header: m.assignedTo,
    enableSorting: false,
    cell: ({ row }) => row.original.assigned_to?.name ?? m.unassigned,
  },
  {
    accessorKey: 'scheduled_at',
    header: m.scheduledAt,
    cell: ({ row }) =>
      row.original.scheduled_at ? date.format(new Date(row.original.scheduled_at)) : '—',
  },
  {
    id: 'cost',
    header: () => <span className="block text-right">{m.cost}</span>,
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
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const fleet = useCompanyUnits(companyId);
  const move = useMutation(updateServiceOrderMutationOptions(api, queryClient));
  const moveTo = (order: ServiceOrder, status: ServiceOrderStatus) =>
    move.mutate(
      { serviceOrderId: order.id, ...serviceOrderMove(order, status) },
      {
        onSuccess: (saved) =>
          toast({ title: m.moved(saved.folio, m.statuses[saved.status]), variant: 'success' }),
        onError: (error) =>
          toast({ title: m.moveError, description: errorText(error), variant: 'danger' }),
      },
    );
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={serviceOrderList}
      messages={m}
      columns={columns}
      filters={[
        {
          id: 'status',
          label: m.status,
          options: serviceOrderStatuses.map((value) => ({ value, label: m.statuses[value] })),
        },
        {
          id: 'type',
          label: m.type,
          options: serviceOrderTypes.map((value) => ({ value, label: m.types[value] })),
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
