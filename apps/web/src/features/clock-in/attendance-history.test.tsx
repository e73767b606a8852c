/**
 * The employee's history reads lateness as the server counts it (docs/decisions/0044-lateness-rules.md):
 * a late record says the whole delay, a record within the tolerance says «A tiempo».
 */
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { anAttendance } from '../../test/clock-in-fixtures.ts';
import { AttendanceHistory } from './attendance-history.tsx';

const day = (date: string) => page.getByRole('listitem').filter({ hasText: new RegExp(date) });

describe('given my history on a phone', () => {
  it('when a record came 30 minutes late and another within the tolerance → «Retardo de 30 minutos» and «A tiempo»; no axe violations', async () => {
    await page.viewport(390, 844);
    await render(
      <main>
        <h1>Mi asistencia</h1>
        <AttendanceHistory
          timeZone="America/Mexico_City"
          records={[
            // 07:30 for the 07:00 shift (tolerance 10).
            anAttendance({
              id: 1,
              date: '2026-03-05',
              check_in_at: '2026-03-05T13:30:00Z',
              late_minutes: 30,
            }),
            // 07:10 for the same shift: within the tolerance.
            anAttendance({
              id: 2,
              date: '2026-03-04',
              check_in_at: '2026-03-04T13:10:00Z',
              late_minutes: 0,
            }),
          ]}
        />
      </main>,
    );
    await expect.element(day('5 de marzo')).toHaveTextContent(/7:30.*Retardo de 30 minutos/);
    await expect.element(day('4 de marzo')).toHaveTextContent(/7:10.*A tiempo/);
    expect(
      day('4 de marzo')
        .getByText(/Retardo/)
        .elements(),
    ).toHaveLength(0);
    await expectNoAxeViolations();
  });
});
