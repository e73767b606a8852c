import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Table, TableBody, TableCaption, TableCell, TableRow } from './table.tsx';

function Wide({ width }: { width: number }) {
  return (
    <div style={{ width }}>
      <Table>
        <TableCaption>Movimientos</TableCaption>
        <TableBody>
          <TableRow>
            <TableCell>
              <div style={{ width: 800 }}>Recarga con tarjeta terminación 4242</div>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

describe('Table', () => {
  describe('given content wider than its container', () => {
    it('when rendered at 320 px → a focusable group named for what it is, reached with Tab', async () => {
      const screen = await render(<Wide width={320} />);
      const region = screen.getByRole('group', { name: 'Tabla desplazable horizontalmente' });
      await expect.element(region).toHaveAttribute('tabindex', '0');
      await userEvent.tab();
      await expect.element(region).toHaveFocus();
    });
  });

  describe('given content that fits', () => {
    it('when rendered at 1200 px → no group and no extra tab stop', async () => {
      const screen = await render(<Wide width={1200} />);
      await expect.element(screen.getByRole('table')).toBeInTheDocument();
      expect(screen.container.querySelector('[role="group"]')).toBeNull();
      expect(screen.container.querySelector('[tabindex]')).toBeNull();
    });
  });
});
