import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from './badge.tsx';
import { DataTable, type ColumnDef } from './data-table.tsx';

type Vacancy = { puesto: string; ciudad: string; salario: number; estado: 'Abierta' | 'Cerrada' };

const cities = ['León', 'Querétaro', 'Monterrey', 'Guadalajara', 'Puebla'];
const vacancies: Vacancy[] = Array.from({ length: 23 }, (_, index) => ({
  puesto: `Operador ${String(index + 1).padStart(2, '0')}`,
  ciudad: cities[index % cities.length] ?? 'León',
  salario: 9000 + ((index * 1373) % 9000),
  estado: index % 4 === 0 ? 'Cerrada' : 'Abierta',
}));

const money = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});

const columns: Array<ColumnDef<Vacancy>> = [
  { accessorKey: 'puesto', header: 'Puesto' },
  { accessorKey: 'ciudad', header: 'Ciudad' },
  {
    accessorKey: 'salario',
    header: 'Salario',
    cell: ({ getValue }) => money.format(getValue<number>()),
  },
  {
    accessorKey: 'estado',
    header: 'Estado',
    enableSorting: false,
    cell: ({ getValue }) => (
      <Badge variant={getValue<string>() === 'Abierta' ? 'success' : 'outline'}>
        {getValue<string>()}
      </Badge>
    ),
  },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Vacancy, unknown>,
  args: { columns, data: vacancies, caption: 'Vacantes publicadas', pageSize: 5 },
} satisfies Meta<typeof DataTable<Vacancy, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent);

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Vacantes publicadas' });
    const header = within(table).getByRole('columnheader', { name: /Salario/ });
    await expect(header).not.toHaveAttribute('aria-sort');
    const sortButton = within(header).getByRole('button', { name: /Salario/ });
    sortButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const salaries = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    await expect(salaries[0]).toBe(money.format(Math.min(...vacancies.map((v) => v.salario))));
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).queryByRole('button', { name: /Estado/ })).not.toBeInTheDocument();
  },
};

export const Paginated: Story = {
  play: async ({ canvas }) => {
    await expect(firstColumn(canvas)).toEqual([
      'Operador 01',
      'Operador 02',
      'Operador 03',
      'Operador 04',
      'Operador 05',
    ]);
    await expect(canvas.getByText('Página 1 de 5')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Paginación' });
    await expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(nav).getByRole('button', { name: 'Ir a la página anterior' }),
    ).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Ir a la página siguiente' }));
    await expect(canvas.getByText('Página 2 de 5')).toBeVisible();
    await expect(firstColumn(canvas)[0]).toBe('Operador 06');
    await userEvent.click(within(nav).getByRole('button', { name: 'Página 5' }));
    await expect(firstColumn(canvas)).toEqual(['Operador 21', 'Operador 22', 'Operador 23']);
    await expect(
      within(nav).getByRole('button', { name: 'Ir a la página siguiente' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay resultados.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const InitialSort: Story = {
  args: { initialSorting: [{ id: 'salario', desc: true }], hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Salario/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};
