import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './calendar.tsx';
import { sampleEvents } from './calendar.stories.tsx';

const now = () => new Date(2025, 10, 5, 10, 30);

const meta = {
  title: 'Calendar/Features',
  component: Calendar,
  args: {
    now,
    defaultSelectedDate: '2025-11-05',
    defaultEvents: sampleEvents,
    onEventsChange: fn(),
    onSelectedDateChange: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TimeRangeAndStep: Story = {
  args: { timeFrom: 420, timeTo: 1200, timeStep: 30, cellHeight: 32 },
  play: async ({ canvas }) => {
    const hours = canvas.getAllByRole('rowheader').slice(1);
    await expect(hours).toHaveLength(26);
    await expect(hours[0]).toHaveTextContent('07:00');
  },
};

export const SpecialHours: Story = {
  args: {
    timeFrom: 480,
    timeTo: 1200,
    specialHours: {
      1: { from: 540, to: 840, label: 'Atención a clientes' },
      3: [
        { from: 480, to: 600, label: 'Guardia' },
        { from: 900, to: 1500, label: 'Cierre' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('gridcell', {
        name: /lunes, 3 de noviembre de 2025, 10:00, Atención a clientes/,
      }),
    ).toHaveAttribute('data-special');
  },
};

export const DaySplits: Story = {
  args: {
    defaultView: 'day',
    splitDays: [{ label: 'Ana' }, { id: 'beto', label: 'Beto' }, { label: 'Oculta', hide: true }],
    defaultEvents: [
      { start: '2025-11-05 09:00', end: '2025-11-05 11:00', title: 'Con Ana', split: 1 },
      { start: '2025-11-05 10:00', end: '2025-11-05 12:00', title: 'Con Beto', split: 'beto' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Beto' })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Oculta' })).toBeNull();
  },
};

export const MinMaxAndDisabledDays: Story = {
  args: {
    defaultView: 'month',
    minDate: '2025-11-04',
    maxDate: new Date(2025, 10, 25),
    disableDays: ['2025-11-12', '2025-11-13'],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('gridcell', { name: /lunes, 3 de noviembre/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      canvas.getByRole('gridcell', { name: /martes, 4 de noviembre/ }),
    ).not.toHaveAttribute('aria-disabled');
    await userEvent.click(canvas.getByRole('gridcell', { name: /miércoles, 12 de noviembre/ }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onSelectedDateChange).not.toHaveBeenCalled();
  },
};

export const RecurringEvents: Story = {
  args: {
    defaultView: 'month',
    defaultEvents: [
      {
        start: '2025-11-03 08:00',
        end: '2025-11-03 08:30',
        title: 'Junta',
        repeat: { every: 'week', weekdays: [1, 3, 5], until: '2025-11-21' },
      },
      {
        start: '2025-10-15 12:00',
        end: '2025-10-15 13:00',
        title: 'Nómina',
        repeat: { every: 'month' },
      },
      {
        start: '2020-11-20 09:00',
        end: '2020-11-20 10:00',
        title: 'Aniversario',
        repeat: { every: 'year' },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Junta/ })).toHaveLength(9);
    await expect(canvas.getAllByRole('button', { name: /^Nómina/ })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Aniversario/ })).toHaveLength(1);
  },
};

export const MonthOverflow: Story = {
  args: {
    defaultView: 'month',
    defaultEvents: Array.from({ length: 6 }, (_, i) => ({
      start: `2025-11-12 0${i + 1}:00`,
      end: `2025-11-12 0${i + 1}:45`,
      title: `Turno ${i + 1}`,
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver 3 eventos más' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'miércoles, 12 de noviembre de 2025',
    );
  },
};

export const OverlappingAndAllDay: Story = {
  play: async ({ canvas }) => {
    const monday = within(
      canvas.getByRole('gridcell', { name: /lunes, 3 de noviembre de 2025, 09:00/ }),
    );
    await expect(monday.getByRole('button', { name: /Entrevista/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /Feria de empleo/ })).toHaveLength(3);
  },
};

/** Under a `.dark` ancestor: cells, today's column, special hours and events follow the theme (axe checks their contrast, and the names of a cell holding two events). */
export const DarkTheme: Story = {
  args: {
    specialHours: { 3: { from: 480, to: 720, label: 'Guardia' } },
    defaultEvents: [
      ...sampleEvents,
      // shares the 13:00 cell with the sample's background event
      { start: '2025-11-05 13:15', end: '2025-11-05 13:45', title: 'Llamada' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="dark bg-background p-4 text-foreground">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const event = canvas.getAllByRole('button', { name: /Entrevista/ })[0]!;
    const card = getComputedStyle(canvasElement.querySelector('.dark')!).backgroundColor;
    // the event sits on the dark palette: its text is light, its background differs from the page
    await expect(getComputedStyle(event).color).not.toBe(getComputedStyle(document.body).color);
    await expect(getComputedStyle(event).backgroundColor).not.toBe(card);
    await expect(
      canvas.getByRole('gridcell', { name: /miércoles, 5 de noviembre de 2025, 08:00, Guardia/ }),
    ).toHaveAttribute('data-today');
  },
};
