/**
 * 'Generar PIN' of an employee (`setEmployeeClockPin` with an empty body,
 * decision 39): the server makes a random PIN, stores it hashed and answers it this once; the
 * dialog shows it large with a warning that it will not be shown again. The PIN lives only in
 * this dialog's state: the next opening starts afresh.
 */
import { setEmployeeClockPinMutationOptions } from '@jornada/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useToast,
} from '@jornada/ui';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages/messages.ts';

const k = messages.clockAttendance.kiosk;

/** Props of {@link PinDialog}. */
export interface PinDialogProps {
  /** The employee (kept while the dialog closes). */
  employee: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog; mount it with a `key` per opening, so that a PIN is shown only once. */
export function PinDialog({ employee, open, onOpenChange }: PinDialogProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const generate = useMutation(setEmployeeClockPinMutationOptions(api, queryClient));
  const [pin, setPin] = useState<string | null>(null);
  const shown = useRef<HTMLDivElement>(null);
  // The button that had focus is gone once the PIN shows: focus moves to it.
  useEffect(() => {
    if (pin) shown.current?.focus();
  }, [pin]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{k.pinTitle(employee.name)}</DialogTitle>
          <DialogDescription>{k.pinIntro}</DialogDescription>
        </DialogHeader>
        {pin ? (
          <div className="grid gap-4">
            <p className="flex gap-2 rounded-md border border-warning bg-card p-3 text-sm font-medium">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
              {k.pinShownOnce}
            </p>
            <div
              ref={shown}
              tabIndex={-1}
              data-slot="clock-pin"
              className="grid justify-items-center gap-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="text-sm text-muted-foreground">{k.pinLabel}</span>
              <span className="font-mono text-4xl font-bold tracking-[0.4em] tabular-nums">
                {pin}
              </span>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{k.done}</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={generate.isPending}>
                {messages.workspace.cancel}
              </Button>
            </DialogClose>
            <Button
              loading={generate.isPending}
              onClick={async () => {
                try {
                  const answer = await generate.mutateAsync({ employeeId: employee.id });
                  setPin(answer.pin);
                  toast({ title: k.pinGenerated, variant: 'success' });
                } catch (error) {
                  toast({ title: k.pinError, description: errorText(error), variant: 'danger' });
                }
              }}
            >
              <KeyRound aria-hidden="true" />
              {k.pinGenerate}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
