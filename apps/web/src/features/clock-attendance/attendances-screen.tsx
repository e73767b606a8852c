/**
 * "Registros" (docs/decisions/0020-clock-in.md; `listCompanyAttendances`) on the records screen
 * (records/company-record-screen.tsx): the records of a range of days (this week until chosen) with
 * their department, employee, source, late, geofence and open filters and the sort in the URL;
 * the export of the range; 'Editar' corrects a record (attendance-sheet.tsx, with its history),
 * 'Eliminar' deletes it after a confirmation, and 'Registrar entrada/salida' captures a check by
 * hand (manual-capture-sheet.tsx).
 */
import { deleteAttendanceMutationOptions, type components } from '@jornada/api-client';
import { useCompanyEmployees, employeeFullName } from '../../app/company-employees.ts';
import { CompanyRecordScreen } from '../../records/company-record-screen.tsx';
import { choiceFilter } from '../../records/record-filters.ts';
import { messages } from '../../messages/messages.ts';
import { attendanceColumns } from './attendance-columns.tsx';
import { attendanceList } from './attendance-list.ts';
import { AttendanceToolbar } from './attendance-toolbar.tsx';
import { formatDay } from './clock-time.ts';
import { useClockDepartments } from './use-clock-lookups.ts';
import { lazyWhenOpen } from '../../app/lazy-when-open.tsx';

// The sheets load when first opened (docs/decisions/0045-phone-weight.md).
const AttendanceSheet = lazyWhenOpen(
  async () => (await import('./attendance-sheet.tsx')).AttendanceSheet,
);
const ManualCaptureSheet = lazyWhenOpen(
  async () => (await import('./manual-capture-sheet.tsx')).ManualCaptureSheet,
);

type Attendance = components['schemas']['Attendance'];

const m = messages.clockAttendance;
const r = m.records;

/** How a record is named (its row's menu, the delete dialog, the toasts). */
function recordName(record: Attendance): string {
  return r.recordName(record.employee.name, formatDay(record.date));
}

/** The attendance records screen of company `companyId`. */
export function AttendancesScreen({ companyId }: { companyId: number }) {
  const { departments } = useClockDepartments(companyId);
  const { employees } = useCompanyEmployees(companyId);
  return (
    <CompanyRecordScreen
      companyId={companyId}
      list={attendanceList}
      messages={r}
      columns={attendanceColumns}
      filters={[
        {
          id: 'department_id',
          label: r.department,
          options: departments.map((d) => ({ value: String(d.id), label: d.name })),
        },
        {
          id: 'employee_id',
          label: r.employee,
          options: employees.map((e) => ({ value: String(e.id), label: employeeFullName(e) })),
        },
        choiceFilter('source', r.source, m.sources),
        {
          id: 'late',
          label: r.lateFilter,
          options: [
            { value: 'true', label: r.withLate },
            { value: 'false', label: r.onTime },
          ],
        },
        {
          id: 'outside_geofence',
          label: r.geofenceFilter,
          options: [
            { value: 'true', label: r.outside },
            { value: 'false', label: r.inside },
          ],
        },
        {
          id: 'open',
          label: r.openFilter,
          options: [
            { value: 'true', label: r.openOnly },
            { value: 'false', label: r.closedOnly },
          ],
        },
      ]}
      toolbar={(table) => <AttendanceToolbar companyId={companyId} {...table} />}
      recordName={recordName}
      deleteMutation={deleteAttendanceMutationOptions}
      renderSheet={({ record, ...sheet }) =>
        record ? (
          <AttendanceSheet companyId={companyId} record={record} {...sheet} />
        ) : (
          <ManualCaptureSheet companyId={companyId} {...sheet} />
        )
      }
    />
  );
}
