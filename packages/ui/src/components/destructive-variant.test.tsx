import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Progress } from './progress.tsx';
import '../styles/index.css';

/** The class attribute of the element a locator finds. */
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
});
