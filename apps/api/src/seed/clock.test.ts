/**
 * The demo clock-in data (docs/decisions/0020-clock-in.md): Transportes del Bajío's shifts (one of
 * them across midnight) with their recesses, every department on a shift, the
 * employee demo account on a shift today whatever the weekday, two weeks of
 * attendance with late arrivals and absences and nothing today, and
 * geofenced terminals the app check-ins are near.
 */
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema.ts';
import { lateMinutes } from '../handlers/clock/day-status.ts';
import { shiftOn, shiftPlan } from '../handlers/clock/effective-shifts.ts';
import { addDays, localDate } from '../handlers/clock/time.ts';
import { companyTimeZone } from '../handlers/fleet-time.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let tdbId: number;
const today = () => localDate(new Date(), companyTimeZone);

beforeAll(async () => {
  t = await createTestApp();
  tdbId = (
    await t.database.db
      .select()
      .from(s.companies)
      .where(eq(s.companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

describe('given the seeded clock-in demo data', () => {
  it('Transportes del Bajío has its five shifts, the night one across midnight, with recesses and two schedules', async () => {
    const db = t.database.db;
    const shifts = await db.select().from(s.shifts).where(eq(s.shifts.companyId, tdbId));
    expect(shifts.map((shift) => shift.name).sort()).toEqual([
      'Administrativo',
      'Matutino',
      'Nocturno',
      'Operación 7 días',
      'Vespertino',
    ]);
    expect(shifts.find((shift) => shift.name === 'Nocturno')).toMatchObject({
      startTime: '22:00',
      endTime: '06:00',
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(shifts.find((shift) => shift.name === 'Operación 7 días')!.weekdays).toHaveLength(7);
    const recesses = await db.select().from(s.recesses).where(eq(s.recesses.companyId, tdbId));
    expect(recesses).toHaveLength(5);
    expect(recesses).toContainEqual(
      expect.objectContaining({
        name: 'Comida',
        startTime: '13:00',
        endTime: '14:00',
        paid: false,
      }),
    );
    const schedules = await db.select().from(s.schedules).where(eq(s.schedules.companyId, tdbId));
    expect(schedules.map((schedule) => schedule.name).sort()).toEqual([
      'Administrativo L-V',
      'Operación matutina L-S',
    ]);
  });

  it('every department works a shift and the employee demo account has one today', async () => {
    const db = t.database.db;
    const departments = await db
      .select()
      .from(s.departments)
      .where(eq(s.departments.companyId, tdbId));
    const assigned = await db
      .select()
      .from(s.departmentShifts)
      .where(eq(s.departmentShifts.companyId, tdbId));
    expect(new Set(assigned.map((a) => a.departmentId))).toEqual(
      new Set(departments.map((d) => d.id)),
    );
    const [empleado] = await db
      .select({ id: s.employees.id })
      .from(s.employees)
      .innerJoin(s.users, eq(s.users.id, s.employees.userId))
      .where(eq(s.users.email, 'empleado@jornada.test'));
    const shift = await shiftOn(db, tdbId, empleado!.id, today());
    expect(shift?.name).toBe('Operación 7 días');
    const mine = await db
      .select()
      .from(s.attendances)
      .where(and(eq(s.attendances.employeeId, empleado!.id), gte(s.attendances.date, today())));
    expect(mine).toEqual([]);
  });

  it('holds two weeks of attendance with late arrivals, absences and nothing today', async () => {
    const db = t.database.db;
    const from = addDays(today(), -14);
    const records = await db
      .select()
      .from(s.attendances)
      .where(and(eq(s.attendances.companyId, tdbId), gte(s.attendances.date, from)));
    const shifts = new Map(
      (await db.select().from(s.shifts).where(eq(s.shifts.companyId, tdbId))).map((x) => [x.id, x]),
    );
    expect(records.length).toBeGreaterThan(300);
    expect(records.every((r) => r.date < today())).toBe(true);
    const late = records.filter((r) => r.lateMinutes > 0);
    expect(late.length / records.length).toBeGreaterThan(0.04);
    expect(late.length / records.length).toBeLessThan(0.14);
    // Minutes follow the rules of a work day.
    for (const record of records.slice(0, 50))
      expect(record.lateMinutes).toBe(
        lateMinutes(shifts.get(record.shiftId!)!, record.date, record.checkInAt),
      );
    for (const record of records.filter((r) => r.checkOutAt).slice(0, 50))
      expect(record.workedMinutes).toBe(
        Math.floor((record.checkOutAt!.getTime() - record.checkInAt.getTime()) / 60_000) -
          record.breakMinutes,
      );
    // Absences: shift days without a record.
    const plan = await shiftPlan(db, tdbId, { from, to: addDays(today(), -1) });
    const recorded = new Set(records.map((r) => `${r.employeeId}/${r.date}`));
    const shiftDays = [...plan].flatMap(([id, days]) => [...days.keys()].map((d) => `${id}/${d}`));
    const absent = shiftDays.filter((key) => !recorded.has(key));
    expect(absent.length / shiftDays.length).toBeGreaterThan(0.01);
    expect(absent.length / shiftDays.length).toBeLessThan(0.1);
    const breaks = await db.select().from(s.attendanceBreaks);
    expect(breaks.length).toBeGreaterThan(records.length / 2);
  });

  it('the León and Silao terminals have a geofence and the app check-ins come from near them', async () => {
    const db = t.database.db;
    const fenced = await db
      .select()
      .from(s.terminals)
      .where(and(eq(s.terminals.companyId, tdbId), isNotNull(s.terminals.geofenceRadiusM)));
    expect(fenced.map((terminal) => terminal.code).sort()).toEqual(['LEO-01', 'SIL-01']);
    const records = await db
      .select()
      .from(s.attendances)
      .where(and(eq(s.attendances.companyId, tdbId), eq(s.attendances.source, 'app')));
    const inside = records.filter((r) => !r.outsideGeofence);
    for (const record of inside) {
      const terminal = fenced.find((f) => f.id === record.terminalId)!;
      expect(Math.abs(record.latitude! - terminal.latitude!)).toBeLessThan(0.001);
      expect(Math.abs(record.longitude! - terminal.longitude!)).toBeLessThan(0.001);
    }
    expect(
      await db.select().from(s.attendances).where(eq(s.attendances.source, 'kiosk')),
    ).not.toEqual([]);
  });
});
