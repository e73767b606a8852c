import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import type { ColumnDef } from './data-table.tsx';
import type { FacetedFilterDef } from './server-data-table-faceted-filter.tsx';
import type { ServerTableState } from './server-data-table-state.ts';
import { ServerDataTable, type ServerDataTableProps } from './server-data-table.tsx';

type Employee = {
  id: string;
  nombre: string;
  puesto: 'chofer' | 'despachador' | 'mecanico';
  estado: 'activo' | 'baja';
  alta: string;
};

const names = ['Ana', 'Luis', 'María', 'José', 'Carmen', 'Jorge', 'Lucía', 'Pedro', 'Rosa', 'Raúl'];
const surnames = ['López', 'García', 'Hernández', 'Martínez', 'Pérez', 'Sánchez'];
const puestos = ['chofer', 'despachador', 'mecanico'] as const;
const employees: Employee[] = Array.from({ length: 57 }, (_, index) => ({
  id: `emp-${index + 1}`,
  nombre: `${names[index % names.length]} ${surnames[index % surnames.length]}`,
  puesto: puestos[index % 3] ?? 'chofer',
  estado: index % 5 === 4 ? 'baja' : 'activo',
  alta: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
}));

const puestoLabels = { chofer: 'Chofer', despachador: 'Despachador', mecanico: 'Mecánico' };
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: Array<ColumnDef<Employee, unknown>> = [
  { accessorKey: 'nombre', header: 'Nombre' },
  {
    accessorKey: 'puesto',
    header: 'Puesto',
    cell: ({ row }) => puestoLabels[row.original.puesto],
  },
  {
    accessorKey: 'estado',
    header: 'Estado',
    enableSorting: false,
    cell: ({ row }) => (
      <Badge variant={row.original.estado === 'activo' ? 'success' : 'outline'}>
        {row.original.estado === 'activo' ? 'Activo' : 'Baja'}
      </Badge>
    ),
  },
  {
    accessorKey: 'alta',
    header: 'Alta',
    cell: ({ row }) => dateFormat.format(new Date(row.original.alta)),
  },
];

const count = (key: keyof Employee, value: string) =>
  employees.filter((employee) => employee[key] === value).length;

const filters: FacetedFilterDef[] = [
  {
    id: 'estado',
    label: 'Estado',
    options: [
      { value: 'activo', label: 'Activo', count: count('estado', 'activo') },
      { value: 'baja', label: 'Baja', count: count('estado', 'baja') },
    ],
  },
  {
    id: 'puesto',
    label: 'Puesto',
    options: puestos.map((value) => ({
      value,
      label: puestoLabels[value],
      count: count('puesto', value),
    })),
  },
];

/** What the API would do with the state: search, filter, sort and cut a page. */
function fakeServer(state: ServerTableState): { data: Employee[]; total: number } {
  let rows = employees.filter(
    (employee) =>
      (!state.q || employee.nombre.toLowerCase().includes(state.q.toLowerCase())) &&
      Object.entries(state.filters).every(([key, values]) =>
        values.includes(String(employee[key as keyof Employee])),
      ),
  );
  if (state.sort) {
    const { id, desc } = state.sort;
    rows = [...rows].sort(
      (a, b) =>
        String(a[id as keyof Employee]).localeCompare(String(b[id as keyof Employee]), 'es') *
        (desc ? -1 : 1),
    );
  }
  const start = (state.page - 1) * state.perPage;
  return { data: rows.slice(start, start + state.perPage), total: rows.length };
}

const initialState: ServerTableState = { page: 1, perPage: 10, filters: {} };
const onStateChange = fn();
const onRetry = fn();
const onAction = fn();

const rowActions = (employee: Employee) => [
  { label: 'Ver expediente', onSelect: () => onAction('ver', employee.id) },
  { label: 'Editar', onSelect: () => onAction('editar', employee.id) },
  { label: 'Eliminar', destructive: true, onSelect: () => onAction('eliminar', employee.id) },
];

type Args = ServerDataTableProps<Employee>;

