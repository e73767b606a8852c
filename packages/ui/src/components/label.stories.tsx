import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'UI/Label',
  component: Label,
  args: { children: 'Ciudad' },
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="ciudad" {...args} />
      <Input id="ciudad" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Ciudad'));
    await expect(canvas.getByRole('textbox', { name: 'Ciudad' })).toHaveFocus();
  },
};

export const WithDisabledControl: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <Checkbox id="boletin" disabled className="peer" />
      <Label htmlFor="boletin">Recibir el boletín (no disponible)</Label>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Recibir el boletín (no disponible)' }),
    ).toBeDisabled();
  },
};
