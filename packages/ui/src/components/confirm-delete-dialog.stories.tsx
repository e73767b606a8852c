import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { ToastProvider, useToast } from './toast.tsx';

const remove = fn();

/** How a screen uses it: the row action opens it, the API deletes, a toast reports either outcome. */
function DeleteEmployee({
  recordName,
  initiallyOpen = false,
  onDelete,
}: {
  recordName: string;
  initiallyOpen?: boolean;
  onDelete: () => unknown;
}) {
  const [open, setOpen] = React.useState(initiallyOpen);
  const { toast } = useToast();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Eliminar empleado
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        recordName={recordName}
        onConfirm={async () => {
          await onDelete();
          toast({ title: `${recordName} se eliminó`, variant: 'success' });
        }}
        onError={() =>
          toast({
            title: 'No se pudo eliminar',
            description: 'Inténtalo de nuevo en unos momentos.',
            variant: 'danger',
          })
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDeleteDialog',
  component: DeleteEmployee,
  beforeEach: () => remove.mockClear(),
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  // The spy only records; each story's own function decides the outcome (a spy that rejects or never settles leaks into the next story).
  args: { recordName: 'Ana López', onDelete: async () => void remove() },
} satisfies Meta<typeof DeleteEmployee>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Confirm: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Eliminar empleado' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog', { name: '¿Eliminar Ana López?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Se eliminará Ana López. Esta acción no se puede deshacer.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
    await expect(await body().findByText('Ana López se eliminó')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Cancel: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(remove).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: {
    initiallyOpen: true,
    onDelete: () => {
      remove();
      return new Promise(() => {});
    },
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Escape cannot dismiss it while the request runs.
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};

export const Failure: Story = {
  args: {
    initiallyOpen: true,
    onDelete: async () => {
      remove();
      throw new TypeError('Failed to fetch');
    },
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(await body().findByText('No se pudo eliminar')).toBeVisible();
    // Still open, ready to retry.
    await expect(within(dialog).getByRole('button', { name: 'Eliminar' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};

/** The open dialog (a modal, so one state at a time), for visual snapshots. */
export const AllStates: Story = {
  args: { initiallyOpen: true, recordName: 'Unidad 12 (Kenworth T680)' },
  play: async () => {
    await expect(
      await body().findByRole('alertdialog', { name: '¿Eliminar Unidad 12 (Kenworth T680)?' }),
    ).toBeVisible();
  },
};
