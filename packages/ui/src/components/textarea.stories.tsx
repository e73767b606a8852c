import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Label } from './label.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  render: (args) => (
    <div className="grid max-w-md gap-2">
      <Label htmlFor="experiencia">Experiencia</Label>
      <Textarea id="experiencia" {...args} />
    </div>
  ),
  args: { placeholder: 'Cuéntanos de tus últimos empleos' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Experiencia' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Operador{Enter}de montacargas');
    await expect(field).toHaveValue('Operador\nde montacargas');
  },
};
export const Empty: Story = { args: { placeholder: undefined } };
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'No editable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Experiencia' })).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'Muy corto' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Experiencia' })).toBeInvalid();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-md gap-4">
      {(
        [
          ['vacio', 'Vacío', {}],
          ['lleno', 'Con texto', { defaultValue: 'Tres años como operador de montacargas.' }],
          ['deshabilitado', 'Deshabilitado', { disabled: true, defaultValue: 'No editable' }],
          ['error', 'Con error', { 'aria-invalid': true, defaultValue: 'Muy corto' }],
        ] as const
      ).map(([key, text, props]) => (
        <div key={key} className="grid gap-2">
          <Label htmlFor={`todos-${key}`}>{text}</Label>
          <Textarea id={`todos-${key}`} {...props} />
        </div>
      ))}
    </div>
  ),
};
