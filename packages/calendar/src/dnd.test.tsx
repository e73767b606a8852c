import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import type { CalendarEvent } from './types.ts';
import { cellAt } from './grid-cell.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 6, 0);
const base = { now, defaultSelectedDate: '2025-11-05' } as const;
const interview: CalendarEvent = {
  id: 'a',
  start: '2025-11-05 09:00',
  end: '2025-11-05 10:00',
  title: 'Entrevista',
};
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
const cell = (c: HTMLElement, sel: string) =>
  c.querySelector<HTMLElement>(`[role="gridcell"]${sel}`)!;

async function drag(container: HTMLElement, title: string, target: HTMLElement, dy = 5) {
  await expect.poll(() => container.querySelector('[data-dnd="ready"]')).not.toBeNull();
  const ev = [...container.querySelectorAll<HTMLElement>('[data-slot="event"]')].find((e) =>
    e.textContent?.includes(title),
  )!;
  const a = ev.getBoundingClientRect();
  fire(ev, 'pointerdown', a.x + 5, a.y + 5);
  const b = target.getBoundingClientRect();
  fire(window, 'pointermove', a.x + 20, a.y + 20);
  fire(window, 'pointermove', b.x + 10, b.y + dy);
  fire(window, 'pointerup', b.x + 10, b.y + dy);
}

afterEach(() => vi.restoreAllMocks());

describe('given editable.drag', () => {
  it('loads the drag-and-drop entry and moves an event to another day and time', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        editable={{ drag: true }}
        defaultEvents={[interview]}
        onEventsChange={onEventsChange}
      />,
    );
    await drag(screen.container, 'Entrevista', cellAt(screen.container, '2025-11-06', 660)!);
    expect(onEventsChange.mock.lastCall?.[0]).toEqual([
      { ...interview, start: '2025-11-06 11:00', end: '2025-11-06 12:00' },
    ]);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('«Entrevista» movido a jueves, 6 de noviembre de 2025, 11:00 – 12:00');
  });

  it('moves between splits', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        view="day"
        splitDays={[
          { id: 'ana', label: 'Ana' },
          { id: 'beto', label: 'Beto' },
        ]}
        editable={{ drag: true }}
        defaultEvents={[{ ...interview, split: 'ana' }]}
        onEventsChange={onEventsChange}
      />,
    );
    await drag(screen.container, 'Entrevista', cellAt(screen.container, '2025-11-05', 540, 1)!);
    expect(onEventsChange.mock.lastCall?.[0][0]).toMatchObject({
      split: 'beto',
      start: '2025-11-05 09:00',
    });
  });

  it('moves in the month view keeping the time', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        defaultView="month"
        editable={{ drag: true }}
        defaultEvents={[interview]}
        onEventsChange={onEventsChange}
      />,
    );
    await drag(screen.container, 'Entrevista', cell(screen.container, '[data-date="2025-11-19"]'));
    expect(onEventsChange.mock.lastCall?.[0][0]).toMatchObject({
      start: '2025-11-19 09:00',
      end: '2025-11-19 10:00',
    });
  });

  it('moves to another period and view by hovering the title bar while dragging', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        editable={{ drag: true }}
        defaultEvents={[interview]}
        onEventsChange={onEventsChange}
      />,
    );
    await expect.poll(() => screen.container.querySelector('[data-dnd="ready"]')).not.toBeNull();
    const ev = screen.container.querySelector<HTMLElement>('[data-slot="event"]')!;
    const a = ev.getBoundingClientRect();
    fire(ev, 'pointerdown', a.x + 5, a.y + 5);
    fire(window, 'pointermove', a.x + 20, a.y + 20);
    const over = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      fire(window, 'pointermove', r.x + 5, r.y + 5);
    };
    over(screen.getByRole('button', { name: 'Mes' }).element() as HTMLElement);
    await expect
      .element(screen.getByRole('button', { name: 'Mes' }), { timeout: 3000 })
      .toHaveAttribute('aria-pressed', 'true');
    over(screen.getByRole('button', { name: 'Siguiente' }).element() as HTMLElement);
    await expect
      .element(screen.getByRole('heading', { level: 2 }), { timeout: 3000 })
      .toHaveTextContent('diciembre de 2025');
    const target = cell(screen.container, '[data-date="2025-12-10"]');
    over(target);
    const r = target.getBoundingClientRect();
    fire(window, 'pointerup', r.x + 5, r.y + 5);
    expect(onEventsChange.mock.lastCall?.[0][0]).toMatchObject({
      start: '2025-12-10 09:00',
      end: '2025-12-10 10:00',
    });
  });

  it('refuses to drop on a disabled day', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        disableDays={['2025-11-06']}
        editable={{ drag: true }}
        defaultEvents={[interview]}
        onEventsChange={onEventsChange}
      />,
    );
    await drag(screen.container, 'Entrevista', cellAt(screen.container, '2025-11-06', 660)!);
    expect(onEventsChange).not.toHaveBeenCalled();
  });

  it('warns and goes on without drag and drop when the entry cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <Calendar
        {...base}
        editable
        defaultEvents={[interview]}
        loadDragAndDrop={() => Promise.reject(new Error('offline'))}
      />,
    );
    await expect.poll(() => warn.mock.calls.length).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('no se pudo cargar el módulo de arrastrar y soltar'),
    );
    expect(screen.container.querySelector('[data-dnd]')).toBeNull();
    await screen.getByRole('button', { name: /^Entrevista/ }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Eliminar evento «Entrevista»' }))
      .toBeVisible();
  });
});
