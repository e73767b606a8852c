import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Pagination,
  PaginationContent,
  PaginationControls,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from './pagination.tsx';

const meta = {
  title: 'UI/Pagination',
  component: PaginationControls,
  args: { page: 5, pageCount: 10, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = React.useState(args.page);
    return (
      <PaginationControls
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PaginationControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Controls: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginación' });
    await expect(within(nav).getByRole('button', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getAllByText('Más páginas')).toHaveLength(2);
    within(nav).getByRole('button', { name: 'Página 5' }).focus();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Página 6' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(within(nav).getByRole('button', { name: 'Página 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ir a la página anterior' })).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ir a la página siguiente' })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const Links: Story = {
  render: () => (
    <Pagination>
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious href="?pagina=1" />
        </PaginationItem>
        <PaginationItem>
          <PaginationLink href="?pagina=1">1</PaginationLink>
        </PaginationItem>
        <PaginationItem>
          <PaginationLink href="?pagina=2" isActive>
            2
          </PaginationLink>
        </PaginationItem>
        <PaginationItem>
          <PaginationEllipsis />
        </PaginationItem>
        <PaginationItem>
          <PaginationNext href="?pagina=3" />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Ir a la página siguiente' })).toHaveAttribute(
      'href',
      '?pagina=3',
    );
  },
};
