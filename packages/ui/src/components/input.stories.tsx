import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'UI/Input',
  component: Input,
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor="puesto">Puesto</Label>
      <Input id="puesto" {...args} />
    </div>
  ),
  args: { placeholder: 'Ej. Chofer de tractocamión' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Puesto' });
    await userEvent.click(canvas.getByText('Puesto'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Montacarguista');
    await expect(input).toHaveValue('Montacarguista');
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'No editable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Puesto' })).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'x' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Puesto' })).toBeInvalid();
  },
};
export const Empty: Story = {
  args: { placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Puesto' })).toHaveValue('');
  },
};
export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-sm gap-4">
      {(
        [
          ['vacio', 'Vacío', { placeholder: 'Ej. Chofer' }],
          ['lleno', 'Con texto', { defaultValue: 'Montacarguista' }],
          ['deshabilitado', 'Deshabilitado', { disabled: true, defaultValue: 'No editable' }],
          ['error', 'Con error', { 'aria-invalid': true, defaultValue: 'x' }],
        ] as const
      ).map(([key, text, props]) => (
        <div key={key} className="grid gap-2">
          <Label htmlFor={`todos-${key}`}>{text}</Label>
          <Input id={`todos-${key}`} {...props} />
        </div>
      ))}
    </div>
  ),
};
