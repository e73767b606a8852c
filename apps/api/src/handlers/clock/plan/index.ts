/**
 * The clock-in plan's operations (issue 18, spec section 7 "Shifts",
 * "Recesses", "Schedules", "Clock-in" and "Search"; decision 39): shifts,
 * recesses and schedules on the generic company-owned record, the shift
 * assignments of employees and departments, an employee's shifts, and the
 * searches of all of them.
 */
import type { AppContext, Handlers } from '../../../http/context.ts';
import { companyRecords } from '../../../records/company-record.ts';
import { searchAssignments } from './assignment-search.ts';
import {
  assignShift,
  currentAssignments,
  departmentKind,
  employeeKind,
  unassignShift,
} from './assignments.ts';
import { employeeShiftsFromToday } from './employee-plan.ts';
import { recessRecord } from './recesses.ts';
import { scheduleRecord } from './schedules.ts';
import { shiftRecord } from './shifts.ts';

/** Handlers keyed by operationId. */
export function clockPlanHandlers({ db }: AppContext): Handlers {
  const shiftRecords = companyRecords(db, shiftRecord);
  const recessRecords = companyRecords(db, recessRecord);
  const scheduleRecords = companyRecords(db, scheduleRecord);
  return {
    listCompanyShifts: (request) => shiftRecords.list(request),
    searchShifts: (request) => shiftRecords.list(request),
    getShift: (request) => shiftRecords.get(request.params.shiftId),
    createShift: async (request, reply) =>
      reply.status(201).send(await shiftRecords.create(request)),
    updateShift: (request) => shiftRecords.update(request, request.params.shiftId),
    deleteShift: async (request, reply) => {
      await shiftRecords.remove(request, request.params.shiftId);
      return reply.status(204).send();
    },

    listCompanyRecesses: (request) => recessRecords.list(request),
    searchRecesses: (request) => recessRecords.list(request),
    getRecess: (request) => recessRecords.get(request.params.recessId),
    createRecess: async (request, reply) =>
      reply.status(201).send(await recessRecords.create(request)),
    updateRecess: (request) => recessRecords.update(request, request.params.recessId),
    deleteRecess: async (request, reply) => {
      await recessRecords.remove(request, request.params.recessId);
      return reply.status(204).send();
    },

    listCompanySchedules: (request) => scheduleRecords.list(request),
    searchSchedules: (request) => scheduleRecords.list(request),
    getSchedule: (request) => scheduleRecords.get(request.params.scheduleId),
    createSchedule: async (request, reply) =>
      reply.status(201).send(await scheduleRecords.create(request)),
    updateSchedule: (request) => scheduleRecords.update(request, request.params.scheduleId),
    deleteSchedule: async (request, reply) => {
      await scheduleRecords.remove(request, request.params.scheduleId);
      return reply.status(204).send();
    },

    assignShiftEmployees: async (request) => ({
      data: await assignShift(db, employeeKind, request.params.shiftId, request.body),
    }),
    listShiftEmployees: async (request) => ({
      data: await currentAssignments(db, employeeKind, request.params.shiftId),
    }),
    unassignShiftEmployees: async (request, reply) => {
      await unassignShift(db, employeeKind, request.params.shiftId, request.body);
      return reply.status(204).send();
    },
    assignShiftDepartments: async (request) => ({
      data: await assignShift(db, departmentKind, request.params.shiftId, request.body),
    }),
    listShiftDepartments: async (request) => ({
      data: await currentAssignments(db, departmentKind, request.params.shiftId),
    }),
    unassignShiftDepartments: async (request, reply) => {
      await unassignShift(db, departmentKind, request.params.shiftId, request.body);
      return reply.status(204).send();
    },

    listEmployeeShifts: async (request) => ({
      data: await employeeShiftsFromToday(db, request.params.employeeId),
    }),

    searchEmployeeShifts: (request) =>
      searchAssignments(db, employeeKind, {
        ...request.query,
        member_id: request.query.employee_id,
      }),
    searchDepartmentShifts: (request) =>
      searchAssignments(db, departmentKind, {
        ...request.query,
        member_id: request.query.department_id,
      }),
  };
}
