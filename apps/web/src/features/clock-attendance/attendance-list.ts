/**
 * The company's attendance records as a records-screen list (docs/decisions/0020-clock-in.md; records/company-record-list.ts;
 * `listCompanyAttendances`): page, sort and filters in the URL — the days `from` and
 * `to` (this week, Monday to Sunday, unless chosen), department, employee, source, late,
 * outside the geofence and open. The export reads the same range and filters
 * ({@link exportParams}).
 */
import { listCompanyAttendancesQueryOptions, type QueryParams } from '@jornada/api-client';
import type { ServerTableState } from '@jornada/ui';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
} from '../../records/company-record-list.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { companyToday, isDay, weekOf } from './clock-time.ts';

type Source = NonNullable<QueryParams<'listCompanyAttendances'>['source']>;

const sortKeys = ['employee', 'check_in_at', 'late_minutes', 'worked_minutes'] as const;
const sorts = bothDirections(sortKeys);
const sources: readonly string[] = ['app', 'kiosk', 'manual', 'geofence'];
const id = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;
const yesNo = (value: string | undefined) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/** The range of days of a table state: its `from` and `to`, or this week's. */
export function attendanceRange(state: ServerTableState, today: string = companyToday()) {
  const week = weekOf(today);
  const from = firstFilter(state, 'from');
  const to = firstFilter(state, 'to');
  return { from: isDay(from) ? from : week.from, to: isDay(to) ? to : week.to };
}

/** The filters the export takes too: department and employee. */
function sharedFilters(state: ServerTableState) {
  const departmentId = id(firstFilter(state, 'department_id'));
  const employeeId = id(firstFilter(state, 'employee_id'));
  return {
    ...(departmentId ? { department_id: departmentId } : {}),
    ...(employeeId ? { employee_id: employeeId } : {}),
  };
}

/** The list: `listCompanyAttendances` of the URL's table state. */
export const attendanceList = defineCompanyRecordList({
  defaults: {
    filterKeys: [
      'from',
      'to',
      'department_id',
      'employee_id',
      'source',
      'late',
      'outside_geofence',
      'open',
    ],
    sortKeys,
  },
  params: (state) => {
    const source = firstFilter(state, 'source');
    const late = yesNo(firstFilter(state, 'late'));
    const outside = yesNo(firstFilter(state, 'outside_geofence'));
    const open = yesNo(firstFilter(state, 'open'));
    return {
      ...pageParams(state, sorts),
      ...attendanceRange(state),
      ...sharedFilters(state),
      ...(source && sources.includes(source) ? { source: source as Source } : {}),
      ...(late !== undefined ? { late } : {}),
      ...(outside !== undefined ? { outside_geofence: outside } : {}),
      ...(open !== undefined ? { open } : {}),
    };
  },
  query: listCompanyAttendancesQueryOptions,
});

/** The export's parameters for a table state and a format. */
export function exportParams(
  state: ServerTableState,
  format: 'csv' | 'xlsx',
): QueryParams<'exportCompanyAttendances'> {
  return { format, ...attendanceRange(state), ...sharedFilters(state) };
}
