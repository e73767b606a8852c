import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './calendar.tsx';
import type { CalendarEvent } from './types.ts';

const now = () => new Date(2025, 10, 5, 10, 30);
const events: CalendarEvent[] = [
  { id: 1, start: '2025-11-03 09:00', end: '2025-11-03 11:00', title: 'Entrevista', content: 'Sala 2' },
  { id: 2, start: '2025-11-03 10:00', end: '2025-11-03 12:00', title: 'Capacitación' },
  { id: 3, start: '2025-11-04', end: '2025-11-06', title: 'Feria de empleo', allDay: true },
  { id: 4, start: '2025-11-05 13:00', end: '2025-11-05 14:00', title: 'Comida', background: true },
  { id: 5, start: '2025-11-07 16:00', end: '2025-11-07 24:00', title: 'Turno de noche' },
  { id: 6, start: '2025-11-03 08:00', end: '2025-11-03 08:30', title: 'Junta diaria', repeat: { every: 'week', weekdays: [1, 2, 3, 4, 5], until: '2025-12-31' } },
];

const meta = {
  title: 'Calendar/Calendar',
  component: Calendar,
  args: {
    now,
    defaultSelectedDate: '2025-11-05',
    defaultEvents: events,
    onViewChange: fn(),
    onSelectedDateChange: fn(),
    onEventsChange: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('3–9 de noviembre de 2025');
    await expect(canvas.getByRole('button', { name: /Entrevista/ })).toBeInTheDocument();
  },
};
export const Month: Story = { args: { defaultView: 'month' } };
export const Year: Story = { args: { defaultView: 'year' } };
export const Years: Story = { args: { defaultView: 'years' } };
export const Day: Story = { args: { defaultView: 'day' } };

export const KeyboardGrid: Story = {
  args: { defaultView: 'month' },
  play: async ({ canvas, args }) => {
    const grid = within(canvas.getByRole('grid'));
    const cell = grid.getByRole('gridcell', { name: /miércoles, 5 de noviembre de 2025/ });
    await expect(cell).toHaveAttribute('tabindex', '0');
    cell.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(grid.getByRole('gridcell', { name: /jueves, 6 de noviembre/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedDateChange).toHaveBeenCalled();
  },
};
