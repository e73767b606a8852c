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

  it('counts late minutes after the tolerance and early-leave minutes before the end', () => {
    expect(lateMinutes(morning, '2026-03-05', at('2026-03-05T14:09:00Z'))).toBe(0);
    expect(lateMinutes(morning, '2026-03-05', at('2026-03-05T14:25:00Z'))).toBe(15);
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
    const late = { checkInAt: at('2026-03-05T14:30:00Z'), checkOutAt: null, lateMinutes: 20 };
    expect(dayStatus({ shift: morning, date: '2026-03-05', record: null, now })).toBe('falta');
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
