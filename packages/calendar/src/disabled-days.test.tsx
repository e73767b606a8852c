import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import { cellAt } from './grid-cell.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 6, 0);
// The week of Monday 3 to Sunday 9 November 2025: the 3rd is before minDate, the 9th after
// maxDate and the 6th in disableDays; the 5th is enabled.
const rules = {
  now,
  defaultSelectedDate: '2025-11-05',
  minDate: '2025-11-04',
  maxDate: '2025-11-08',
  disableDays: ['2025-11-06'],
};
const disabled = ['2025-11-03', '2025-11-06', '2025-11-09'];
// Playwright waits for an aria-disabled element to become enabled before clicking it; a user's
// mouse does not wait.
const force = { force: true } as const;

describe('given minDate, maxDate and disableDays in the week view', () => {
  it('exposes the disabled days’ time and all-day cells as aria-disabled', async () => {
    const screen = await render(<Calendar {...rules} defaultView="week" />);
    for (const iso of disabled) {
      expect(cellAt(screen.container, iso, 540), iso).toHaveAttribute('aria-disabled', 'true');
      expect(cellAt(screen.container, iso, -1), iso).toHaveAttribute('aria-disabled', 'true');
    }
    expect(cellAt(screen.container, '2025-11-05', 540)).not.toHaveAttribute('aria-disabled');
    expect(cellAt(screen.container, '2025-11-05', -1)).not.toHaveAttribute('aria-disabled');
  });

  it('reports no click on a disabled day’s time or all-day cell, and still reports an enabled day', async () => {
    const onCellClick = vi.fn();
    const screen = await render(
      <Calendar {...rules} defaultView="week" onCellClick={onCellClick} />,
    );
    for (const iso of disabled) {
      await userEvent.click(cellAt(screen.container, iso, 540)!, force);
      await userEvent.click(cellAt(screen.container, iso, -1)!, force);
    }
    expect(onCellClick).not.toHaveBeenCalled();
    await userEvent.click(cellAt(screen.container, '2025-11-05', 540)!);
    expect(onCellClick).toHaveBeenCalledExactlyOnceWith({
      start: new Date(2025, 10, 5, 9),
      end: new Date(2025, 10, 5, 10),
      view: 'week',
    });
  });

  it('reports nothing when Enter is pressed on a disabled day’s cell, and reports an enabled one', async () => {
    const onCellClick = vi.fn();
    // a controlled view: Enter on a cell would otherwise open that day's view
    const screen = await render(<Calendar {...rules} view="week" onCellClick={onCellClick} />);
    for (const iso of disabled) {
      cellAt(screen.container, iso, 600)!.focus();
      await userEvent.keyboard('{Enter}');
    }
    expect(onCellClick).not.toHaveBeenCalled();
    cellAt(screen.container, '2025-11-07', 600)!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onCellClick).toHaveBeenCalledExactlyOnceWith({
      start: new Date(2025, 10, 7, 10),
      end: new Date(2025, 10, 7, 11),
      view: 'week',
    });
  });
});

describe('given minDate, maxDate and disableDays in the month view', () => {
  it('marks the disabled days and reports neither their click nor their Enter', async () => {
    const onCellClick = vi.fn();
    const screen = await render(
      <Calendar {...rules} defaultView="month" onCellClick={onCellClick} />,
    );
    const day = (re: RegExp) => screen.getByRole('gridcell', { name: re });
    for (const re of [/lunes, 3 de noviembre/, /jueves, 6 de noviembre/, /domingo, 9 de noviembre/])
      await expect.element(day(re)).toHaveAttribute('aria-disabled', 'true');
    await day(/jueves, 6 de noviembre/).click(force);
    await day(/lunes, 3 de noviembre/).click(force);
    await day(/domingo, 30 de noviembre/).click(force);
    expect(onCellClick).not.toHaveBeenCalled();
    day(/jueves, 6 de noviembre/)
      .element()
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(onCellClick).not.toHaveBeenCalled();
  });

  it('still reports an enabled day’s click and Enter', async () => {
    const onCellClick = vi.fn();
    const screen = await render(
      <Calendar {...rules} defaultView="month" onCellClick={onCellClick} />,
    );
    const wednesday = screen.getByRole('gridcell', { name: /miércoles, 5 de noviembre/ });
    await expect.element(wednesday).not.toHaveAttribute('aria-disabled');
    await wednesday.click();
    const whole = { start: new Date(2025, 10, 5), end: new Date(2025, 10, 6), view: 'month' };
    expect(onCellClick).toHaveBeenCalledExactlyOnceWith(whole);
    wednesday.element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onCellClick).toHaveBeenCalledTimes(2);
    expect(onCellClick).toHaveBeenLastCalledWith(whole);
  });
});
