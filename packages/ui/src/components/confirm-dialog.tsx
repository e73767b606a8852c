import * as React from 'react';
import { uiMessages } from '../messages.ts';
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

/** Props of {@link ConfirmDialog}. */
type ConfirmDialogProps = {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called to open or close it; never while `onConfirm`'s promise runs. */
  onOpenChange: (open: boolean) => void;
  /** Heading: the question, naming what it acts on («¿Aprobar «Chofer de tractocamión»?»). */
  title: React.ReactNode;
  /** What will happen when confirmed. */
  description: React.ReactNode;
  /** Text of the confirm button: the action's verb («Aprobar», «Terminar recorrido»). */
  confirmLabel: string;
  /** Text of the cancel button (focused on open). @default 'Cancelar' */
  cancelLabel?: string;
  /**
   * `danger` for an action that removes or cannot be undone (`destructive`,
   * shadcn/ui's name, is an alias). @default 'default'
   */
  variant?: 'default' | 'danger' | 'destructive';
  /**
   * Does the action. A returned promise keeps the dialog open with the confirm button busy
   * until it settles: it closes when the promise resolves and stays open when it rejects
   * (report the error in `onError`). A function that returns nothing closes the dialog at once.
   */
  onConfirm: () => unknown;
  /** Runs with what `onConfirm` threw or rejected with. */
  onError?: (error: unknown) => void;
};

/**
 * What focus goes back to when the dialog closes: the element that had focus when it opened or,
 * when that was a menu's item (which unmounts with its menu), the menu's trigger (Radix labels a
 * menu by its trigger's id).
 */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  if (trigger) return trigger;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Asks before an action (Radix AlertDialog, the WAI-ARIA alertdialog pattern): focus starts on
 * the cancel button, the overlay does not close it, Escape and «Cancelar» send nothing, and
 * focus goes back to what had it when it opened, also when what opened it
 * is not a Radix trigger (a row menu's item: focus goes back to the menu's button).
 *
 * @example
 * <ConfirmDialog open={open} onOpenChange={setOpen} title="¿Aprobar «Chofer»?"
 *   description="Se publicará en la búsqueda." confirmLabel="Aprobar" onConfirm={approve} />
 */
function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = uiMessages.records.cancel,
  variant = 'default',
  onConfirm,
  onError,
}: ConfirmDialogProps) {
  const actionVariant = variant === 'default' ? 'primary' : 'danger';
  const [pending, setPending] = React.useState(false);
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent
        data-slot="confirm-dialog"
        data-pending={pending || undefined}
        onOpenAutoFocus={() => {
          opener.current = openerOf(document.activeElement);
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {/* The action's own classes are merged into the Button's and win, so both get the variant. */}
          <AlertDialogAction asChild variant={actionVariant}>
            <Button
              variant={actionVariant}
              loading={pending}
              onClick={async (event) => {
                event.preventDefault();
                let result: unknown;
                try {
                  result = onConfirm();
                } catch (error) {
                  onError?.(error);
                  return;
                }
                if (!(result instanceof Promise)) return onOpenChange(false);
                setPending(true);
                try {
                  await result;
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

export { ConfirmDialog, type ConfirmDialogProps };
