import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>Operador de montacargas</CardTitle>
        <CardDescription>Logística del Bajío · León, Guanajuato</CardDescription>
      </CardHeader>
      <CardContent>$12,000 – $15,000 MXN al mes · Presencial</CardContent>
      <CardFooter>
        <Button size="sm">Ver vacante</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Operador de montacargas' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: (args) => (
    <Card
      {...args}
      className="max-w-md"
      role="status"
      aria-busy="true"
      aria-label="Cargando vacante"
    >
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-full" />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Cargando vacante')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>Mis postulaciones</CardTitle>
        <CardDescription>Aún no te has postulado a ninguna vacante.</CardDescription>
      </CardHeader>
    </Card>
  ),
};
