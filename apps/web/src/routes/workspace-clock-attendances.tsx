/**
 * /empresa/{companyId}/asistencia/registros: the company's attendance records, their
 * corrections, manual captures and export (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { attendanceList } from '../features/clock-attendance/attendance-list.ts';
import { AttendancesScreen } from '../features/clock-attendance/attendances-screen.tsx';

/** Membership check and the first page. */
export function workspaceClockAttendancesLoader(context: AppContext) {
  return companyRecordListLoader(context, attendanceList);
}

/** The attendance records screen. */
export function WorkspaceClockAttendancesRoute() {
  return <AttendancesScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceClockAttendancesRoute as Component };
