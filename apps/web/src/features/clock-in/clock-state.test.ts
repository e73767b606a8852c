import { describe, expect, it } from 'vitest';
import {
  aClockerEmployee,
  anAttendance,
  aRecess,
  aWeek,
  companyToday,
} from '../../test/clock-in-fixtures.ts';
import {
  actionsOf,
  applyAttendance,
  applyCheck,
  phaseOf,
  todayBreaks,
  todayShift,
} from './clock-state.ts';

const today = companyToday();
const at = (time: string) => `${today}T${time}:00Z`;

describe('the clock-in state (decision 39)', () => {
  it('offers one action out, two in (the exit first), one on a break', () => {
    expect(actionsOf('out')).toEqual(['check_in']);
    expect(actionsOf('in')).toEqual(['check_out', 'break_start']);
    expect(actionsOf('break')).toEqual(['break_end']);
  });

  it('applies a day of checks on the device: in → break (against the recess) → back → out', () => {
    let rosa = aClockerEmployee({ recesses: [aRecess()] });
    rosa = applyCheck(rosa, { type: 'check_in', at: at('13:00') }, today);
    expect([phaseOf(rosa), rosa.clock_status]).toEqual(['in', 'en_turno']);
    expect(rosa.open_attendance?.check_in_at).toBe(at('13:00'));
    rosa = applyCheck(rosa, { type: 'break_start', at: at('17:00'), recess_id: 3 }, today);
    expect([phaseOf(rosa), rosa.clock_status]).toEqual(['break', 'en_receso']);
    expect(rosa.open_attendance?.breaks[0]?.recess).toEqual({ id: 3, name: 'Comida' });
    rosa = applyCheck(rosa, { type: 'break_end', at: at('17:30') }, today);
    expect(phaseOf(rosa)).toBe('in');
    expect(rosa.open_attendance?.breaks[0]?.minutes).toBe(30);
    rosa = applyCheck(rosa, { type: 'check_out', at: at('21:00') }, today);
    expect([phaseOf(rosa), rosa.clock_status]).toEqual(['out', 'salida']);
    // 8 h minus the unpaid 30 min.
    expect(rosa.last_attendance?.worked_minutes).toBe(450);
    expect(todayBreaks(rosa, today)).toHaveLength(1);
  });

  it('ignores a check the state does not allow (the server would answer 409)', () => {
    const rosa = aClockerEmployee();
    expect(applyCheck(rosa, { type: 'check_out', at: at('21:00') }, today)).toBe(rosa);
    expect(applyCheck(rosa, { type: 'break_end', at: at('21:00') }, today)).toBe(rosa);
  });

  it("applies the server's record: open → on shift (or late), closed → out", () => {
    const rosa = aClockerEmployee();
    const open = anAttendance({ date: today, check_out_at: null, late_minutes: 8, breaks: [] });
    expect(applyAttendance(rosa, 'check_in', open).clock_status).toBe('retardo');
    const closed = anAttendance({ date: today });
    const after = applyAttendance(rosa, 'check_out', closed);
    expect([after.clock_status, after.open_attendance, after.last_attendance]).toEqual([
      'salida',
      null,
      closed,
    ]);
    expect(applyAttendance(rosa, 'check_in', open, 'en_turno').clock_status).toBe('en_turno');
  });

  it("names today's shift from the week, or a rest day", () => {
    expect(todayShift(aClockerEmployee(), today)).toEqual({
      name: 'Operación 7 días',
      start: '07:00',
      end: '15:00',
    });
    expect(todayShift(aClockerEmployee({ week: aWeek([today]) }), today)).toBeNull();
  });
});
