import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import { ButtonLink } from './button-link.tsx';

/** Stands in for a router's Link: receives `href` like react-router's would receive `to`. */
function FakeRouterLink({ href, children, ...props }: React.ComponentProps<'a'>) {
  return (
    <a data-router-link="" href={href} {...props}>
      {children}
    </a>
  );
}

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  args: { href: '#vacantes', children: 'Ver vacantes' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ver vacantes' });
    await expect(link).toHaveAttribute('href', '#vacantes');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithRouterLink: Story = {
  render: (args) => (
    <ButtonLink {...args} asChild>
      <FakeRouterLink href="/inicio">Volver al inicio</FakeRouterLink>
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Volver al inicio' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-slot', 'button-link');
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {(['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const).map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
    </div>
  ),
};
