/**
 * The employee's clock-in state as data (decision 39): which actions the state allows (the one
 * big button), a check applied on the device before the server has it (optimistic, and for the
 * checks waiting offline), a server answer applied to the cached employee, and today's shift and
 * breaks.
 */
import type { components } from '@jornada/api-client';

type Schemas = components['schemas'];

/** The employee as the clock-in service knows them (`getMyClockIn`, a personal link). */
export type ClockerEmployee = Schemas['ClockerEmployee'];
/** One attendance record. */
export type Attendance = Schemas['Attendance'];
/** What a check does. */
export type ClockAction = Schemas['ClockAction'];
/** A clock-in status. */
export type ClockStatus = Schemas['ClockStatus'];

/** A check as the device makes it: the action, its instant and idempotency key, where. */
export interface Check {
  type: ClockAction;
  /** ISO 8601 instant of the click (kept when the check waits offline). */
  at: string;
  /** `crypto.randomUUID()`; a resend answers 200 with the stored record. */
  client_id: string;
  recess_id?: number;
  latitude?: number;
  longitude?: number;
}

/** Out (no open record), in (on shift) or on a break. */
export type ClockPhase = 'out' | 'in' | 'break';

/** The phase of `employee`'s open record. */
export function phaseOf(employee: Pick<ClockerEmployee, 'open_attendance'>): ClockPhase {
  const open = employee.open_attendance;
  if (!open) return 'out';
  return open.breaks.some((b) => b.ended_at === null) ? 'break' : 'in';
}

/** The actions a phase allows, the primary one first. */
export function actionsOf(phase: ClockPhase): ClockAction[] {
  if (phase === 'out') return ['check_in'];
  if (phase === 'break') return ['break_end'];
  return ['check_out', 'break_start'];
}

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/** A record opened on the device (negative id until the server answers). */
function openedRecord(employee: ClockerEmployee, at: string, today: string): Attendance {
  const shift = employee.current_shift;
  return {
    id: -1,
    employee_id: employee.id,
    employee: { id: employee.id, name: employee.name },
    department_id: employee.department_id,
    company_id: employee.company_id,
    shift_id: shift?.id ?? null,
    shift: shift ? { id: shift.id, name: shift.name } : null,
    date: today,
    check_in_at: at,
    check_out_at: null,
    source: 'app',
    latitude: null,
    longitude: null,
    late_minutes: 0,
    early_leave_minutes: 0,
    break_minutes: 0,
    worked_minutes: null,
    breaks: [],
    terminal_id: null,
    outside_geofence: false,
    corrected: false,
    notes: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * `employee` after `check`, as the server will most likely answer (the status without late
 * minutes, which only the server computes). A check the state does not allow changes nothing.
 * @param today the company's day 'YYYY-MM-DD' (for a record opened now).
 */
export function applyCheck(
  employee: ClockerEmployee,
  check: Pick<Check, 'type' | 'at' | 'recess_id'>,
  today: string,
): ClockerEmployee {
  const phase = phaseOf(employee);
  const open = employee.open_attendance;
  switch (check.type) {
    case 'check_in':
      if (phase !== 'out') return employee;
      return {
        ...employee,
        clock_status: 'en_turno',
        open_attendance: openedRecord(employee, check.at, today),
      };
    case 'break_start': {
      if (phase !== 'in' || !open) return employee;
      const recess = employee.recesses.find((r) => r.id === check.recess_id) ?? null;
      const started = {
        id: -(open.breaks.length + 1),
        recess: recess ? { id: recess.id, name: recess.name } : null,
        started_at: check.at,
        ended_at: null,
        minutes: null,
        paid: recess?.paid ?? false,
      };
      return {
        ...employee,
        clock_status: 'en_receso',
        open_attendance: { ...open, breaks: [...open.breaks, started] },
      };
    }
    case 'break_end': {
      if (phase !== 'break' || !open) return employee;
      const breaks = open.breaks.map((b) =>
        b.ended_at === null
          ? { ...b, ended_at: check.at, minutes: minutesBetween(b.started_at, check.at) }
          : b,
      );
      return {
        ...employee,
        clock_status: open.late_minutes > 0 ? 'retardo' : 'en_turno',
        open_attendance: { ...open, breaks },
      };
    }
    case 'check_out': {
      if (phase !== 'in' || !open) return employee;
      const unpaid = open.breaks
        .filter((b) => !b.paid)
        .reduce((sum, b) => sum + (b.minutes ?? 0), 0);
      const closed = {
        ...open,
        check_out_at: check.at,
        worked_minutes: Math.max(0, minutesBetween(open.check_in_at, check.at) - unpaid),
      };
      return {
        ...employee,
        clock_status: 'salida',
        open_attendance: null,
        last_attendance: closed,
      };
    }
  }
}

/**
 * `employee` after the server stored a check of `type` and answered `attendance` (and, through
 * a link, the new `clockStatus`).
 */
export function applyAttendance(
  employee: ClockerEmployee,
  type: ClockAction,
  attendance: Attendance,
  clockStatus?: ClockStatus,
): ClockerEmployee {
  const open = attendance.check_out_at === null ? attendance : null;
  const onBreak = open?.breaks.some((b) => b.ended_at === null) ?? false;
  const status: ClockStatus =
    clockStatus ??
    (type === 'check_out' || !open
      ? 'salida'
      : onBreak
        ? 'en_receso'
        : attendance.late_minutes > 0
          ? 'retardo'
          : 'en_turno');
  return { ...employee, clock_status: status, open_attendance: open, last_attendance: attendance };
}

/** Today's shift of `employee`: its name and times, or null on a rest day. */
export function todayShift(
  employee: Pick<ClockerEmployee, 'week' | 'current_shift'>,
  today: string,
): { name: string; start: string; end: string } | null {
  const day = employee.week.find((d) => d.date === today);
  const shift = employee.current_shift;
  if (day) {
    if (!day.shift) return null;
    return {
      name: day.shift.name,
      start: day.start_time ?? shift?.start_time ?? '',
      end: day.end_time ?? shift?.end_time ?? '',
    };
  }
  return shift ? { name: shift.name, start: shift.start_time, end: shift.end_time } : null;
}

/** The breaks taken today: those of the open record, else of the last one if it is today's. */
export function todayBreaks(
  employee: Pick<ClockerEmployee, 'open_attendance' | 'last_attendance'>,
  today: string,
): Attendance['breaks'] {
  if (employee.open_attendance) return employee.open_attendance.breaks;
  const last = employee.last_attendance;
  return last && last.date === today ? last.breaks : [];
}

/** The open break of `employee`, if any. */
export function openBreak(employee: Pick<ClockerEmployee, 'open_attendance'>) {
  return employee.open_attendance?.breaks.find((b) => b.ended_at === null) ?? null;
}
