import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@jornada/ui';
import { Form, useZodForm } from '@jornada/ui/forms';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { checklistSchema, type CheckItemInput } from './checklist.ts';
import { ChecklistEditor } from './checklist-editor.tsx';

const onSubmit = fn();
const schema = z.object({ checklist: checklistSchema });

/** The editor in a real form validated by the checklist's schema. */
function ChecklistForm({ checklist }: { checklist: CheckItemInput[] }) {
  const form = useZodForm(schema, { defaultValues: { checklist } });
  return (
    <Form form={form} onSubmit={onSubmit} className="max-w-2xl" aria-label="Revisión de T-027">
      <ChecklistEditor />
      <Button type="submit" className="justify-self-start">
        Guardar
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Web/Revision orders/ChecklistEditor',
  component: ChecklistForm,
  args: { checklist: [] },
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof ChecklistForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty list offers the default template; every result must be chosen before saving. */
export const FromTemplate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('La lista de revisión está vacía.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar la lista predeterminada' }));
    await expect(canvas.getAllByRole('group', { name: /^Punto \d+/ })).toHaveLength(10);
    const brakes = within(canvas.getByRole('group', { name: 'Punto 2: Frenos' }));
    await expect(brakes.getByRole('textbox', { name: /Punto de revisión/ })).toHaveValue('Frenos');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const firstResult = within(canvas.getByRole('group', { name: /^Punto 1:/ })).getByRole(
      'radiogroup',
      { name: /Resultado/ },
    );
    await waitFor(() => expect(firstResult).toHaveAccessibleDescription('Elige un resultado.'));
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Results, comments, removing and adding items, all from the keyboard and pointer. */
export const Editing: Story = {
  args: {
    checklist: [
      { item: 'Luces', result: 'ok', comments: '' },
      { item: 'Frenos', result: 'ok', comments: '' },
      { item: 'Extintor', result: 'na', comments: '' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Sin hallazgos/)).toBeVisible();
    const lights = within(canvas.getByRole('group', { name: 'Punto 1: Luces' }));
    await userEvent.click(lights.getByRole('radio', { name: 'Con falla' }));
    await userEvent.type(lights.getByRole('textbox', { name: 'Comentarios' }), 'Calavera rota.');
    await expect(canvas.getByText(/1 hallazgo\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar «Extintor»' }));
    const add = canvas.getByRole('button', { name: 'Agregar punto' });
    await expect(add).toHaveFocus();
    await userEvent.click(add);
    const added = within(canvas.getByRole('group', { name: 'Punto 3' }));
    await waitFor(() =>
      expect(added.getByRole('textbox', { name: /Punto de revisión/ })).toHaveFocus(),
    );
    await userEvent.keyboard('Espejos');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      within(canvas.getByRole('group', { name: 'Punto 3: Espejos' })).getByRole('radio', {
        name: 'Correcto',
      }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        checklist: [
          { item: 'Luces', result: 'falla', comments: 'Calavera rota.' },
          { item: 'Frenos', result: 'ok', comments: '' },
          { item: 'Espejos', result: 'ok', comments: '' },
        ],
      }),
    );
  },
};
