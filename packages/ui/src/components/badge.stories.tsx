import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Nueva' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nueva')).toHaveAttribute('data-variant', 'primary');
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Error 404' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Medio tiempo' } };
export const Success: Story = { args: { variant: 'success', children: 'Contratado' } };
export const Warning: Story = { args: { variant: 'warning', children: 'En revisión' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Rechazada' } };
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Nueva</Badge>
      <Badge variant="secondary">Error 404</Badge>
      <Badge variant="outline">Medio tiempo</Badge>
      <Badge variant="success">Contratado</Badge>
      <Badge variant="warning">En revisión</Badge>
      <Badge variant="danger">Rechazada</Badge>
    </div>
  ),
};
