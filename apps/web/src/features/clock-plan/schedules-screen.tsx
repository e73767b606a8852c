/**
 * A company's weekly schedules (docs/decisions/0020-clock-in.md) on the records
 * screen: name, validity ('desde 1 ene 2026 hasta 30 jun 2026' or 'sin fin'), hours a week and
 * the week's shifts; create and edit in schedule-sheet.tsx.
 */
import {
  deleteScheduleMutationOptions,
  listCompanySchedulesQueryOptions,
  type components,
} from '@jornada/api-client';
import type { ColumnDef } from '@jornada/ui';
import { useMemo } from 'react';
import { defineCompanyRecordList, pageParams } from '../../records/company-record-list.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { formatDay } from './clock-time.ts';
import { ScheduleSheet } from './schedule-sheet.tsx';
import { useCompanyShifts } from './use-clock-records.ts';
import { WeekStrip } from './week-strip.tsx';

type Schedule = components['schemas']['Schedule'];
type Shift = components['schemas']['Shift'];

const m = clockPlanMessages.schedules;
const t = clockPlanMessages.time;

/** The list: page and page size in the URL (the API neither searches nor sorts schedules). */
export const scheduleList = defineCompanyRecordList({
  defaults: { filterKeys: [], sortKeys: [] },
  params: (state) => pageParams(state, []),
  query: listCompanySchedulesQueryOptions,
});

/** 'desde 1 ene 2026 hasta 30 jun 2026', or 'desde 1 ene 2026, sin fin'. */
export function validityText(schedule: Pick<Schedule, 'valid_from' | 'valid_until'>): string {
  const since = m.since(formatDay(schedule.valid_from));
  return schedule.valid_until
    ? `${since} ${m.until(formatDay(schedule.valid_until))}`
    : `${since}, ${m.noEnd}`;
}

function columns(shiftOf: (id: number) => Shift | undefined): Array<ColumnDef<Schedule, unknown>> {
  return [
    {
      accessorKey: 'name',
      header: m.name,
      enableSorting: false,
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'validity',
      header: m.validity,
      enableSorting: false,
      cell: ({ row }) => validityText(row.original),
    },
    {
      id: 'weekly_hours',
      header: m.weeklyHours,
      enableSorting: false,
      cell: ({ row }) => t.hours(row.original.weekly_hours),
    },
    {
      id: 'week',
      header: m.week,
      enableSorting: false,
      cell: ({ row }) => <WeekStrip days={row.original.days} shiftOf={shiftOf} />,
    },
  ];
}

/** The schedules screen of company `companyId`. */
export function SchedulesScreen({ companyId }: { companyId: number }) {
  const { records: shifts } = useCompanyShifts(companyId);
  const scheduleColumns = useMemo(
    () => columns((id) => shifts.find((shift) => shift.id === id)),
    [shifts],
  );
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={scheduleList}
      messages={m}
      columns={scheduleColumns}
      recordName={(schedule) => schedule.name}
      deleteMutation={deleteScheduleMutationOptions}
      renderSheet={({ record, ...sheet }) => (
        <ScheduleSheet companyId={companyId} {...sheet} {...(record ? { schedule: record } : {})} />
      )}
    />
  );
}
