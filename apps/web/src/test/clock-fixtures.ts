/**
 * Contract-shaped clock-in planning records for route tests (docs/decisions/0020-clock-in.md; shifts, recesses,
 * schedules and shift assignments), typed with the generated schema so that a change of the
 * contract breaks them at typecheck time.
 */
import type { components } from '@jornada/api-client';

type Schemas = components['schemas'];

const at = '2026-03-05T09:10:00Z';

/** A shift: Matutino, 06:00–14:00, Monday to Friday, 10 minutes of tolerance. */
export function aShift(overrides: Partial<Schemas['Shift']> = {}): Schemas['Shift'] {
  return {
    id: 5,
    company_id: 3,
    name: 'Matutino',
    start_time: '06:00',
    end_time: '14:00',
    weekdays: [1, 2, 3, 4, 5],
    tolerance_minutes: 10,
    timezone: 'America/Mexico_City',
    color: '#1E88E5',
    location_policy: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** The night shift: Nocturno, 22:00–06:00 (ends the next day), Monday to Saturday. */
export function aNightShift(overrides: Partial<Schemas['Shift']> = {}): Schemas['Shift'] {
  return aShift({
    id: 7,
    name: 'Nocturno',
    start_time: '22:00',
    end_time: '06:00',
    weekdays: [1, 2, 3, 4, 5, 6],
    tolerance_minutes: 5,
    color: '#8E24AA',
    ...overrides,
  });
}

/** A recess: Comida, 10:00–10:30 of shift 5, unpaid. */
export function aRecess(overrides: Partial<Schemas['Recess']> = {}): Schemas['Recess'] {
  return {
    id: 3,
    company_id: 3,
    shift_id: 5,
    name: 'Comida',
    start_time: '10:00',
    end_time: '10:30',
    duration_minutes: 30,
    paid: false,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A schedule: Administrativo L-V, shift 5 Monday to Friday, rest on the weekend, no end. */
export function aSchedule(overrides: Partial<Schemas['Schedule']> = {}): Schemas['Schedule'] {
  return {
    id: 2,
    company_id: 3,
    name: 'Administrativo L-V',
    valid_from: '2026-01-01',
    valid_until: null,
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      shift_id: weekday <= 5 ? 5 : null,
    })),
    weekly_hours: 37.5,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** Shift 5 (Matutino) assigned to department 4 (Tráfico) from 2 March 2026. */
export function aDepartmentShift(
  overrides: Partial<Schemas['DepartmentShift']> = {},
): Schemas['DepartmentShift'] {
  return {
    department: { id: 4, name: 'Tráfico' },
    shift: { id: 5, name: 'Matutino' },
    starts_on: '2026-03-02',
    ends_on: null,
    ...overrides,
  };
}

/** Shift 7 (Nocturno) assigned to employee 77 (Rosa Elena Martínez Soto) from 2 March 2026. */
export function anEmployeeShift(
  overrides: Partial<Schemas['EmployeeShift']> = {},
): Schemas['EmployeeShift'] {
  return {
    employee: { id: 77, name: 'Rosa Elena Martínez Soto' },
    shift: { id: 7, name: 'Nocturno' },
    starts_on: '2026-03-02',
    ends_on: null,
    ...overrides,
  };
}
