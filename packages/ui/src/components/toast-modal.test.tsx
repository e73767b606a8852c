import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { ToastProvider, useToast } from './toast.tsx';

function Form() {
  const { toast } = useToast();
  return (
    <Dialog open>
      <DialogContent>
        <DialogTitle>Nuevo empleado</DialogTitle>
        <DialogDescription>Datos del empleado</DialogDescription>
        <button
          type="button"
          onClick={() => toast({ title: 'No pudimos guardar', duration: Infinity })}
        >
          Guardar
        </button>
      </DialogContent>
    </Dialog>
  );
}

function hiddenFromAssistiveTechnology(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (node.getAttribute('aria-hidden') === 'true' || (node as HTMLElement).inert) return true;
  return false;
}

describe('given a toast raised from inside a modal dialog', () => {
  it('when the dialog hides the rest of the page from assistive technology → the toast is still announced in a live status outside the hidden part', async () => {
    const screen = await render(
      <ToastProvider>
        <Form />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await expect.element(screen.getByText('No pudimos guardar').first()).toBeVisible();
    // The region holding the toast is outside the modal, so the dialog hides it (modality); the
    // words reach a screen reader through Radix's announcement, a live status of its own.
    const announcement = screen.getByRole('status').filter({ hasText: 'No pudimos guardar' });
    await expect.element(announcement).toBeInTheDocument();
    const live = announcement.element();
    expect(live.getAttribute('aria-live')).toBe('assertive');
    expect(hiddenFromAssistiveTechnology(live)).toBe(false);
    expect(
      hiddenFromAssistiveTechnology(
        screen.getByRole('region', { name: 'Notificaciones (F8)', includeHidden: true }).element(),
      ),
    ).toBe(true);
  });
});
