import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import { ConnectionErrorScreen } from './connection-error-screen.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

/** Stands in for a router's Link (react-router's takes `to`; map it like this). */
function RouterLink({
  href,
  children,
  ...props
}: {
  href: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <a data-router-link="" href={href} {...props}>
      {children}
    </a>
  );
}

const meta = {
  title: 'UI/ErrorScreens',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Este contenido ya no está disponible… o tal vez nunca tuvo CV. Pero no pasa nada, hay más oportunidades esperándote.',
      ),
    ).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Volver al inicio' });
    await expect(home).toHaveAttribute('href', '/inicio');
    await userEvent.tab();
    await expect(home).toHaveFocus();
  },
};

export const ConnectionError: Story = {
  render: (args) => <ConnectionErrorScreen {...args} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Error de conexión' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Al parecer algo falló en la conexión. Verifica tu red e intenta nuevamente. Aquí te esperamos.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Error 404')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/inicio',
    );
  },
};

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink, homeHref: '/' },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Volver al inicio' });
    await expect(home).toHaveAttribute('data-router-link');
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toHaveAttribute('data-slot', 'button-link');
  },
};

export const Embedded: Story = {
  args: { embedded: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('main')).not.toBeInTheDocument();
  },
};

export const NotFoundDark: Story = {
  decorators: [
    (Story) => (
      <div className="dark bg-background">
        <Story />
      </div>
    ),
  ],
};

export const ConnectionErrorDark: Story = {
  render: (args) => <ConnectionErrorScreen {...args} />,
  decorators: [
    (Story) => (
      <div className="dark bg-background">
        <Story />
      </div>
    ),
  ],
};
