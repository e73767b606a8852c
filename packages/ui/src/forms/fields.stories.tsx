import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../components/button.tsx';
import { CheckboxField, SwitchField } from './choice-fields.tsx';
import { DateField, DateTimeField } from './date-fields.tsx';
import { FileField } from './file-field.tsx';
import { Form } from './form.tsx';
import { MoneyField } from './money-field.tsx';
import { MultiselectField } from './multiselect-field.tsx';
import { SelectField } from './select-field.tsx';
import { NumberField, TextareaField, TextField } from './text-fields.tsx';
import { useZodForm } from './use-zod-form.ts';

const onSubmit = fn();

const schema = z.object({
  nombre: z.string().trim().min(1),
  notas: z.string().max(20),
  edad: z.number().int().min(18),
  salario: z.number().int().min(100_000, 'El salario mínimo es $1,000.00.'),
  ingreso: z.iso.date(),
  turno: z.iso.datetime(),
  puesto: z.enum(['chofer', 'despachador']),
  estados: z.array(z.string()).min(1),
  licencia: z.instanceof(File, { error: 'Adjunta un archivo.' }),
  activo: z.boolean(),
  aviso: z.literal(true, { error: 'Debes aceptar el aviso de privacidad.' }),
});

type Input = z.input<typeof schema>;
const defaults: Input = {
  nombre: '',
  notas: '',
  edad: null as unknown as number,
  salario: null as unknown as number,
  ingreso: '',
  turno: '',
  puesto: undefined as unknown as 'chofer',
  estados: [],
  licencia: null as unknown as File,
  activo: true,
  aviso: false as unknown as true,
};

const estados = ['Aguascalientes', 'Guanajuato', 'Jalisco', 'Querétaro'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

/** Each story renders one or more fields in a real `<Form>` validated by the schema above (only the rendered fields). */
function FieldForm({
  fields,
  children,
}: {
  fields: Array<keyof Input>;
  children: React.ReactNode;
}) {
  const picked = schema.pick(Object.fromEntries(fields.map((key) => [key, true])) as never);
  const form = useZodForm(picked, { defaultValues: defaults as never });
  return (
    <Form form={form} onSubmit={onSubmit} className="max-w-md" aria-label="Empleado">
      {children}
      <Button type="submit" className="justify-self-start">
        Guardar
      </Button>
    </Form>
  );
}

const meta = {
  title: 'UI/Form fields',
  component: FieldForm,
  beforeEach: () => onSubmit.mockClear(),
  args: { fields: [], children: null },
} satisfies Meta<typeof FieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));

export const TextEntry: Story = {
  args: {
    fields: ['nombre'],
    children: <TextField name="nombre" label="Nombre" required autoComplete="name" />,
  },
  play: async ({ canvas }) => {
    await save(canvas);
    const input = canvas.getByRole('textbox', { name: 'Nombre (obligatorio)' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Este campo es obligatorio.');
    await userEvent.type(input, 'Ana López');
    await expect(input).toBeValid();
    await save(canvas);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nombre: 'Ana López' }));
  },
};

export const TextareaEntry: Story = {
  args: {
    fields: ['notas'],
    children: <TextareaField name="notas" label="Notas" description="Máximo 20 caracteres." />,
  },
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('textbox', { name: 'Notas' });
    await userEvent.type(notes, 'Prefiere el turno de la mañana');
    await save(canvas);
    await expect(notes).toHaveAccessibleDescription(
      'Máximo 20 caracteres. Escribe como máximo 20 caracteres.',
    );
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const NumberEntry: Story = {
  args: {
    fields: ['edad'],
    children: <NumberField name="edad" label="Edad" unit="años" min={0} required />,
  },
  play: async ({ canvas }) => {
    const age = canvas.getByRole('spinbutton', { name: /Edad/ });
    await save(canvas);
    await expect(age).toHaveAccessibleDescription('Este campo es obligatorio.');
    await userEvent.type(age, '16');
    await expect(age).toHaveAccessibleDescription('El valor debe ser mayor o igual a 18.');
    await userEvent.clear(age);
    await userEvent.type(age, '30');
    await save(canvas);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ edad: 30 }));
  },
};

export const MoneyEntry: Story = {
  args: {
    fields: ['salario'],
    children: (
      <MoneyField name="salario" label="Salario mensual" description="En pesos (MXN)." required />
    ),
  },
  play: async ({ canvas }) => {
    const salary = canvas.getByRole('textbox', { name: /Salario mensual/ });
    await userEvent.type(salary, 'mil pesos');
    await userEvent.tab();
    await expect(salary).toHaveAccessibleDescription(
      'En pesos (MXN). Escribe una cantidad en pesos, por ejemplo 1,234.50.',
    );
    await userEvent.clear(salary);
    await userEvent.type(salary, '999');
    await userEvent.tab();
    await expect(salary).toHaveValue('$999.00');
    await expect(salary).toHaveAccessibleDescription(
      'En pesos (MXN). El salario mínimo es $1,000.00.',
    );
    await userEvent.clear(salary);
    await userEvent.type(salary, '12,345.5');
    await userEvent.tab();
    await expect(salary).toHaveValue('$12,345.50');
    await expect(salary).toBeValid();
    await save(canvas);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ salario: 1_234_550 }));
  },
};

