import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileForm } from './profile-form.example.tsx';

const meta = {
  title: 'UI/Form',
  component: ProfileForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    // Four required fields show the visual marker; the accessible name says 'obligatorio'.
    await expect(canvas.getAllByText('*')).toHaveLength(4);
    await expect(
      canvas.getByRole('textbox', { name: 'Nombre completo (obligatorio)' }),
    ).toHaveAttribute('aria-required', 'true');
    await expect(
      canvas.getByRole('textbox', { name: /Correo electrónico/ }),
    ).toHaveAccessibleDescription('Te avisaremos aquí de tus postulaciones.');
    // No dangling references: a field without a description is described by nothing.
    await expect(canvas.getByRole('textbox', { name: /Nombre completo/ })).not.toHaveAttribute(
      'aria-describedby',
    );
    await expect(canvas.getByRole('textbox', { name: /Salario/ })).not.toHaveAttribute(
      'aria-required',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Nombre completo/ }), 'Ana López');
    await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const email = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    // Focus goes to the first invalid field in page order.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(
      'Te avisaremos aquí de tus postulaciones. Escribe un correo electrónico válido.',
    );
    await expect(canvas.getByRole('combobox', { name: /Modalidad/ })).toHaveAccessibleDescription(
      'Elige una de las opciones disponibles.',
    );
    await expect(canvas.getByText('Debes aceptar los términos del servicio.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typed values are kept.
    await expect(canvas.getByRole('textbox', { name: /Nombre completo/ })).toHaveValue('Ana López');
  },
};

const fillValid = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Nombre completo/ }), 'Ana López');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Correo electrónico/ }),
    'ana@example.mx',
  );
  await userEvent.clear(canvas.getByRole('textbox', { name: /Salario/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Salario/ }), '15000');
  canvas.getByRole('combobox', { name: /Modalidad/ }).focus();
  await userEvent.keyboard('{Enter}');
  const body = within(document.body);
  await userEvent.click(await body.findByRole('option', { name: 'Remoto' }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto los términos/ }));
};

export const Submitted: Story = {
  play: async ({ canvas, args }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        nombre: 'Ana López',
        correo: 'ana@example.mx',
        salario: 15000,
        modalidad: 'remoto',
        licencia: '',
        terminos: true,
      }),
    );
  },
};

export const ServerErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw {
        status: 422,
        message: 'Request failed',
        data: {
          message: 'Datos inválidos',
          errors: { correo: ['Ya existe una cuenta con este correo.'] },
        },
      };
    }),
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const email = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await waitFor(() => expect(email).toBeInvalid());
    await expect(email).toHaveAccessibleDescription(
      'Te avisaremos aquí de tus postulaciones. Ya existe una cuenta con este correo.',
    );
    await waitFor(() => expect(email).toHaveFocus());
    // Nothing the user typed is lost.
    await expect(email).toHaveValue('ana@example.mx');
    await expect(canvas.getByRole('textbox', { name: /Nombre completo/ })).toHaveValue('Ana López');
    await expect(canvas.getByRole('checkbox', { name: /Acepto/ })).toBeChecked();
  },
};

export const NetworkFailure: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No pudimos guardar los cambios. Revisa los campos marcados.',
    );
    await expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(
      'ana@example.mx',
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Guardar' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** `SelectField` with an explicit none choice: picked with the keyboard, then emptied again. */
export const SelectWithNoneChoice: Story = {
  play: async ({ canvas, canvasElement }) => {
    const license = canvas.getByRole('combobox', { name: 'Licencia de conducir' });
    await expect(license).toHaveTextContent('Sin licencia');
    license.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(license).toHaveTextContent('Tipo B (taxi y reparto)'));
    await userEvent.click(license);
    await userEvent.click(await body.findByRole('option', { name: 'Sin licencia' }));
    await waitFor(() => expect(license).toHaveTextContent('Sin licencia'));
  },
};
