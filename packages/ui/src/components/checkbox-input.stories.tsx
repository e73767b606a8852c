import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxInput } from './checkbox-input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'UI/CheckboxInput',
  component: CheckboxInput,
  args: { onChange: fn() },
  render: (args) => (
    <form className="flex items-center gap-2">
      <CheckboxInput id="verificadas" name="verified_company" value="true" {...args} />
      <Label htmlFor="verificadas">Solo empresas verificadas</Label>
    </form>
  ),
} satisfies Meta<typeof CheckboxInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Solo empresas verificadas' });
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    // A native input: its value goes with the form.
    const form = canvasElement.querySelector('form')!;
    await expect(new FormData(form).get('verified_company')).toBe('true');
    await userEvent.click(canvas.getByText('Solo empresas verificadas'));
    await expect(box).not.toBeChecked();
    await expect(new FormData(form).get('verified_company')).toBeNull();
  },
};
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
