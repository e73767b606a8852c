/**
 * Demo clock-in plan (decision 39), on top of the workforce:
 * Transportes del Bajío's five shifts (morning, evening, a night shift that
 * crosses midnight, office hours and a seven-day operation shift), their
 * recesses, two weekly schedules, a shift for every department since three
 * weeks ago and a few employees on a shift of their own — the employee demo
 * account (`empleado@`) works "Operación 7 días", so they have a shift today
 * whatever the weekday. The León and Silao terminals get a geofence.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { localDate, addDays } from '../handlers/clock/time.ts';
import { companyTimeZone } from '../handlers/fleet-time.ts';

/**
 * The demo shifts: name, times, ISO weekdays, calendar colour and, for two of them, the location
 * rule (the others follow the company's `require_location`, which the demo leaves on;
 * docs/decisions/0043-location-policy-per-shift.md).
 */
export const demoShifts = [
  {
    name: 'Matutino',
    start: '06:00',
    end: '14:00',
    weekdays: [1, 2, 3, 4, 5, 6],
    color: '#1E88E5',
  },
  {
    name: 'Vespertino',
    start: '14:00',
    end: '22:00',
    weekdays: [1, 2, 3, 4, 5, 6],
    color: '#F4511E',
  },
  {
    name: 'Nocturno',
    start: '22:00',
    end: '06:00',
    weekdays: [1, 2, 3, 4, 5],
    color: '#5E35B1',
    locationPolicy: 'off',
  },
  {
    name: 'Administrativo',
    start: '09:00',
    end: '18:00',
    weekdays: [1, 2, 3, 4, 5],
    color: '#00897B',
    locationPolicy: 'optional',
  },
  {
    name: 'Operación 7 días',
    start: '07:00',
    end: '15:00',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    color: '#C0CA33',
  },
] as const;

type ShiftName = (typeof demoShifts)[number]['name'];

const demoRecesses: {
  shift: ShiftName;
  name: string;
  start: string;
  end: string;
  paid: boolean;
}[] = [
  { shift: 'Administrativo', name: 'Comida', start: '13:00', end: '14:00', paid: false },
  { shift: 'Matutino', name: 'Descanso', start: '10:00', end: '10:15', paid: true },
  { shift: 'Vespertino', name: 'Cena', start: '18:00', end: '18:30', paid: false },
  { shift: 'Nocturno', name: 'Cena', start: '02:00', end: '02:30', paid: false },
  { shift: 'Operación 7 días', name: 'Comida', start: '11:00', end: '11:30', paid: false },
];

/** Each department's shift (by department name); any other department works office hours. */
const departmentShift: Record<string, ShiftName> = {
  Operaciones: 'Matutino',
  'Recursos Humanos': 'Administrativo',
  Mantenimiento: 'Vespertino',
  Almacén: 'Nocturno',
};

/** Terminals (by code) that get a check-in geofence, with its radius in metres. */
const geofences: Record<string, number> = { 'LEO-01': 200, 'SIL-01': 250 };

/** Seeds Transportes del Bajío's clock-in plan (after the workforce). */
export async function seedClockPlan(
  tx: Database,
  options: { companyId: number; userIds: Map<string, number>; now: number },
): Promise<void> {
  const { companyId, userIds, now } = options;
  const today = localDate(new Date(now), companyTimeZone);
  const since = addDays(today, -21);
  const shiftRows = await tx
    .insert(t.shifts)
    .values(
      demoShifts.map((s) => ({
        companyId,
        name: s.name,
        startTime: s.start,
        endTime: s.end,
        weekdays: [...s.weekdays],
        color: s.color,
        locationPolicy: 'locationPolicy' in s ? s.locationPolicy : null,
      })),
    )
    .returning();
  const shiftId = (name: ShiftName) => shiftRows.find((s) => s.name === name)!.id;
  await tx.insert(t.recesses).values(
    demoRecesses.map((r) => ({
      companyId,
      shiftId: shiftId(r.shift),
      name: r.name,
      startTime: r.start,
      endTime: r.end,
      paid: r.paid,
    })),
  );
  const week = (shift: ShiftName, workdays: number[]) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      shift_id: workdays.includes(weekday) ? shiftId(shift) : null,
    }));
  const yearStart = `${today.slice(0, 4)}-01-01`;
  await tx.insert(t.schedules).values([
    {
      companyId,
      name: 'Administrativo L-V',
      validFrom: yearStart,
      days: week('Administrativo', [1, 2, 3, 4, 5]),
    },
    {
      companyId,
      name: 'Operación matutina L-S',
      validFrom: yearStart,
      days: week('Matutino', [1, 2, 3, 4, 5, 6]),
    },
  ]);

  const departmentRows = await tx
    .select()
    .from(t.departments)
    .where(eq(t.departments.companyId, companyId));
  await tx.insert(t.departmentShifts).values(
    departmentRows.map((d) => ({
      companyId,
      departmentId: d.id,
      shiftId: shiftId(departmentShift[d.name] ?? 'Administrativo'),
      startsOn: since,
    })),
  );

  // The employee demo account, and a few others on a shift of their own.
  const people = await tx
    .select()
    .from(t.employees)
    .where(and(eq(t.employees.companyId, companyId), eq(t.employees.isDriver, false)))
    .orderBy(asc(t.employees.id));
  const empleado = people.find((e) => e.userId === userIds.get('empleado@jornada.test'));
  if (!empleado) throw new Error('Falta el empleado de la cuenta de demostración.');
  const inDepartment = (name: string) => {
    const department = departmentRows.find((d) => d.name === name);
    return people.filter((e) => e.departmentId === department?.id && e.id !== empleado.id);
  };
  const own: { employeeId: number; shift: ShiftName }[] = [
    { employeeId: empleado.id, shift: 'Operación 7 días' },
    ...inDepartment('Operaciones')
      .slice(0, 3)
      .map((e) => ({ employeeId: e.id, shift: 'Vespertino' as const })),
    ...inDepartment('Mantenimiento')
      .slice(0, 2)
      .map((e) => ({ employeeId: e.id, shift: 'Operación 7 días' as const })),
  ];
  await tx.insert(t.employeeShifts).values(
    own.map((a) => ({
      companyId,
      employeeId: a.employeeId,
      shiftId: shiftId(a.shift),
      startsOn: since,
    })),
  );

  for (const [code, radius] of Object.entries(geofences))
    await tx
      .update(t.terminals)
      .set({ geofenceRadiusM: radius })
      .where(and(eq(t.terminals.companyId, companyId), eq(t.terminals.code, code)));
}
