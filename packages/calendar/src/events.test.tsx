import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import type { CalendarEvent } from './types.ts';
import { cellPosition } from './grid-cell.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 10, 30);
const base = { now, defaultSelectedDate: '2025-11-05' } as const;
const eventEl = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll<HTMLElement>('[data-slot="event"]')].filter((e) =>
    e.textContent?.includes(title),
  );

describe('given overlapping events', () => {
  it('lays them out side by side and a later free event at full width', async () => {
    const events: CalendarEvent[] = [
      { start: '2025-11-03 09:00', end: '2025-11-03 11:00', title: 'A' },
      { start: '2025-11-03 10:00', end: '2025-11-03 12:00', title: 'B' },
      { start: '2025-11-03 10:30', end: '2025-11-03 11:30', title: 'C' },
      { start: '2025-11-03 13:00', end: '2025-11-03 14:00', title: 'D' },
    ];
    const screen = await render(<Calendar {...base} defaultEvents={events} />);
    const [a] = eventEl(screen.container, 'A'),
      [b] = eventEl(screen.container, 'B'),
      [c] = eventEl(screen.container, 'C'),
      [d] = eventEl(screen.container, 'D');
    expect([a!, b!, c!].map((e) => Math.round(parseFloat(e.style.left)))).toEqual([0, 33, 67]);
    expect(Math.round(parseFloat(a!.style.width))).toBe(33);
    expect(d!.style.width).toBe('100%');
    expect(a!.style.height).toBe('80px');
    await expect
      .element(screen.getByRole('button', { name: 'A 09:00 – 11:00' }))
      .toBeInTheDocument();
  });
});

describe('given all-day, multi-day and background events', () => {
  it('puts all-day events in the all-day row of every day they cover', async () => {
    const screen = await render(
      <Calendar
        {...base}
        defaultEvents={[{ start: '2025-11-04', end: '2025-11-06', title: 'Feria', allDay: true }]}
      />,
    );
    const cells = eventEl(screen.container, 'Feria').map((e) =>
      e.closest<HTMLElement>('[role="gridcell"]')!,
    );
    expect(cells.map((c) => cellPosition(c)?.iso)).toEqual([
      '2025-11-04',
      '2025-11-05',
      '2025-11-06',
    ]);
    expect(cells.every((c) => cellPosition(c)?.min === -1)).toBe(true);
    expect(cells[0]).toHaveAccessibleName(/martes, 4 de noviembre de 2025, Todo el día/);
  });

  it('splits a timed multi-day event into one piece per day', async () => {
    const screen = await render(
      <Calendar
        {...base}
        defaultEvents={[{ start: '2025-11-03 20:00', end: '2025-11-05 02:00', title: 'Guardia' }]}
      />,
    );
    const date = (p: HTMLElement) =>
      cellPosition(p.closest<HTMLElement>('[role="gridcell"]')!)!.iso;
    const pieces = eventEl(screen.container, 'Guardia').sort((a, b) =>
      date(a).localeCompare(date(b)),
    );
    expect(pieces.map(date)).toEqual(['2025-11-03', '2025-11-04', '2025-11-05']);
    expect(pieces.map((p) => p.style.height)).toEqual([
      `${4 * 40}px`,
      `${24 * 40}px`,
      `${2 * 40}px`,
    ]);
  });

  it('draws background events behind, marked and not editable', async () => {
    const screen = await render(
      <Calendar
        {...base}
        editable
        defaultEvents={[
          { start: '2025-11-05 13:00', end: '2025-11-05 14:00', title: 'Comida', background: true },
        ]}
      />,
    );
    const [ev] = eventEl(screen.container, 'Comida');
    expect(ev).toHaveAttribute('data-background');
    expect(ev!.querySelector('[data-slot="resize-handle"]')).toBeNull();
  });
});

