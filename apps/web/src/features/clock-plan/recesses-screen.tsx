/**
 * A company's recesses (docs/decisions/0020-clock-in.md), the second tab of "Turnos
 * y recesos", on the records screen: name, its shift (or 'Toda la empresa'), hours, duration and
 * whether it is paid; create and edit in recess-sheet.tsx.
 */
import {
  deleteRecessMutationOptions,
  listCompanyRecessesQueryOptions,
  type components,
} from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import { useMemo } from 'react';
import { defineCompanyRecordList, pageParams } from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { RecessSheet } from './recess-sheet.tsx';
import { shiftHours, ShiftName } from './shift-columns.tsx';
import { ShiftSectionNav } from './shift-section-nav.tsx';
import { useCompanyShifts } from './use-clock-records.ts';

type Recess = components['schemas']['Recess'];
type Shift = components['schemas']['Shift'];

const m = clockPlanMessages.recesses;
const t = clockPlanMessages.time;

/** The list: page and page size in the URL (the API neither searches nor sorts recesses). */
export const recessList = defineCompanyRecordList({
  defaults: { filterKeys: [], sortKeys: [] },
  params: (state) => pageParams(state, []),
  query: listCompanyRecessesQueryOptions,
});

function columns(shiftOf: (id: number) => Shift | undefined): Array<ColumnDef<Recess, unknown>> {
  return [
    {
      accessorKey: 'name',
      header: m.name,
      enableSorting: false,
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'shift',
      header: m.shift,
      enableSorting: false,
      cell: ({ row }) => {
        const id = row.original.shift_id;
        if (id === null) return m.companyWide;
        const shift = shiftOf(id);
        return shift ? <ShiftName shift={shift} /> : m.unknownShift;
      },
    },
    {
      id: 'hours',
      header: m.hours,
      enableSorting: false,
      cell: ({ row }) => shiftHours(row.original),
    },
    {
      id: 'duration',
      header: m.duration,
      enableSorting: false,
      cell: ({ row }) => t.minutes(row.original.duration_minutes),
    },
    {
      id: 'paid',
      header: m.paid,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.paid ? (
          <Badge variant="success">{m.yes}</Badge>
        ) : (
          <Badge variant="outline">{m.no}</Badge>
        ),
    },
  ];
}

/** The recesses screen of company `companyId`. */
export function RecessesScreen({ companyId }: { companyId: number }) {
  const { records: shifts } = useCompanyShifts(companyId);
  const recessColumns = useMemo(
    () => columns((id) => shifts.find((shift) => shift.id === id)),
    [shifts],
  );
  return (
    <div className="grid gap-6">
      <ShiftSectionNav companyId={companyId} />
      <CompanyRecordScreen
        companyId={companyId}
        list={recessList}
        messages={m}
        columns={recessColumns}
        recordName={(recess) => recess.name}
        deleteMutation={deleteRecessMutationOptions}
        renderSheet={({ record, ...sheet }) => (
          <RecessSheet companyId={companyId} {...sheet} {...(record ? { recess: record } : {})} />
        )}
      />
    </div>
  );
}
