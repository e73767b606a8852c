import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastProvider, useToast } from './toast.tsx';

function Trigger() {
  const { toast, dismiss } = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() => toast({ title: 'Vacante guardada', duration: Infinity })}
      >
        Guardar
      </button>
      <button type="button" onClick={() => dismiss('toast-1')}>
        Descartar
      </button>
    </>
  );
}

describe('useToast', () => {
  describe('given a ToastProvider', () => {
    it('when toast() is called → shows it in the Spanish notifications region; dismiss(id) removes it', async () => {
      const screen = await render(
        <ToastProvider>
          <Trigger />
        </ToastProvider>,
      );
      await expect
        .element(screen.getByRole('region', { name: 'Notificaciones (F8)' }))
        .toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await expect.element(screen.getByText('Vacante guardada')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
      await expect.element(screen.getByText('Vacante guardada')).not.toBeInTheDocument();
    });
  });

  describe('given no provider', () => {
    it('throws a Spanish developer error', async () => {
      await expect(render(<Trigger />)).rejects.toThrow(
        'useToast debe usarse dentro de <ToastProvider>.',
      );
    });
  });
});
