import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import type { CalendarEvent } from './types.ts';
import { cellPosition } from './grid-cell.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 6, 0);
const base = { now, defaultSelectedDate: '2025-11-05' } as const;
const interview: CalendarEvent = {
  id: 'a',
  start: '2025-11-05 09:00',
  end: '2025-11-05 10:00',
  title: 'Entrevista',
};

describe('given the month grid', () => {
  it('is one tab stop; arrows, Home/End and Page Up/Down move the cursor', async () => {
    const screen = await render(<Calendar {...base} defaultView="month" />);
    const grid = screen.getByRole('grid', { name: 'noviembre de 2025' });
    expect(grid.element().querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    const name = (re: RegExp) => screen.getByRole('gridcell', { name: re });
    name(/miércoles, 5 de noviembre/)
      .element()
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(name(/jueves, 6 de noviembre/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(name(/jueves, 13 de noviembre/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(name(/lunes, 10 de noviembre/)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(name(/domingo, 16 de noviembre/)).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect.element(name(/martes, 16 de diciembre/)).toHaveFocus();
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('diciembre de 2025');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect.element(name(/lunes, 1 de diciembre/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(name(/domingo, 30 de noviembre/)).toHaveFocus();
  });

  it('selects with Space and opens the week with Enter', async () => {
    const onSelectedDateChange = vi.fn();
    const screen = await render(
      <Calendar {...base} defaultView="month" onSelectedDateChange={onSelectedDateChange} />,
    );
    screen
      .getByRole('gridcell', { name: /miércoles, 5 de noviembre/ })
      .element()
      .focus();
    await userEvent.keyboard('{ArrowUp} ');
    expect(onSelectedDateChange).toHaveBeenCalledWith(new Date(2025, 9, 29));
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('button', { name: 'Semana' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('27 de octubre – 2 de noviembre de 2025');
    await expect
      .poll(() => {
        const cell = screen
          .getByRole('grid')
          .element()
          .querySelector<HTMLElement>('[tabindex="0"]');
        return cell && cellPosition(cell)?.iso;
      })
      .toBe('2025-10-29');
  });
});

describe('given the years and year grids', () => {
  it('moves by rows of 5 years and 3 months and opens narrower views with Enter', async () => {
    const screen = await render(<Calendar {...base} defaultView="years" />);
    screen.getByRole('gridcell', { name: '2025' }).element().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect.element(screen.getByRole('gridcell', { name: '2031' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2031');
    await expect.element(screen.getByRole('gridcell', { name: 'noviembre de 2031' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{End}');
    await expect
      .element(screen.getByRole('gridcell', { name: 'septiembre de 2031' }))
      .toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect
      .element(screen.getByRole('gridcell', { name: 'septiembre de 2030' }))
      .toHaveFocus();
  });
});

describe('given the week grid', () => {
  it('moves between days and time slots, to the all-day row, and creates with Enter', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(<Calendar {...base} editable onEventsChange={onEventsChange} />);
    const active = () =>
      screen.container.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!;
    expect(cellPosition(active())).toMatchObject({ iso: '2025-11-05', min: 480 });
    active().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect
      .element(screen.getByRole('gridcell', { name: /jueves, 6 de noviembre de 2025, 09:00/ }))
      .toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect
      .element(
        screen.getByRole('gridcell', { name: /jueves, 6 de noviembre de 2025, Todo el día/ }),
      )
      .toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{End}');
    await expect
      .element(screen.getByRole('gridcell', { name: /domingo, 9 de noviembre de 2025, 00:00/ }))
      .toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('27 de octubre – 2 de noviembre de 2025');
    await expect
      .element(screen.getByRole('gridcell', { name: /domingo, 2 de noviembre de 2025, 00:00/ }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEventsChange.mock.lastCall?.[1]).toMatchObject({
      type: 'create',
      event: { start: new Date(2025, 10, 2, 0), end: new Date(2025, 10, 2, 2) },
    });
    await expect
      .element(screen.getByRole('button', { name: 'Nuevo evento 00:00 – 02:00' }))
      .toHaveFocus();
  });

  it('opens the day view with Enter when events cannot be created', async () => {
    const screen = await render(<Calendar {...base} />);
    screen.container.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!.focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('miércoles, 5 de noviembre de 2025');
  });

  it('reaches the events of the cursor cell with Tab', async () => {
    const screen = await render(<Calendar {...base} defaultEvents={[interview]} />);
    const cell = screen.getByRole('gridcell', { name: /miércoles, 5 de noviembre de 2025, 09:00/ });
    screen.container.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(cell).toHaveFocus();
    await userEvent.tab();
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 09:00 – 10:00' }))
      .toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(cell).toHaveFocus();
  });

  it('selects a read-only event with Enter or Space, as a click does, without scrolling', async () => {
    const screen = await render(<Calendar {...base} defaultEvents={[interview]} />);
    const event = screen.getByRole('button', { name: 'Entrevista 09:00 – 10:00' });
    const grid = screen.getByRole('grid').element();
    (event.element() as HTMLElement).focus();
    const top = grid.scrollTop;
    await userEvent.keyboard(' ');
    await expect.element(event).toHaveAttribute('data-selected');
    expect(grid.scrollTop).toBe(top);
    await userEvent.keyboard('{Escape}');
    await expect.element(event).not.toHaveAttribute('data-selected');
    (event.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(event).toHaveAttribute('data-selected');
  });
});

describe('given a focused editable event', () => {
  it('moves and resizes it with the keyboard, announcing each step, and Escape restores it', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar {...base} editable defaultEvents={[interview]} onEventsChange={onEventsChange} />,
    );
    const status = screen.getByRole('status');
    const event = () => screen.getByRole('button', { name: /^Entrevista/ });
    event().element().focus();
    await userEvent.keyboard(' ');
    await expect.element(status).toHaveTextContent('«Entrevista» tomado.');
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(status)
      .toHaveTextContent('«Entrevista» movido a jueves, 6 de noviembre de 2025, 09:00 – 10:00');
    await expect.element(event()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(event()).toHaveAccessibleName('Entrevista 09:15 – 10:15');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect.element(status).toHaveTextContent('«Entrevista» ahora termina a las 10:45');
    await expect.element(event()).toHaveAccessibleName('Entrevista 09:15 – 10:45');
    // shown while picked up, reported only when dropped
    expect(onEventsChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(status)
      .toHaveTextContent('Movimiento cancelado: miércoles, 5 de noviembre de 2025, 09:00 – 10:00');
    await expect.element(event()).toHaveAccessibleName('Entrevista 09:00 – 10:00');
    expect(onEventsChange).not.toHaveBeenCalled();
    await expect.element(event()).toHaveFocus();
    await userEvent.keyboard(' {ArrowUp} ');
    await expect
      .element(status)
      .toHaveTextContent('«Entrevista» soltado: miércoles, 5 de noviembre de 2025, 08:45 – 09:45');
    expect(onEventsChange).toHaveBeenCalledTimes(1);
    expect(onEventsChange.mock.lastCall?.[0][0]).toMatchObject({
      start: '2025-11-05 08:45',
      end: '2025-11-05 09:45',
    });
    await expect.element(event()).toHaveFocus();
  });

  it('does not move an event that is not draggable', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        editable={{ title: true }}
        defaultEvents={[interview]}
        onEventsChange={onEventsChange}
      />,
    );
    screen
      .getByRole('button', { name: /^Entrevista/ })
      .element()
      .focus();
    await userEvent.keyboard(' {ArrowRight}');
    expect(onEventsChange).not.toHaveBeenCalled();
  });
});
