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
import { toPrefixQuery } from '../../../db/prefix-query.ts';
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

const operations = {
  list: ['listCompanyAttendances'],
  listedBy: ['listEmployeeAttendances', 'searchEmployeeAttendances'],
} as const;

/** The attendance domain: its list is generic; checks and corrections are written by hand. */
export const attendanceRecord: CompanyRecordDefinition<
  AttendanceRow,
  typeof operations,
  Attendance,
  never
> = {
  operations,
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
    from: (value) => gte(attendances.date, value),
    to: (value) => lte(attendances.date, value),
    employee_id: (value) => eq(attendances.employeeId, value),
    department_id: ofDepartment,
    source: (value) => eq(attendances.source, value),
    late: (value) => (value ? gt(attendances.lateMinutes, 0) : eq(attendances.lateMinutes, 0)),
    outside_geofence: (value) => eq(attendances.outsideGeofence, value),
    open: (value) => (value ? isNull(attendances.checkOutAt) : isNotNull(attendances.checkOutAt)),
  },
  async columns() {
    throw new Error('Los registros de asistencia se escriben con recordCheck y correctAttendance.');
  },
};