/** The app's side: the state lives here (in the app, in the URL) and the "server" answers it. */
function Interactive(args: Args) {
  const [state, setState] = React.useState(args.state);
  const { data, total } = fakeServer(state);
  return (
    <ServerDataTable
      {...args}
      state={state}
      data={data}
      total={total}
      onStateChange={(next) => {
        args.onStateChange(next);
        setState(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/ServerDataTable',
  component: ServerDataTable<Employee>,
  beforeEach: () => {
    onStateChange.mockClear();
    onRetry.mockClear();
    onAction.mockClear();
  },
  args: {
    columns,
    caption: 'Empleados',
    getRowId: (employee) => employee.id,
    getRowLabel: (employee) => employee.nombre,
    state: initialState,
    onStateChange,
    ...fakeServer(initialState),
    filters,
    searchLabel: 'Buscar por nombre',
    rowActions,
    toolbarActions: (
      <Button size="sm">
        <PlusIcon aria-hidden="true" />
        Nuevo empleado
      </Button>
    ),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('row').slice(1) as HTMLElement[];
const firstCells = (canvas: ReturnType<typeof within>) =>
  bodyRows(canvas).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Empleados' })).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(10);
    await expect(canvas.getByText('Página 1 de 6')).toBeVisible();
    await expect(canvas.getByText('1–10 de 57')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('57 resultados');
    await expect(canvas.getByRole('button', { name: /Nuevo empleado/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, data: [], total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot=data-table-skeleton-row]'),
    ).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(
      canvas.queryByRole('navigation', { name: 'Paginación de Empleados' }),
    ).not.toBeInTheDocument();
  },
};

export const Fetching: Story = {
  args: { isFetching: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=data-table-fetching]')).not.toBeNull();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    // The previous rows stay while the next page loads.
    await expect(bodyRows(canvas)).toHaveLength(10);
  },
};

export const Error: Story = {
  args: { error: new TypeError('Failed to fetch'), onRetry, data: [], total: 0 },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No pudimos cargar los datos');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const NoRecordsYet: Story = {
  args: { data: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aún no hay registros' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 resultados');
  },
};

export const NoResultsForFilters: Story = {
  args: {
    data: [],
    total: 0,
    state: { page: 1, perPage: 10, q: 'Zoe', filters: { estado: ['baja'] } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'No hay resultados con estos filtros' }),
    ).toBeVisible();
    const section = canvas.getByRole('heading', { name: /No hay resultados/ }).closest('section')!;
    await userEvent.click(within(section).getByRole('button', { name: 'Limpiar filtros' }));
    await expect(onStateChange).toHaveBeenCalledWith({ page: 1, perPage: 10, filters: {} });
  },
};

export const Sorting: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Nombre/ });
    await expect(header).not.toHaveAttribute('aria-sort');
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(onStateChange).toHaveBeenLastCalledWith({
      page: 1,
      perPage: 10,
      sort: { id: 'nombre', desc: false },
      filters: {},
    });
    await expect(firstCells(canvas)[0]).toBe('Ana Hernández');
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(
      within(canvas.getByRole('columnheader', { name: 'Estado' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  },
};

export const Search: Story = {
  render: (args) => <Interactive {...args} state={{ ...initialState, page: 3 }} />,
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar por nombre' });
    await userEvent.type(search, 'rosa');
    // Debounced: nothing is sent while typing.
    await expect(onStateChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onStateChange).toHaveBeenCalledWith({ page: 1, perPage: 10, q: 'rosa', filters: {} }),
    );
    await expect(onStateChange).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('5 resultados'));
    await userEvent.click(canvas.getByRole('button', { name: /Limpiar filtros/ }));
    await expect(search).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('57 resultados');
  },
};

export const FacetedFilter: Story = {
  render: (args) => <Interactive {...args} state={{ ...initialState, page: 2 }} />,
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Estado' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox', { name: 'Opciones de Estado' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    // The popover is a dialog (Radix); it is named after its filter (axe: aria-dialog-name).
    await expect(body.getByRole('dialog', { name: 'Estado' })).toContainElement(listbox);
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: /Activo/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: /Baja/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(listbox).getByRole('option', { name: /Baja/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(onStateChange).toHaveBeenLastCalledWith({
      page: 1,
      perPage: 10,
      filters: { estado: ['baja'] },
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('11 resultados');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Baja');
  },
};

export const Pagination: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginación de Empleados' });
    await expect(
      within(nav).getByRole('button', { name: 'Ir a la página anterior' }),
    ).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Ir a la página siguiente' }));
    await expect(canvas.getByText('Página 2 de 6')).toBeVisible();
    await expect(canvas.getByText('11–20 de 57')).toBeVisible();
    await expect(onStateChange).toHaveBeenLastCalledWith({ page: 2, perPage: 10, filters: {} });
    const perPage = canvas.getByRole('combobox', { name: 'Filas por página' });
    perPage.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: '25' }));
    await waitFor(() => expect(canvas.getByText('Página 1 de 3')).toBeVisible());
    await expect(bodyRows(canvas)).toHaveLength(25);
    await expect(onStateChange).toHaveBeenLastCalledWith({ page: 1, perPage: 25, filters: {} });
  },
};

export const RowActions: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Acciones de Ana López' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ver expediente', 'Editar', 'Eliminar']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction).toHaveBeenCalledWith('editar', 'emp-1');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Every state at once, for visual snapshots. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-10">
      <ServerDataTable {...args} caption="Con datos" state={initialState} />
      <ServerDataTable {...args} caption="Cargando" isLoading data={[]} total={0} />
      <ServerDataTable {...args} caption="Actualizando" isFetching />
      <ServerDataTable
        {...args}
        caption="Error"
        error={new TypeError('Failed to fetch')}
        onRetry={onRetry}
        data={[]}
        total={0}
      />
      <ServerDataTable {...args} caption="Sin registros" data={[]} total={0} />
      <ServerDataTable
        {...args}
        caption="Sin resultados"
        data={[]}
        total={0}
        state={{ page: 1, perPage: 10, q: 'Zoe', filters: { estado: ['baja'] } }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(6);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
