import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="terminos" {...args} />
      <Label htmlFor="terminos">Acepto los términos del servicio</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Acepto los términos del servicio' });
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByText('Acepto los términos del servicio'));
    await expect(box).not.toBeChecked();
  },
};
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-3">
      {(
        [
          ['a', 'Sin marcar', {}],
          ['b', 'Marcado', { defaultChecked: true }],
          ['c', 'Indeterminado', { checked: 'indeterminate' as const }],
          ['d', 'Deshabilitado', { disabled: true }],
          ['e', 'Con error', { 'aria-invalid': true }],
        ] as const
      ).map(([id, text, props]) => (
        <div key={id} className="flex items-center gap-2">
          <Checkbox id={`todos-${id}`} {...props} />
          <Label htmlFor={`todos-${id}`}>{text}</Label>
        </div>
      ))}
    </div>
  ),
};
