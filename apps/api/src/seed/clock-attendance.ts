/**
 * Demo attendance (decision 39): the fourteen days before today of
 * Transportes del Bajío's active employees on their shift days (the plan of
 * clock-plan.ts). Check-ins mostly within eight minutes of the start, about
 * 8% late (15–40 minutes), about 4% absent (no record); check-outs around the
 * end, a few early; breaks against the shift's recesses; mostly from the app
 * near a geofenced terminal (a few outside it), some at the kiosk. Minutes
 * follow the rules of day-status.ts; worked = out − in − unpaid breaks.
 * Deterministic (mulberry32); nothing today, so the demo employee can clock
 * in. A night shift still running when the seed runs stays open.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { earlyLeaveMinutes, lateMinutes, shiftWindow } from '../handlers/clock/day-status.ts';
import { shiftPlan, type ShiftRow } from '../handlers/clock/effective-shifts.ts';
import { spanMinutes } from '../handlers/clock/plan/spans.ts';
import { addDays, localDate, minutesOf } from '../handlers/clock/time.ts';
import { companyTimeZone } from '../handlers/fleet-time.ts';
import { mulberry32, randomIndex, type Random } from './data/prng.ts';

type Recess = typeof t.recesses.$inferSelect;
type Terminal = typeof t.terminals.$inferSelect;

const minute = 60_000;
const batchSize = 500;

/** Share of shift days without a record, and of late arrivals. */
export const absenceRate = 0.04;
export const lateRate = 0.08;

/** An integer in `[min, max]`. */
const between = (random: Random, min: number, max: number) =>
  min + randomIndex(random, max - min + 1);

/** A break against a recess: when the recess starts in this day's shift, give or take a few minutes. */
function breakOf(random: Random, shift: ShiftRow, start: Date, recess: Recess) {
  const offset = (minutesOf(recess.startTime) - minutesOf(shift.startTime) + 1440) % 1440;
  const startedAt = new Date(start.getTime() + (offset + between(random, -3, 5)) * minute);
  const length = Math.max(
    5,
    spanMinutes(recess.startTime, recess.endTime) + between(random, -2, 6),
  );
  return { recess, startedAt, endedAt: new Date(startedAt.getTime() + length * minute) };
}

/** One shift day of one employee: the record and its breaks, or null when absent. */
function dayOf(
  random: Random,
  options: {
    employeeId: number;
    date: string;
    shift: ShiftRow;
    recesses: Recess[];
    terminal: Terminal;
    now: number;
  },
) {
  const { employeeId, date, shift, terminal, now } = options;
  const roll = random();
  if (roll < absenceRate) return null;
  const { start, end } = shiftWindow(shift, date);
  const arrival = roll < absenceRate + lateRate ? between(random, 15, 40) : between(random, -8, 8);
  const checkInAt = new Date(start.getTime() + arrival * minute + randomIndex(random, 60) * 1000);
  const leaving = random() < 0.03 ? -between(random, 20, 60) : between(random, -2, 12);
  const plannedOut = new Date(end.getTime() + leaving * minute + randomIndex(random, 60) * 1000);
  // A night shift still running now stays open.
  const checkOutAt = plannedOut.getTime() <= now ? plannedOut : null;
  const breaks = options.recesses
    .map((recess) => breakOf(random, shift, start, recess))
    .filter(
      (b) =>
        b.startedAt > checkInAt &&
        b.endedAt.getTime() <= now &&
        (!checkOutAt || b.endedAt < checkOutAt),
    );
  const unpaid = breaks
    .filter((b) => !b.recess.paid)
    .reduce(
      (sum, b) => sum + Math.round((b.endedAt.getTime() - b.startedAt.getTime()) / minute),
      0,
    );
  const kiosk = random() < 0.1;
  const outside = !kiosk && random() < 0.02;
  // ~55 m of jitter inside the fence; ~700 m away outside it.
  const spread = outside ? 0.0065 : 0.0005;
  const source = kiosk ? 'kiosk' : 'app';
  return {
    record: {
      companyId: terminal.companyId,
      employeeId,
      shiftId: shift.id,
      date,
      checkInAt,
      checkOutAt,
      source,
      checkOutSource: checkOutAt ? source : null,
      latitude: terminal.latitude! + (kiosk ? 0 : (random() * 2 - 1) * spread),
      longitude: terminal.longitude! + (kiosk ? 0 : (random() * 2 - 1) * spread),
      terminalId: terminal.id,
      outsideGeofence: outside,
      lateMinutes: lateMinutes(shift, date, checkInAt),
      earlyLeaveMinutes: checkOutAt ? earlyLeaveMinutes(shift, date, checkOutAt) : 0,
      breakMinutes: unpaid,
      workedMinutes: checkOutAt
        ? Math.floor((checkOutAt.getTime() - checkInAt.getTime()) / minute) - unpaid
        : null,
      notes: arrival >= 30 ? 'Tráfico en el bulevar.' : null,
      createdAt: checkInAt,
      updatedAt: checkOutAt ?? checkInAt,
    },
    breaks,
  };
}

/**
 * Seeds two weeks of attendance of a company's active employees (after the plan).
 * @returns how many records were written.
 */
export async function seedClockAttendance(
  tx: Database,
  options: { companyId: number; now: number },
): Promise<number> {
  const { companyId, now } = options;
  const today = localDate(new Date(now), companyTimeZone);
  const [plan, recessRows, fenced] = await Promise.all([
    shiftPlan(tx, companyId, { from: addDays(today, -14), to: addDays(today, -1) }),
    tx.select().from(t.recesses).where(eq(t.recesses.companyId, companyId)),
    tx
      .select()
      .from(t.terminals)
      .where(and(eq(t.terminals.companyId, companyId), isNotNull(t.terminals.geofenceRadiusM)))
      .orderBy(t.terminals.id),
  ]);
  if (!fenced.length) throw new Error('La empresa no tiene terminales con geocerca.');
  const random = mulberry32(1818);
  const days = [...plan.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([employeeId, schedule]) =>
      [...schedule.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, shift]) =>
          dayOf(random, {
            employeeId,
            date,
            shift,
            recesses: recessRows.filter((r) => r.shiftId === shift.id),
            terminal: fenced[employeeId % fenced.length]!,
            now,
          }),
        ),
    )
    .filter((day) => day !== null);
  for (let i = 0; i < days.length; i += batchSize) {
    const batch = days.slice(i, i + batchSize);
    const inserted = await tx
      .insert(t.attendances)
      .values(batch.map((d) => d.record))
      .returning({
        id: t.attendances.id,
        employeeId: t.attendances.employeeId,
        date: t.attendances.date,
      });
    const idOf = new Map(inserted.map((r) => [`${r.employeeId}/${r.date}`, r.id]));
    const breaks = batch.flatMap((d) =>
      d.breaks.map((b) => ({
        attendanceId: idOf.get(`${d.record.employeeId}/${d.record.date}`)!,
        recessId: b.recess.id,
        recessName: b.recess.name,
        paid: b.recess.paid,
        startedAt: b.startedAt,
        endedAt: b.endedAt,
      })),
    );
    if (breaks.length) await tx.insert(t.attendanceBreaks).values(breaks);
  }
  return days.length;
}
