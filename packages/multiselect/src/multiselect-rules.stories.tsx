import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Multiselect } from './multiselect.tsx';
import { areas, estados, puestos, type Puesto } from './test-utils.tsx';

interface Args {
  onValueChange: (value: never) => void;
  onSelect: (option: never) => void;
  onRemove: (option: never) => void;
}

/** The selection rules. */
const meta = {
  title: 'Multiselect/Rules',
  args: { onValueChange: fn(), onSelect: fn(), onRemove: fn() },
  decorators: [(Story) => <div className="max-w-sm pb-80">{Story()}</div>],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maximum: Story = {
  render: (args) => (
    <Multiselect
      aria-label="Estados"
      multiple
      max={2}
      options={estados}
      defaultValue={['Jalisco']}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estados' }));
    await userEvent.keyboard('son{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Jalisco', 'Sonora']);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estados' }));
    await expect(
      canvas.getAllByText(
        'Maximum of 2 options selected. First remove a selected option to select another.',
      )[0],
    ).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Required: Story = {
  render: () => (
    <form aria-label="Vacante" onSubmit={(e) => e.preventDefault()}>
      <Multiselect aria-label="Estados" multiple required name="estados" options={estados} />
    </form>
  ),
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: 'Estados' });
    await expect(combo).toBeRequired();
    await expect(combo).toBeInvalid();
    await userEvent.click(combo);
    await userEvent.click(canvas.getByRole('option', { name: 'Jalisco' }));
    await expect(combo).not.toBeRequired();
  },
};

export const BanOnEmptying: Story = {
  render: (args) => (
    <Multiselect
      aria-label="Estados"
      multiple
      allowEmpty={false}
      options={estados}
      defaultValue={['Jalisco']}
      onRemove={args.onRemove}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Jalisco' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estados' }));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).not.toHaveBeenCalled();
    const last = canvas.getByRole('option', { name: 'Jalisco' });
    await userEvent.hover(last);
    await expect(within(last).getByText('Selected')).toBeVisible();
  },
};

export const DisabledOptions: Story = {
  render: (args) => (
    <Multiselect<Puesto>
      aria-label="Puesto"
      options={puestos}
      labelKey="nombre"
      trackBy="id"
      onSelect={args.onSelect}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Puesto' }));
    const disabled = canvas.getByRole('option', { name: 'Montacarguista' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Groups: Story = {
  render: () => (
    <Multiselect<Puesto>
      aria-label="Puestos"
      multiple
      options={areas}
      groupValues="puestos"
      groupLabel="area"
      labelKey="nombre"
      trackBy="id"
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Puestos' }));
    await expect(canvas.getByRole('option', { name: 'Logística' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Almacenista' })).toHaveAttribute(
      'data-active',
    );
  },
};

export const GroupSelect: Story = {
  render: (args) => (
    <Multiselect<Puesto>
      aria-label="Puestos"
      multiple
      groupSelect
      closeOnSelect={false}
      max={3}
      options={areas}
      groupValues="puestos"
      groupLabel="area"
      labelKey="nombre"
      trackBy="id"
      defaultValue={[areas[1]!.puestos[0]!]}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Puestos' }));
    const group = canvas.getByRole('option', { name: 'Logística' });
    await userEvent.hover(group);
    await expect(within(group).getByText('Press enter to select group')).toBeVisible();
    await userEvent.click(group);
    // Montacarguista is disabled; the two enabled members fit under the maximum of 3.
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      areas[1]!.puestos[0],
      areas[0]!.puestos[0],
      areas[0]!.puestos[2],
    ]);
  },
};

function TaggingDemo({ position }: { position: 'top' | 'bottom' }) {
  const [options, setOptions] = useState(estados);
  return (
    <Multiselect
      aria-label="Etiquetas"
      multiple
      taggable
      tagPosition={position}
      options={options}
      onTag={(q) => {
        setOptions((o) => [...o, q]);
        return q;
      }}
    />
  );
}

export const Tagging: Story = {
  render: () => <TaggingDemo position="top" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Etiquetas' }));
    await userEvent.keyboard('sonora');
    await expect(canvas.queryByText('Press enter to create a tag')).toBeNull();
    await userEvent.keyboard('{Backspace>6/}Oaxaca');
    await expect(canvas.getAllByRole('option')[0]).toHaveAccessibleName('Oaxaca');
    await expect(canvas.getByText('Press enter to create a tag')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Oaxaca' })).toBeVisible();
  },
};

export const TaggingAtBottom: Story = {
  render: () => <TaggingDemo position="bottom" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Etiquetas' }));
    await userEvent.keyboard('ja');
    const rows = canvas.getAllByRole('option');
    await expect(rows[rows.length - 1]).toHaveAccessibleName('ja');
  },
};

export const Search: Story = {
  render: () => <Multiselect aria-label="Estados" options={estados} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estados' }));
    await userEvent.keyboard('  YUC ');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await expect(canvas.getByRole('option', { name: 'Yucatán' })).toBeVisible();
    await userEvent.keyboard('x');
    await expect(
      canvas.getAllByText('No elements found. Consider changing the search query.')[0],
    ).toBeVisible();
  },
};

export const EmptyList: Story = {
  render: () => <Multiselect aria-label="Estados" options={[]} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estados' }));
    await expect(canvas.getAllByText('List is empty.')[0]).toBeVisible();
  },
};
