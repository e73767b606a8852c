import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table.tsx';

const meta = {
  title: 'UI/Table',
  component: Table,
  render: (args) => (
    <Table {...args}>
      <TableCaption>Turnos de la semana</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Empleado</TableHead>
          <TableHead>Turno</TableHead>
          <TableHead className="text-right">Horas</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Ana López</TableCell>
          <TableCell label="Turno">Matutino</TableCell>
          <TableCell label="Horas" className="text-right">
            40
          </TableCell>
        </TableRow>
        <TableRow data-state="selected">
          <TableCell>Carlos Pérez</TableCell>
          <TableCell label="Turno">Nocturno</TableCell>
          <TableCell label="Horas" className="text-right">
            36
          </TableCell>
        </TableRow>
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2}>Total</TableCell>
          <TableCell className="text-right">76</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Turnos de la semana' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** In a container narrower than 42rem (a phone) each body row is a card, labels before values. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('row', { name: /Ana López/ });
    await expect(getComputedStyle(card).display).toBe('block');
    const labels = [...card.querySelectorAll<HTMLElement>('[data-slot="table-cell-label"]')];
    await expect(labels.map((label) => getComputedStyle(label, '::before').content)).toEqual([
      '"Turno"',
      '"Horas"',
    ]);
    for (const label of labels) await expect(label.offsetWidth).toBeGreaterThan(0);
    // The same cells and names as the table (a string name matches exactly): labels are not text.
    await expect(canvas.getByRole('cell', { name: 'Matutino' })).toBeVisible();
    const container = canvasElement.querySelector('[data-slot="table-container"]')!;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
  },
};
