/**
 * Attendance operations of the clock-in (docs/decisions/0020-clock-in.md; decision
 * 39): checks by staff and by the employee, the lists and search, one record,
 * staff's corrections and deletions, the employee as the clock-in service
 * knows them, the status board and the company's settings; with the signed
 * links and PINs (../links). Access is decided before these run.
 */
import { eq } from 'drizzle-orm';
import { attendances } from '../../../db/schema.ts';
import type { AppContext, Handlers } from '../../../http/context.ts';
import { serverMessages } from '../../../messages.ts';
import { companyRecords } from '../../../records/company-record.ts';
import { companyRecordHandlers } from '../../../records/record-handlers.ts';
import { HttpError } from '../../../http/errors.ts';
import { clockLinkHandlers } from '../links/index.ts';
import { requireKioskToken } from '../links/links.ts';
import { clockerEmployee, myClockerEmployee } from './clocker-employee.ts';
import { correctAttendance, deleteAttendance } from './correction.ts';
import { attendanceRecord, employeeMatches } from './definition.ts';
import { pushEmployeeStatus } from './push-status.ts';
import { recordCheck } from './record-check.ts';
import { toAttendance, toAttendanceDetail } from './serialize.ts';
import { clockSettingsOf, updateClockSettings } from './settings.ts';
import { clockStatuses, companyToday } from './status.ts';

/** Handlers keyed by operationId. */
export function clockAttendanceHandlers(context: AppContext): Handlers {
  const { db, config } = context;
  const records = companyRecords(db, attendanceRecord);
  return {
    ...companyRecordHandlers(db, attendanceRecord),
    async createAttendance(request, reply) {
      const access = request.access;
      const companyId = access.companyId!;
      const { body } = request;
      if (body.source === 'kiosk')
        await requireKioskToken(db, config.fileUrlSecret, companyId, body.kiosk_token);
      const { row, created } = await recordCheck(db, {
        companyId,
        employeeId: request.params.employeeId,
        input: body,
        actorUserId: request.userId ?? null,
        via: access.as === 'owner' ? 'employee' : 'staff',
      });
      return reply.status(created ? 201 : 200).send({ data: await toAttendance(db, row) });
    },
    listEmployeeAttendances: (request) =>
      records.list(request, eq(attendances.employeeId, request.params.employeeId)),
    searchEmployeeAttendances: (request) =>
      records.list(request, employeeMatches(request.query.company_id, request.query.q)),
    async getAttendance(request) {
      const row = await records.findRow(request.params.attendanceId);
      return { data: await toAttendanceDetail(db, row) };
    },
    async updateAttendance(request) {
      const row = await records.findRow(request.params.attendanceId);
      const updated = await correctAttendance(db, row, request.body, request.userId);
      await pushEmployeeStatus(db, row.companyId, row.employeeId);
      return { data: await toAttendanceDetail(db, updated) };
    },
    async deleteAttendance(request, reply) {
      const row = await records.findRow(request.params.attendanceId);
      await deleteAttendance(db, row, request.userId);
      await pushEmployeeStatus(db, row.companyId, row.employeeId);
      return reply.status(204).send();
    },
    getClockerEmployee: async (request) => ({
      data: await clockerEmployee(db, request.access.companyId!, request.params.employeeId),
    }),
    getMyClockIn: async (request) => ({ data: await myClockerEmployee(db, request.userId) }),
    async listCompanyEmployeeStatus(request) {
      const now = new Date();
      const { date, department_id: departmentId, clock_status: status } = request.query;
      // The contract answers bad query parameters 400 (it declares no 422 here).
      if (date && date > companyToday(now))
        throw new HttpError(400, serverMessages.validation.summary, 'validation_failed', {
          date: [serverMessages.clockAttendance.futureDate],
        });
      const days = await clockStatuses(db, request.params.companyId, { departmentId, date, now });
      const data = days.map((d) => d.status);
      return { data: status ? data.filter((s) => s.clock_status === status) : data };
    },
    getClockSettings: async (request) => ({
      data: await clockSettingsOf(db, request.params.companyId),
    }),
    updateClockSettings: async (request) => ({
      data: await updateClockSettings(db, request.params.companyId, request.body),
    }),
    ...clockLinkHandlers(context),
  };
}
