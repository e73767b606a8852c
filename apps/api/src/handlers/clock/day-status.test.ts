/**
 * The rules of a work day (decision 39): shift windows across midnight, late
 * and early-leave minutes, the day a night shift's check-in belongs to, and
 * the day's status.
 */
import { describe, expect, it } from 'vitest';
import { dayStatus, earlyLeaveMinutes, lateMinutes, shiftWindow, workDayOf } from './day-status.ts';

const tz = 'America/Mexico_City';
const morning = { startTime: '08:00', endTime: '16:00', toleranceMinutes: 10, timezone: tz };
const night = { startTime: '22:00', endTime: '06:00', toleranceMinutes: 5, timezone: tz };
const at = (iso: string) => new Date(iso);

describe('a work day', () => {
  it('places a morning shift in local time (UTC−6) and a night shift across midnight', () => {
    expect(shiftWindow(morning, '2026-03-05')).toEqual({
      start: at('2026-03-05T14:00:00Z'),
      end: at('2026-03-05T22:00:00Z'),
    });
    expect(shiftWindow(night, '2026-03-05')).toEqual({
      start: at('2026-03-06T04:00:00Z'),
      end: at('2026-03-06T12:00:00Z'),
    });
  });

  it('counts the whole delay once past the tolerance, and early-leave minutes before the end', () => {
    expect(lateMinutes(morning, '2026-03-05', at('2026-03-05T14:09:00Z'))).toBe(0);
    expect(lateMinutes(morning, '2026-03-05', at('2026-03-05T14:25:00Z'))).toBe(25);
    expect(lateMinutes(null, '2026-03-05', at('2026-03-05T20:00:00Z'))).toBe(0);
    expect(earlyLeaveMinutes(morning, '2026-03-05', at('2026-03-05T21:30:00Z'))).toBe(30);
    expect(earlyLeaveMinutes(night, '2026-03-05', at('2026-03-06T12:05:00Z'))).toBe(0);
  });

  it('gives a night shift’s check-in after midnight to the day the shift started', () => {
    const shiftFor = (date: string) => (date === '2026-03-05' ? night : null);
    // 00:30 local on the 6th, shift of the 5th still running.
    expect(workDayOf(at('2026-03-06T06:30:00Z'), tz, shiftFor)).toBe('2026-03-05');
    // 09:00 local on the 6th, after that shift ended.
    expect(workDayOf(at('2026-03-06T15:00:00Z'), tz, shiftFor)).toBe('2026-03-06');
  });

  it('tells the status now and of a past day', () => {
    const now = at('2026-03-05T15:00:00Z'); // 09:00 local
    const late = { checkInAt: at('2026-03-05T14:30:00Z'), checkOutAt: null, lateMinutes: 30 };
    // Past the tolerance, before the end: still expected (late), not absent.
    expect(dayStatus({ shift: morning, date: '2026-03-05', record: null, now })).toBe(
      'sin_registro',
    );
    expect(
      dayStatus({
        shift: morning,
        date: '2026-03-05',
        record: null,
        now: at('2026-03-05T22:00:00Z'),
      }),
    ).toBe('falta');
    expect(
      dayStatus({
        shift: morning,
        date: '2026-03-05',
        record: null,
        now: at('2026-03-05T14:05:00Z'),
      }),
    ).toBe('sin_registro');
    expect(dayStatus({ shift: null, date: '2026-03-05', record: null, now })).toBe('descanso');
    expect(dayStatus({ shift: morning, date: '2026-03-05', record: late, now })).toBe('retardo');
    expect(
      dayStatus({ shift: morning, date: '2026-03-05', record: { ...late, onBreak: true }, now }),
    ).toBe('en_receso');
    const closed = { ...late, checkOutAt: at('2026-03-05T22:00:00Z') };
    expect(dayStatus({ shift: morning, date: '2026-03-05', record: closed, now })).toBe('salida');
    expect(dayStatus({ shift: morning, date: '2026-03-05', record: closed, now, past: true })).toBe(
      'retardo',
    );
  });
});

/**
 * The examples of docs/decisions/0044-lateness-rules.md: a 07:00–15:00 shift with 10 minutes of
 * tolerance, in Mexico City (UTC−6), on 2026-03-05.
 */
describe('given a 07:00–15:00 shift with a 10-minute tolerance', () => {
  const shift = { startTime: '07:00', endTime: '15:00', toleranceMinutes: 10, timezone: tz };
  const date = '2026-03-05';
  const local = (time: string) => at(`${date}T${time}-06:00`);
  /** What the day reads at `now` after arriving at `arrival` (null: no record). */
  const reading = (arrival: string | null, now: string) => {
    const late = arrival ? lateMinutes(shift, date, local(arrival)) : 0;
    const record = arrival
      ? { checkInAt: local(arrival), checkOutAt: null, lateMinutes: late }
      : null;
    return { late, status: dayStatus({ shift, date, record, now: local(now) }) };
  };

  it.each([
    ['07:05:00', 0, 'en_turno'],
    ['07:10:00', 0, 'en_turno'],
    ['07:10:59', 0, 'en_turno'],
    ['07:11:00', 11, 'retardo'],
    ['07:30:00', 30, 'retardo'],
  ] as const)('when they arrive at %s → %i minutes late, %s', (arrival, late, status) => {
    expect(reading(arrival, '12:00:00')).toEqual({ late, status });
  });

  it('when nobody has arrived at 12:00 → no record yet (sin_registro), not an absence', () => {
    expect(reading(null, '12:00:00').status).toBe('sin_registro');
    expect(reading(null, '06:30:00').status).toBe('sin_registro');
  });

  it('when nobody has arrived by the shift’s end (15:00, 15:30) → falta', () => {
    expect(reading(null, '15:00:00').status).toBe('falta');
    expect(reading(null, '15:30:00').status).toBe('falta');
  });

  it('when they arrive after the end → the whole delay is counted', () => {
    expect(reading('15:20:00', '15:30:00')).toEqual({ late: 500, status: 'retardo' });
  });

  it('when the day is looked back on → a late arrival stays retardo, no arrival is falta', () => {
    const record = { checkInAt: local('07:30:00'), checkOutAt: local('15:00:00'), lateMinutes: 30 };
    const next = at('2026-03-06T12:00:00Z');
    expect(dayStatus({ shift, date, record, now: next, past: true })).toBe('retardo');
    expect(dayStatus({ shift, date, record: null, now: next, past: true })).toBe('falta');
  });
});

describe('given a night shift (22:00–06:00, 5 minutes of tolerance)', () => {
  it('when nobody has arrived at 02:00 → sin_registro; at 06:00 the next day → falta', () => {
    const base = { shift: night, date: '2026-03-05', record: null };
    expect(dayStatus({ ...base, now: at('2026-03-06T08:00:00Z') })).toBe('sin_registro');
    expect(dayStatus({ ...base, now: at('2026-03-06T12:00:00Z') })).toBe('falta');
  });

  it('when they arrive at 22:20 → 20 minutes late', () => {
    expect(lateMinutes(night, '2026-03-05', at('2026-03-06T04:20:00Z'))).toBe(20);
    expect(lateMinutes(night, '2026-03-05', at('2026-03-06T04:05:30Z'))).toBe(0);
  });
});
