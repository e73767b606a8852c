/**
 * A company's terminals on the records screen
 * (records/company-record-screen.tsx): search, sort and the type and active filters in the URL,
 * each terminal's clock-in geofence radius, create and edit in terminal-sheet.tsx.
 */
import {
  deleteTerminalMutationOptions,
  listCompanyTerminalsQueryOptions,
  type components,
} from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { choiceFilter } from '../../records/record-filters.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import { TerminalSheet } from './terminal-sheet.tsx';

type Terminal = components['schemas']['Terminal'];
type TerminalType = components['schemas']['TerminalType'];

const m = messages.terminals;
const sortKeys = ['name', 'code', 'type'] as const;
const sorts = bothDirections(sortKeys);

/** The list: page, page size, `q`, the sort and the type and active filters in the URL. */
export const terminalList = defineCompanyRecordList({
  defaults: { filterKeys: ['type', 'active'], sortKeys },
  params: (state) => {
    const type = firstFilter(state, 'type') as TerminalType | undefined;
    const active = firstFilter(state, 'active');
    return {
      ...pageParams(state, sorts),
      ...(type ? { type } : {}),
      ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}),
    };
  },
  query: listCompanyTerminalsQueryOptions,
});

const columns: Array<ColumnDef<Terminal, unknown>> = [
  {
    accessorKey: 'name',
    header: m.name,
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.name}</span>
        <span className="text-sm text-muted-foreground">{row.original.address}</span>
      </div>
    ),
  },
  { accessorKey: 'code', header: m.code },
  {
    accessorKey: 'type',
    header: m.type,
    cell: ({ row }) => m.types[row.original.type],
  },
  {
    id: 'hours',
    header: m.hours,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.opening_time && row.original.closing_time
        ? `${row.original.opening_time}–${row.original.closing_time}`
        : m.noHours,
  },
  {
    id: 'geofence',
    header: m.geofence,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.geofence_radius_m === null
        ? m.noGeofence
        : m.geofenceMeters(row.original.geofence_radius_m),
  },
  {
    accessorKey: 'active',
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

/** The terminals screen of company `companyId`. */
export function TerminalsScreen({ companyId }: { companyId: number }) {
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={terminalList}
      messages={m}
      columns={columns}
      filters={[
        choiceFilter('type', m.type, m.types),
        {
          id: 'active',
          label: m.status,
          options: [
            { value: 'true', label: m.active },
            { value: 'false', label: m.inactive },
          ],
        },
      ]}
      recordName={(terminal) => terminal.name}
      deleteMutation={deleteTerminalMutationOptions}
      renderSheet={(sheet) => <TerminalSheet companyId={companyId} {...sheet} />}
    />
  );
}
