import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import { cellAt, cellPosition } from './grid-cell.ts';
import './test-styles.css';

let clock = new Date(2025, 10, 5, 10, 30);
const now = () => clock;
const base = { now, defaultSelectedDate: '2025-11-05' } as const;
const slotCell = (container: HTMLElement, date: string, min: number, split = 0) =>
  cellAt(container, date, min, split)!;

afterEach(() => {
  vi.useRealTimers();
  clock = new Date(2025, 10, 5, 10, 30);
});

describe('given the default time grid', () => {
  it('shows 24 one-hour rows of 40 px from 00:00', async () => {
    const screen = await render(<Calendar {...base} view="day" />);
    const headers = screen.getByRole('rowheader').elements().slice(1);
    expect(headers).toHaveLength(24);
    expect(headers[0]).toHaveTextContent('00:00');
    expect(headers[23]).toHaveTextContent('23:00');
    const cell = slotCell(screen.container, '2025-11-05', 600);
    expect(cell.getBoundingClientRect().height).toBe(40);
    expect(cell).toHaveAccessibleName(/miércoles, 5 de noviembre de 2025, 10:00/);
  });
});

describe('given a cell holding events', () => {
  it('is named by its day and time, then by its events, whose lines stay apart', async () => {
    const events = [{ start: '2025-11-05 10:15', end: '2025-11-05 11:00', title: 'Entrevista' }];
    const screen = await render(<Calendar {...base} events={events} />);
    expect(slotCell(screen.container, '2025-11-05', 600)).toHaveAccessibleName(
      'miércoles, 5 de noviembre de 2025, 10:00, Entrevista 10:15 – 11:00',
    );
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 10:15 – 11:00' }))
      .toBeVisible();
  });

  it('with two events, is named by both, apart, and shows each one’s text apart', async () => {
    const events = [
      { start: '2025-11-05 10:15', end: '2025-11-05 11:00', title: 'Entrevista' },
      { start: '2025-11-05 10:30', end: '2025-11-05 11:00', title: 'Junta' },
    ];
    const screen = await render(<Calendar {...base} events={events} />);
    const cell = slotCell(screen.container, '2025-11-05', 600);
    expect(cell).toHaveAccessibleName(
      'miércoles, 5 de noviembre de 2025, 10:00, Entrevista 10:15 – 11:00, Junta 10:30 – 11:00',
    );
    // the visible text keeps a space between the two events (axe: label-content-name-mismatch)
    expect(cell.textContent).toContain('11:00 Junta');
  });
});

describe('given a configured range, step and cell height', () => {
  it('shows only the rows from 08:00 to 18:00 every 30 minutes at 60 px', async () => {
    const screen = await render(
      <Calendar {...base} view="day" timeFrom={480} timeTo={1080} timeStep={30} cellHeight={60} />,
    );
    const headers = screen.getByRole('rowheader').elements().slice(1);
    expect(headers.map((h) => h.textContent)).toHaveLength(20);
    expect(headers[0]).toHaveTextContent('08:00');
    expect(headers[19]).toHaveTextContent('17:30');
    expect(slotCell(screen.container, '2025-11-05', 510).getBoundingClientRect().height).toBe(60);
  });
});

describe('given the current time', () => {
  it('draws the line in today’s column and moves it every 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const screen = await render(<Calendar {...base} />);
    const line = () => screen.container.querySelector<HTMLElement>('[data-slot="now-line"]')!;
    expect(cellPosition(line().closest<HTMLElement>('[role="gridcell"]')!)?.iso).toBe('2025-11-05');
    expect(line().style.top).toBe(`${10.5 * 40}px`);
    clock = new Date(2025, 10, 5, 11, 30);
    vi.advanceTimersByTime(60_000);
    await expect.poll(() => line().style.top).toBe(`${11.5 * 40}px`);
  });

  it('can be hidden', async () => {
    const screen = await render(<Calendar {...base} showCurrentTime={false} />);
    expect(screen.container.querySelector('[data-slot="now-line"]')).toBeNull();
  });
});

describe('given special hours', () => {
  it('marks the cells of that weekday and names them, clamped to the visible range', async () => {
    const screen = await render(
      <Calendar
        {...base}
        timeFrom={480}
        timeTo={1080}
        specialHours={{ 3: { from: 0, to: 600, label: 'Guardia', class: 'guardia' } }}
      />,
    );
    const cell = slotCell(screen.container, '2025-11-05', 540);
    expect(cell).toHaveAttribute('data-special');
    expect(cell).toHaveAccessibleName(/09:00, Guardia/);
    expect(slotCell(screen.container, '2025-11-05', 600)).not.toHaveAttribute('data-special');
    expect(slotCell(screen.container, '2025-11-06', 540)).not.toHaveAttribute('data-special');
    const block = screen.container.querySelector<HTMLElement>('.guardia')!;
    expect(block.style.top).toBe('0px');
    expect(block.style.height).toBe('80px');
  });
});

describe('given day splits', () => {
  const splits = [
    { label: 'Ana', class: 'ana' },
    { id: 'b', label: 'Beto' },
    { id: 'c', label: 'Oculta', hide: true },
  ];
  it('shows a column per visible split with generated ids for the missing ones', async () => {
    const screen = await render(
      <Calendar
        {...base}
        view="day"
        splitDays={splits}
        defaultEvents={[
          { start: '2025-11-05 09:00', end: '2025-11-05 10:00', title: 'En Ana', split: 1 },
          { start: '2025-11-05 09:00', end: '2025-11-05 10:00', title: 'En Beto', split: 'b' },
          { start: '2025-11-05 09:00', end: '2025-11-05 10:00', title: 'En oculta', split: 'c' },
        ]}
      />,
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Ana' })).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Beto' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Oculta' }).elements()).toHaveLength(0);
    expect(slotCell(screen.container, '2025-11-05', 540, 0)).toHaveTextContent('En Ana');
    expect(slotCell(screen.container, '2025-11-05', 540, 1)).toHaveTextContent('En Beto');
    expect(screen.getByText('En oculta').elements()).toHaveLength(0);
    expect(slotCell(screen.container, '2025-11-05', 540, 0)).toHaveAccessibleName(/09:00, Ana/);
  });
});
