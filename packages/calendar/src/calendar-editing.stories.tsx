import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Calendar } from './calendar.tsx';
import type { CalendarEvent } from './types.ts';

const now = () => new Date(2025, 10, 5, 6, 0);
const events: CalendarEvent[] = [
  { id: 'a', start: '2025-11-05 09:00', end: '2025-11-05 10:00', title: 'Entrevista' },
  {
    id: 'b',
    start: '2025-11-06 12:00',
    end: '2025-11-06 13:30',
    title: 'Bloqueado',
    deletable: false,
    draggable: false,
    resizable: false,
    titleEditable: false,
  },
];

const meta = {
  title: 'Calendar/Editing',
  component: Calendar,
  args: {
    now,
    defaultSelectedDate: '2025-11-05',
    defaultEvents: events,
    editable: true,
    onEventsChange: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditingOn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: /^Entrevista/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Título del evento' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Título del evento' }),
      'Entrevista final{Enter}',
    );
    await expect(args.onEventsChange).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 'update' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Entrevista final/ }));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Eliminar evento «Entrevista final»' }),
    );
    await expect(canvas.queryByRole('button', { name: /^Entrevista final/ })).toBeNull();
  },
};

export const EditingOff: Story = {
  args: { editable: false },
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: /^Entrevista/ }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Entrevista/ }));
    await expect(canvas.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    await expect(args.onEventsChange).not.toHaveBeenCalled();
  },
};

export const PerCapability: Story = { args: { editable: { create: true, resize: true } } };

export const KeyboardCreateMoveResize: Story = {
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    canvas.getByRole('gridcell', { name: /miércoles, 5 de noviembre de 2025, 08:00/ }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onEventsChange).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 'create' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Nuevo evento 11:00 – 13:00' })).toHaveFocus(),
    );
    await userEvent.keyboard(' {ArrowRight}{ArrowDown}');
    await expect(status).toHaveTextContent(
      '«Nuevo evento» movido a jueves, 6 de noviembre de 2025, 11:15 – 13:15',
    );
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(status).toHaveTextContent('«Nuevo evento» ahora termina a las 13:00');
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent('soltado');
    await userEvent.keyboard('{Delete}');
    await expect(status).toHaveTextContent('«Nuevo evento» eliminado');
  },
};

export const DragAndDropUnavailable: Story = {
  args: { loadDragAndDrop: () => Promise.reject(new Error('sin red')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Entrevista/ })).toBeInTheDocument();
  },
};
