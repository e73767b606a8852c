import type * as React from 'react';
import { formatMessage, uiMessages } from '../messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Props of {@link ConfirmDeleteDialog}. */
type ConfirmDeleteDialogProps = {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called to open or close it. */
  onOpenChange: (open: boolean) => void;
  /** The record as people know it ('Ana López', 'Unidad 12'); named in the title and description. */
  recordName: string;
  /** Heading. @default '¿Eliminar {recordName}?' */
  title?: string;
  /** What will happen. @default 'Se eliminará {recordName}. Esta acción no se puede deshacer.' */
  description?: React.ReactNode;
  /** Text of the destructive button. @default 'Eliminar' */
  confirmLabel?: string;
  /** Text of the cancel button (focused on open). @default 'Cancelar' */
  cancelLabel?: string;
  /**
   * Deletes the record. While its promise runs the confirm button is busy and
   * the dialog cannot be dismissed; it closes when the promise resolves and
   * stays open when it rejects (show the error toast in `onError`).
   */
  onConfirm: () => unknown;
  /** Runs with what `onConfirm` threw. */
  onError?: (error: unknown) => void;
};

/**
 * Asks before deleting a record: a {@link ConfirmDialog} with the destructive variant that
 * names the record in its default title and description (focus starts on 'Cancelar', the
 * overlay does not close it, a pending state on the button while the request runs).
 */
function ConfirmDeleteDialog({
  recordName,
  title,
  description,
  confirmLabel = uiMessages.records.delete,
  ...rest
}: ConfirmDeleteDialogProps) {
  const name = { name: recordName };
  return (
    <ConfirmDialog
      {...rest}
      variant="danger"
      title={title ?? formatMessage(uiMessages.records.deleteTitle, name)}
      description={description ?? formatMessage(uiMessages.records.deleteDescription, name)}
      confirmLabel={confirmLabel}
    />
  );
}

export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps };
