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
          <TableCell>Matutino</TableCell>
          <TableCell className="text-right">40</TableCell>
        </TableRow>
        <TableRow data-state="selected">
          <TableCell>Carlos Pérez</TableCell>
          <TableCell>Nocturno</TableCell>
          <TableCell className="text-right">36</TableCell>
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
