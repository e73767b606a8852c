import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Label } from './label.tsx';
import { Switch } from './switch.tsx';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch id="alertas" {...args} />
      <Label htmlFor="alertas">Recibir alertas de vacantes</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Recibir alertas de vacantes' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};
export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-3">
      {(
        [
          ['apagado', 'Apagado', {}],
          ['encendido', 'Encendido', { defaultChecked: true }],
          ['deshabilitado', 'Deshabilitado', { disabled: true }],
          [
            'deshabilitado-on',
            'Deshabilitado y encendido',
            { disabled: true, defaultChecked: true },
          ],
        ] as const
      ).map(([key, text, props]) => (
        <div key={key} className="flex items-center gap-3">
          <Switch id={`todos-${key}`} {...props} />
          <Label htmlFor={`todos-${key}`}>{text}</Label>
        </div>
      ))}
    </div>
  ),
};
