/**
 * Records for the attendance tests (decision 39), inserted straight into the
 * seeded database so that they do not depend on the plan's operations or on
 * demo attendance: Transportes del Bajío with a department of its own (no
 * department shifts), fresh employees in it, shifts assigned to them, places
 * with geofences, and the demo accounts' sign-ins. The demo employee
 * (`empleado@jornada.test`) starts without records or own shifts, and the
 * company with the default clock-in settings.
 */
import { eq } from 'drizzle-orm';
import {
  attendances,
  clockSettings,
  companies,
  departments,
  employees,
  employeeShifts,
  recesses,
  shifts,
  terminals,
  users,
} from '../db/schema.ts';
import { signIn, type TestApp } from './harness.ts';
import { companyTimeZone } from '../handlers/fleet-time.ts';
import { addDays, instantAt, localDate, localMinutes } from '../handlers/clock/time.ts';

/** Demo accounts the tests call as. */
export const accounts = {
  staff: 'empresa@jornada.test',
  employee: 'empleado@jornada.test',
  driver: 'chofer@jornada.test',
  otherStaff: 'otra-empresa@jornada.test',
  seeker: 'candidato@jornada.test',
} as const;

/** `HH:MM` of an instant in the company's time zone. */
export function localTime(at: Date): string {
  const minutes = localMinutes(at, companyTimeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The company's local date of an instant, plus `days`. */
export const localDay = (at: Date, days = 0) => addDays(localDate(at, companyTimeZone), days);

/** The instant of a local date and time of the company. */
export const localInstant = (date: string, time: string, dayOffset = 0) =>
  instantAt(date, time, companyTimeZone, dayOffset);

/** What {@link clockFixture} found or inserted. */
export interface ClockFixture {
  companyId: number;
  otherCompanyId: number;
  /** A department of the company inserted for the tests (no department shifts). */
  departmentId: number;
  /** Authorization headers by account (see {@link accounts}). */
  headers: Record<(typeof accounts)[keyof typeof accounts], { authorization: string }>;
  /** The demo employee's user and employee record. */
  demo: { userId: number; employeeId: number };
  /** Inserts an active employee of the company (in the test department unless told). */
  addEmployee: (values?: Partial<typeof employees.$inferInsert>) => Promise<number>;
  /** Inserts a shift of the company (all weekdays, tolerance 10 unless told). */
  addShift: (values: Partial<typeof shifts.$inferInsert>) => Promise<typeof shifts.$inferSelect>;
  /** Assigns a shift to an employee from `startsOn` (2020-01-01 unless told). */
  assign: (employeeId: number, shiftId: number, startsOn?: string) => Promise<void>;
  /** Inserts a recess (of a shift, or company-wide with `shiftId: null`). */
  addRecess: (
    values: Partial<typeof recesses.$inferInsert>,
  ) => Promise<typeof recesses.$inferSelect>;
  /** Inserts an active place of the company with a geofence. */
  addPlace: (values: Partial<typeof terminals.$inferInsert>) => Promise<number>;
}

/** Finds and inserts the records of {@link ClockFixture} in `t`'s seeded database. */
export async function clockFixture(t: TestApp): Promise<ClockFixture> {
  const db = t.database.db;
  const companyBySlug = async (slug: string) =>
    (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
  const companyId = await companyBySlug('transportes-del-bajio');
  const otherCompanyId = await companyBySlug('logistica-portuaria-del-pacifico');
  const headers = {} as ClockFixture['headers'];
  for (const email of Object.values(accounts)) headers[email] = await signIn(t.app, email);
  const [department] = await db
    .insert(departments)
    .values({ companyId, name: `Asistencia ${Math.random().toString(36).slice(2, 8)}` })
    .returning();
  const [demo] = await db
    .select({ userId: users.id, employeeId: employees.id })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.email, accounts.employee));
  await db.delete(attendances).where(eq(attendances.employeeId, demo!.employeeId));
  await db.delete(employeeShifts).where(eq(employeeShifts.employeeId, demo!.employeeId));
  await db.delete(clockSettings).where(eq(clockSettings.companyId, companyId));
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${++counter}`;
  return {
    companyId,
    otherCompanyId,
    departmentId: department!.id,
    headers,
    demo: demo!,
    async addEmployee(values = {}) {
      const n = unique();
      const [row] = await db
        .insert(employees)
        .values({
          companyId,
          departmentId: department!.id,
          employeeNumber: `A-${n}`.toUpperCase(),
          name: 'Prueba',
          surname: `Asistencia${n}`,
          position: 'Auxiliar',
          ...values,
        })
        .returning();
      return row!.id;
    },
    async addShift(values) {
      const [row] = await db
        .insert(shifts)
        .values({
          companyId,
          name: `Turno ${unique()}`,
          startTime: '08:00',
          endTime: '16:00',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          toleranceMinutes: 10,
          ...values,
        })
        .returning();
      return row!;
    },
    async assign(employeeId, shiftId, startsOn = '2020-01-01') {
      await db.insert(employeeShifts).values({ companyId, employeeId, shiftId, startsOn });
    },
    async addRecess(values) {
      const [row] = await db
        .insert(recesses)
        .values({ companyId, name: 'Comida', startTime: '13:00', endTime: '13:30', ...values })
        .returning();
      return row!;
    },
    async addPlace(values) {
      const [row] = await db
        .insert(terminals)
        .values({
          companyId,
          name: 'Patio León',
          code: `P${unique()}`.toUpperCase().slice(0, 20),
          type: 'patio',
          address: 'Blvd. Aeropuerto 100, León, Gto.',
          latitude: 21.1221,
          longitude: -101.6827,
          geofenceRadiusM: 200,
          ...values,
        })
        .returning();
      return row!.id;
    },
  };
}
