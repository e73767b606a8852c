import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ColumnDef } from './data-table.tsx';
import { ServerDataTable } from './server-data-table.tsx';
import '../styles/index.css';

type Complaint = { id: string; folio: string; asunto: string; empresa: string; estado: string };
const complaints: Complaint[] = [
  {
    id: '1',
    folio: 'Q-0012',
    asunto: 'Falta de equipo de seguridad en el andén',
    empresa: 'Transportes del Bajío',
    estado: 'En revisión',
  },
  {
    id: '2',
    folio: 'Q-0013',
    asunto: 'Horario de salida',
    empresa: 'Transportes del Bajío',
    estado: 'Resuelta',
  },
];
const columns: Array<ColumnDef<Complaint, unknown>> = [
  { accessorKey: 'folio', header: 'Folio' },
  { accessorKey: 'asunto', header: 'Asunto' },
  { accessorKey: 'empresa', header: 'Empresa' },
  { accessorKey: 'estado', header: () => <span>Estado</span>, meta: { label: 'Estado' } },
];

function Complaints({ width, onOpen }: { width: number; onOpen: (folio: string) => void }) {
  return (
    <div style={{ width }}>
      <ServerDataTable
        caption="Mis quejas"
        columns={columns}
        data={complaints}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.folio}
        total={complaints.length}
        state={{ page: 1, perPage: 10, filters: {} }}
        onStateChange={() => undefined}
        rowActions={(row) => [{ label: 'Ver queja', onSelect: () => onOpen(row.folio) }]}
      />
    </div>
  );
}

const right = (element: Element) => element.getBoundingClientRect().right;
/** The text a card label shows (its generated content). */
const shownLabel = (label: Element) =>
  /^"(.*)"$/.exec(getComputedStyle(label, '::before').content)?.[1];

describe('ServerDataTable on a phone', () => {
  describe('given a list of four columns in a 360 px container', () => {
    it('when rendered → each row is a card: the first cell its title, every other cell «label value», all inside the container', async () => {
      const screen = await render(<Complaints width={360} onOpen={() => undefined} />);
      const container = document.querySelector('[data-slot="table-container"]')!;
      expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
      const card = screen.getByRole('row', { name: /Q-0012/ });
      await expect.element(card).toBeVisible();
      const labels = [...card.element().querySelectorAll('[data-slot="table-cell-label"]')];
      expect(labels.map(shownLabel)).toEqual(['Asunto', 'Empresa', 'Estado']);
      for (const label of labels) expect((label as HTMLElement).offsetWidth).toBeGreaterThan(0);
      // Drawn by CSS: not page text, not part of a cell's name (so text and name queries
      // find what they found in the table).
      expect(card.element().textContent).toBe(
        'Q-0012Falta de equipo de seguridad en el andénTransportes del BajíoEn revisión',
      );
      // The status is on screen, not off to the right.
      const status = card.getByRole('cell', { name: 'En revisión', exact: true }).element();
      expect(right(status)).toBeLessThanOrEqual(right(container));
      // The column headers stay for assistive technology.
      await expect
        .element(screen.getByRole('columnheader', { name: 'Estado' }))
        .toBeInTheDocument();
      const title = card.getByRole('cell', { name: 'Q-0012', exact: true }).element();
      expect(getComputedStyle(title).fontWeight).toBe('600');
    });

    it('when the keyboard reaches a card’s actions → its menu opens and acts on that row', async () => {
      const onOpen = vi.fn();
      await render(<Complaints width={360} onOpen={onOpen} />);
      const menu = page.getByRole('button', { name: 'Acciones de Q-0012' }).element();
      // Past the sort buttons of the header bar, Tab reaches the first card's menu.
      for (let step = 0; step < 8 && document.activeElement !== menu; step += 1)
        await userEvent.tab();
      await expect.element(menu).toHaveFocus();
      expect(menu.getBoundingClientRect().width).toBeGreaterThan(0);
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('menuitem', { name: 'Ver queja' })).toBeVisible();
      await userEvent.keyboard('{Enter}');
      expect(onOpen).toHaveBeenCalledWith('Q-0012');
    });
  });

  describe('given the same list in a 1000 px container', () => {
    it('when rendered → a table row with its headers shown and no card labels', async () => {
      const screen = await render(<Complaints width={1000} onOpen={() => undefined} />);
      await expect.element(screen.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
      for (const label of document.querySelectorAll<HTMLElement>('[data-slot="table-cell-label"]'))
        expect(label.offsetWidth).toBe(0);
      const row = screen.getByRole('row', { name: /Q-0012/ }).element();
      expect(getComputedStyle(row).display).toBe('table-row');
    });
  });
});
