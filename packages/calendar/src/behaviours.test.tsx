import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import { cellAt } from './grid-cell.ts';
import type { EventChange } from './types.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 6, 0);
const base = { now, defaultSelectedDate: '2025-11-05' } as const;
const fire = (el: EventTarget, type: string, x: number, y: number) =>
  el.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
    }),
  );
const eventEl = (c: HTMLElement, title: string) =>
  [...c.querySelectorAll<HTMLElement>('[data-slot="event"]')].find((e) =>
    e.textContent?.includes(title),
  )!;

describe('given time rows of cellHeight px', () => {
  it('keeps every row exactly cellHeight tall, so events sit at their times all day', async () => {
    const events = [
      { start: '2025-11-05 08:00', end: '2025-11-05 09:00', title: 'Temprano' },
      { start: '2025-11-05 13:30', end: '2025-11-05 14:15', title: 'Comida' },
      { start: '2025-11-05 20:00', end: '2025-11-05 21:30', title: 'Noche' },
    ];
    const screen = await render(<Calendar {...base} view="day" cellHeight={48} events={events} />);
    const c = screen.container;
    const origin = cellAt(c, '2025-11-05', 0)!.getBoundingClientRect().top;
    for (let h = 0; h < 24; h++) {
      const r = cellAt(c, '2025-11-05', h * 60)!.getBoundingClientRect();
      expect(r.top - origin, `${h}:00`).toBeCloseTo(h * 48, 1);
      expect(r.height).toBeCloseTo(48, 1);
    }
    const at = (title: string) => {
      const r = eventEl(c, title).getBoundingClientRect();
      return [r.top - origin, r.height];
    };
    expect(at('Temprano')).toEqual([8 * 48, 48]);
    expect(at('Comida')).toEqual([13.5 * 48, 0.75 * 48]);
    expect(at('Noche')).toEqual([20 * 48, 1.5 * 48]);
  });
});

describe('given focus moved to a time cell by Tab or the mouse', () => {
  it('acts on the focused cell with Enter, not on the keyboard cursor', async () => {
    const onEventChange = vi.fn();
    const onCellClick = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        editable={{ create: true }}
        onEventChange={onEventChange}
        onCellClick={onCellClick}
      />,
    );
    // focus lands on another cell without a click (as when Tab or a press moves it there)
    cellAt(screen.container, '2025-11-07', 840)!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onCellClick).toHaveBeenLastCalledWith({
      start: new Date(2025, 10, 7, 14),
      end: new Date(2025, 10, 7, 15),
      view: 'week',
    });
    const change = onEventChange.mock.lastCall?.[0] as EventChange;
    expect(change).toMatchObject({
      type: 'create',
      how: 'keyboard',
      event: { start: new Date(2025, 10, 7, 14), end: new Date(2025, 10, 7, 16) },
    });
    // the arrow keys, too, start from the focused cell
    cellAt(screen.container, '2025-11-04', 300)!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cellAt(screen.container, '2025-11-04', 360));
  });
});

describe('given onCellClick', () => {
  it('reports a clicked time cell with its step, and a month day with its whole day', async () => {
    const onCellClick = vi.fn();
    const screen = await render(<Calendar {...base} timeStep={30} onCellClick={onCellClick} />);
    await userEvent.click(cellAt(screen.container, '2025-11-06', 630)!);
    expect(onCellClick).toHaveBeenLastCalledWith({
      start: new Date(2025, 10, 6, 10, 30),
      end: new Date(2025, 10, 6, 11),
      view: 'week',
    });
    await screen.getByRole('button', { name: 'Mes' }).click();
    await screen.getByRole('gridcell', { name: /viernes, 21 de noviembre/ }).click();
    expect(onCellClick).toHaveBeenLastCalledWith({
      start: new Date(2025, 10, 21),
      end: new Date(2025, 10, 22),
      view: 'month',
    });
  });
});

describe('given created events', () => {
  it('report how they were made: drag or double click', async () => {
    const onEventChange = vi.fn();
    const screen = await render(
      <Calendar {...base} editable={{ create: true }} onEventChange={onEventChange} />,
    );
    const cell = cellAt(screen.container, '2025-11-05', 540)!;
    const r = cell.getBoundingClientRect();
    fire(cell, 'pointerdown', r.x + 10, r.y + 2);
    fire(window, 'pointermove', r.x + 10, r.y + 82);
    await expect.poll(() => screen.container.querySelector('[data-slot="draft"]')).not.toBeNull();
    fire(window, 'pointerup', r.x + 10, r.y + 82);
    await expect.poll(() => onEventChange.mock.calls.length).toBe(1);
    expect(onEventChange.mock.lastCall?.[0]).toMatchObject({ type: 'create', how: 'drag' });
    await userEvent.dblClick(cellAt(screen.container, '2025-11-06', 600)!);
    expect(onEventChange).toHaveBeenCalledTimes(2);
    expect(onEventChange.mock.lastCall?.[0]).toMatchObject({
      type: 'create',
      how: 'double-click',
      event: { start: new Date(2025, 10, 6, 10, 30) }, // the middle of the cell
    });
  });
});

describe('given onViewChange and todayButton', () => {
  it('reports the view and visible period on the first render and each change', async () => {
    const onViewChange = vi.fn();
    const screen = await render(<Calendar {...base} onViewChange={onViewChange} />);
    expect(onViewChange.mock.calls).toEqual([
      [{ view: 'week', start: new Date(2025, 10, 3), end: new Date(2025, 10, 10) }],
    ]);
    await screen.getByRole('button', { name: 'Siguiente' }).click();
    expect(onViewChange).toHaveBeenLastCalledWith({
      view: 'week',
      start: new Date(2025, 10, 10),
      end: new Date(2025, 10, 17),
    });
    await screen.getByRole('button', { name: 'Mes' }).click();
    expect(onViewChange).toHaveBeenLastCalledWith({
      view: 'month',
      start: new Date(2025, 9, 27),
      end: new Date(2025, 11, 8),
    });
    await userEvent.keyboard('{PageDown}');
    expect(onViewChange).toHaveBeenCalledTimes(3);
    await screen.getByRole('button', { name: 'Hoy' }).click();
    expect(onViewChange).toHaveBeenCalledTimes(3); // today is in the shown month: no change
  });

  it('hides the "Hoy" button with todayButton={false}', async () => {
    const screen = await render(<Calendar {...base} todayButton={false} />);
    await expect.element(screen.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hoy' }).elements()).toHaveLength(0);
  });
});
