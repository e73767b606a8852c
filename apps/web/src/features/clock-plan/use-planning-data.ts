/**
 * What the planning calendar shows (docs/decisions/0020-clock-in.md): the view in the URL (`?vista=empleados` and
 * `?departamento=4`; by department otherwise), the company's shifts and departments, the
 * assignments of the view's owners, and the calendar built from them (planning-model.ts).
 */
import type { components } from '@jornada/api-client';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { employeeFullName } from '../../app/company-employees.ts';
import {
  planningCalendar,
  type Assignment,
  type Owner,
  type PlanningCalendar,
} from './planning-model.ts';
import {
  useCompanyDepartments,
  useCompanyShifts,
  useDepartmentEmployees,
  useDepartmentShifts,
  useEmployeeShifts,
} from './use-clock-records.ts';

type DepartmentShift = components['schemas']['DepartmentShift'];
type EmployeeShift = components['schemas']['EmployeeShift'];

/** By department (one split each) or by employee (of one department). */
export type PlanningMode = 'departments' | 'employees';

function departmentAssignment(a: DepartmentShift): Assignment {
  return {
    kind: 'department',
    ownerId: a.department.id,
    ownerName: a.department.name,
    shiftId: a.shift.id,
    shiftName: a.shift.name,
    startsOn: a.starts_on,
    endsOn: a.ends_on,
  };
}

function employeeAssignment(a: EmployeeShift): Assignment {
  return {
    kind: 'employee',
    ownerId: a.employee.id,
    ownerName: a.employee.name,
    shiftId: a.shift.id,
    shiftName: a.shift.name,
    startsOn: a.starts_on,
    endsOn: a.ends_on,
  };
}

function groupByOwner(list: readonly Assignment[]): Map<number, Assignment[]> {
  const groups = new Map<number, Assignment[]>();
  for (const a of list) groups.set(a.ownerId, [...(groups.get(a.ownerId) ?? []), a]);
  return groups;
}

/** The planning view of company `companyId` and everything it shows. */
export function usePlanningData(companyId: number) {
  const [params, setParams] = useSearchParams();
  const mode: PlanningMode = params.get('vista') === 'empleados' ? 'employees' : 'departments';
  const shifts = useCompanyShifts(companyId);
  const departments = useCompanyDepartments(companyId);
  const departmentShifts = useDepartmentShifts(companyId);
  const chosen = Number(params.get('departamento'));
  const departmentId =
    mode === 'employees'
      ? ((departments.records.find((d) => d.id === chosen) ?? departments.records[0])?.id ?? null)
      : null;
  const employees = useDepartmentEmployees(companyId, departmentId);
  const employeeShifts = useEmployeeShifts(companyId, { enabled: mode === 'employees' });

  const owners = useMemo<Owner[]>(
    () =>
      mode === 'departments'
        ? departments.records.map((d) => ({ kind: 'department', id: d.id, name: d.name }))
        : employees.records.map((e) => ({ kind: 'employee', id: e.id, name: employeeFullName(e) })),
    [mode, departments.records, employees.records],
  );

  const calendar = useMemo<PlanningCalendar>(() => {
    const ofDepartments = groupByOwner(departmentShifts.records.map(departmentAssignment));
    if (mode === 'departments') return planningCalendar(owners, ofDepartments, shifts.records);
    const ofEmployees = groupByOwner(employeeShifts.records.map(employeeAssignment));
    const fromDepartment = new Map(
      employees.records.map((e) => [e.id, ofDepartments.get(e.department_id ?? 0) ?? []]),
    );
    return planningCalendar(owners, ofEmployees, shifts.records, fromDepartment);
  }, [
    mode,
    owners,
    shifts.records,
    departmentShifts.records,
    employeeShifts.records,
    employees.records,
  ]);

  const lists =
    mode === 'employees' && departmentId !== null
      ? [shifts, departments, departmentShifts, employees, employeeShifts]
      : [shifts, departments, departmentShifts];

  return {
    mode,
    /** Shows the view by department or by employee (keeping the chosen department). */
    setMode: (next: PlanningMode) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          if (next === 'employees') out.set('vista', 'empleados');
          else out.delete('vista');
          return out;
        },
        { replace: true },
      ),
    departmentId,
    /** Chooses the department whose employees are the splits. */
    setDepartmentId: (id: number) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          out.set('departamento', String(id));
          return out;
        },
        { replace: true },
      ),
    shifts: shifts.records,
    departments: departments.records,
    employees: employees.records,
    owners,
    calendar,
    isPending: lists.some((list) => list.isPending),
    error: lists.find((list) => list.error)?.error ?? null,
  };
}
