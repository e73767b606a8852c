import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ColumnDef } from './data-table.tsx';
import type { ServerTableState } from './server-data-table-state.ts';
import { ServerDataTable } from './server-data-table.tsx';

type Row = { id: string; nombre: string };
const rows: Row[] = [
  { id: '1', nombre: 'Ana López' },
  { id: '2', nombre: 'Luis Pérez' },
];
const columns: Array<ColumnDef<Row, unknown>> = [{ accessorKey: 'nombre', header: 'Nombre' }];

/**
 * A parent that applies each change 600 ms after it is asked, as an app whose table state is in
 * the URL does while the navigation loads its data; the newest request wins.
 */
function SlowParent({ applied }: { applied: ServerTableState[] }) {
  const [state, setState] = React.useState<ServerTableState>({
    page: 1,
    perPage: 10,
    filters: {},
  });
  return (
    <ServerDataTable
      caption="Empleados"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      total={rows.length}
      searchLabel="Buscar empleados"
      state={state}
      onStateChange={(next) => {
        setTimeout(() => {
          applied.push(next);
          setState(next);
        }, 600);
      }}
    />
  );
}

describe('ServerDataTable, given a parent that applies changes a moment later', () => {
  it('when the user types a search and sorts before it is sent → both reach the parent, and the header shows the order', async () => {
    const applied: ServerTableState[] = [];
    render(<SlowParent applied={applied} />);
    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar empleados' }), 'ana');
    await page.getByRole('button', { name: 'Nombre' }).click();
    await expect.poll(() => applied.length, { timeout: 3000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(applied.at(-1)).toEqual({
      page: 1,
      perPage: 10,
      filters: {},
      q: 'ana',
      sort: { id: 'nombre', desc: false },
    });
    await expect
      .element(page.getByRole('columnheader', { name: 'Nombre' }))
      .toHaveAttribute('aria-sort', 'ascending');
    await expect
      .element(page.getByRole('searchbox', { name: 'Buscar empleados' }))
      .toHaveValue('ana');
  });
});
