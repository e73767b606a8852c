/**
 * A company's units on the records screen
 * (records/company-record-screen.tsx): search, sort and the status and type filters in the URL;
 * create and edit in unit-sheet.tsx; 'Clave de rastreador GPS' in tracker-key-dialog.tsx; delete
 * after a confirmation (the server's message when it refuses, e.g. a unit with tours).
 */
import {
  deleteUnitMutationOptions,
  listCompanyUnitsQueryOptions,
  type components,
} from '@jornada/api-client';
import type { ColumnDef } from '@jornada/ui';
import { useState } from 'react';
import { unitName } from '../../app/company-fleet.ts';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { statusColumn, titleColumn } from '../../records/record-columns.tsx';
import { choiceFilter } from '../../records/record-filters.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import {
  unitStatuses,
  unitStatusVariant,
  unitTypes,
  type UnitStatus,
  type UnitType,
} from './unit-status.ts';
import { lazyWhenOpen } from '../../app/lazy-when-open.tsx';

// The sheets load when first opened (docs/decisions/0045-phone-weight.md).
const TrackerKeyDialog = lazyWhenOpen(
  async () => (await import('./tracker-key-dialog.tsx')).TrackerKeyDialog,
);
const UnitSheet = lazyWhenOpen(async () => (await import('./unit-sheet.tsx')).UnitSheet);

type Unit = components['schemas']['Unit'];

const m = messages.units;
const sortKeys = ['economic_number', 'plate', 'brand', 'year', 'status'] as const;
const sorts = bothDirections([...sortKeys, 'created_at']);

/** The list: page, page size, `q`, the sort and the status and type filters in the URL. */
export const unitList = defineCompanyRecordList({
  defaults: { filterKeys: ['status', 'type'], sortKeys },
  params: (state) => {
    const status = firstFilter(state, 'status') as UnitStatus | undefined;
    const type = firstFilter(state, 'type') as UnitType | undefined;
    return {
      ...pageParams(state, sorts),
      ...(status ? { status } : {}),
      ...(type ? { type } : {}),
    };
  },
  query: listCompanyUnitsQueryOptions,
});

function capacity(unit: Unit): string {
  const parts = [
    unit.capacity_kg !== null ? `${unit.capacity_kg.toLocaleString('es-MX')} ${m.kg}` : null,
    unit.passenger_capacity !== null ? m.passengers(unit.passenger_capacity) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : m.noCapacity;
}

const columns: Array<ColumnDef<Unit, unknown>> = [
  titleColumn('economic_number', m.economicNumberShort),
  { accessorKey: 'plate', header: m.plate },
  {
    accessorKey: 'brand',
    header: m.vehicle,
    cell: ({ row }) => `${row.original.brand} ${row.original.model} ${row.original.year}`,
  },
  {
    id: 'type',
    header: m.type,
    enableSorting: false,
    cell: ({ row }) => m.types[row.original.type],
  },
  statusColumn(m.status, m.statuses, unitStatusVariant),
  {
    id: 'drivers',
    header: m.drivers,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.drivers.length > 0
        ? row.original.drivers.map((d) => d.name).join(', ')
        : m.noDrivers,
  },
  {
    id: 'capacity',
    header: m.capacity,
    enableSorting: false,
    cell: ({ row }) => capacity(row.original),
  },
];

/** The units screen of company `companyId`. */
export function UnitsScreen({ companyId }: { companyId: number }) {
  // The tracker key dialog of one unit; `key` forgets an issued key when it closes.
  const [tracker, setTracker] = useState<{ unit: Unit | null; open: boolean; key: number }>({
    unit: null,
    open: false,
    key: 0,
  });
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={unitList}
      messages={m}
      columns={columns}
      filters={[
        choiceFilter('status', m.status, m.statuses, unitStatuses),
        choiceFilter('type', m.type, m.types, unitTypes),
      ]}
      recordName={unitName}
      deleteMutation={deleteUnitMutationOptions}
      rowActions={(unit) => [
        {
          label: m.tracker.action,
          onSelect: () => setTracker((t) => ({ unit, open: true, key: t.key + 1 })),
        },
      ]}
      renderSheet={({ record, ...sheet }) => (
        <UnitSheet companyId={companyId} {...sheet} {...(record ? { unit: record } : {})} />
      )}
    >
      <TrackerKeyDialog
        key={tracker.key}
        unit={tracker.unit}
        open={tracker.open}
        onOpenChange={(open) => setTracker((t) => ({ ...t, open }))}
      />
    </CompanyRecordScreen>
  );
}
