/**
 * Asks before the driver finishes a tour (docs/decisions/0018-fleet-at-work.md): finishing
 * stops sharing the position and closes the passenger list, so the dialog names what is still
 * pending («2 pasajeros sin abordar») before «Finalizar recorrido»; «Cancelar» leaves the tour
 * as it was.
 */
import { ConfirmDialog } from '@jornada/ui';
import { driverMessages } from './driver-messages.ts';

const m = driverMessages.driver.finishDialog;

/** Props of {@link FinishTourDialog}. */
export interface FinishTourDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tour's route, as in the page's title. */
  route: string;
  /** Passengers on the list who have not boarded. */
  notBoarded: number;
  /** Finishes the tour. */
  onConfirm: () => void;
}

/** The confirmation of «Finalizar recorrido» (see the module's comment). */
export function FinishTourDialog({
  open,
  onOpenChange,
  route,
  notBoarded,
  onConfirm,
}: FinishTourDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title(route)}
      description={`${notBoarded > 0 ? m.pending(notBoarded) : m.allBoarded} ${m.consequence}`}
      confirmLabel={m.confirm}
      cancelLabel={m.cancel}
      onConfirm={onConfirm}
    />
  );
}
