import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper.tsx';

const steps = [
  { title: 'Datos personales', description: 'Nombre y contacto' },
  { title: 'Experiencia', description: 'Empleos anteriores' },
  { title: 'Documentos', description: 'CV e identificación' },
  { title: 'Confirmación' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps, currentStep: 1 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pasos' });
    const items = within(nav).getAllByRole('listitem');
    await expect(within(nav).getByRole('list').tagName).toBe('OL');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute('data-state', 'completed');
    await expect(items[0]).toHaveTextContent('(completado)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveAttribute('data-state', 'upcoming');
    await expect(items[2]).not.toHaveAttribute('aria-current');
  },
};
export const Vertical: Story = { args: { orientation: 'vertical', currentStep: 2 } };
export const FirstStep: Story = { args: { currentStep: 0 } };
export const AllCompleted: Story = {
  args: { currentStep: 4 },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem'))
      await expect(item).toHaveAttribute('data-state', 'completed');
  },
};
