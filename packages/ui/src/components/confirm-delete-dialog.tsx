import * as React from 'react';
import { formatMessage, uiMessages } from '../messages.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.tsx';
import { Button } from './button.tsx';

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
 * Asks before deleting a record (Radix AlertDialog, WAI-ARIA alertdialog:
 * focus starts on 'Cancelar', the overlay does not close it), naming the
 * record and showing a pending state on the destructive button while the
 * request runs.
 */
function ConfirmDeleteDialog({
  open,
  onOpenChange,
  recordName,
  title,
  description,
  confirmLabel = uiMessages.records.delete,
  cancelLabel = uiMessages.records.cancel,
  onConfirm,
  onError,
}: ConfirmDeleteDialogProps) {
  const [pending, setPending] = React.useState(false);
  const name = { name: recordName };
  // Opened from a row menu there is no Radix trigger, so focus goes back to what had it.
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent
        data-slot="confirm-delete-dialog"
        data-pending={pending || undefined}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>
            {title ?? formatMessage(uiMessages.records.deleteTitle, name)}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {description ?? formatMessage(uiMessages.records.deleteDescription, name)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button
              variant="danger"
              loading={pending}
              onClick={async (event) => {
                // Stay open until the request settles.
                event.preventDefault();
                setPending(true);
                try {
                  await onConfirm();
                  onOpenChange(false);
                } catch (error) {
                  onError?.(error);
                } finally {
                  setPending(false);
                }
              }}
            >
              {confirmLabel}
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps };
