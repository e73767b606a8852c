import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">¿Qué es el salario neto?</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Salario neto">
        <p className="text-sm">Es lo que recibes después de impuestos y cuotas del IMSS.</p>
        <Button size="sm" variant="link" className="mt-2 px-0">
          Más información
        </Button>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '¿Qué es el salario neto?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const panel = await body.findByRole('dialog', { name: 'Salario neto' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Más información' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await within(document.body).findByText(/cuotas del IMSS/)).toBeVisible();
  },
};
