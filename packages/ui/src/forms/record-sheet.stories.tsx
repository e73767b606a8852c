import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../components/button.tsx';
import { ToastProvider, useToast } from '../components/toast.tsx';
import { SwitchField } from './choice-fields.tsx';
import { DateField } from './date-fields.tsx';
import { MoneyField } from './money-field.tsx';
import { RecordSheet } from './record-sheet.tsx';
import { TextField } from './text-fields.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({
  nombre: z.string().trim().min(1),
  correo: z.email(),
  salario: z.number().int().min(0),
  ingreso: z.iso.date(),
  activo: z.boolean(),
});
type Employee = z.output<typeof schema>;

const empty = {
  nombre: '',
  correo: '',
  salario: null as unknown as number,
  ingreso: '',
  activo: true,
};
const ana: Employee = {
  nombre: 'Ana López',
  correo: 'ana@bajio.mx',
  salario: 1_850_000,
  ingreso: '2024-02-15',
  activo: true,
};

const save = fn();

/**
 * How a screen uses it: the form lives in the screen, the sheet saves through
 * the API, and every outcome gets a toast (success in `onSubmit`, failure in
 * `onSubmitError`).
 */
function EmployeeSheet({
  record,
  initiallyOpen = false,
  onSave,
}: {
  record?: Employee;
  initiallyOpen?: boolean;
  onSave: (values: Employee) => unknown;
}) {
  const [open, setOpen] = React.useState(initiallyOpen);
  const form = useZodForm(schema, { defaultValues: record ?? empty });
  const { toast } = useToast();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{record ? 'Editar' : 'Nuevo empleado'}</Button>
      <RecordSheet
        open={open}
        onOpenChange={setOpen}
        form={form}
        title={record ? `Editar a ${record.nombre}` : 'Nuevo empleado'}
        description="Los campos con * son obligatorios."
        onSubmit={async (values) => {
          await onSave(values);
          toast({ title: 'Empleado guardado', variant: 'success' });
        }}
        onSubmitError={() =>
          toast({
            title: 'No se pudo guardar',
            description: 'Revisa los campos marcados.',
            variant: 'danger',
          })
        }
      >
        <TextField name="nombre" label="Nombre" autoComplete="off" required />
        <TextField name="correo" label="Correo electrónico" type="email" required />
        <MoneyField name="salario" label="Salario mensual" required />
        <DateField name="ingreso" label="Fecha de ingreso" required />
        <SwitchField name="activo" label="Activo" />
      </RecordSheet>
    </>
  );
}

const meta = {
  title: 'UI/RecordSheet',
  component: EmployeeSheet,
  beforeEach: () => save.mockClear(),
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  // The spy only records; each story's own function decides the outcome (a spy that rejects or never settles leaks into the next story).
  args: { onSave: async (values) => void save(values) },
} satisfies Meta<typeof EmployeeSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const sheet = () => body().findByRole('dialog', { name: /empleado|Editar/ });

const fill = async (dialog: HTMLElement) => {
  const d = within(dialog);
  await userEvent.type(d.getByRole('textbox', { name: /Nombre/ }), 'Luis García');
  await userEvent.type(d.getByRole('textbox', { name: /Correo/ }), 'luis@bajio.mx');
  await userEvent.type(d.getByRole('textbox', { name: /Salario/ }), '15,000');
  await userEvent.type(dialog.querySelector<HTMLInputElement>('input[type=date]')!, '2025-01-06');
};

export const Create: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo empleado' }));
    const dialog = await sheet();
    await expect(dialog).toHaveAccessibleDescription('Los campos con * son obligatorios.');
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        nombre: 'Luis García',
        correo: 'luis@bajio.mx',
        salario: 1_500_000,
        ingreso: '2025-01-06',
        activo: true,
      }),
    );
    await expect(await body().findByText('Empleado guardado')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Nuevo empleado' })).toHaveFocus(),
    );
  },
};

export const Edit: Story = {
  args: { record: ana, initiallyOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Editar a Ana López' });
    await expect(within(dialog).getByRole('textbox', { name: /Salario/ })).toHaveValue(
      '$18,500.00',
    );
    await expect(within(dialog).getByRole('switch', { name: 'Activo' })).toBeChecked();
  },
};

export const ValidationErrors: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = await sheet();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Este campo es obligatorio.');
    await expect(save).not.toHaveBeenCalled();
  },
};

export const ServerErrorsKeepTypedValues: Story = {
  args: {
    initiallyOpen: true,
    onSave: async (values) => {
      save(values);
      throw {
        status: 422,
        data: {
          message: 'Datos inválidos',
          errors: { correo: ['Ya hay un empleado con este correo.'] },
        },
      };
    },
  },
  play: async () => {
    const dialog = await sheet();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const email = within(dialog).getByRole('textbox', { name: /Correo/ });
    await waitFor(() => expect(email).toBeInvalid());
    await expect(email).toHaveAccessibleDescription('Ya hay un empleado con este correo.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(await body().findByText('No se pudo guardar')).toBeVisible();
    // The sheet stays open and nothing typed is lost.
    await expect(body().getByRole('dialog', { name: 'Nuevo empleado' })).toBeVisible();
    await expect(email).toHaveValue('luis@bajio.mx');
    await expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveValue(
      'Luis García',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Salario/ })).toHaveValue(
      '$15,000.00',
    );
  },
};

export const Pending: Story = {
  args: {
    initiallyOpen: true,
    onSave: (values) => {
      save(values);
      return new Promise(() => {});
    },
  },
  play: async () => {
    const dialog = await sheet();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(dialog).toHaveAttribute('data-pending', 'true');
  },
};

/** The open sheet after a failed request: field error, form-level alert and error toast at once. */
export const AllStates: Story = {
  args: {
    initiallyOpen: true,
    onSave: async (values) => {
      save(values);
      throw {
        status: 422,
        data: {
          message: 'Datos inválidos',
          errors: { correo: ['Correo repetido.'], rfc: ['RFC inválido.'] },
        },
      };
    },
  },
  play: async () => {
    const dialog = await sheet();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Datos inválidos RFC inválido.',
    );
    await expect(within(dialog).getByText('Correo repetido.')).toBeVisible();
  },
};
