/**
 * A company's shifts (docs/decisions/0020-clock-in.md) on the records screen
 * (records/company-record-screen.tsx): name and colour, hours, days, tolerance and how many recesses
 * each has; create and edit in shift-sheet.tsx; deleting a shift still assigned answers 409,
 * shown as 'en uso'. The recesses are the second tab (recesses-screen.tsx).
 */
import {
  deleteShiftMutationOptions,
  listCompanyShiftsQueryOptions,
  recessesKeys,
  type components,
  type JornadaClient,
} from '@jornada/api-client';
import type { ColumnDef } from '@jornada/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defineCompanyRecordList, pageParams } from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { shiftHours, ShiftName, WeekdayLetters } from './shift-columns.tsx';
import { ShiftSectionNav } from './shift-section-nav.tsx';
import { ShiftSheet } from './shift-sheet.tsx';
import { useCompanyRecesses } from './use-clock-records.ts';

type Shift = components['schemas']['Shift'];

const m = clockPlanMessages.shifts;
const t = clockPlanMessages.time;

/** The list: page and page size in the URL (the API neither searches nor sorts shifts). */
export const shiftList = defineCompanyRecordList({
  defaults: { filterKeys: [], sortKeys: [] },
  params: (state) => pageParams(state, []),
  query: listCompanyShiftsQueryOptions,
});

/** Deleting a shift also deletes its recesses, so their lists are refreshed too. */
function deleteShift(api: JornadaClient, queryClient: QueryClient) {
  const options = deleteShiftMutationOptions(api, queryClient);
  return {
    ...options,
    onSuccess: async (...args: Parameters<NonNullable<typeof options.onSuccess>>) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: recessesKeys.lists() });
    },
  };
}

function columns(recessCount: (shiftId: number) => number): Array<ColumnDef<Shift, unknown>> {
  return [
    {
      accessorKey: 'name',
      header: m.name,
      enableSorting: false,
      cell: ({ row }) => <ShiftName shift={row.original} />,
    },
    {
      id: 'hours',
      header: m.hours,
      enableSorting: false,
      cell: ({ row }) => shiftHours(row.original),
    },
    {
      id: 'days',
      header: m.days,
      enableSorting: false,
      cell: ({ row }) => <WeekdayLetters weekdays={row.original.weekdays} />,
    },
    {
      id: 'tolerance',
      header: m.tolerance,
      enableSorting: false,
      cell: ({ row }) => t.minutes(row.original.tolerance_minutes),
    },
    {
      id: 'recesses',
      header: m.recesses,
      enableSorting: false,
      cell: ({ row }) => m.recessCount(recessCount(row.original.id)),
    },
  ];
}

/** The shifts screen of company `companyId`. */
export function ShiftsScreen({ companyId }: { companyId: number }) {
  const { records: recesses } = useCompanyRecesses(companyId);
  const shiftColumns = useMemo(
    () => columns((shiftId) => recesses.filter((recess) => recess.shift_id === shiftId).length),
    [recesses],
  );
  return (
    <div className="grid gap-6">
      <ShiftSectionNav companyId={companyId} />
      <CompanyRecordScreen
        companyId={companyId}
        list={shiftList}
        messages={m}
        columns={shiftColumns}
        recordName={(shift) => shift.name}
        deleteMutation={deleteShift}
        renderSheet={({ record, ...sheet }) => (
          <ShiftSheet companyId={companyId} {...sheet} {...(record ? { shift: record } : {})} />
        )}
      />
    </div>
  );
}
