import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from './avatar.tsx';

// A 1×1 PNG keeps the story offline and deterministic.
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqPhfDwAFAgJ/l3h1bQAAAABJRU5ErkJggg==';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { size: 'md' },
  render: (args) => (
    <Avatar {...args}>
      <AvatarImage src={pixel} alt="María José López" />
      <AvatarFallback>{getInitials('María José López')}</AvatarFallback>
    </Avatar>
  ),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'María José López' })).toBeInTheDocument(),
    );
  },
};
export const Fallback: Story = {
  render: (args) => (
    <Avatar {...args}>
      <AvatarImage src="/no-existe.png" alt="Carlos Pérez" />
      <AvatarFallback>{getInitials('Carlos Pérez')}</AvatarFallback>
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('CP')).toBeVisible();
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const AllStates: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Avatar key={size} size={size}>
          <AvatarFallback>{getInitials('Ana López')}</AvatarFallback>
        </Avatar>
      ))}
    </div>
  ),
};
