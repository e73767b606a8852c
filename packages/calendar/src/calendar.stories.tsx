import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './calendar.tsx';
import { calendarLocales } from './locales/index.ts';
import type { CalendarEvent, CalendarViewName } from './types.ts';

const now = () => new Date(2025, 10, 5, 10, 30);
export const sampleEvents: CalendarEvent[] = [
  {
    id: 1,
    start: '2025-11-03 09:00',
    end: '2025-11-03 11:00',
    title: 'Entrevista',
    content: 'Sala 2',
  },
  { id: 2, start: '2025-11-03 10:00', end: '2025-11-03 12:00', title: 'Capacitación' },
  { id: 3, start: '2025-11-04', end: '2025-11-06', title: 'Feria de empleo', allDay: true },
  { id: 4, start: '2025-11-05 13:00', end: '2025-11-05 14:00', title: 'Comida', background: true },
  { id: 5, start: '2025-11-07 16:00', end: '2025-11-07 24:00', title: 'Turno de noche' },
  {
    id: 6,
    start: '2025-11-03 08:00',
    end: '2025-11-03 08:30',
    title: 'Junta diaria',
    repeat: { every: 'week', weekdays: [1, 2, 3, 4, 5], until: '2025-12-31' },
  },
];

const meta = {
  title: 'Calendar/Views',
  excludeStories: ['sampleEvents'],
  component: Calendar,
  args: {
    now,
    defaultSelectedDate: '2025-11-05',
    defaultEvents: sampleEvents,
    locale: 'es-MX',
    onViewChange: fn(),
    onSelectedDateChange: fn(),
    onEventsChange: fn(),
  },
  argTypes: {
    locale: { control: 'select', options: calendarLocales },
    defaultView: { control: 'inline-radio', options: ['years', 'year', 'month', 'week', 'day'] },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '3–9 de noviembre de 2025',
    );
    await expect(
      canvas.getByRole('button', { name: /^Entrevista 09:00 – 11:00/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Semana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Day: Story = { args: { defaultView: 'day' } };

export const Month: Story = {
  args: { defaultView: 'month' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(42);
  },
};

export const Year: Story = {
  args: { defaultView: 'year' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'febrero de 2025' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('febrero de 2025');
  },
};

export const Years: Story = {
  args: { defaultView: 'years' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(25);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('2025 – 2049');
  },
};

export const TitleBarNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '10–16 de noviembre de 2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hoy' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '3–9 de noviembre de 2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mes' }));
    await expect(args.onViewChange).toHaveBeenCalledWith(
      expect.objectContaining({ view: 'month' }),
    );
  },
};

export const InvalidView: Story = {
  // an untyped caller's unknown view (the prop's type is the union of the views)
  args: { defaultView: 'agenda' as CalendarViewName },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Semana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const DisabledViews: Story = {
  args: { defaultView: 'years', disableViews: ['years', 'day'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Año' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Día' })).toBeNull();
  },
};

/** Controlled view and selected date: the parent owns both. */
export const Controlled: Story = {
  render: (args) => {
    const [view, setView] = useState<CalendarViewName>('month');
    const [date, setDate] = useState<Date>(new Date(2025, 10, 5));
    return (
      <div className="flex flex-col gap-2">
        <p>
          Vista: {view} · Fecha: {date.toLocaleDateString('es-MX')}
        </p>
        <Calendar
          {...args}
          view={view}
          onViewChange={(c) => setView(c.view)}
          selectedDate={date}
          onSelectedDateChange={setDate}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: /jueves, 20 de noviembre/ }));
    await expect(canvas.getByText(/Fecha: 20\/11\/2025/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Semana' }));
    await expect(canvas.getByText(/Vista: week/)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '17–23 de noviembre de 2025',
    );
  },
};

export const WeekStartsOnSunday: Story = { args: { weekStartsOn: 7 } };
export const HiddenWeekends: Story = {
  args: { hideWeekends: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
  },
};
export const HiddenWeekdays: Story = { args: { hideWeekdays: [1, 3], defaultView: 'month' } };
export const TwelveHourClock: Story = { args: { twelveHour: true } };

/** Every locale can be picked in the `locale` control; strings load on demand. */
export const Locales: Story = {
  args: { locale: 'en', defaultView: 'month' },
  play: async ({ canvas }) => {
    // the locale's chunk loads on demand; a loaded machine can take more than the default second
    await expect(
      await canvas.findByRole('button', { name: 'Today' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('November 2025');
  },
};

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
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('diciembre de 2025');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Semana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
