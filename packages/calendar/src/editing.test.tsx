import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import type { CalendarEvent, EventChange } from './types.ts';
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
const lastChange = (fn: ReturnType<typeof vi.fn>) =>
  fn.mock.lastCall?.[1] as EventChange | undefined;
const lastEvents = (fn: ReturnType<typeof vi.fn>) => fn.mock.lastCall?.[0] as CalendarEvent[];

afterEach(() => vi.restoreAllMocks());

describe('given editable.create', () => {
  it('creates by dragging only after 15 px, from the press to the release', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar {...base} editable={{ create: true }} onEventsChange={onEventsChange} />,
    );
    const cell = cellAt(screen.container, '2025-11-05', 540)!;
    const r = cell.getBoundingClientRect();
    fire(cell, 'pointerdown', r.x + 10, r.y + 2);
    fire(window, 'pointermove', r.x + 10, r.y + 12);
    expect(screen.container.querySelector('[data-slot="draft"]')).toBeNull();
    fire(window, 'pointermove', r.x + 10, r.y + 82);
    await expect.poll(() => screen.container.querySelector('[data-slot="draft"]')).not.toBeNull();
    fire(window, 'pointerup', r.x + 10, r.y + 82);
    await expect.poll(() => lastChange(onEventsChange)?.type).toBe('create');
    const created = lastChange(onEventsChange)!.event;
    expect([created.start, created.end, created.title]).toEqual([
      new Date(2025, 10, 5, 9),
      new Date(2025, 10, 5, 11),
      'Nuevo evento',
    ]);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('«Nuevo evento» creado: miércoles, 5 de noviembre de 2025, 09:00 – 11:00');
  });

  it('creates a 2-hour event by double click', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar {...base} editable={{ create: true }} onEventsChange={onEventsChange} />,
    );
    await userEvent.dblClick(cellAt(screen.container, '2025-11-05', 600)!, {
      position: { x: 10, y: 2 },
    });
    const created = lastChange(onEventsChange)!.event;
    expect([created.start, created.end]).toEqual([
      new Date(2025, 10, 5, 10),
      new Date(2025, 10, 5, 12),
    ]);
    await expect
      .element(screen.getByRole('button', { name: 'Nuevo evento 10:00 – 12:00' }))
      .toBeInTheDocument();
  });

  it('creates a 2-hour event after holding 1200 ms', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar {...base} editable={{ create: true }} onEventsChange={onEventsChange} />,
    );
    const cell = cellAt(screen.container, '2025-11-05', 480)!;
    const r = cell.getBoundingClientRect();
    fire(cell, 'pointerdown', r.x + 10, r.y + 2);
    await new Promise((res) => setTimeout(res, 1000));
    expect(onEventsChange).not.toHaveBeenCalled();
    await expect.poll(() => lastChange(onEventsChange)?.type, { timeout: 1000 }).toBe('create');
    fire(window, 'pointerup', r.x + 10, r.y + 2);
    expect(lastChange(onEventsChange)!.event.end).toEqual(new Date(2025, 10, 5, 10));
  });

  it('does not create without the capability', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar {...base} editable={{ delete: true }} onEventsChange={onEventsChange} />,
    );
    await userEvent.dblClick(cellAt(screen.container, '2025-11-05', 600)!);
    expect(onEventsChange).not.toHaveBeenCalled();
  });
});

