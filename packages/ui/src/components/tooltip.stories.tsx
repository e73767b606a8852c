import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartIcon } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from './icon-button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  render: (args) => (
    <div className="p-8">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <IconButton label="Guardar en favoritos" title="">
            <HeartIcon />
          </IconButton>
        </TooltipTrigger>
        <TooltipContent>La encontrarás en Mis favoritos</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Guardar en favoritos' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const body = within(document.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'La encontrarás en Mis favoritos',
    );
    await expect(trigger).toHaveAccessibleDescription('La encontrarás en Mis favoritos');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Guardar en favoritos' }));
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
