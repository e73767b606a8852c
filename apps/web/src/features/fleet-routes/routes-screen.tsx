/**
 * A company's routes on the records screen
 * (records/company-record-screen.tsx): search, sort and the active filter in the URL; create and edit
 * with the ordered stops and the units in route-sheet.tsx.
 */
import {
  deleteRouteMutationOptions,
  listCompanyRoutesQueryOptions,
  type components,
} from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { titleColumn } from '../../records/record-columns.tsx';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import { RouteSheet } from './route-sheet.tsx';

type Route = components['schemas']['Route'];

const m = messages.routes;
const sortKeys = ['name', 'code', 'origin'] as const;
const sorts = bothDirections([...sortKeys, 'created_at']);

/** The list: page, page size, `q`, the sort and the active filter in the URL. */
export const routeList = defineCompanyRecordList({
  defaults: { filterKeys: ['active'], sortKeys },
  params: (state) => {
    const active = firstFilter(state, 'active');
    return {
      ...pageParams(state, sorts),
      ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}),
    };
  },
  query: listCompanyRoutesQueryOptions,
});

const columns: Array<ColumnDef<Route, unknown>> = [
  titleColumn('name', m.name),
  { accessorKey: 'code', header: m.code },
  {
    accessorKey: 'origin',
    header: m.trip,
    cell: ({ row }) => m.tripText(row.original.origin, row.original.destination),
  },
  {
    id: 'stops',
    header: m.stops,
    enableSorting: false,
    cell: ({ row }) => m.stopsCount(row.original.stops.length),
  },
  {
    id: 'units',
    header: m.units,
    enableSorting: false,
    cell: ({ row }) => row.original.units_count.toLocaleString('es-MX'),
  },
  {
    id: 'active',
    header: m.status,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.active ? (
        <Badge variant="success">{m.active}</Badge>
      ) : (
        <Badge variant="outline">{m.inactive}</Badge>
      ),
  },
];

/** The routes screen of company `companyId`. */
export function RoutesScreen({ companyId }: { companyId: number }) {
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={routeList}
      messages={m}
      columns={columns}
      filters={[
        {
          id: 'active',
          label: m.status,
          options: [
            { value: 'true', label: m.active },
            { value: 'false', label: m.inactive },
          ],
        },
      ]}
      recordName={(route) => route.name}
      deleteMutation={deleteRouteMutationOptions}
      renderSheet={({ record, ...sheet }) => (
        <RouteSheet companyId={companyId} {...sheet} {...(record ? { route: record } : {})} />
      )}
    />
  );
}
