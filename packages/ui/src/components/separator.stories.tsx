import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Separator } from './separator.tsx';

const meta = {
  title: 'UI/Separator',
  component: Separator,
  render: (args) => (
    <div
      className="flex h-12 max-w-sm flex-col gap-2 data-[o=vertical]:flex-row"
      data-o={args.orientation}
    >
      <span className="text-sm">Vacantes</span>
      <Separator {...args} />
      <span className="text-sm">Empresas</span>
    </div>
  ),
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="separator"]')).toHaveAttribute(
      'role',
      'none',
    );
  },
};
export const Vertical: Story = { args: { orientation: 'vertical' } };
export const Semantic: Story = {
  args: { decorative: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};
