import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { esMessages } from './messages.ts';
import { Multiselect } from './multiselect.tsx';
import { estados, puestos, type Puesto } from './test-utils.tsx';
import type { MultiselectBaseProps } from './types.ts';

/** Story args: the base props plus loosely typed value props (the component is generic). */
type Args = MultiselectBaseProps<string> & {
  multiple?: boolean;
  value?: unknown;
  defaultValue?: unknown;
  onValueChange?: (value: unknown) => void;
};
const Component = Multiselect as unknown as (props: Args) => React.JSX.Element;

/** Single and multiple selection, strings and objects, controlled and uncontrolled. */
const meta = {
  title: 'Multiselect/Selection',
  component: Component,
  args: {
    'aria-label': 'Estado',
    options: estados,
    onValueChange: fn(),
    onSelect: fn(),
    onRemove: fn(),
    onOpenChange: fn(),
    onSearchChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-sm pb-80">{Story()}</div>],
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: 'Estado' });
    await userEvent.click(combo);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(await canvas.findByRole('option', { name: 'Jalisco' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Jalisco');
    await expect(args.onSelect).toHaveBeenLastCalledWith('Jalisco');
    await expect(combo).toHaveAttribute('placeholder', 'Jalisco');
    await userEvent.click(combo);
    await userEvent.click(await canvas.findByRole('option', { name: 'Jalisco' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('Jalisco');
  },
};

export const Multiple: Story = {
  args: { multiple: true, closeOnSelect: false, defaultValue: ['Sonora'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'Chihuahua' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Sonora', 'Chihuahua']);
    await userEvent.click(canvas.getByRole('option', { name: 'Sonora' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Chihuahua']);
    await expect(canvas.getByRole('button', { name: 'Remove Chihuahua' })).toBeVisible();
  },
};

export const ObjectOptions: Story = {
  render: (args) => (
    <Multiselect<Puesto>
      aria-label="Puesto"
      multiple
      options={puestos}
      labelKey="nombre"
      trackBy="id"
      onValueChange={args.onValueChange as (v: Puesto[]) => void}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Puesto' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Supervisor' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([puestos[3]]);
  },
};

export const CustomLabel: Story = {
  render: () => (
    <Multiselect<Puesto>
      aria-label="Puesto"
      options={puestos}
      trackBy="id"
      customLabel={(p) => `${p.nombre} (#${p.id})`}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Puesto' }));
    await expect(canvas.getByRole('option', { name: 'Chofer (#1)' })).toBeVisible();
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<string[]>(['Jalisco']);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  return (
    <div className="space-y-2">
      <Multiselect
        aria-label="Estado"
        multiple
        options={estados}
        value={value}
        onValueChange={setValue}
        open={open}
        onOpenChange={setOpen}
        searchValue={search}
        onSearchChange={setSearch}
      />
      <p>
        Valor: <output>{value.join(', ') || '—'}</output> · Abierto: {open ? 'sí' : 'no'} ·
        Búsqueda: “{search}”
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await expect(canvas.getByText(/Abierto: sí/)).toBeVisible();
    await userEvent.keyboard('son');
    await expect(canvas.getByText(/Búsqueda: “son”/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Jalisco, Sonora')).toBeVisible();
  },
};

export const Spanish: Story = {
  args: {
    multiple: true,
    messages: esMessages,
    defaultValue: ['Jalisco'],
    'aria-label': 'Estados',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Quitar Jalisco' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estados' }));
    await userEvent.keyboard('zzz');
    await expect(
      canvas.getAllByText('No se encontraron elementos. Intenta cambiar la búsqueda.')[0],
    ).toBeVisible();
  },
};

/** Every text can be overridden, one key at a time. */
export const CustomMessages: Story = {
  args: {
    multiple: true,
    limit: 1,
    defaultValue: ['Jalisco', 'Sonora', 'Yucatán'],
    messages: { ...esMessages, limitText: 'y {n} estados más', removeTag: 'Eliminar {label}' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('y 2 estados más')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar Jalisco' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await expect(canvas.getByText('Presiona Enter para seleccionar')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { multiple: true, disabled: true, defaultValue: ['Jalisco'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Jalisco' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      <Multiselect aria-label="Vacío" options={estados} />
      <Multiselect aria-label="Simple" options={estados} defaultValue="Sonora" />
      <Multiselect
        aria-label="Múltiple"
        multiple
        options={estados}
        defaultValue={['Jalisco', 'Sonora']}
      />
      <Multiselect
        aria-label="Límite"
        multiple
        limit={1}
        options={estados}
        defaultValue={['Jalisco', 'Sonora']}
      />
      <Multiselect aria-label="Deshabilitado" disabled options={estados} />
      <Multiselect aria-label="Abierto" defaultOpen options={estados} />
    </div>
  ),
};
