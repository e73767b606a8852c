import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import { cellAt } from './grid-cell.ts';
import type { CalendarEvent } from './types.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 6, 0);
const base = { now, defaultSelectedDate: '2025-11-05' } as const;
const many = (n: number): CalendarEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    start: '2025-11-05 10:00',
    end: `2025-11-05 ${10 + (i % 3)}:30`,
    title: `Entrevista ${i + 1}`,
  }));
const timed = (c: HTMLElement) =>
  c.querySelectorAll('[data-slot="time-grid"] [data-slot="event"][data-variant="timed"]');

describe('given more overlapping events in one slot than maxEventColumns', () => {
  it('shows a few side by side and the rest behind "+N", whatever their number', async () => {
    const screen = await render(<Calendar {...base} view="day" events={many(8)} />);
    expect(timed(screen.container)).toHaveLength(3);
    const more = screen.getByRole('button', { name: '+5 más' });
    await expect.element(more).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    const cell = cellAt(screen.container, '2025-11-05', 600)!;
    expect(cell).toHaveAccessibleName(
      /^miércoles, 5 de noviembre de 2025, 10:00, Entrevista \d.*, \+5 más$/,
    );
    // four columns of a quarter each: three events and the "+N"
    const w = cell.getBoundingClientRect().width;
    for (const el of timed(screen.container))
      expect(el.getBoundingClientRect().width).toBeCloseTo((w - 1) / 4, 0);

    screen.rerender(<Calendar {...base} view="day" events={many(500)} />);
    await expect.element(screen.getByRole('button', { name: '+497 más' })).toBeVisible();
    expect(timed(screen.container)).toHaveLength(3);
    expect(screen.container.querySelectorAll('[data-slot="event"]')).toHaveLength(3);
  });

  it('opens the rest in a dialog named by the slot, and Escape closes it back to "+N"', async () => {
    const screen = await render(<Calendar {...base} view="day" events={many(8)} />);
    const more = screen.getByRole('button', { name: '+5 más' });
    await more.click();
    const dialog = screen.getByRole('dialog', { name: 'miércoles, 5 de noviembre de 2025, 10:00' });
    await expect.element(dialog).toBeVisible();
    await expect.element(more).toHaveAttribute('aria-expanded', 'true');
    const items = dialog.getByRole('button');
    // the five not shown in the grid (the longest are shown first, side by side)
    const titles = (els: Element[]) => els.map((b) => b.textContent!.split(' \n')[0]!);
    const listed = titles(items.elements());
    expect(listed).toHaveLength(5);
    expect([...listed, ...titles([...timed(screen.container)])].sort()).toEqual(
      many(8)
        .map((e) => e.title)
        .sort(),
    );
    await expect.element(items.first()).toHaveFocus();
    const open = dialog.element();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => open.matches(':popover-open')).toBe(false);
    await expect.element(more).toHaveFocus();
  });

  it('follows maxEventColumns', async () => {
    const screen = await render(
      <Calendar {...base} view="day" events={many(8)} maxEventColumns={5} />,
    );
    expect(timed(screen.container)).toHaveLength(5);
    await expect.element(screen.getByRole('button', { name: '+3 más' })).toBeVisible();
  });

  it('keeps clicks inside the list to its events: no cell click, no new event', async () => {
    const onCellClick = vi.fn();
    const onEventChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        view="day"
        defaultEvents={many(8)}
        editable={{ create: true, delete: true }}
        onCellClick={onCellClick}
        onEventChange={onEventChange}
      />,
    );
    await screen.getByRole('button', { name: '+5 más' }).click();
    const dialog = screen.getByRole('dialog');
    const item = dialog.getByRole('button').first();
    await userEvent.dblClick(item);
    await item.click();
    expect(onCellClick).not.toHaveBeenCalled();
    expect(onEventChange).not.toHaveBeenCalled();
    // the listed event is the calendar's own: selected, it can be deleted from there
    await dialog.getByRole('button', { name: /^Eliminar evento/ }).click();
    expect(onEventChange.mock.lastCall?.[0]).toMatchObject({ type: 'delete' });
  });
});
