import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { Progress } from './progress.tsx';
import { ToastProvider, useToast } from './toast.tsx';
import '../styles/index.css';

/** Shows a danger and a destructive notification when its button is pressed. */
function TwoToasts() {
  const { toast } = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast({ title: 'No se pudo guardar', variant: 'danger', duration: Infinity });
        toast({ title: 'No se pudo borrar', variant: 'destructive', duration: Infinity });
      }}
    >
      Fallar
    </button>
  );
}

/** The class attribute of an element. */
const classOf = (el: Element) => el.getAttribute('class') ?? '';

describe('given the shadcn/ui variant name `destructive`', () => {
  it('a Button with it has the classes of a `danger` Button', async () => {
    await render(
      <>
        <Button variant="danger">Eliminar</Button>
        <Button variant="destructive">Borrar</Button>
      </>,
    );
    const danger = page.getByRole('button', { name: 'Eliminar' }).element();
    const destructive = page.getByRole('button', { name: 'Borrar' }).element();
    expect(classOf(danger)).toContain('bg-danger');
    expect(classOf(destructive)).toBe(classOf(danger));
  });

  it('a Badge with it has the `danger` classes and reports data-variant="danger"', async () => {
    await render(
      <>
        <Badge variant="danger">Vencida</Badge>
        <Badge variant="destructive">Rechazada</Badge>
      </>,
    );
    const danger = page.getByText('Vencida').element();
    const destructive = page.getByText('Rechazada').element();
    expect(classOf(danger)).toContain('bg-danger');
    expect(classOf(destructive)).toBe(classOf(danger));
    await expect.element(page.getByText('Rechazada')).toHaveAttribute('data-variant', 'danger');
  });

  it('a Progress bar with it fills with the danger colour', async () => {
    await render(
      <>
        <Progress label="Carga fallida" value={40} variant="danger" />
        <Progress label="Subida fallida" value={40} variant="destructive" />
      </>,
    );
    const fill = (name: string) =>
      page.getByRole('progressbar', { name }).element().querySelector('[data-slot]');
    expect(classOf(fill('Carga fallida')!)).toContain('bg-danger');
    expect(classOf(fill('Subida fallida')!)).toBe(classOf(fill('Carga fallida')!));
  });

  it('a ConfirmDialog with it styles its confirm button as a danger Button', async () => {
    await render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="¿Eliminar «Chofer»?"
        description="No se puede deshacer."
        confirmLabel="Eliminar vacante"
        variant="destructive"
        onConfirm={() => {}}
      />,
    );
    const confirm = page.getByRole('button', { name: 'Eliminar vacante' }).element();
    expect(classOf(confirm)).toContain('bg-danger');
    expect(classOf(confirm)).not.toContain('bg-primary');
  });

  it('a DropdownMenuItem with it is coloured like a `danger` item and reports data-variant="danger"', async () => {
    const screen = await render(
      <DropdownMenu open>
        <DropdownMenuTrigger>Acciones</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem variant="danger">Eliminar</DropdownMenuItem>
          <DropdownMenuItem variant="destructive">Borrar</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const danger = screen.getByRole('menuitem', { name: 'Eliminar' });
    const destructive = screen.getByRole('menuitem', { name: 'Borrar' });
    await expect.element(destructive).toHaveAttribute('data-variant', 'danger');
    expect(classOf(destructive.element())).toBe(classOf(danger.element()));
    // the colour comes from a data-variant selector, so compare what is painted
    const colour = (el: Element) => getComputedStyle(el).color;
    expect(colour(destructive.element())).toBe(colour(danger.element()));
    expect(colour(destructive.element())).not.toBe(colour(screen.getByRole('menu').element()));
  });

  it('a toast with it has the classes of a `danger` toast', async () => {
    const screen = await render(
      <ToastProvider>
        <TwoToasts />
      </ToastProvider>,
    );
    await screen.getByRole('button', { name: 'Fallar' }).click();
    const toastOf = (text: string) =>
      screen.getByText(text).element().closest('[data-slot="toast"]')!;
    await expect.element(screen.getByText('No se pudo borrar')).toBeVisible();
    expect(classOf(toastOf('No se pudo guardar'))).toContain('bg-danger');
    expect(classOf(toastOf('No se pudo borrar'))).toBe(classOf(toastOf('No se pudo guardar')));
    expect(toastOf('No se pudo borrar')).toHaveAttribute('data-variant', 'danger');
  });
});
