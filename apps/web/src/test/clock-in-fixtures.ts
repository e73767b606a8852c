/**
 * Contract-shaped clock-in records for route tests (decision 39), typed with the
 * generated schema (the fake server that answers with them: clock-in-server.ts).
 */
import type { components } from '@jornada/api-client';
import { aUser } from './fixtures.ts';

type Schemas = components['schemas'];
type Attendance = Schemas['Attendance'];
type ClockerEmployee = Schemas['ClockerEmployee'];

const at = '2026-03-02T12:00:00Z';
const timeZone = 'America/Mexico_City';

/** An employee of Transportes del Bajío with a user account (user 41, employee 77). */
export const employeeUser = aUser({
  id: 41,
  name: 'Rosa Elena',
  surname: 'Martínez',
  email: 'rosa@tdb.example',
  roles: ['employee'],
  departments: [{ id: 4, name: 'Tráfico', company_id: 3 }],
});

/** Today in the company's time zone, 'YYYY-MM-DD'. */
export function companyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/** 'YYYY-MM-DD' moved by `days`. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The morning shift of every day, 07:00–15:00. */
export function aShift(overrides: Partial<Schemas['Shift']> = {}): Schemas['Shift'] {
  return {
    id: 5,
    company_id: 3,
    name: 'Operación 7 días',
    start_time: '07:00',
    end_time: '15:00',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    tolerance_minutes: 10,
    timezone: timeZone,
    color: '#1E88E5',
    location_policy: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A recess of the shift (lunch, unpaid, 11:00–11:30 unless overridden). */
export function aRecess(overrides: Partial<Schemas['Recess']> = {}): Schemas['Recess'] {
  return {
    id: 3,
    company_id: 3,
    shift_id: 5,
    name: 'Comida',
    start_time: '11:00',
    end_time: '11:30',
    duration_minutes: 30,
    paid: false,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** The second recess of the shift: a paid 15-minute break at 09:00. */
export const coffeeBreak = aRecess({
  id: 4,
  name: 'Descanso',
  start_time: '09:00',
  end_time: '09:15',
  duration_minutes: 15,
  paid: true,
});

/** This ISO week (Monday first) with the shift every day but `restOn` (dates 'YYYY-MM-DD'). */
export function aWeek(restOn: string[] = []): Schemas['ClockDay'][] {
  const today = companyToday();
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = shiftDay(today, -weekday);
  return Array.from({ length: 7 }, (_, i) => {
    const date = shiftDay(monday, i);
    return restOn.includes(date)
      ? { date, shift: null }
      : {
          date,
          shift: { id: 5, name: 'Operación 7 días' },
          start_time: '07:00',
          end_time: '15:00',
        };
  });
}

/**
 * An attendance record of employee 77 (a closed day, unless overridden): in at 07:18 for the
 * 07:00 shift with 10 minutes of tolerance, so 18 minutes late (the whole delay;
 * docs/decisions/0044-lateness-rules.md).
 */
export function anAttendance(overrides: Partial<Attendance> = {}): Attendance {
  const date = overrides.date ?? shiftDay(companyToday(), -1);
  return {
    id: 880122,
    employee_id: 77,
    employee: { id: 77, name: 'Rosa Elena Martínez Soto' },
    department_id: 4,
    company_id: 3,
    shift_id: 5,
    shift: { id: 5, name: 'Operación 7 días' },
    date,
    check_in_at: `${date}T13:18:00Z`,
    check_out_at: `${date}T21:00:00Z`,
    source: 'app',
    latitude: 21.1221,
    longitude: -101.6827,
    late_minutes: 18,
    early_leave_minutes: 0,
    break_minutes: 30,
    worked_minutes: 432,
    breaks: [
      {
        id: 4410,
        recess: { id: 3, name: 'Comida' },
        started_at: `${date}T17:00:00Z`,
        ended_at: `${date}T17:30:00Z`,
        minutes: 30,
        paid: false,
      },
    ],
    terminal_id: 2,
    outside_geofence: false,
    corrected: false,
    notes: null,
    created_at: `${date}T13:18:00Z`,
    updated_at: `${date}T21:00:00Z`,
    ...overrides,
  };
}

/** Employee 77 as `getMyClockIn` answers: today's shift, out, no PIN yet. */
export function aClockerEmployee(overrides: Partial<ClockerEmployee> = {}): ClockerEmployee {
  return {
    id: 77,
    company_id: 3,
    department_id: 4,
    employee_number: 'E-0077',
    name: 'Rosa Elena Martínez Soto',
    photo_url: null,
    clock_status: 'sin_registro',
    current_shift: aShift(),
    last_attendance: null,
    open_attendance: null,
    recesses: [aRecess()],
    week: aWeek(),
    pin_set: false,
    location_policy: 'required',
    ...overrides,
  };
}

/** A kiosk link of Transportes del Bajío. */
export function aKioskLink(overrides: Partial<Schemas['ClockLink']> = {}): Schemas['ClockLink'] {
  return {
    kind: 'kiosk',
    company: { id: 3, name: 'Transportes del Bajío' },
    employee: null,
    expires_at: '2099-04-04T09:25:00Z',
    ...overrides,
  };
}

/** The token of the test links (what follows `#`). */
export const linkToken = 'k1.eyJjIjozfQ.firma-de-prueba';
