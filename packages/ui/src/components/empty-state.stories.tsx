import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartIcon } from 'lucide-react';
import { expect } from 'storybook/test';
import { ButtonLink } from './button-link.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Aún no hay nada por aquí' }),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    icon: <HeartIcon />,
    title: 'No tienes favoritos',
    description: 'Guarda vacantes con el corazón para verlas aquí.',
    action: <ButtonLink href="#vacantes">Buscar vacantes</ButtonLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No tienes favoritos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buscar vacantes' })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: {
    title: 'Sin resultados',
    description: 'Prueba con otra ciudad o quita algunos filtros.',
    headingLevel: 'h3',
  },
};
