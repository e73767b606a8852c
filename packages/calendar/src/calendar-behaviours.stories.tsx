import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Calendar } from './calendar.tsx';
import type { CalendarEvent } from './types.ts';

const now = () => new Date(2025, 10, 5, 6, 0);
const events: CalendarEvent[] = [
  { id: 'a', start: '2025-11-05 08:00', end: '2025-11-05 09:00', title: 'Entrevista' },
  { id: 'b', start: '2025-11-05 20:00', end: '2025-11-05 21:30', title: 'Cierre' },
];

/** The behaviours an app builds on: cell clicks, how events were created, the visible period, overflow. */
const meta = {
  title: 'Calendar/Behaviours',
  component: Calendar,
  args: {
    now,
    defaultSelectedDate: '2025-11-05',
    defaultEvents: events,
    onCellClick: fn(),
    onViewChange: fn(),
    onEventChange: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click or Enter on a cell reports its day and time, e.g. to open an app's own form there. */
export const CellClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('gridcell', { name: /jueves, 6 de noviembre de 2025, 11:00$/ }),
    );
    await expect(args.onCellClick).toHaveBeenLastCalledWith({
      start: new Date(2025, 10, 6, 11),
      end: new Date(2025, 10, 6, 12),
      view: 'week',
    });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onCellClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: new Date(2025, 10, 6, 12) }),
    );
  },
};

/** Created events say how they were made: `drag`, `double-click`, `keyboard` (or `hold`). */
export const CreationMethod: Story = {
  args: { editable: { create: true } },
  play: async ({ canvas, args }) => {
    const cell = canvas.getByRole('gridcell', { name: /viernes, 7 de noviembre de 2025, 13:00$/ });
    cell.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEventChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'create', how: 'keyboard' }),
    );
  },
};

/** `onViewChange` gives the view and its visible days on the first render and every change; no "Hoy" button. */
export const VisiblePeriod: Story = {
  args: { todayButton: false },
  play: async ({ canvas, args }) => {
    await expect(args.onViewChange).toHaveBeenCalledWith({
      view: 'week',
      start: new Date(2025, 10, 3),
      end: new Date(2025, 10, 10),
    });
    await expect(canvas.queryByRole('button', { name: 'Hoy' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mes' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith({
      view: 'month',
      start: new Date(2025, 9, 27),
      end: new Date(2025, 11, 8),
    });
  },
};

const crowd: CalendarEvent[] = Array.from({ length: 12 }, (_, i) => ({
  id: `c${i}`,
  start: '2025-11-05 10:00',
  end: `2025-11-05 ${10 + (i % 4)}:45`,
  title: `Candidato ${i + 1}`,
}));

/** Many events in one hour: three side by side, the rest behind "+N", which opens them in a list. */
export const CrowdedSlot: Story = {
  args: { defaultView: 'day', defaultEvents: crowd },
  play: async ({ canvas, canvasElement }) => {
    const more = canvas.getByRole('button', { name: '+9 más' });
    await userEvent.click(more);
    const list = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'miércoles, 5 de noviembre de 2025, 10:00',
    });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(9));
    // "+N" toggles its list (Escape closes it too: a browser default, which the browser tests press)
    await userEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Dragging an event to another day and time (mouse, touch or Space + arrows); Escape cancels a drag. */
export const DragBetweenDays: Story = {
  args: { editable: { drag: true, resize: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-dnd="ready"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    await expect(canvasElement.querySelectorAll('[data-slot="day-column"]')).toHaveLength(7);
  },
};