describe('given a touch screen', () => {
  const touch = (el: EventTarget, type: string, x: number, y: number) =>
    el.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        clientX: x,
        clientY: y,
        button: 0,
        pointerId: 2,
        pointerType: 'touch',
        isPrimary: true,
      }),
    );

  it('creates a 2-hour event with a double tap within 500 ms', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar {...base} editable={{ create: true }} onEventsChange={onEventsChange} />,
    );
    const cell = cellAt(screen.container, '2025-11-05', 720)!;
    const r = cell.getBoundingClientRect();
    touch(cell, 'pointerdown', r.x + 5, r.y + 2);
    touch(window, 'pointerup', r.x + 5, r.y + 2);
    touch(cell, 'pointerdown', r.x + 5, r.y + 2);
    touch(window, 'pointerup', r.x + 5, r.y + 2);
    expect(lastChange(onEventsChange)?.event).toMatchObject({
      start: new Date(2025, 10, 5, 12),
      end: new Date(2025, 10, 5, 14),
    });
  });

  it('reveals the delete button after holding an event for 1200 ms', async () => {
    const screen = await render(<Calendar {...base} editable defaultEvents={[interview]} />);
    const ev = screen.container.querySelector<HTMLElement>('[data-slot="event"]')!;
    const r = ev.getBoundingClientRect();
    touch(ev, 'pointerdown', r.x + 5, r.y + 5);
    await new Promise((res) => setTimeout(res, 900));
    expect(screen.getByRole('button', { name: /Eliminar evento/ }).elements()).toHaveLength(0);
    await expect
      .element(screen.getByRole('button', { name: 'Eliminar evento «Entrevista»' }), {
        timeout: 1500,
      })
      .toBeVisible();
    touch(window, 'pointerup', r.x + 5, r.y + 5);
  });
});

describe('given editable.resize', () => {
  it('keeps the end one minute after the start at least and clamps it to the range, 24:00 included', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        editable={{ resize: true }}
        defaultEvents={[interview]}
        onEventsChange={onEventsChange}
      />,
    );
    const handle = screen.container.querySelector<HTMLElement>('[data-slot="resize-handle"]')!;
    const r = handle.getBoundingClientRect();
    fire(handle, 'pointerdown', r.x + 5, r.y);
    fire(window, 'pointermove', r.x + 5, r.y + 80);
    // the calendar shows the new end while dragging; the app hears of it once, on release
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 09:00 – 12:00' }))
      .toBeInTheDocument();
    fire(window, 'pointermove', r.x + 5, r.y - 400);
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 09:00 – 09:01' }))
      .toBeInTheDocument();
    fire(window, 'pointermove', r.x + 5, r.y + 4000);
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 09:00 – 24:00' }))
      .toBeInTheDocument();
    expect(onEventsChange).not.toHaveBeenCalled();
    fire(window, 'pointerup', r.x + 5, r.y + 4000);
    expect(onEventsChange).toHaveBeenCalledTimes(1);
    expect(lastEvents(onEventsChange)[0]?.end).toBe('2025-11-05 24:00');
    await expect
      .element(screen.getByRole('button', { name: 'Entrevista 09:00 – 24:00' }))
      .toBeInTheDocument();
  });

  it('clamps to a shorter visible range', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        timeFrom={480}
        timeTo={1080}
        editable={{ resize: true }}
        defaultEvents={[interview]}
        onEventsChange={onEventsChange}
      />,
    );
    const handle = screen.container.querySelector<HTMLElement>('[data-slot="resize-handle"]')!;
    const r = handle.getBoundingClientRect();
    fire(handle, 'pointerdown', r.x + 5, r.y);
    fire(window, 'pointermove', r.x + 5, r.y + 4000);
    fire(window, 'pointerup', r.x + 5, r.y + 4000);
    await expect.poll(() => lastEvents(onEventsChange)?.[0]?.end).toBe('2025-11-05 18:00');
  });
});

