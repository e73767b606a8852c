import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

const approve = fn();

/** How a screen uses it: a row menu's item opens it; «Aprobar» runs the action. */
function ApproveVacancy({ onApprove }: { onApprove: () => unknown }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Acciones de Chofer de tractocamión</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Aprobar</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="¿Aprobar «Chofer de tractocamión»?"
        description="Se publicará y los buscadores la verán en la búsqueda."
        confirmLabel="Aprobar"
        onConfirm={onApprove}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ApproveVacancy,
  beforeEach: () => approve.mockClear(),
  args: { onApprove: approve },
} satisfies Meta<typeof ApproveVacancy>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openFromMenu(canvas: ReturnType<typeof within>) {
  const trigger = canvas.getByRole('button', { name: 'Acciones de Chofer de tractocamión' });
  await userEvent.click(trigger);
  await userEvent.click(await body().findByRole('menuitem', { name: 'Aprobar' }));
  const dialog = await body().findByRole('alertdialog', {
    name: '¿Aprobar «Chofer de tractocamión»?',
  });
  return { trigger, dialog };
}

export const Confirm: Story = {
  play: async ({ canvas }) => {
    const { trigger, dialog } = await openFromMenu(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'Se publicará y los buscadores la verán en la búsqueda.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(approve).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Cancel: Story = {
  play: async ({ canvas }) => {
    const { trigger } = await openFromMenu(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(approve).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Pending: Story = {
  args: {
    // A request that never settles.
    onApprove: fn(() => {
      approve();
      return new Promise(() => {});
    }),
  },
  play: async ({ canvas }) => {
    const { dialog } = await openFromMenu(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await expect(within(dialog).getByRole('button', { name: 'Aprobar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};
