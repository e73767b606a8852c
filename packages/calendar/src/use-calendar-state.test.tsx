import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CalendarContext } from './calendar-context.ts';
import { Calendar, CalendarGrid } from './calendar.tsx';
import type { CalendarStateOptions } from './calendar-props.ts';
import { useCalendarState } from './use-calendar-state.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 10, 30);
const day14 = { name: /viernes, 14 de noviembre/ };
const day5 = { name: /miércoles, 5 de noviembre/ };

describe('given an uncontrolled selected day (defaultSelectedDate)', () => {
  it('selects a clicked day and reports it once; choosing it again reports nothing', async () => {
    const onSelectedDateChange = vi.fn();
    const screen = await render(
      <Calendar
        now={now}
        defaultView="month"
        defaultSelectedDate="2025-11-05"
        onSelectedDateChange={onSelectedDateChange}
      />,
    );
    await screen.getByRole('gridcell', day14).click();
    await expect
      .element(screen.getByRole('gridcell', day14))
      .toHaveAttribute('aria-selected', 'true');
    expect(onSelectedDateChange).toHaveBeenCalledTimes(1);
    expect(onSelectedDateChange).toHaveBeenLastCalledWith(new Date(2025, 10, 14));

    await screen.getByRole('gridcell', day14).click();
    await expect
      .element(screen.getByRole('gridcell', day14))
      .toHaveAttribute('aria-selected', 'true');
    expect(onSelectedDateChange).toHaveBeenCalledTimes(1);
  });
});

describe('given a controlled selected day (selectedDate)', () => {
  it('reports a clicked day but shows the prop until the app changes it', async () => {
    const onSelectedDateChange = vi.fn();
    const screen = await render(
      <Calendar
        now={now}
        defaultView="month"
        selectedDate="2025-11-05"
        onSelectedDateChange={onSelectedDateChange}
      />,
    );
    await screen.getByRole('gridcell', day14).click();
    expect(onSelectedDateChange).toHaveBeenLastCalledWith(new Date(2025, 10, 14));
    await expect
      .element(screen.getByRole('gridcell', day5))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(screen.getByRole('gridcell', day14))
      .toHaveAttribute('aria-selected', 'false');
  });

  it('does not report the day the prop already holds', async () => {
    const onSelectedDateChange = vi.fn();
    function App() {
      const [date, setDate] = useState<Date | null>(new Date(2025, 10, 5));
      return (
        <Calendar
          now={now}
          defaultView="month"
          selectedDate={date}
          onSelectedDateChange={(d) => {
            onSelectedDateChange(d);
            setDate(d);
          }}
        />
      );
    }
    const screen = await render(<App />);
    await screen.getByRole('gridcell', day5).click();
    await screen.getByRole('gridcell', day14).click();
    await expect
      .element(screen.getByRole('gridcell', day14))
      .toHaveAttribute('aria-selected', 'true');
    expect(onSelectedDateChange.mock.calls).toEqual([[new Date(2025, 10, 14)]]);
  });
});

describe('given useCalendarState under a root of your own', () => {
  function MyCalendar(props: CalendarStateOptions) {
    const { context, announcement } = useCalendarState(props);
    return (
      <CalendarContext value={context}>
        <section aria-label="Mi calendario" data-view={context.view}>
          <h2>{context.title}</h2>
          <button type="button" onClick={() => context.navigate(1)}>
            Siguiente
          </button>
          <CalendarGrid />
          <p role="status">{announcement}</p>
        </section>
      </CalendarContext>
    );
  }

  it('renders the parts from its state and moves the period with its transitions', async () => {
    const screen = await render(
      <MyCalendar now={now} defaultView="month" defaultSelectedDate="2025-11-05" />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('noviembre de 2025');
    await expect.element(screen.getByRole('grid')).toHaveAccessibleName('noviembre de 2025');
    await screen.getByRole('button', { name: 'Siguiente' }).click();
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('diciembre de 2025');
    await expect
      .element(screen.getByRole('region', { name: 'Mi calendario' }))
      .toHaveAttribute('data-view', 'month');
  });
});