describe('given editable.delete and editable.title', () => {
  it('deletes a selected event with its button or the Delete key', async () => {
    const onEventsChange = vi.fn();
    const second = {
      ...interview,
      id: 'b',
      title: 'Capacitación',
      start: '2025-11-06 09:00',
      end: '2025-11-06 10:00',
    };
    const screen = await render(
      <Calendar
        {...base}
        editable
        defaultEvents={[interview, second]}
        onEventsChange={onEventsChange}
      />,
    );
    await screen.getByRole('button', { name: /^Entrevista/ }).click();
    await screen.getByRole('button', { name: 'Eliminar evento «Entrevista»' }).click();
    expect(lastChange(onEventsChange)).toMatchObject({ type: 'delete', event: { id: 'a' } });
    expect(screen.getByRole('button', { name: /^Entrevista/ }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole('status')).toHaveTextContent('«Entrevista» eliminado');
    screen
      .getByRole('button', { name: /^Capacitación/ })
      .element()
      .focus();
    await userEvent.keyboard('{Delete}');
    expect(lastEvents(onEventsChange)).toEqual([]);
  });

  it('edits the title inline (double click or Enter)', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar {...base} editable defaultEvents={[interview]} onEventsChange={onEventsChange} />,
    );
    await screen.getByRole('button', { name: /^Entrevista/ }).dblClick();
    const input = screen.getByRole('textbox', { name: 'Título del evento' });
    await expect.element(input).toHaveFocus();
    await userEvent.fill(input, 'Entrevista final');
    await userEvent.keyboard('{Enter}');
    expect(lastChange(onEventsChange)).toMatchObject({
      type: 'update',
      event: { title: 'Entrevista final' },
      previous: { title: 'Entrevista' },
    });
    await expect.element(screen.getByRole('button', { name: /^Entrevista final/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('textbox', { name: 'Título del evento' }))
      .toHaveValue('Entrevista final');
  });

  it('honours per-event overrides', async () => {
    const locked = { ...interview, deletable: false, titleEditable: false, resizable: false };
    const screen = await render(<Calendar {...base} editable defaultEvents={[locked]} />);
    await screen.getByRole('button', { name: /^Entrevista/ }).click();
    expect(screen.getByRole('button', { name: /Eliminar evento/ }).elements()).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox').elements()).toHaveLength(0);
    expect(screen.container.querySelector('[data-slot="resize-handle"]')).toBeNull();
  });

  it('lets one event be editable in a read-only calendar', async () => {
    const screen = await render(
      <Calendar {...base} defaultEvents={[{ ...interview, deletable: true }]} />,
    );
    await screen.getByRole('button', { name: /^Entrevista/ }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Eliminar evento «Entrevista»' }))
      .toBeVisible();
  });
});

describe.each([
  ['strings', '2025-11-04', '2025-11-20'],
  ['Date objects', new Date(2025, 10, 4, 15, 30), new Date(2025, 10, 20, 8)],
])('given min and max as %s and a disabled day', (_, minDate, maxDate) => {
  it('disables the days outside and the disabled day, the min and max days stay selectable', async () => {
    const onSelectedDateChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        defaultView="month"
        minDate={minDate}
        maxDate={maxDate}
        disableDays={['2025-11-12']}
        onSelectedDateChange={onSelectedDateChange}
      />,
    );
    const cell = (d: number) =>
      screen.getByRole('gridcell', { name: new RegExp(`, ${d} de noviembre de 2025`) });
    await expect.element(cell(3)).toHaveAttribute('aria-disabled', 'true');
    await expect.element(cell(4)).not.toHaveAttribute('aria-disabled');
    await expect.element(cell(20)).not.toHaveAttribute('aria-disabled');
    await expect.element(cell(21)).toHaveAttribute('aria-disabled', 'true');
    await expect.element(cell(12)).toHaveAttribute('aria-disabled', 'true');
    await cell(3).click({ force: true });
    await cell(12).click({ force: true });
    expect(onSelectedDateChange).not.toHaveBeenCalled();
    await cell(4).click();
    expect(onSelectedDateChange).toHaveBeenCalledWith(new Date(2025, 10, 4));
  });

  it('does not create on a disabled day', async () => {
    const onEventsChange = vi.fn();
    const screen = await render(
      <Calendar
        {...base}
        selectedDate="2025-11-03"
        minDate={minDate}
        maxDate={maxDate}
        editable
        onEventsChange={onEventsChange}
      />,
    );
    await userEvent.dblClick(cellAt(screen.container, '2025-11-03', 600)!, { force: true });
    cellAt(screen.container, '2025-11-03', 480)!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onEventsChange).not.toHaveBeenCalled();
  });
});
