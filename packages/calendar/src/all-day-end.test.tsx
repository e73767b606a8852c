import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import { cellPosition } from './grid-cell.ts';
import type { CalendarEvent } from './types.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 10, 30);
const base = { now, defaultSelectedDate: '2025-11-05' } as const;
// A two-day fair (Tuesday 4 and Wednesday 5 November) as iCalendar and FullCalendar write it.
const fair: CalendarEvent = {
  start: '2025-11-04',
  end: '2025-11-06',
  title: 'Feria',
  allDay: true,
};

/** The days (`YYYY-MM-DD`) of the cells that show the event titled `title`. */
const daysOf = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll<HTMLElement>('[data-slot="event"]')]
    .filter((e) => e.textContent?.includes(title))
    .map((e) => cellPosition(e.closest<HTMLElement>('[role="gridcell"]')!)?.iso);

describe('given allDayEnd="exclusive"', () => {
  it('shows a two-day all-day event on two days of the week’s all-day row, not three', async () => {
    const screen = await render(
      <Calendar {...base} view="week" allDayEnd="exclusive" events={[fair]} />,
    );
    expect(daysOf(screen.container, 'Feria')).toEqual(['2025-11-04', '2025-11-05']);
  });

  it('shows it on two days of the month grid', async () => {
    const screen = await render(
      <Calendar {...base} view="month" allDayEnd="exclusive" events={[fair]} />,
    );
    expect(daysOf(screen.container, 'Feria')).toEqual(['2025-11-04', '2025-11-05']);
    await expect
      .element(screen.getByRole('gridcell', { name: /jueves, 6 de noviembre/ }))
      .not.toHaveTextContent('Feria');
  });

  it('shows a one-day event (end the next day) on its day only', async () => {
    const day: CalendarEvent = { ...fair, end: '2025-11-05', title: 'Asueto' };
    const screen = await render(
      <Calendar {...base} view="week" allDayEnd="exclusive" events={[day]} />,
    );
    expect(daysOf(screen.container, 'Asueto')).toEqual(['2025-11-04']);
  });
});

describe('given the default allDayEnd ("inclusive")', () => {
  it('reads the same event’s end day as its last day: three days', async () => {
    const screen = await render(<Calendar {...base} view="week" events={[fair]} />);
    expect(daysOf(screen.container, 'Feria')).toEqual(['2025-11-04', '2025-11-05', '2025-11-06']);
  });
});
