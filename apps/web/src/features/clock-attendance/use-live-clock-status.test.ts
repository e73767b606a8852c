import { describe, expect, it } from 'vitest';
import { aClockStatusEvent, anEmployeeStatus } from '../../test/clock-attendance-fixtures.ts';
import { applyClockStatus } from './use-live-clock-status.ts';

const rosa = anEmployeeStatus();
const juan = anEmployeeStatus({ employee: { id: 78, name: 'Juan Pérez Ruiz' } });

describe('applyClockStatus', () => {
  it('given the employee in the list → their row is replaced, without the company', () => {
    const rows = applyClockStatus([rosa, juan], aClockStatusEvent(), {});
    expect(rows.map((row) => row.clock_status)).toEqual(['en_receso', 'en_turno']);
    expect(rows[0]).not.toHaveProperty('company_id');
  });

  it('given an employee not in the list → added when they match its filters, else left out', () => {
    const newcomer = aClockStatusEvent({ employee: { id: 90, name: 'Sofía Ríos Díaz' } });
    expect(applyClockStatus([rosa], newcomer, {})).toHaveLength(2);
    expect(applyClockStatus([rosa], newcomer, { department_id: 5 })).toHaveLength(1);
    expect(applyClockStatus([rosa], newcomer, { clock_status: 'retardo' })).toHaveLength(1);
  });

  it('given a list of one status → an employee who leaves it leaves the list', () => {
    expect(
      applyClockStatus([rosa, juan], aClockStatusEvent(), { clock_status: 'en_turno' }),
    ).toEqual([juan]);
  });
});
