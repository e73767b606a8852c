/**
 * Contract-shaped clock-in records for the staff's attendance screens' route tests (docs/decisions/0020-clock-in.md),
 * typed with the generated schema like fixtures.ts: attendance records (with breaks and their
 * history), an employee's status now and its `clock.status` event, the company's settings, a
 * signed link and an employee of the clock-in service. Times are on Thursday 5 March 2026 in
 * Mexico City (UTC−6).
 */
import type { ClockStatusPayload, components } from '@jornada/api-client';

type Schemas = components['schemas'];

const at = '2026-03-05T14:05:00Z';

/** Rosa's record of 5 March: 8:05 to 16:02 (Mexico City), 5 minutes late, one paid-less break. */
export function anAttendance(
  overrides: Partial<Schemas['Attendance']> = {},
): Schemas['Attendance'] {
  return {
    id: 880122,
    employee_id: 77,
    employee: { id: 77, name: 'Rosa Elena Martínez Soto' },
    department_id: 4,
    company_id: 3,
    shift_id: 5,
    shift: { id: 5, name: 'Matutino' },
    date: '2026-03-05',
    check_in_at: at,
    check_out_at: '2026-03-05T22:02:00Z',
    source: 'kiosk',
    latitude: 21.1221,
    longitude: -101.6827,
    late_minutes: 5,
    early_leave_minutes: 0,
    break_minutes: 31,
    worked_minutes: 446,
    breaks: [
      {
        id: 4410,
        recess: { id: 3, name: 'Comida' },
        started_at: '2026-03-05T19:00:00Z',
        ended_at: '2026-03-05T19:31:00Z',
        minutes: 31,
        paid: false,
      },
    ],
    terminal_id: 9,
    outside_geofence: false,
    corrected: false,
    notes: null,
    created_at: at,
    updated_at: '2026-03-05T22:02:00Z',
    ...overrides,
  };
}

/** A record with its history (one correction by Ana López). */
export function anAttendanceDetail(
  overrides: Partial<Schemas['AttendanceDetail']> = {},
): Schemas['AttendanceDetail'] {
  return {
    ...anAttendance(),
    history: [
      {
        id: 12,
        action: 'updated',
        changed_by: { id: 12, name: 'Ana López' },
        changed_at: '2026-03-06T15:10:00Z',
        changes: [{ field: 'check_out_at', from: null, to: '2026-03-05T22:02:00Z' }],
        notes: 'Olvidó registrar su salida.',
      },
    ],
    ...overrides,
  };
}

/** Rosa's status now: on shift since 8:05, 5 minutes late. */
export function anEmployeeStatus(
  overrides: Partial<Schemas['EmployeeClockStatus']> = {},
): Schemas['EmployeeClockStatus'] {
  return {
    employee: { id: 77, name: 'Rosa Elena Martínez Soto' },
    employee_number: 'E-0077',
    department_id: 4,
    clock_status: 'en_turno',
    check_in_at: at,
    check_out_at: null,
    late_minutes: 0,
    shift: { id: 5, name: 'Matutino' },
    attendance_id: 880122,
    ...overrides,
  };
}

/** A `clock.status` event of company 3 (Rosa on a break, unless overridden). */
export function aClockStatusEvent(overrides: Partial<ClockStatusPayload> = {}): ClockStatusPayload {
  return { ...anEmployeeStatus({ clock_status: 'en_receso' }), company_id: 3, ...overrides };
}

/** The settings' defaults (decision 39). */
export function clockSettings(
  overrides: Partial<Schemas['ClockSettings']> = {},
): Schemas['ClockSettings'] {
  return {
    geofence_mode: 'flag',
    require_location: true,
    kiosk_link_hours: 720,
    employee_link_hours: 2160,
    ...overrides,
  };
}

/** A signed clock-in link. */
export function aSignedUrl(overrides: Partial<Schemas['SignedUrl']> = {}): Schemas['SignedUrl'] {
  return {
    url: 'https://jornada.example/kiosco#k1.eyJjIjozfQ.firma',
    expires_at: '2026-04-04T09:25:00Z',
    ...overrides,
  };
}

/** Rosa as the clock-in service knows her (rest of the week without shifts). */
export function aClockerEmployee(
  overrides: Partial<Schemas['ClockerEmployee']> = {},
): Schemas['ClockerEmployee'] {
  return {
    id: 77,
    company_id: 3,
    department_id: 4,
    employee_number: 'E-0077',
    name: 'Rosa Elena Martínez Soto',
    photo_url: null,
    clock_status: 'en_turno',
    current_shift: null,
    last_attendance: null,
    open_attendance: null,
    recesses: [],
    week: ['02', '03', '04', '05', '06', '07', '08'].map((day) => ({
      date: `2026-03-${day}`,
      shift: null,
    })),
    pin_set: false,
    location_policy: 'required',
    ...overrides,
  };
}
