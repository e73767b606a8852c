import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet.tsx';

const meta = {
  title: 'UI/Sheet',
  component: SheetContent,
  args: { side: 'right' },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">Filtros</Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>Filtrar vacantes</SheetTitle>
          <SheetDescription>Elige la modalidad y el salario que buscas.</SheetDescription>
        </SheetHeader>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Aplicar filtros</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAndClose = async (canvas: ReturnType<typeof within>) => {
  const trigger = canvas.getByRole('button', { name: 'Filtros' });
  await userEvent.click(trigger);
  const body = within(document.body);
  const sheet = await body.findByRole('dialog', { name: 'Filtrar vacantes' });
  await expect(sheet).toHaveAccessibleDescription('Elige la modalidad y el salario que buscas.');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(trigger).toHaveFocus();
};

export const Right: Story = { play: async ({ canvas }) => openAndClose(canvas) };
export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvas }) => openAndClose(canvas),
};
export const Top: Story = {
  args: { side: 'top' },
  play: async ({ canvas }) => openAndClose(canvas),
};
export const Bottom: Story = {
  args: { side: 'bottom' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    const body = within(document.body);
    const sheet = await body.findByRole('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
