import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import { cellAt } from './grid-cell.ts';
import type { CalendarEvent } from './types.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 6, 0);
const base = { now, defaultSelectedDate: '2025-11-05' } as const;
const interview: CalendarEvent = {
  id: 'a',
  start: '2025-11-05 09:00',
  end: '2025-11-05 10:00',
  title: 'Entrevista',
};
const other: CalendarEvent = {
  id: 'b',
  start: '2025-11-07 15:00',
  end: '2025-11-07 17:00',
  title: 'Junta',
};
const fire = (el: EventTarget, type: string, x: number, y: number, pointerType = 'mouse') =>
  el.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      pointerId: 1,
      pointerType,
      isPrimary: true,
    }),
  );
const eventEl = (c: HTMLElement, title: string) =>
  [...c.querySelectorAll<HTMLElement>('[data-slot="event"]')].find((e) =>
    e.textContent?.includes(title),
  )!;
const column = (c: HTMLElement, iso: string) =>
  c.querySelector<HTMLElement>(`[data-slot="day-column"][data-date="${iso}"]`)!;

async function setup(extra: object = {}) {
  const onEventChange = vi.fn();
  const onEventsChange = vi.fn();
  const screen = await render(
    <Calendar
      {...base}
      editable={{ drag: true, resize: true }}
      defaultEvents={[interview, other]}
      onEventChange={onEventChange}
      onEventsChange={onEventsChange}
      {...extra}
    />,
  );
  await expect.poll(() => screen.container.querySelector('[data-dnd="ready"]')).not.toBeNull();
  return { screen, onEventChange, onEventsChange };
}

describe('given the week view', () => {
  it('makes each day one element spanning its column from the first row to the last', async () => {
    const screen = await render(<Calendar {...base} />);
    const cols = screen.container.querySelectorAll<HTMLElement>('[data-slot="day-column"]');
    expect([...cols].map((c) => c.dataset.date)).toEqual([
      '2025-11-03',
      '2025-11-04',
      '2025-11-05',
      '2025-11-06',
      '2025-11-07',
      '2025-11-08',
      '2025-11-09',
    ]);
    const r = column(screen.container, '2025-11-06').getBoundingClientRect();
    const first = cellAt(screen.container, '2025-11-06', 0)!.getBoundingClientRect();
    const last = cellAt(screen.container, '2025-11-06', 1380)!.getBoundingClientRect();
    expect(r.top).toBeCloseTo(first.top, 1);
    expect(r.bottom).toBeCloseTo(last.bottom, 1);
    expect(r.height).toBe(24 * 40);
    expect(r.right).toBeCloseTo(first.right, 1);
  });
});

describe.each(['mouse', 'touch'])('given a %s drag', (pointerType) => {
  it('drops on another day and time through its column, reported once on release', async () => {
    const { screen, onEventChange, onEventsChange } = await setup();
    const ev = eventEl(screen.container, 'Entrevista');
    if (pointerType === 'touch') expect(getComputedStyle(ev).touchAction).toBe('none');
    const a = ev.getBoundingClientRect();
    const col = column(screen.container, '2025-11-07').getBoundingClientRect();
    fire(ev, 'pointerdown', a.x + 5, a.y + 5, pointerType);
    fire(window, 'pointermove', a.x + 20, a.y + 20, pointerType);
    // over the other event of that day: the column still says where it drops (15:30)
    const y = col.top + 15.5 * 40 + 5;
    fire(window, 'pointermove', col.x + 10, y, pointerType);
    expect(onEventChange).not.toHaveBeenCalled();
    fire(window, 'pointerup', col.x + 10, y, pointerType);
    expect(onEventChange).toHaveBeenCalledTimes(1);
    expect(onEventsChange).toHaveBeenCalledTimes(1);
    expect(onEventChange.mock.lastCall?.[0]).toMatchObject({
      type: 'update',
      event: { start: '2025-11-07 15:30', end: '2025-11-07 16:30' },
    });
  });
});

describe('given a drag in progress', () => {
  it('keeps the dragged event inside the calendar, and Escape puts it back', async () => {
    const { screen, onEventChange } = await setup();
    const ev = eventEl(screen.container, 'Entrevista');
    const a = ev.getBoundingClientRect();
    fire(ev, 'pointerdown', a.x + 5, a.y + 5);
    fire(window, 'pointermove', a.x + 20, a.y + 20);
    fire(window, 'pointermove', a.x + 5000, a.y + 5000);
    const root = screen.container
      .querySelector<HTMLElement>('[data-slot="calendar"]')!
      .getBoundingClientRect();
    const moved = ev.getBoundingClientRect();
    expect(moved.right).toBeLessThanOrEqual(root.right + 0.5);
    expect(moved.bottom).toBeLessThanOrEqual(root.bottom + 0.5);
    await userEvent.keyboard('{Escape}');
    expect(ev.style.transform).toBe('');
    fire(window, 'pointerup', a.x + 200, a.y + 200);
    expect(onEventChange).not.toHaveBeenCalled();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Movimiento cancelado: miércoles, 5 de noviembre de 2025, 09:00 – 10:00');
  });
});

describe('given a resize in progress', () => {
  it('shows the new end while dragging and reports it once, on release', async () => {
    const { screen, onEventChange, onEventsChange } = await setup();
    const handle = eventEl(screen.container, 'Entrevista').querySelector<HTMLElement>(
      '[data-slot="resize-handle"]',
    )!;
    const r = handle.getBoundingClientRect();
    fire(handle, 'pointerdown', r.x + 5, r.y);
    fire(window, 'pointermove', r.x + 5, r.y + 40);
    fire(window, 'pointermove', r.x + 5, r.y + 80);
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 09:00 – 12:00' }))
      .toBeInTheDocument();
    expect(onEventChange).not.toHaveBeenCalled();
    fire(window, 'pointerup', r.x + 5, r.y + 80);
    expect(onEventChange).toHaveBeenCalledTimes(1);
    expect(onEventsChange).toHaveBeenCalledTimes(1);
    expect(onEventChange.mock.lastCall?.[0]).toMatchObject({
      type: 'update',
      event: { end: '2025-11-05 12:00' },
    });
  });

  it('restores the event on Escape and reports nothing', async () => {
    const { screen, onEventChange } = await setup();
    const handle = eventEl(screen.container, 'Entrevista').querySelector<HTMLElement>(
      '[data-slot="resize-handle"]',
    )!;
    const r = handle.getBoundingClientRect();
    fire(handle, 'pointerdown', r.x + 5, r.y);
    fire(window, 'pointermove', r.x + 5, r.y + 80);
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 09:00 – 12:00' }))
      .toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 09:00 – 10:00' }))
      .toBeInTheDocument();
    fire(window, 'pointerup', r.x + 5, r.y + 80);
    expect(onEventChange).not.toHaveBeenCalled();
  });
});

describe('given the keyboard', () => {
  it('moves an event to another day and time (Space, arrows, Space)', async () => {
    const { screen, onEventChange } = await setup();
    const event = screen.getByRole('button', { name: /^Entrevista/ });
    (event.element() as HTMLElement).focus();
    await userEvent.keyboard(' {ArrowRight}{ArrowRight}{ArrowDown}');
    expect(onEventChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect.element(event).toHaveAccessibleName('Entrevista 09:15 – 10:15');
    expect(onEventChange).toHaveBeenCalledTimes(1); // once, on the drop
    expect(onEventChange.mock.lastCall?.[0]).toMatchObject({
      type: 'update',
      event: { start: '2025-11-07 09:15', end: '2025-11-07 10:15' },
    });
  });
});
