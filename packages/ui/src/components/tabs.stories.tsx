import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'activas', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Mis postulaciones">
        <TabsTrigger value="activas">Activas</TabsTrigger>
        <TabsTrigger value="finalizadas">Finalizadas</TabsTrigger>
        <TabsTrigger value="archivadas" disabled>
          Archivadas
        </TabsTrigger>
      </TabsList>
      <TabsContent value="activas">Tienes 3 postulaciones en proceso.</TabsContent>
      <TabsContent value="finalizadas">Aún no tienes postulaciones finalizadas.</TabsContent>
      <TabsContent value="archivadas">Sin postulaciones archivadas.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const active = canvas.getByRole('tab', { name: 'Activas' });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Tienes 3 postulaciones en proceso.',
    );
    await userEvent.tab();
    await expect(active).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const finished = canvas.getByRole('tab', { name: 'Finalizadas' });
    await waitFor(() => expect(finished).toHaveFocus());
    await expect(finished).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('finalizadas');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Aún no tienes postulaciones finalizadas.',
    );
    // The disabled tab is skipped and focus wraps around.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(active).toHaveFocus());
  },
};

export const SecondSelected: Story = {
  args: { defaultValue: 'finalizadas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Finalizadas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Archivadas' })).toBeDisabled();
  },
};