describe('given an event ending at 24:00', () => {
  it('keeps it on its day, shows 24:00 and reaches the bottom of the grid', async () => {
    const screen = await render(
      <Calendar
        {...base}
        defaultEvents={[{ start: '2025-11-07 16:00', end: '2025-11-07 24:00', title: 'Noche' }]}
      />,
    );
    const pieces = eventEl(screen.container, 'Noche');
    expect(pieces).toHaveLength(1);
    await expect
      .element(screen.getByRole('button', { name: 'Noche 16:00 – 24:00' }))
      .toBeInTheDocument();
    expect(pieces[0]!.style.height).toBe(`${8 * 40}px`);
  });

  it('treats an end at 00:00 of the next day the same way', async () => {
    const screen = await render(
      <Calendar
        {...base}
        defaultEvents={[
          { start: new Date(2025, 10, 7, 20), end: new Date(2025, 10, 8), title: 'Cierre' },
        ]}
      />,
    );
    expect(eventEl(screen.container, 'Cierre')).toHaveLength(1);
    await expect
      .element(screen.getByRole('button', { name: 'Cierre 20:00 – 24:00' }))
      .toBeInTheDocument();
  });
});

describe('given many events on a month day', () => {
  it('shows the first three and a "+N más" button that opens the day', async () => {
    const events = Array.from({ length: 5 }, (_, i) => ({
      start: `2025-11-12 0${i + 1}:00`,
      end: `2025-11-12 0${i + 1}:30`,
      title: `Turno ${i + 1}`,
    }));
    const screen = await render(<Calendar {...base} defaultView="month" defaultEvents={events} />);
    const cell = screen.getByRole('gridcell', {
      name: /miércoles, 12 de noviembre de 2025, 5 eventos/,
    });
    await expect.element(cell.getByRole('button', { name: /Turno 3/ })).toBeInTheDocument();
    expect(cell.getByRole('button', { name: /Turno 4/ }).elements()).toHaveLength(0);
    const more = cell.getByRole('button', { name: 'Ver 2 eventos más' });
    await expect.element(more).toHaveTextContent('+2 más');
    await more.click();
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('miércoles, 12 de noviembre de 2025');
    await expect.element(screen.getByRole('button', { name: /Turno 5/ })).toBeInTheDocument();
  });
});

describe('given recurring events', () => {
  const dates = (c: HTMLElement, title: string) =>
    eventEl(c, title).map((e) => cellPosition(e.closest<HTMLElement>('[role="gridcell"]')!)?.iso);
  it('repeats weekly on chosen weekdays until a date, only in the visible range', async () => {
    const ev: CalendarEvent = {
      start: '2025-11-03 08:00',
      end: '2025-11-03 08:30',
      title: 'Junta',
      repeat: { every: 'week', weekdays: [1, 3], until: '2025-11-12' },
    };
    const screen = await render(<Calendar {...base} defaultView="month" defaultEvents={[ev]} />);
    expect(dates(screen.container, 'Junta')).toEqual([
      '2025-11-03',
      '2025-11-05',
      '2025-11-10',
      '2025-11-12',
    ]);
  });

  it.each([
    [
      { every: 'day' as const, until: '2025-11-06' },
      ['2025-11-03', '2025-11-04', '2025-11-05', '2025-11-06'],
    ],
    [{ every: 2, until: '2025-11-09' }, ['2025-11-03', '2025-11-05', '2025-11-07', '2025-11-09']],
    [{ every: 'month' as const }, ['2025-11-03', '2025-12-03']],
    [
      { every: 'week' as const },
      ['2025-11-03', '2025-11-10', '2025-11-17', '2025-11-24', '2025-12-01'],
    ],
  ])('expands %o', async (repeat, expected) => {
    const ev: CalendarEvent = {
      start: '2025-11-03 08:00',
      end: '2025-11-03 09:00',
      title: 'R',
      repeat,
    };
    const screen = await render(<Calendar {...base} defaultView="month" defaultEvents={[ev]} />);
    expect(dates(screen.container, 'R')).toEqual(expected);
  });

  it('repeats yearly on the same date', async () => {
    const ev: CalendarEvent = {
      start: '2024-11-05 09:00',
      end: '2024-11-05 10:00',
      title: 'Aniversario',
      repeat: { every: 'year' },
    };
    const screen = await render(<Calendar {...base} defaultEvents={[ev]} />);
    await expect
      .element(screen.getByRole('button', { name: 'Aniversario 09:00 – 10:00' }))
      .toBeInTheDocument();
    expect(dates(screen.container, 'Aniversario')).toEqual(['2025-11-05']);
  });
});
