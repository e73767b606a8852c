import { describe, expect, it } from 'vitest';
import { effectiveSpans, planningCalendar, type Assignment } from './planning-model.ts';
import { reassignedDays } from './use-reassign.ts';

const own = (shiftId: number, startsOn: string, endsOn: string | null = null): Assignment => ({
  kind: 'employee',
  ownerId: 77,
  ownerName: 'Rosa',
  shiftId,
  shiftName: `Turno ${shiftId}`,
  startsOn,
  endsOn,
});
const theirs = (shiftId: number, startsOn: string, endsOn: string | null = null): Assignment => ({
  ...own(shiftId, startsOn, endsOn),
  kind: 'department',
  ownerId: 4,
  ownerName: 'Tráfico',
});
const shift = (id: number, start_time: string, end_time: string) => ({
  id,
  company_id: 3,
  name: `Turno ${id}`,
  start_time,
  end_time,
  weekdays: [1, 2, 3, 4, 5],
  tolerance_minutes: 10,
  timezone: 'America/Mexico_City',
  color: null,
  location_policy: null,
  created_at: '',
  updated_at: '',
});

describe('given the assignments of an employee and of their department', () => {
  it('their own assignment wins where it covers a day, the department’s applies elsewhere', () => {
    const mine = own(7, '2026-03-09', '2026-03-15');
    const department = theirs(5, '2026-03-02');
    expect(effectiveSpans([[mine], [department]])).toEqual([
      { assignment: department, from: '2026-03-02', to: '2026-03-08' },
      { assignment: mine, from: '2026-03-09', to: '2026-03-15' },
      { assignment: department, from: '2026-03-16', to: null },
    ]);
  });

  it('of two assignments covering a day, the one that started last wins', () => {
    const first = theirs(5, '2026-03-02');
    const later = theirs(7, '2026-03-16');
    expect(effectiveSpans([[first, later]])).toEqual([
      { assignment: first, from: '2026-03-02', to: '2026-03-15' },
      { assignment: later, from: '2026-03-16', to: null },
    ]);
  });

  it('a night shift’s event ends the next day and repeats on its weekdays until the span ends', () => {
    const calendar = planningCalendar(
      [{ kind: 'department', id: 4, name: 'Tráfico' }],
      new Map([[4, [theirs(7, '2026-03-02', '2026-03-31')]]]),
      [shift(7, '22:00', '06:00')],
    );
    expect(calendar.splits).toEqual([{ id: 'department-4', label: 'Tráfico' }]);
    expect(calendar.events).toEqual([
      expect.objectContaining({
        title: 'Turno 7',
        start: '2026-03-02 22:00',
        end: '2026-03-03 06:00',
        split: 'department-4',
        repeat: { every: 'week', weekdays: [1, 2, 3, 4, 5], until: '2026-03-31' },
      }),
    ]);
  });
});

describe('given a reassignment', () => {
  it('starts today, or on the assignment’s later first day, and keeps its last day', () => {
    expect(reassignedDays(theirs(5, '2026-03-02'), '2026-03-10')).toEqual({
      starts_on: '2026-03-10',
    });
    expect(reassignedDays(theirs(5, '2026-04-01', '2026-04-30'), '2026-03-10')).toEqual({
      starts_on: '2026-04-01',
      ends_on: '2026-04-30',
    });
  });
});
