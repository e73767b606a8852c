import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from './progress.tsx';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { value: 40, label: 'Perfil completado', className: 'max-w-sm' },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Perfil completado' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40 %');
    await expect(bar).toHaveAttribute('data-state', 'loading');
  },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = {
  args: { value: 100, variant: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  },
};
export const Error: Story = { args: { value: 70, variant: 'danger', label: 'Carga fallida' } };
export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-sm gap-4">
      <Progress value={0} label="Vacío" />
      <Progress value={40} label="En curso" />
      <Progress value={100} variant="success" label="Completo" />
      <Progress value={70} variant="danger" label="Con error" />
      <Progress value={null} label="Indeterminado" />
    </div>
  ),
};
