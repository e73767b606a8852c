/**
 * A company's tours (decision 38) on the records screen
 * (records/company-record-screen.tsx): the departure date range, status, unit and route filters and
 * the sort in the URL; schedule and change in tour-sheet.tsx; each tour links to its page; the
 * moves the server allows now (`next_statuses`) in its row's menu.
 */
import {
  deleteTourMutationOptions,
  listCompanyToursQueryOptions,
  type components,
} from '@jornada/api-client';
import type { ColumnDef } from '@jornada/ui';
import { useCompanyRoutes, useCompanyUnits } from '../../app/company-fleet.ts';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import {
  linkColumn,
  personColumn,
  statusColumn,
  unitColumn,
} from '../../records/record-columns.tsx';
import { choiceFilter, unitFilter } from '../../records/record-filters.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { TourDateRange } from './tour-date-range.tsx';
import { moveLabel, useTourMove } from './tour-moves.ts';
import { TourSheet } from './tour-sheet.tsx';
import {
  tourDateTime,
  tourName,
  tourStatuses,
  tourStatusVariant,
  type TourStatus,
} from './tour-status.ts';

type Tour = components['schemas']['Tour'];

const m = messages.tours;
const sortKeys = ['scheduled_departure_at', 'status'] as const;
const sorts = bothDirections(sortKeys);
const id = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;
const day = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** The list: page, page size, the sort and the status, unit, route and date filters in the URL. */
export const tourList = defineCompanyRecordList({
  defaults: { filterKeys: ['status', 'unit_id', 'route_id', 'from', 'to'], sortKeys },
  params: (state) => {
    const status = firstFilter(state, 'status') as TourStatus | undefined;
    const unitId = id(firstFilter(state, 'unit_id'));
    const routeId = id(firstFilter(state, 'route_id'));
    const from = day(firstFilter(state, 'from'));
    const to = day(firstFilter(state, 'to'));
    return {
      ...pageParams(state, sorts),
      ...(status ? { status } : {}),
      ...(unitId ? { unit_id: unitId } : {}),
      ...(routeId ? { route_id: routeId } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
  },
  query: listCompanyToursQueryOptions,
});

function columns(companyId: number): Array<ColumnDef<Tour, unknown>> {
  return [
    linkColumn(
      'scheduled_departure_at',
      m.scheduled,
      (tour) => paths.workspaceTour.href(companyId, tour.id),
      (tour) => tourDateTime.format(new Date(tour.scheduled_departure_at)),
    ),
    {
      id: 'route',
      header: m.route,
      enableSorting: false,
      cell: ({ row }) => row.original.route.name,
    },
    unitColumn(m.unit),
    personColumn('driver', m.driver, m.noDriver),
    statusColumn(m.status, m.statuses, tourStatusVariant),
    {
      id: 'boarded',
      header: m.boarded,
      enableSorting: false,
      cell: ({ row }) => m.boardedOf(row.original.boarded_count, row.original.passengers_count),
    },
  ];
}

/** The tours screen of company `companyId`. */
export function ToursScreen({ companyId }: { companyId: number }) {
  const { move } = useTourMove();
  const { units } = useCompanyUnits(companyId);
  const { routes } = useCompanyRoutes(companyId);
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={tourList}
      messages={m}
      columns={columns(companyId)}
      filters={[
        choiceFilter('status', m.status, m.statuses, tourStatuses),
        unitFilter(m.unit, units),
        {
          id: 'route_id',
          label: m.route,
          options: routes.map((r) => ({ value: String(r.id), label: r.name })),
        },
      ]}
      toolbar={(table) => <TourDateRange {...table} />}
      recordName={tourName}
      recordPage={(tour) => paths.workspaceTour.href(companyId, tour.id)}
      deleteMutation={deleteTourMutationOptions}
      rowActions={(tour) =>
        tour.next_statuses.map((status) => ({
          label: moveLabel(status),
          onSelect: () => void move(tour, status),
        }))
      }
      renderSheet={({ record, ...sheet }) => (
        <TourSheet companyId={companyId} {...sheet} {...(record ? { tour: record } : {})} />
      )}
    />
  );
}
