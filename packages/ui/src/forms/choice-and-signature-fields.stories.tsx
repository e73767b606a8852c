import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../components/button.tsx';
import { Form } from './form.tsx';
import { RadioGroupField } from './radio-group-field.tsx';
import { SignatureField } from './signature-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const onSubmit = fn();

const schema = z.object({
  resultado: z.enum(['ok', 'falla', 'na'], { error: 'Elige un resultado.' }),
  firma: z.string({ error: 'Firma antes de guardar.' }).startsWith('data:image/png;base64,'),
});

/** A real `<Form>` with a radio group and a signature, both required. */
function ChoiceAndSignatureForm({ disabled = false }: { disabled?: boolean }) {
  const form = useZodForm(schema, {
    defaultValues: { resultado: '' as 'ok', firma: null as unknown as string },
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="max-w-md" aria-label="Revisión">
      <RadioGroupField
        name="resultado"
        label="Frenos"
        description="El resultado de la prueba de frenado."
        required
        disabled={disabled}
        orientation="horizontal"
        options={[
          { value: 'ok', label: 'Correcto' },
          { value: 'falla', label: 'Con falla' },
          { value: 'na', label: 'No aplica' },
        ]}
      />
      <SignatureField name="firma" label="Firma del inspector" required disabled={disabled} />
      <Button type="submit" className="justify-self-start">
        Guardar
      </Button>
    </Form>
  );
}

const meta = {
  title: 'UI/Form fields/Radio group and signature',
  component: ChoiceAndSignatureForm,
  beforeEach: () => onSubmit.mockClear(),
} satisfies Meta<typeof ChoiceAndSignatureForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const group = canvas.getByRole('radiogroup', { name: 'Frenos (obligatorio)' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    await expect(group).toHaveAccessibleDescription(
      'El resultado de la prueba de frenado. Elige un resultado.',
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Correcto' })).toHaveFocus());
    const pad = canvas.getByRole('group', { name: 'Firma del inspector (obligatorio)' });
    await expect(pad).toHaveAttribute('aria-invalid', 'true');
    await expect(pad).toHaveAccessibleDescription('Firma antes de guardar.');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Both from the keyboard: arrow keys choose, the signature is typed. */
export const FilledWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Correcto' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Con falla' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await userEvent.click(canvas.getByRole('tab', { name: 'Escribir' }));
    await userEvent.type(
      canvas.getByLabelText('Escribe tu nombre como firma'),
      'Rosa Elena Martínez',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        resultado: 'falla',
        firma: expect.stringMatching(/^data:image\/png;base64,/),
      }),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('tab', { name: 'Escribir' })).toBeDisabled();
  },
};
