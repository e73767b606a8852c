import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../components/button.tsx';
import { Form } from './form.tsx';
import { OrderedListField } from './ordered-list-field.tsx';
import { NumberField, TextField } from './text-fields.tsx';
import { useZodForm } from './use-zod-form.ts';

const onSubmit = fn();

const stop = z.object({
  name: z.string().trim().min(1, { error: 'Escribe el nombre de la parada.' }),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
const schema = z.object({ stops: z.array(stop).max(3, { error: 'Hasta 3 paradas.' }) });
type Values = z.input<typeof schema>;

const leon: Values['stops'] = [
  { name: 'Central de Autobuses León', latitude: 21.1397, longitude: -101.6707 },
  { name: 'Plaza Mayor', latitude: 21.1583, longitude: -101.6947 },
  { name: 'Puerto Interior, Silao', latitude: 20.9694, longitude: -101.4539 },
];

/** A route's stops, as the routes screen edits them. */
function StopsForm({ stops, max }: { stops: Values['stops']; max?: number }) {
  const form = useZodForm(schema, { mode: 'onBlur', defaultValues: { stops } });
  return (
    <Form form={form} onSubmit={onSubmit} className="max-w-md" aria-label="Ruta">
      <OrderedListField<Values, 'stops'>
        name="stops"
        label="Paradas"
        description="En el orden en que la unidad pasa por ellas."
        itemLabel={(index) => `Parada ${index + 1}`}
        itemText={(item) => item.name}
        newItem={() => ({
          name: '',
          latitude: null as unknown as number,
          longitude: null as unknown as number,
        })}
        addLabel="Agregar parada"
        emptyText="La ruta aún no tiene paradas."
        {...(max !== undefined ? { max } : {})}
        renderItem={({ name }) => (
          <>
            <TextField<Values> name={`${name}.name`} label="Nombre" required />
            <div className="grid grid-cols-2 gap-3">
              <NumberField<Values> name={`${name}.latitude`} label="Latitud" step="any" required />
              <NumberField<Values>
                name={`${name}.longitude`}
                label="Longitud"
                step="any"
                required
              />
            </div>
          </>
        )}
      />
      <Button type="submit" className="justify-self-start">
        Guardar
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/OrderedListField',
  component: StopsForm,
  beforeEach: () => onSubmit.mockClear(),
  args: { stops: leon },
} satisfies Meta<typeof StopsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three stops: the first cannot move up, the last cannot move down. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Parada 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subir parada 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Bajar parada 3' })).toBeDisabled();
  },
};

/** Empty: only the add button and a hint. */
export const Empty: Story = {
  args: { stops: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('La ruta aún no tiene paradas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar parada' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Nombre (obligatorio)' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Se agregó Parada 1.');
    await expect(canvas.getByRole('textbox', { name: 'Nombre (obligatorio)' })).toBeValid();
  },
};

/** With the keyboard: move the first stop down twice; the focus follows it and each move is announced; the saved order is the new one. */
export const ReorderWithKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Bajar parada 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Central de Autobuses León: ahora en la posición 2 de 3.',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bajar parada 2' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Subir parada 3' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('group', { name: 'Parada 3' })).toHaveTextContent(/Parada 3/);
    await expect(
      canvas
        .getAllByRole('textbox', { name: 'Nombre (obligatorio)' })
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Plaza Mayor', 'Puerto Interior, Silao', 'Central de Autobuses León']);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ stops: [leon[1], leon[2], leon[0]] }),
    );
  },
};

/** Removing a stop moves the focus to the next one's remove button. */
export const Remove: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar parada 1' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Se quitó Central de Autobuses León. Quedan 2.',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Quitar parada 1' })).toHaveFocus(),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** At the limit the add button is disabled and says why. */
export const AtLimit: Story = {
  args: { max: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Agregar parada' })).toBeDisabled();
    await expect(canvas.getByText('Llegaste al máximo de 3.')).toBeVisible();
  },
};
