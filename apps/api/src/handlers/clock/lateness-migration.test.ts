/**
 * The migration of stored late minutes to the whole-delay rule
 * (drizzle/0034_lateness_whole_delay.sql; docs/decisions/0044-lateness-rules.md): a record late
 * under the old rule (delay minus tolerance) gets its shift's tolerance back, so it matches what
 * `lateMinutes` says now; records on time or without shift stay as they were.
 */
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  clockFixture,
  localDay,
  localInstant,
  type ClockFixture,
} from '../../test/clock-attendance.ts';
import { lateMinutes } from './day-status.ts';

let t: TestApp;
let f: ClockFixture;
const day = localDay(new Date(), -5);

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
});
afterAll(() => t.close());

describe('given records stored under the old rule (07:00 shift, 10 minutes of tolerance)', () => {
  it('when the migration runs → 07:30 reads 30, 07:11 reads 11, 07:05 and a record without shift keep 0', async () => {
    const db = t.database.db;
    const shift = await f.addShift({ startTime: '07:00', endTime: '15:00', toleranceMinutes: 10 });
    const employeeId = await f.addEmployee();
    const stored = async (time: string, old: number, shiftId: number | null, date: string) => {
      const [row] = await db
        .insert(attendances)
        .values({
          companyId: f.companyId,
          employeeId,
          date,
          shiftId,
          checkInAt: localInstant(date, time),
          checkOutAt: localInstant(date, '15:00'),
          source: 'manual',
          lateMinutes: old,
        })
        .returning();
      return row!.id;
    };
    const ids = {
      late30: await stored('07:30', 20, shift.id, day),
      late11: await stored('07:11', 1, shift.id, localDay(new Date(), -4)),
      onTime: await stored('07:05', 0, shift.id, localDay(new Date(), -3)),
      noShift: await stored('09:00', 0, null, localDay(new Date(), -2)),
    };
    const migration = await readFile(
      new URL('../../../drizzle/0034_lateness_whole_delay.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(migration));
    const late = async (id: number) =>
      (await db.select().from(attendances).where(eq(attendances.id, id)))[0]!.lateMinutes;
    expect(await late(ids.late30)).toBe(30);
    expect(await late(ids.late11)).toBe(11);
    expect(await late(ids.onTime)).toBe(0);
    expect(await late(ids.noShift)).toBe(0);
    const times = {
      startTime: '07:00',
      endTime: '15:00',
      toleranceMinutes: 10,
      timezone: shift.timezone,
    };
    expect(await late(ids.late30)).toBe(lateMinutes(times, day, localInstant(day, '07:30')));
  });
});
