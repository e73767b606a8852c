import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon, TrashIcon } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './icon-button.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Notificaciones', children: <BellIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Notificaciones' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Outline: Story = { args: { variant: 'outline' } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Danger: Story = {
  args: { variant: 'danger', label: 'Eliminar', children: <TrashIcon /> },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notificaciones' })).toBeDisabled();
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Notificaciones' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['ghost', 'outline', 'primary', 'secondary', 'danger'] as const).map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`Notificaciones (${variant})`}
        />
      ))}
      <IconButton {...args} label="Notificaciones (deshabilitado)" disabled />
      <IconButton {...args} label="Notificaciones (cargando)" loading />
    </div>
  ),
};
