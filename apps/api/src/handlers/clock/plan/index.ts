/**
 * The clock-in plan's operations (decision 39):
 * shifts,
 * recesses and schedules on the generic company-owned record, the shift
 * assignments of employees and departments, an employee's shifts, and the
 * searches of all of them.
 */
import type { AppContext, Handlers } from '../../../http/context.ts';
import { companyRecordHandlers } from '../../../records/record-handlers.ts';
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
  return {
    ...companyRecordHandlers(db, shiftRecord),
    ...companyRecordHandlers(db, recessRecord),
    ...companyRecordHandlers(db, scheduleRecord),

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