export const DateEntry: Story = {
  args: {
    fields: ['ingreso'],
    children: <DateField name="ingreso" label="Fecha de ingreso" required />,
  },
  play: async ({ canvasElement, canvas }) => {
    await save(canvas);
    const date = canvasElement.querySelector<HTMLInputElement>('input[type=date]')!;
    await expect(date).toHaveAccessibleName('Fecha de ingreso (obligatorio)');
    await expect(date).toHaveAccessibleDescription('Escribe una fecha válida (AAAA-MM-DD).');
    await userEvent.type(date, '2025-03-01');
    await save(canvas);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ingreso: '2025-03-01' }));
  },
};

export const DateTimeEntry: Story = {
  args: {
    fields: ['turno'],
    children: (
      <DateTimeField
        name="turno"
        label="Inicio del turno"
        description="En tu hora local."
        required
      />
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await save(canvas);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=datetime-local]')!;
    await expect(input).toHaveAccessibleDescription(
      'En tu hora local. Escribe una fecha y hora válidas.',
    );
    fireEvent.change(input, { target: { value: '2025-03-01T06:30' } });
    await expect(input).toHaveValue('2025-03-01T06:30');
    await save(canvas);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        turno: new Date('2025-03-01T06:30').toISOString(),
      }),
    );
  },
};

export const SelectEntry: Story = {
  args: {
    fields: ['puesto'],
    children: (
      <SelectField
        name="puesto"
        label="Puesto"
        required
        options={[
          { value: 'chofer', label: 'Chofer' },
          { value: 'despachador', label: 'Despachador' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await save(canvas);
    const select = canvas.getByRole('combobox', { name: /Puesto/ });
    await waitFor(() => expect(select).toHaveFocus());
    await expect(select).toHaveAccessibleDescription('Elige una de las opciones disponibles.');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Chofer' }));
    await waitFor(() => expect(select).toHaveTextContent('Chofer'));
    await save(canvas);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ puesto: 'chofer' }));
  },
};

export const MultiselectEntry: Story = {
  args: {
    fields: ['estados'],
    children: (
      <MultiselectField
        name="estados"
        label="Estados donde opera"
        description="Elige uno o varios."
        options={estados}
        required
      />
    ),
  },
  play: async ({ canvas }) => {
    await save(canvas);
    const combo = canvas.getByRole('combobox', { name: /Estados donde opera/ });
    await waitFor(() => expect(combo).toHaveFocus());
    await expect(combo).toHaveAccessibleDescription(
      'Elige uno o varios. Selecciona al menos 1 opción.',
    );
    await userEvent.type(combo, 'Jal');
    await userEvent.keyboard('{Enter}');
    await save(canvas);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ estados: ['jalisco'] }));
  },
};

/** Disabled until the choice it depends on is made: not operable, described by its hint. */
export const SelectDisabled: Story = {
  args: {
    fields: ['puesto'],
    children: (
      <SelectField
        name="puesto"
        label="Puesto"
        description="Elige primero el departamento."
        disabled
        options={[{ value: 'chofer', label: 'Chofer' }]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Puesto/ });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription('Elige primero el departamento.');
  },
};

export const FileUpload: Story = {
  args: {
    fields: ['licencia'],
    children: (
      <FileField
        name="licencia"
        label="Licencia de conducir"
        accept=".pdf,image/*"
        maxSize={1024 * 1024}
        required
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await save(canvas);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Adjunta un archivo.')).toBeVisible();
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'licencia.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'El archivo «licencia.pdf» pesa 2 MB; el máximo es 1 MB.',
    );
    const ok = new File(['%PDF'], 'licencia-b.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, ok);
    await expect(canvas.getByText('licencia-b.pdf')).toBeVisible();
    await save(canvas);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ licencia: ok }));
  },
};

export const SwitchAndCheckbox: Story = {
  args: {
    fields: ['activo', 'aviso'],
    children: (
      <>
        <SwitchField name="activo" label="Activo" description="Puede recibir viajes." />
        <CheckboxField name="aviso" label="Acepto el aviso de privacidad" required />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const active = canvas.getByRole('switch', { name: 'Activo' });
    await expect(active).toBeChecked();
    await expect(active).toHaveAccessibleDescription('Puede recibir viajes.');
    await save(canvas);
    const consent = canvas.getByRole('checkbox', { name: /Acepto el aviso/ });
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(consent).toHaveAccessibleDescription('Debes aceptar el aviso de privacidad.');
    await userEvent.keyboard(' ');
    active.focus();
    await userEvent.keyboard(' ');
    await expect(active).not.toBeChecked();
    await save(canvas);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ activo: false, aviso: true }));
  },
};

/** Every field with its error shown (all but the switch and the optional notes), for visual snapshots. */
export const AllStates: Story = {
  args: {
    fields: Object.keys(defaults) as Array<keyof Input>,
    children: (
      <>
        <TextField name="nombre" label="Nombre" required />
        <TextareaField name="notas" label="Notas" />
        <NumberField name="edad" label="Edad" unit="años" required />
        <MoneyField name="salario" label="Salario mensual" required />
        <DateField name="ingreso" label="Fecha de ingreso" required />
        <DateTimeField name="turno" label="Inicio del turno" required />
        <SelectField
          name="puesto"
          label="Puesto"
          required
          options={[{ value: 'chofer', label: 'Chofer' }]}
        />
        <MultiselectField name="estados" label="Estados" options={estados} required />
        <FileField name="licencia" label="Licencia" accept=".pdf" required />
        <SwitchField name="activo" label="Activo" />
        <CheckboxField name="aviso" label="Acepto el aviso de privacidad" required />
      </>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await save(canvas);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot=form-message]')).toHaveLength(9),
    );
  },
};
