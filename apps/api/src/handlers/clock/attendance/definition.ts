/**
 * Attendance records on the generic company-owned record (records/company-record.ts):
 * the lists (a company's, an employee's, the search), one record and its
 * deletion. Records are written only by checks (record-check.ts) and staff's
 * corrections (correction.ts), never by the generic create and update.
 */
import { eq, gt, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import { attendances, employees } from '../../../db/schema.ts';
import { serverMessages } from '../../../messages.ts';
import type { CompanyRecordDefinition } from '../../../records/company-record.ts';
import { toPrefixQuery } from '../../vacancies.ts';
import { toAttendances, type AttendanceRow } from './serialize.ts';

type Attendance = components['schemas']['Attendance'];

/** Records of the employees of a department (their department now). */
const ofDepartment = (departmentId: number) =>
  inArray(
    attendances.employeeId,
    sql`(select ${employees.id} from ${employees} where ${employees.departmentId} = ${departmentId})`,
  );

/** The employee's full name, for sorting by employee. */
const employeeName = sql`(select lower(concat_ws(' ', ${employees.name}, ${employees.surname}, ${employees.lastname})) from ${employees} where ${employees.id} = ${attendances.employeeId})`;

/** `LIKE` wildcards of a text taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Records of employees of the company whose name, position, e-mail or CURP
 * match `q` (word prefixes, accent- and case-insensitive) or whose number
 * starts with it (`E-00` finds `E-0077`: the text search splits numbers at
 * the hyphen); `undefined` without `q`.
 */
export function employeeMatches(companyId: number, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const prefix = toPrefixQuery(text);
  const words = prefix
    ? sql`${employees.searchVector} @@ to_tsquery('jornada_es', ${prefix})`
    : sql`false`;
  return inArray(
    attendances.employeeId,
    sql`(select ${employees.id} from ${employees} where ${employees.companyId} = ${companyId} and (${words} or upper(${employees.employeeNumber}) like ${`${literal(text.toUpperCase())}%`}))`,
  );
}

/** The attendance domain. */
export const attendanceRecord: CompanyRecordDefinition<AttendanceRow, Attendance, never> = {
  table: attendances,
  notFoundMessage: serverMessages.clockAttendance.notFound,
  serialize: toAttendances,
  sorts: {
    check_in_at: attendances.checkInAt,
    late_minutes: attendances.lateMinutes,
    worked_minutes: attendances.workedMinutes,
    employee: employeeName,
  },
  defaultSort: '-check_in_at',
  filters: {
    from: (value: string) => gte(attendances.date, value),
    to: (value: string) => lte(attendances.date, value),
    employee_id: (value: number) => eq(attendances.employeeId, value),
    department_id: ofDepartment,
    source: (value: string) => eq(attendances.source, value),
    late: (value: boolean) =>
      value ? gt(attendances.lateMinutes, 0) : eq(attendances.lateMinutes, 0),
    outside_geofence: (value: boolean) => eq(attendances.outsideGeofence, value),
    open: (value: boolean) =>
      value ? isNull(attendances.checkOutAt) : isNotNull(attendances.checkOutAt),
  },
  async columns() {
    throw new Error('Los registros de asistencia se escriben con recordCheck y correctAttendance.');
  },
};
