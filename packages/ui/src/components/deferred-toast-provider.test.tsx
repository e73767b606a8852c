import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DeferredToastProvider } from './deferred-toast-provider.tsx';
import { useToast } from './toast-context.ts';

function Trigger() {
  const { toast, dismiss } = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          toast({ title: 'Vacante guardada', description: 'En tus favoritos', duration: Infinity })
        }
      >
        Guardar
      </button>
      <button type="button" onClick={() => dismiss('toast-1')}>
        Descartar
      </button>
    </>
  );
}

const regionOf = (screen: Awaited<ReturnType<typeof render>>) =>
  screen.getByRole('region', { name: 'Notificaciones (F8)' });

describe('DeferredToastProvider', () => {
  describe('given no toast yet', () => {
    it('when the page renders → the Spanish notifications region is there and F8 moves the focus into it', async () => {
      const screen = await render(
        <DeferredToastProvider>
          <Trigger />
        </DeferredToastProvider>,
      );
      await expect.element(regionOf(screen)).toBeInTheDocument();
      await userEvent.keyboard('{F8}');
      expect(regionOf(screen).element().contains(document.activeElement)).toBe(true);
    });
  });

  describe('given the first toast', () => {
    it('when toast() is called → it shows in the region with its text; × closes it', async () => {
      const screen = await render(
        <DeferredToastProvider>
          <Trigger />
        </DeferredToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      const region = regionOf(screen);
      await expect.element(region.getByText('Vacante guardada')).toBeVisible();
      await expect.element(region.getByText('En tus favoritos')).toBeVisible();
      await userEvent.click(region.getByRole('button', { name: 'Cerrar' }));
      await expect.element(screen.getByText('Vacante guardada')).not.toBeInTheDocument();
    });

    it('when dismiss(id) is called → the toast goes; a second toast still shows', async () => {
      const screen = await render(
        <DeferredToastProvider>
          <Trigger />
        </DeferredToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await expect.element(screen.getByText('Vacante guardada')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
      await expect.element(screen.getByText('Vacante guardada')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await expect.element(screen.getByText('Vacante guardada')).toBeVisible();
    });

    it('when the region had the focus (F8) → it keeps it once the toasts load', async () => {
      const screen = await render(
        <DeferredToastProvider>
          <Trigger />
        </DeferredToastProvider>,
      );
      await userEvent.keyboard('{F8}');
      // The toast comes from elsewhere (a save finishing) while the person is in the region.
      (screen.getByRole('button', { name: 'Guardar' }).element() as HTMLButtonElement).click();
      await expect.element(regionOf(screen).getByText('Vacante guardada')).toBeVisible();
      await expect
        .poll(() => regionOf(screen).element().contains(document.activeElement))
        .toBe(true);
    });
  });
});
